import { loaded } from './answer-check';
import { serverMessageOf, type ApiError } from './api-errors';
import type { ApiRequest } from './base-api';

/** How long a saved file's object URL is kept: the download (or the desktop app's Save dialog) reads it first. */
const KEEP_URL_MS = 60_000;

/**
 * A spreadsheet (CSV) asked of the API with the caller's token: a plain link could not carry it.
 * The answer is the CSV's text.
 */
export const csvRequest = (url: string, params?: ApiRequest['params']): ApiRequest => ({
  url,
  ...(params === undefined ? {} : { params }),
  accept: 'text/csv',
  responseType: 'text',
  check: loaded((raw: unknown) => {
    if (typeof raw !== 'string') throw new Error('Unexpected answer from the server (not CSV)');
    return raw;
  }),
});

/** A failed CSV call's error, with the server's message read from its JSON text when it sent one. */
export function csvError(apiError: ApiError): ApiError {
  if (typeof apiError.data !== 'string' || apiError.fromServer) return apiError;
  let message: string | undefined;
  try {
    message = serverMessageOf(JSON.parse(apiError.data));
  } catch {
    message = undefined;
  }
  return message === undefined ? apiError : { ...apiError, message, fromServer: true };
}

/** The CSV as a file; the byte order mark tells Excel the text is UTF-8, so accented names open as written. */
export const csvFile = (csv: string): Blob => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });

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
