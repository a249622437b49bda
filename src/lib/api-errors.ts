/** A failed call, whichever client made it (fetch on visitors' pages, axios in the admin area). */
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
