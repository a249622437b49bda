import { chmodSync } from 'node:fs';
import Store from 'electron-store';

/**
 * What the main process keeps between runs, as the IPC handlers see it: small enough to fake in a
 * test. Keys: 'serverAddress' (string, see ipc/server-address.ts) and 'token'
 * ({ server, value, encrypted }, see ipc/token.ts). Each concern validates what it reads, because
 * the file lives in the user's profile and can be edited by hand.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/**
 * Readable by the user only: where there is no keyring the file holds the login as plain text.
 * (Windows ignores POSIX modes; the profile folder's ACL is what protects it there.)
 */
export const SETTINGS_FILE_MODE = 0o600;

/** The settings file (settings.json in the app's userData folder). Call after app 'ready'. */
export function openSettingsStore(): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name: 'settings', configFileMode: SETTINGS_FILE_MODE });
  // The mode applies when the file is written; a file an older version left 0644 is tightened now.
  try {
    chmodSync(store.path, SETTINGS_FILE_MODE);
  } catch {
    // Not written yet (first start): the first write creates it with the mode above.
  }
  return {
    get: (key) => store.get(key),
    set: (key, value) => {
      store.set(key, value);
    },
    delete: (key) => {
      store.delete(key);
    },
  };
}
