/** A meeting date (YYYY-MM-DD, or an ISO timestamp) as a local calendar day, never shifted by time zone. */
export function toLocalDate(value: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}
