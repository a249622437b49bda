/** A meeting price: '$' and the number as stored. */
export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className ? `price ${className}` : 'price'}>${value}</span>;
}
