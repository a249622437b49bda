import { statusOf } from '../api-errors';

// Only the admin area asks these (the public pages' first load carries lib/api-errors, not this).

/**
 * The server could not be reached, as opposed to refusing: no answer came (network down, timeout),
 * or a gateway in front of it answered that it is down (502, 503, 504). What was asked may well
 * succeed later, so screens keep what they have and offer to try again.
 */
export function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/** The server answered that something went wrong on its side (500 and up). */
export const isServerTrouble = (error: unknown): boolean => (statusOf(error) ?? 0) >= 500;

/**
 * Why the server could not be reached, in plain words: no connection, no answer in time, or a
 * problem on the server's side (with its status, which the school's IT can look up).
 */
export function unreachableReason(error: unknown): string {
  const status = statusOf(error);
  if (status !== undefined && status >= 500) return `the server had a problem (error ${status})`;
  const message = error !== null && typeof error === 'object' && 'message' in error ? error.message : '';
  // axios and lib/http both say "timeout of N ms exceeded"; the browser says nothing useful otherwise.
  if (typeof message === 'string' && /timeout/i.test(message)) return 'the server did not answer in time';
  return 'there is no connection to it';
}
