import type { FetchFn } from './ipc/server-address';

/** What a call to the school's server came to: its answer (any status), or why there was none. */
export type ServerAnswer =
  { reached: true; status: number; body: unknown } | { reached: false; reason: string };

export interface ServerFetchOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

/**
 * GET a JSON answer from the server, never throwing and never waiting longer than timeoutMs: the
 * About box and the message checks run in the background, where a hung request would hold them.
 */
export async function fetchServerJson(
  url: string,
  fetchFn: FetchFn,
  { timeoutMs, headers = {} }: ServerFetchOptions,
): Promise<ServerAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const tooSlow = `it did not answer within ${seconds} second${seconds === 1 ? '' : 's'}`;
  try {
    const response = await fetchFn(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...headers },
      cache: 'no-store',
      signal: controller.signal,
    });
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if (controller.signal.aborted) return { reached: false, reason: tooSlow };
      // Answered, but not with JSON (a proxy's error page): the status still says what happened.
      if (!(error instanceof SyntaxError)) throw error;
    }
    return { reached: true, status: response.status, body };
  } catch (error) {
    if (controller.signal.aborted) return { reached: false, reason: tooSlow };
    const detail = error instanceof Error && error.message !== '' ? ` (${error.message})` : '';
    return { reached: false, reason: `no connection${detail}` };
  } finally {
    clearTimeout(timer);
  }
}
