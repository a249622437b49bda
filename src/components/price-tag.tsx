/**
 * A price already in words, as every price shows: an island is handed its prices so (the browser
 * then formats none while it hydrates: a first currency format costs a phone tens of milliseconds).
 */
export function PriceTag({ text, className }: { text: string; className?: string | undefined }) {
  return <span className={className ? `price ${className}` : 'price'}>{text}</span>;
}
