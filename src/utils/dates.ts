const LOCALE = 'en-US';

/** A meeting date (YYYY-MM-DD, or an ISO timestamp) as a local calendar day, never shifted by time zone. */
export function toLocalDate(value: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** The date badge's parts: short month name and day number, en-US ('Dec', '3'). */
export function dateBadgeParts(value: string): { month: string; day: string } {
  const date = toLocalDate(value);
  if (!date) return { month: '', day: '' };
  return {
    month: date.toLocaleDateString(LOCALE, { month: 'short' }),
    day: date.toLocaleDateString(LOCALE, { day: 'numeric' }),
  };
}

/** A full date for tables and detail pages in the visitor's own date format. */
export function localDate(value: string, locale?: string): string {
  const date = toLocalDate(value);
  return date ? date.toLocaleDateString(locale) : '';
}
