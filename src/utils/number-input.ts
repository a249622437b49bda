/** The number typed in a number field, or undefined when it is empty or not a finite number. */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A number for a form field, as it is: a price or rating of 0 shows as 0, so an edit form can be
 * saved as it came (the original site showed 0 as an empty field, which then refused to save).
 */
export function numberField(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}
