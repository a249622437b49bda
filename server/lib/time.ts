import { badRequest } from './http-errors';

export const nowIso = (): string => new Date().toISOString();

/**
 * A date-time a client sent, as the server stores it: the instant in UTC with milliseconds and a
 * Z (what nowIso gives), however it was written. Kept as sent, any number of decimals and an
 * offset could overflow its column (PostgreSQL refused one, a 500). A 400 naming `name` when it
 * names no instant the server can read.
 */
export function storedInstant(value: string, name: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw badRequest(`${name} must be a date-time the server can read, e.g. 2026-03-01T09:30:00Z`);
  return new Date(time).toISOString();
}

/** The local calendar day last asked for, and the instants it starts and ends at. */
let today: { iso: string; from: number; until: number } | undefined;

/**
 * Today's calendar date on the server (YYYY-MM-DD in local time; set TZ to the school's zone).
 * Without `now`, the day is worked out once and kept until it ends: every public list asks, and
 * local-time arithmetic cost about 5 µs a request, a twentieth of a cached answer.
 */
export function todayIso(now?: Date): string {
  if (now) return calendarDate(now);
  const time = Date.now();
  if (today && time >= today.from && time < today.until) return today.iso;
  const date = new Date(time);
  const from = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const until = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
  today = { iso: calendarDate(date), from, until };
  return today.iso;
}

function calendarDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The calendar date `days` after `from` (YYYY-MM-DD). */
export function addDays(from: string, days: number): string {
  const [y, m, d] = from.split('-').map(Number);
  return todayIso(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
}
