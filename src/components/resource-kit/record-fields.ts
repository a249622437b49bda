import { LIMITS } from '@/contract';
import { toLocalDate } from '@/utils/dates';
import { numberField, readNumber } from '@/utils/number-input';

/** How a field is typed in, and (for numbers and dates) what is wrong with a value it cannot take. */
export type FieldControl =
  | { kind: 'text'; maxLength: number }
  | { kind: 'textarea'; rows: number; maxLength: number }
  /** Markdown (components/markdown-text): a textarea with the text drawn beneath as visitors will see it. */
  | { kind: 'markdown'; rows: number; maxLength: number }
  /** A number of `min` (0 unless said) or more, at most `max`; `integer`: whole numbers only. */
  | { kind: 'number'; min?: number; max?: number; integer?: boolean; invalid: string }
  | { kind: 'date'; invalid: string }
  /**
   * A moment: typed as the admin's local date and time (datetime-local), shown and sent as an
   * ISO instant (dateTimeField, sentDateTime), so every admin sees it in their own time zone.
   */
  | { kind: 'datetime'; invalid: string }
  /** One of `options`; the empty first choice says `prompt`. */
  | { kind: 'select'; prompt: string; options: readonly string[] }
  /**
   * One of the choices `useOptions` reads from the server (a hook: the school's categories), the
   * empty first choice saying `prompt`; the server checks the choice and names those there are.
   */
  | { kind: 'loaded-select'; prompt: string; useOptions: () => readonly string[] | undefined };

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

/** A record's values as they may come back: whatever fields arrived as expected (null: none set). */
export type RecordValues<N extends string> = { readonly [K in N]?: string | number | null | undefined };

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
/** What a datetime-local input gives: local date and time, seconds optional. */
const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date-time as typed, or undefined when it names no real moment (30 February, 25:00). */
function localMoment(text: string): Date | undefined {
  const parts = LOCAL_MOMENT.exec(text.trim());
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1, 6).map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined) return undefined;
  const moment = new Date(year, month - 1, day, hour, minute ?? 0, Number(parts[6] ?? 0));
  // The Date constructor rolls 30 February over into March: such a day was never typed.
  const sameDay =
    moment.getFullYear() === year && moment.getMonth() === month - 1 && moment.getDate() === day;
  return sameDay && hour < 24 && (minute ?? 0) < 60 ? moment : undefined;
}

/** An ISO instant as a datetime-local input shows it: the admin's own time, to the minute. */
export function dateTimeField(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** A typed local date-time as the ISO instant the server takes; what is not one is sent as typed. */
export function sentDateTime(text: string): string {
  return localMoment(text)?.toISOString() ?? text;
}

/** What is wrong with a filled value for its control: a number out of range, not a day, no choice. */
function controlProblem<N extends string>(
  { required, control }: RecordField<N>,
  text: string,
): string | undefined {
  switch (control.kind) {
    case 'number': {
      const value = readNumber(text);
      const fits =
        value !== undefined &&
        value >= (control.min ?? 0) &&
        (control.max === undefined || value <= control.max) &&
        (control.integer !== true || Number.isInteger(value));
      return fits ? undefined : control.invalid;
    }
    case 'date':
      return DAY.test(text) && toLocalDate(text) ? undefined : control.invalid;
    case 'datetime':
      return localMoment(text) ? undefined : control.invalid;
    case 'select':
      return control.options.includes(text) ? undefined : required;
    case 'loaded-select':
      return undefined;
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

function fieldText({ control }: RecordField<string>, value: string | number | null | undefined): string {
  if (typeof value === 'number') return numberField(value);
  if (!value) return '';
  // A date input takes YYYY-MM-DD; an ISO timestamp keeps its calendar day.
  if (control.kind === 'date') return value.slice(0, 10);
  return control.kind === 'datetime' ? dateTimeField(value) : value;
}

/**
 * The form's body as the server takes it: a date-time field's local text as an ISO instant (the
 * form keeps, and a draft stores, what was typed). A new body; the one given is left as it is.
 */
export function sentBody<N extends string>(rows: readonly FieldRow<N>[], body: FormData): FormData {
  const sent = new FormData();
  const moments = new Set<string>(
    fieldsOf(rows)
      .filter((field) => field.control.kind === 'datetime')
      .map((field) => field.name),
  );
  for (const [name, value] of body.entries()) {
    sent.append(
      name,
      typeof value === 'string' && moments.has(name) && value !== '' ? sentDateTime(value) : value,
    );
  }
  return sent;
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
