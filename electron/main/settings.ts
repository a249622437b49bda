import Store from 'electron-store';

/**
 * What the main process keeps between runs, as the IPC handlers see it: small enough to fake in a
 * test. Keys: 'serverAddress' (string, see ipc/server-address.ts) and 'token'
 * ({ value, encrypted }, see ipc/token.ts). Each concern validates what it reads, because the file
 * lives in the user's profile and can be edited by hand.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** The settings file (settings.json in the app's userData folder). Call after app 'ready'. */
export function openSettingsStore(): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name: 'settings' });
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
