import type { IpcMain, SafeStorage } from 'electron';
import { IPC } from '../../ipc-contract';
import type { KeyValueStore } from '../settings';

export const TOKEN_KEY = 'token';

/** Longer than any JWT the server signs; anything bigger is not a token. */
export const MAX_TOKEN_LENGTH = 4096;

/** How the token sits in the settings file: base64 of safeStorage's output, or the token itself. */
interface StoredToken {
  value: string;
  encrypted: boolean;
}

export interface TokenKeeper {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

type TokenCipher = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>;

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.value === 'string' && typeof record.encrypted === 'boolean';
}

export function createTokenKeeper(store: KeyValueStore, safeStorage: TokenCipher): TokenKeeper {
  const read = (): string | null => {
    const stored = store.get(TOKEN_KEY);
    if (stored === undefined) return null;
    try {
      if (!isStoredToken(stored)) throw new Error('Unexpected token record');
      if (!stored.encrypted) return stored.value;
      if (!safeStorage.isEncryptionAvailable()) throw new Error('No key to decrypt the token with');
      return safeStorage.decryptString(Buffer.from(stored.value, 'base64'));
    } catch {
      // Another user's or machine's keyring, or a hand-edited file: the admin simply logs in again.
      store.delete(TOKEN_KEY);
      return null;
    }
  };

  return {
    get: read,
    set: (token) => {
      // Some Linux desktops have no keyring (no Secret Service / KWallet), so encryption is not
      // available there: the token is kept as plain text rather than not kept at all, like a
      // browser's localStorage would.
      const record: StoredToken = safeStorage.isEncryptionAvailable()
        ? { value: safeStorage.encryptString(token).toString('base64'), encrypted: true }
        : { value: token, encrypted: false };
      store.set(TOKEN_KEY, record);
    },
    remove: () => {
      store.delete(TOKEN_KEY);
    },
  };
}

const isTokenArgument = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < MAX_TOKEN_LENGTH;

export function registerTokenIpc(ipcMain: Pick<IpcMain, 'handle'>, keeper: TokenKeeper): void {
  ipcMain.handle(IPC.tokenGet, () => keeper.get());
  ipcMain.handle(IPC.tokenSet, (_event, token: unknown) => {
    // The renderer is not trusted with the file: anything but a plausible token is ignored.
    if (isTokenArgument(token)) keeper.set(token);
  });
  ipcMain.handle(IPC.tokenRemove, () => {
    keeper.remove();
  });
}
