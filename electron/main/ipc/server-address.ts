import { IPC, type IpcHandlers, type Result } from '../../ipc-contract';
import { fail, ok } from '../result';
import type { KeyValueStore } from '../settings';

export const SERVER_ADDRESS_KEY = 'serverAddress';

/** Where the server says it is up (GET → 200 {status: "ok"} once its database answers). */
export const HEALTH_PATH = '/api/health';

const MAX_ADDRESS_LENGTH = 2048;

/** What checkServer calls: the global fetch in tests, Electron's net.fetch (system proxy) in the app. */
export type FetchFn = (url: string, init: RequestInit & { cache?: 'no-store' }) => Promise<Response>;

const EXAMPLE = 'https://school.example';

const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * The school server's address as the app keeps it: `https://host[:port][/sub/path]`, no trailing
 * slash. A bare host means https. A sub-path is kept because a school may serve the app behind a
 * reverse proxy at e.g. https://school.example/edu.
 */
export function normaliseServerAddress(input: string): Result<string> {
  const text = input.trim();
  if (text === '') return fail(`Type the address of the school's server, for example ${EXAMPLE}`);
  if (text.length > MAX_ADDRESS_LENGTH) return fail('That address is too long to be a web address.');

  let candidate = text;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    // "school.example" and "localhost:3000" are hosts; "mailto:x" or "javascript:x" are not.
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(text);
    if (scheme && !/^\d+(\/|$)/.test(text.slice(scheme[0].length))) {
      return fail(`The address must start with https:// or http://, for example ${EXAMPLE}`);
    }
    candidate = `https://${text}`;
  }

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return fail(`"${text}" is not a web address. Type it like ${EXAMPLE}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return fail(`The address must start with https:// or http://, not ${url.protocol}//`);
  }
  if (url.username !== '' || url.password !== '') {
    return fail('Leave any user name and password out of the address: you log in inside the app.');
  }
  if (/[?#]/.test(candidate)) {
    return fail(
      `Type only the server's address, without anything from "?" or "#" on, for example ${EXAMPLE}`,
    );
  }
  if (url.hostname === '') return fail(`"${text}" has no server name. Type it like ${EXAMPLE}`);
  // Logins travel to this server, and the app's own pages are a secure origin that may not call
  // plain http elsewhere (mixed content): http only for a server on this computer.
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return fail(
      `The app talks to a school server over a secure connection only: use https://${url.host}${url.pathname.replace(/\/+$/, '')} (http:// works only for a server on this computer).`,
    );
  }

  return ok(`${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`);
}

/** The kept address, or null when none is kept (first start) or the file holds something else. */
export function readServerAddress(store: KeyValueStore): string | null {
  const stored = store.get(SERVER_ADDRESS_KEY);
  if (typeof stored !== 'string') return null;
  const normalised = normaliseServerAddress(stored);
  return normalised.ok ? normalised.value : null;
}

interface Probe {
  /** Whether anything answered over HTTP, as opposed to no connection at all. */
  answered: boolean;
  result: Result<string>;
}

/** Everything an error says about itself, across Node's fetch (cause.code) and net.fetch (net::ERR_…). */
function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const record = current as Record<string, unknown>;
    for (const key of ['name', 'code', 'message']) {
      const value = record[key];
      if (typeof value === 'string') parts.push(value);
    }
    current = record.cause;
  }
  return parts.join(' ');
}

function unreachableMessage(error: unknown, url: URL): string {
  const details = describeError(error);
  if (/CERT|ALTNAME|UNABLE_TO_VERIFY|SELF_SIGNED/i.test(details)) {
    return `${url.host} answered, but its security certificate is not valid. Ask whoever runs the server to renew or fix it.`;
  }
  if (url.protocol === 'https:' && /SSL|TLS|EPROTO|WRONG_VERSION/i.test(details)) {
    return isLoopback(url.hostname)
      ? `Could not talk securely (HTTPS) to ${url.host}. If the server's address starts with http://, type it that way.`
      : `Could not talk securely (HTTPS) to ${url.host}. Ask whoever runs the server for its https:// address.`;
  }
  return `Could not reach ${url.host}. Check the address and that this computer is online.`;
}

const saysOk = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>).status === 'ok';

async function probe(address: string, fetchFn: FetchFn, timeoutMs: number): Promise<Probe> {
  const url = new URL(address);
  const controller = new AbortController();
  // Only the timer aborts, so an aborted signal means the server took too long.
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const timedOut = (): boolean => controller.signal.aborted;
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const timeout = `${url.host} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Check the address, or try again if the server is busy.`;

  let response: Response;
  try {
    response = await fetchFn(`${address}${HEALTH_PATH}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    return { answered: false, result: fail(timedOut() ? timeout : unreachableMessage(error, url)) };
  }

  try {
    if (response.status >= 500) {
      return {
        answered: true,
        result: fail(
          `${address} answered, but reports a problem (HTTP ${response.status}). Try again in a minute; if it goes on, ask whoever runs the server.`,
        ),
      };
    }
    if (response.status !== 200) {
      return {
        answered: true,
        result: fail(
          `${address} answered, but it is not the school's server: ${HEALTH_PATH} gave HTTP ${response.status}`,
        ),
      };
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if (timedOut()) return { answered: true, result: fail(timeout) };
      if (error instanceof SyntaxError) body = undefined;
      else return { answered: true, result: fail(unreachableMessage(error, url)) };
    }
    return saysOk(body)
      ? { answered: true, result: ok(address) }
      : {
          answered: true,
          result: fail(
            `${address} answered, but it is not the school's server: ${HEALTH_PATH} did not say ok`,
          ),
        };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address normalised and probed; with `orItsRoot`, when an address with a path answers but is
 * not the server, the same host's root is probed too.
 */
async function lookFor(
  address: string,
  fetchFn: FetchFn,
  timeoutMs: number,
  orItsRoot: boolean,
): Promise<Result<string>> {
  const normalised = normaliseServerAddress(address);
  if (!normalised.ok) return normalised;
  const first = await probe(normalised.value, fetchFn, timeoutMs);
  const { origin } = new URL(normalised.value);
  if (!orItsRoot || first.result.ok || !first.answered || origin === normalised.value) return first.result;
  const atRoot = await probe(origin, fetchFn, timeoutMs);
  return atRoot.result.ok ? atRoot.result : first.result;
}

/**
 * Whether the school's server answers at this address. Resolves with the normalised address, or a
 * message an administrator can act on (never a stack trace or an errno).
 */
export function checkServer(address: string, fetchFn: FetchFn, timeoutMs = 5000): Promise<Result<string>> {
  return lookFor(address, fetchFn, timeoutMs, false);
}

/**
 * checkServer, and when an address with a path answers but is not the server, the same host's root:
 * an address copied from the browser's bar (https://school.example/admin/meetings) means the school.
 */
export function findServer(address: string, fetchFn: FetchFn, timeoutMs = 5000): Promise<Result<string>> {
  return lookFor(address, fetchFn, timeoutMs, true);
}

/**
 * @param forgetLogin forgets the kept token (ipc/token.ts). Called in the same step as a different
 *   address is kept: a token belongs to the server that issued it and is never sent to another.
 */
export function registerServerIpc(
  ipcMain: IpcHandlers,
  store: KeyValueStore,
  fetchFn: FetchFn,
  forgetLogin: () => void,
): void {
  ipcMain.handle(IPC.serverGet, () => readServerAddress(store));
  ipcMain.handle(IPC.serverSet, async (_event, input: unknown): Promise<Result<string>> => {
    if (typeof input !== 'string')
      return fail(`Type the address of the school's server, for example ${EXAMPLE}`);
    const found = await findServer(input, fetchFn);
    if (!found.ok) return found;
    // Read after the check, so an address kept meanwhile counts as the previous one.
    const previous = readServerAddress(store);
    if (found.value !== previous) forgetLogin();
    store.set(SERVER_ADDRESS_KEY, found.value);
    return found;
  });
}
