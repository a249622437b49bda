import { serverMessageOf, type ApiError } from './api-errors';
import { platform } from './platform';
import { notifySessionExpired } from './session';

/**
 * The visitors' pages call the API through `fetch`: a few hundred bytes instead of a client
 * library, because every byte of the first load is paid on a phone. The admin area keeps axios
 * (upload progress) behind RTK Query (lib/base-api.ts); both report failures as an ApiError.
 */
export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Send the stored token as a bearer header (default true), or exactly this token. */
  auth?: boolean | { token: string };
  timeoutMs?: number;
}

export type HttpResult = { data: unknown; error?: undefined } | { data?: undefined; error: ApiError };

/** What a failed connection says, whatever the browser's own wording ('Failed to fetch', …). */
export const NETWORK_ERROR = 'Network Error';
const DEFAULT_TIMEOUT_MS = 30_000;

function tokenFor(auth: HttpRequest['auth']): string | null {
  if (auth === false) return null;
  if (typeof auth === 'object') return auth.token;
  return platform().tokenStorage.get();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One call to the API; it never throws: failures come back as `{ error }`. */
export async function http({
  url,
  method = 'GET',
  body,
  auth = true,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: HttpRequest): Promise<HttpResult> {
  const token = tokenFor(auth);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${platform().apiBaseUrl()}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    data = await readBody(response);
  } catch {
    const message = controller.signal.aborted ? `timeout of ${timeoutMs}ms exceeded` : NETWORK_ERROR;
    return { error: { status: 0, message, fromServer: false } };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { data };

  // A token we sent was refused: the session is over, whatever the call was.
  if (response.status === 401 && token && auth === true) notifySessionExpired();
  return { error: refusal(response.status, data) };
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

export type Checked<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** Checks an answer against the contract and gives it its type; throws when it does not match. */
export type CheckAnswer<T> = (raw: unknown) => T;

/**
 * Loads an answer's check (lib/parse with the contract's schemas): loaded when the first answer
 * arrives, so that a page's first load carries no checker.
 */
export type LoadCheck<T> = () => Promise<CheckAnswer<T>>;

/** A check already at hand, for code that is itself loaded later than the pages. */
export const loaded =
  <T>(check: CheckAnswer<T>): LoadCheck<T> =>
  () =>
    Promise.resolve(check);

/** `body` as the check makes it, or why it does not match the contract (or the check failed to load). */
export async function checked<T>(check: Promise<CheckAnswer<T>>, body: unknown): Promise<Checked<T>> {
  try {
    const parse = await check;
    return { data: parse(body) };
  } catch (error) {
    return {
      error: {
        status: 0,
        message: error instanceof Error ? error.message : String(error),
        fromServer: false,
      },
    };
  }
}

/** `http`, with the answer checked; the check loads while the request is under way. */
export async function send<T>(request: HttpRequest, check: LoadCheck<T>): Promise<Checked<T>> {
  const loading = check();
  // A check that fails to load is reported with the answer, not as an unhandled rejection.
  loading.catch(() => undefined);
  const result = await http(request);
  if (result.error) return { error: result.error };
  return checked(loading, result.data);
}
