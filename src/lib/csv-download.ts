import { loaded } from './answer-check';
import { serverMessageOf, type ApiError } from './api-errors';
import type { ApiRequest } from './base-api';

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
