export const nowIso = (): string => new Date().toISOString();

/** Today's calendar date on the server (YYYY-MM-DD in local time; set TZ to the school's zone). */
export function todayIso(now = new Date()): string {
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
