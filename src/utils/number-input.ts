/** The number typed in a number field, or undefined when it is empty or not a finite number. */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A number for a form field: falsy values (0, NaN) as an empty field (spec point 5). */
export function numberField(value: number): string {
  return value ? String(value) : '';
}
