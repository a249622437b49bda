import { addDays } from '../lib/time';

/** The week's days as the demo's hours name them, in the order Date#getUTCDay counts them. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday a meeting's hours begin with ("Saturday: 09:00 - 13:00", "Monday - Friday: …"), if any. */
export function firstWeekday(hours: string): number | undefined {
  const word = /^\s*([A-Za-z]+)/.exec(hours)?.[1]?.toLowerCase();
  const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === word);
  return index === -1 ? undefined : index;
}

/** The day of the week of a calendar date (YYYY-MM-DD), 0 for Sunday, whatever the server's zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

/**
 * A demo meeting's date: `inDays` after the seeding day, moved on to the first day that is the
 * weekday its hours name (a "Saturday" meeting falls on a Saturday), so every demo agrees with
 * its own hours whatever day it is seeded.
 */
export function demoMeetingDate(today: string, { inDays, hours }: { inDays: number; hours: string }): string {
  const earliest = addDays(today, inDays);
  const weekday = firstWeekday(hours);
  if (weekday === undefined) return earliest;
  return addDays(earliest, (weekday - weekdayOf(earliest) + 7) % 7);
}
