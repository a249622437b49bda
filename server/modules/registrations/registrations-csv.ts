import type { Registration } from '@/contract';

const HEADER = ['Name', 'E-mail', 'Status', 'Position', 'Registered at', 'Confirmed at', 'Cancelled at'];

/**
 * One cell of a spreadsheet row. A text a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that hides one) is made text with a leading quote: a
 * visitor's name must never become a command on the school's computer. Then quoted per RFC 4180.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The meeting's registrations as CSV: a header row, then one row per registration, CRLF-ended. */
export function registrationsCsv(registrations: readonly Registration[]): string {
  const rows = registrations.map((r) => [
    r.name,
    r.email,
    r.status,
    r.position,
    r.createdAt,
    r.confirmedAt,
    r.cancelledAt,
  ]);
  return [HEADER, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
