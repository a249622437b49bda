/**
 * A title as part of a file name, in plain letters, digits and dashes ("Open Day: Campus Tour"
 * → "open-day-campus-tour"), so every download is named alike, whichever end names it (a
 * meeting's .ics from the server, a registrations CSV saved by the admin screens); `fallback`
 * when nothing is left.
 */
export function fileSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The file an account's data export is saved as, dated by the day it was made ("my-data-2025-03-01.json"). */
export const accountExportFileName = (exportedAt: string): string =>
  `my-data-${exportedAt.slice(0, 10)}.json`;
