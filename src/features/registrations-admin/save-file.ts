/** How long a saved file's object URL is kept: the download (or the desktop app's Save dialog) reads it first. */
const KEEP_URL_MS = 60_000;

/**
 * Hands `blob` to the browser as a download named `filename`. The desktop app's window takes it
 * as a download too (a same-origin blob link), and Electron asks where to save it.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/** A title as a file name's part: "Open Day: Campus Tour" → "open-day-campus-tour"; `fallback` when nothing is left. */
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
