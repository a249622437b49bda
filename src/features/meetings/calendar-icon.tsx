/** A calendar page, drawn in the text's colour: beside "Add to calendar", and in place of a missing picture. */
export function CalendarIcon({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  const line = { fill: 'none', stroke: 'currentColor', strokeWidth };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" {...line} />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" {...line} />
    </svg>
  );
}
