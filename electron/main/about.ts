import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron';
import { HEALTH_PATH, type FetchFn } from './ipc/server-address';
import { fetchServerJson } from './server-fetch';

/** What the About box says about the app itself. */
export interface AppFacts {
  name: string;
  version: string;
  electron: string;
  chrome: string;
}

/** The server's version, or why the app cannot say. */
export type ServerVersion = { known: true; version: string } | { known: false; why: string };

/** Short: the admin is waiting for a dialog, not for a slow server. */
export const ABOUT_TIMEOUT_MS = 4000;

/** The school server's version from GET /api/health ({ status: 'ok', version }). */
export async function serverVersion(
  server: string | null,
  fetchFn: FetchFn,
  timeoutMs = ABOUT_TIMEOUT_MS,
): Promise<ServerVersion> {
  if (server === null) return { known: false, why: 'not connected to a server yet' };
  const answer = await fetchServerJson(`${server}${HEALTH_PATH}`, fetchFn, { timeoutMs });
  if (!answer.reached) return { known: false, why: `could not be reached: ${answer.reason}` };
  if (answer.status !== 200) return { known: false, why: `answered HTTP ${answer.status}` };
  const { body } = answer;
  const version =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).version : undefined;
  return typeof version === 'string' && version.trim() !== ''
    ? { known: true, version: version.trim() }
    : { known: false, why: 'does not say its version (it may be older than this app)' };
}

/** The About box's text: what an administrator reads out to whoever helps them. */
export function aboutText(
  app: AppFacts,
  server: string | null,
  version: ServerVersion,
): { message: string; detail: string } {
  let serverLine: string;
  if (server === null) serverLine = 'Server: not connected yet (File → Server address…)';
  else if (version.known) serverLine = `Server: ${server}, version ${version.version}`;
  else serverLine = `Server: ${server} — version unknown, ${version.why}`;
  return {
    message: `${app.name} ${app.version}`,
    detail: [serverLine, `Electron ${app.electron}, Chromium ${app.chrome}`].join('\n'),
  };
}

export interface AboutDeps {
  app: AppFacts;
  server: () => string | null;
  fetch: FetchFn;
  showMessageBox: (options: MessageBoxOptions) => Promise<MessageBoxReturnValue>;
  copyText: (text: string) => void;
}

const COPY_BUTTON = 1;

/** Help → About: asks the server for its version, then shows both, with a button to copy them. */
export async function showAbout({ app, server, fetch, showMessageBox, copyText }: AboutDeps): Promise<void> {
  const address = server();
  const { message, detail } = aboutText(app, address, await serverVersion(address, fetch));
  const { response } = await showMessageBox({
    type: 'info',
    title: `About ${app.name}`,
    message,
    detail,
    buttons: ['OK', 'Copy'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  if (response === COPY_BUTTON) copyText(`${message}\n${detail}`);
}
