/** A failed call: what the data layer (lib/base-api.ts) reports instead of throwing. */
export interface ApiError {
  /** HTTP status, or 0 when no answer came (network down, timeout). */
  status: number;
  message: string;
  /** True when `message` is the server's own words (its JSON `message`), not the client's. */
  fromServer: boolean;
  data?: unknown;
}

/** The `message` the server put in its JSON error body, if it sent one. */
export function serverMessageOf(data: unknown): string | undefined {
  return data !== null && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
    ? data.message
    : undefined;
}

/** A query's error in words: the server's message, the network's, or a contract mismatch. */
export function errorMessage(error: { message?: string | undefined } | undefined): string {
  if (!error) return '';
  return error.message ?? 'Something went wrong';
}

/** True for an answer the server sent with its own message (not a network failure or a bare status). */
export function isServerError(error: unknown): error is ApiError {
  return error !== null && typeof error === 'object' && 'fromServer' in error && error.fromServer === true;
}

/** The HTTP status of a failed call (0 when no answer came); undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  return error !== null && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** The server's own words about a failed call, when it gave any (not a network failure). */
export function serverReason(error: unknown): string | undefined {
  return isServerError(error) ? error.message : undefined;
}

/** What a failed write says when no answer came (the network, the server down). */
export const UNREACHABLE_TRY_AGAIN = 'The server could not be reached. Please try again.';

/** Why a write failed, for the person who made it: the server's words, or that it could not be reached. */
export const failureReason = (error: unknown): string => serverReason(error) ?? UNREACHABLE_TRY_AGAIN;

/** There is no such record: the server answered 404. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/** A record address that leads nowhere: 404, or an id the server refuses outright (400). */
export const isMissingRecord = (error: unknown): boolean => isNotFound(error) || statusOf(error) === 400;

/**
 * Why the server refused a request, in its own words, when the user must be told (a 4xx but 404:
 * a record that is gone needs no word, it leaves the list); undefined for network failures and
 * 5xx, which are only logged.
 */
export function refusalReason(error: unknown): string | undefined {
  const status = statusOf(error);
  const refused = status !== undefined && status >= 400 && status < 500 && status !== 404;
  return refused ? serverReason(error) : undefined;
}

/** An answer with an error status, as an ApiError: the server's reason when it gave one. */
export function refusal(status: number, data: unknown): ApiError {
  const serverMessage = serverMessageOf(data);
  return {
    status,
    message: serverMessage ?? `Request failed with status code ${status}`,
    fromServer: serverMessage !== undefined,
    data,
  };
}

/**
 * A data layer call's error as an ApiError. The base query never throws, so a call's error is one;
 * anything else (a bug thrown in the cache's own code) is said in its own words, status 0.
 */
export function asApiError(error: unknown): ApiError {
  if (statusOf(error) !== undefined && error !== null && typeof error === 'object' && 'fromServer' in error)
    return error as ApiError;
  const message =
    error !== null && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : 'Something went wrong';
  return { status: 0, message, fromServer: false };
}
