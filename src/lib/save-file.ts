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
