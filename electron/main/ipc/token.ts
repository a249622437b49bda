import type { SafeStorage } from 'electron';
import { IPC, type IpcHandlers } from '../../ipc-contract';
import type { KeyValueStore } from '../settings';

export const TOKEN_KEY = 'token';

/** Longer than any JWT the server signs; anything bigger is not a token. */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * How the token sits in the settings file: base64 of safeStorage's output, or the token itself,
 * with the server address it was issued by. A token belongs to that server: it is given out only
 * while the app talks to exactly that address, so a hand-edited address never receives it.
 */
interface StoredToken {
  server: string;
  value: string;
  encrypted: boolean;
}

export interface TokenKeeper {
  /** The token kept for the server the app talks to now, or null. */
  get(): Promise<string | null>;
  /** Keeps the token for the server the app talks to at the moment of the call. */
  set(token: string): Promise<void>;
  /** Forgets the token at once (synchronously), and any set still encrypting. */
  remove(): void;
  /** Whether a kept token is encrypted with a key the operating system protects. */
  isEncrypted(): Promise<boolean>;
}

/** safeStorage's asynchronous API (Electron 42+; the synchronous one is deprecated in 45). */
export type TokenCipher = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync'
>;

export interface TokenKeeperDeps {
  store: KeyValueStore;
  cipher: TokenCipher;
  /** The server address the app talks to now (ipc/server-address.ts), or null before one is kept. */
  currentServer: () => string | null;
  /**
   * False where safeStorage "encrypts" with a fixed, well-known key: Linux without a keyring
   * (Chromium's basic_text backend). The token is then kept as plain text, and Settings says so.
   */
  keyringAvailable: () => boolean;
}

/**
 * Whether safeStorage's key is kept by the operating system. On Linux without a Secret Service or
 * KWallet, Chromium falls back to `basic_text`: a fixed key built into every copy, no protection.
 */
export function hasKeyring(
  platform: NodeJS.Platform,
  safeStorage: Pick<SafeStorage, 'getSelectedStorageBackend'>,
): boolean {
  return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
}

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.server === 'string' &&
    typeof record.value === 'string' &&
    typeof record.encrypted === 'boolean'
  );
}

export function createTokenKeeper({
  store,
  cipher,
  currentServer,
  keyringAvailable,
}: TokenKeeperDeps): TokenKeeper {
  // Bumped by every set and remove: an encryption that finishes after a later call is dropped, so
  // a logout (or a server change) is never undone by a login still being encrypted.
  let generation = 0;

  const isEncrypted = async (): Promise<boolean> =>
    keyringAvailable() && (await cipher.isAsyncEncryptionAvailable());

  const forget = (): void => {
    generation += 1;
    store.delete(TOKEN_KEY);
  };

  /** The OS rotated its key: keep the token sealed with the current one (or as it is, if that fails). */
  const reseal = async (stored: StoredToken, token: string, readAt: number): Promise<void> => {
    try {
      const value = (await cipher.encryptStringAsync(token)).toString('base64');
      if (readAt === generation) store.set(TOKEN_KEY, { ...stored, value } satisfies StoredToken);
    } catch {
      // The old sealing still decrypts; the next start tries again.
    }
  };

  const get = async (): Promise<string | null> => {
    const stored = store.get(TOKEN_KEY);
    if (stored === undefined) return null;
    const readAt = generation;
    try {
      if (!isStoredToken(stored)) throw new Error('Unexpected token record');
      // Issued by another server (or the address was edited by hand): never send it here.
      if (stored.server !== currentServer()) throw new Error('The token belongs to another server');
      if (!stored.encrypted) return stored.value;
      if (!(await cipher.isAsyncEncryptionAvailable())) throw new Error('No key to decrypt the token with');
      const { result, shouldReEncrypt } = await cipher.decryptStringAsync(
        Buffer.from(stored.value, 'base64'),
      );
      if (shouldReEncrypt) await reseal(stored, result, readAt);
      return result;
    } catch {
      // Another server's, another user's or machine's keyring, or a hand-edited file: the admin
      // simply logs in again.
      if (readAt === generation) forget();
      return null;
    }
  };

  const set = async (token: string): Promise<void> => {
    // Bound to the server of this moment, even if the address changes while encrypting.
    const server = currentServer();
    generation += 1;
    const mine = generation;
    if (server === null) {
      // No server yet, so nothing a token could belong to.
      store.delete(TOKEN_KEY);
      return;
    }
    const record: StoredToken = (await isEncrypted())
      ? { server, value: (await cipher.encryptStringAsync(token)).toString('base64'), encrypted: true }
      : { server, value: token, encrypted: false };
    if (mine === generation) store.set(TOKEN_KEY, record);
  };

  return { get, set, remove: forget, isEncrypted };
}

const isTokenArgument = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < MAX_TOKEN_LENGTH;

export function registerTokenIpc(ipcMain: IpcHandlers, keeper: TokenKeeper): void {
  ipcMain.handle(IPC.tokenGet, () => keeper.get());
  ipcMain.handle(IPC.tokenSet, async (_event, token: unknown) => {
    // The renderer is not trusted with the file: anything but a plausible token is ignored.
    if (isTokenArgument(token)) await keeper.set(token);
  });
  ipcMain.handle(IPC.tokenRemove, () => {
    keeper.remove();
  });
  ipcMain.handle(IPC.tokenEncrypted, () => keeper.isEncrypted());
}
