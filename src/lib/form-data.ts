/** What a form field can hold before it is sent: text, a number, a chosen file, or nothing. */
export type FormFieldValue = string | number | Blob | null | undefined;

/**
 * A multipart body of only the fields that hold something: empty and null ones are left out.
 * Text is trimmed, so a field of spaces counts as empty too. `cleared` names fields emptied on
 * purpose (an edit form's description, its picture): they are sent empty, so the server clears
 * them instead of keeping the old value.
 */
export function toFormData(
  values: Readonly<Record<string, FormFieldValue>>,
  cleared: readonly string[] = [],
): FormData {
  const form = new FormData();
  for (const name of cleared) form.append(name, '');
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) {
      form.append(name, value);
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) form.append(name, String(value));
    } else {
      const text = value.trim();
      if (text !== '') form.append(name, text);
    }
  }
  return form;
}
