import { LIMITS } from '@/contract';
import { toLocalDate } from '@/utils/dates';
import { numberField, readNumber } from '@/utils/number-input';

/** How a field is typed in, and (for numbers and dates) what is wrong with a value it cannot take. */
export type FieldControl =
  | { kind: 'text'; maxLength: number }
  | { kind: 'textarea'; rows: number; maxLength: number }
  /** Markdown (components/markdown-text): a textarea with the text drawn beneath as visitors will see it. */
  | { kind: 'markdown'; rows: number; maxLength: number }
  /** A number of 0 or more, at most `max`. */
  | { kind: 'number'; max?: number; invalid: string }
  | { kind: 'date'; invalid: string }
  /** One of `options`; the empty first choice says `prompt`. */
  | { kind: 'select'; prompt: string; options: readonly string[] };

export interface RecordField<N extends string> {
  name: N;
  label: string;
  /** The message when it is left empty; without it the field is optional. */
  required?: string;
  /** A short help line under the label. */
  hint?: string;
  control: FieldControl;
  /** What is wrong with a filled value (trimmed, as it is sent) beyond its control's own checks. */
  check?: (text: string) => string | undefined;
}

/** A field on its own line, or two side by side from tablet width on. */
export type FieldRow<N extends string> = RecordField<N> | readonly [RecordField<N>, RecordField<N>];

/** The form as typed: every field is text until it is sent. */
export type FormValues<N extends string> = Record<N, string>;

/** A record's values as they may come back: whatever fields arrived as expected. */
export type RecordValues<N extends string> = { readonly [K in N]?: string | number | undefined };

// The fields most records have, alike on every form.
export const TITLE_FIELD: RecordField<'title'> = {
  name: 'title',
  label: 'Title',
  required: 'Title is required',
  control: { kind: 'text', maxLength: LIMITS.shortText },
};

export const DESCRIPTION_FIELD: RecordField<'description'> = {
  name: 'description',
  label: 'Description',
  control: { kind: 'textarea', rows: 5, maxLength: LIMITS.longText },
};

/** A price: a number of 0 or more; `hint` says how it shows. */
export const priceField = (hint: string): RecordField<'price'> => ({
  name: 'price',
  label: 'Price',
  required: 'Price is required',
  hint,
  control: { kind: 'number', invalid: 'Price must be a number of 0 or more' },
});

/** The fields in the order they appear, so the first one with a problem gets the focus. */
export const fieldsOf = <N extends string>(rows: readonly FieldRow<N>[]): readonly RecordField<N>[] =>
  rows.flatMap((row): readonly RecordField<N>[] => ('name' in row ? [row] : row));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a filled value for its control: a number out of range, not a day, no choice. */
function controlProblem<N extends string>(
  { required, control }: RecordField<N>,
  text: string,
): string | undefined {
  switch (control.kind) {
    case 'number': {
      const value = readNumber(text) ?? -1;
      return value < 0 || (control.max !== undefined && value > control.max) ? control.invalid : undefined;
    }
    case 'date':
      return DAY.test(text) && toLocalDate(text) ? undefined : control.invalid;
    case 'select':
      return control.options.includes(text) ? undefined : required;
    case 'text':
    case 'textarea':
    case 'markdown':
      return undefined;
  }
}

function problemOf<N extends string>(field: RecordField<N>, text: string): string | undefined {
  if (!text.trim()) return field.required;
  return controlProblem(field, text) ?? field.check?.(text.trim());
}

/** What is missing or wrong, per field, checked before anything is sent. */
export function checkFields<N extends string>(
  rows: readonly FieldRow<N>[],
  values: FormValues<N>,
): Partial<Record<N, string>> {
  const errors: Partial<Record<N, string>> = {};
  for (const field of fieldsOf(rows)) {
    const problem = problemOf(field, values[field.name]);
    if (problem !== undefined) errors[field.name] = problem;
  }
  return errors;
}

function fieldText({ control }: RecordField<string>, value: string | number | undefined): string {
  if (typeof value === 'number') return numberField(value);
  if (!value) return '';
  // A date input takes YYYY-MM-DD; an ISO timestamp keeps its calendar day.
  return control.kind === 'date' ? value.slice(0, 10) : value;
}

/**
 * A record as its edit form shows it: missing values (no date) as empty fields, and so are values
 * that did not come back as expected, for the admin to fill in; a 0 stays 0 (utils/number-input).
 * With no record, the empty form.
 */
export function formValuesOf<N extends string>(
  rows: readonly FieldRow<N>[],
  record: RecordValues<N> = {},
): FormValues<N> {
  // Every declared name gets its text, so the object is the whole form.
  return Object.fromEntries(
    fieldsOf(rows).map((field) => [field.name, fieldText(field, record[field.name])]),
  ) as FormValues<N>;
}
