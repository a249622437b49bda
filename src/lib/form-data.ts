/** What a form field can hold before it is sent: text, a number, a chosen file, or nothing. */
export type FormFieldValue = string | number | Blob | null | undefined;

/**
 * A multipart body of the fields that hold something (spec point 5: only fields that are neither
 * empty nor null are sent). Text is trimmed, so a field of spaces counts as empty too.
 */
export function toFormData(values: Readonly<Record<string, FormFieldValue>>): FormData {
  const form = new FormData();
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
