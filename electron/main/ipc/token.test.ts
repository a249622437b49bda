import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../ipc-contract';
import type { KeyValueStore } from '../settings';
import { fakeIpcMain, memoryStore } from '../testing/fakes';
import {
  createTokenKeeper,
  hasKeyring,
  MAX_TOKEN_LENGTH,
  registerTokenIpc,
  TOKEN_KEY,
  type TokenCipher,
} from './token';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** Stands in for the OS keyring (safeStorage's asynchronous API): reversible, but nothing like the plain text. */
function fakeSafeStorage(available = true) {
  return {
    isAsyncEncryptionAvailable: vi.fn(() => Promise.resolve(available)),
    encryptStringAsync: vi.fn((text: string) =>
      Promise.resolve(Buffer.from(`sealed:${Buffer.from(text).toString('hex')}`)),
    ),
    decryptStringAsync: vi.fn((sealed: Buffer) => {
      const text = sealed.toString();
      if (!text.startsWith('sealed:'))
        return Promise.reject(new Error('Error while decrypting the ciphertext provided'));
      return Promise.resolve({
        result: Buffer.from(text.slice('sealed:'.length), 'hex').toString(),
        shouldReEncrypt: false,
      });
    }),
  };
}

const SERVER = 'https://school.example';

/** A keeper over `store`, for the server `server.address` names (changeable during a test). */
function keeperFor(
  store: KeyValueStore,
  cipher: TokenCipher = fakeSafeStorage(),
  options: { keyring?: boolean; server?: { address: string | null } } = {},
) {
  const server = options.server ?? { address: SERVER };
  return createTokenKeeper({
    store,
    cipher,
    currentServer: () => server.address,
    keyringAvailable: () => options.keyring ?? true,
  });
}

describe('createTokenKeeper', () => {
  it('keeps, gives back and forgets the token', async () => {
    const keeper = keeperFor(memoryStore());
    expect(await keeper.get()).toBeNull();
    await keeper.set(TOKEN);
    expect(await keeper.get()).toBe(TOKEN);
    await keeper.set('second-token');
    expect(await keeper.get()).toBe('second-token');
    keeper.remove();
    expect(await keeper.get()).toBeNull();
  });

  it('encrypts the token with safeStorage when the OS offers encryption', async () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(true);
    await keeperFor(store, safeStorage).set(TOKEN);

    const stored = store.data.get(TOKEN_KEY);
    expect(stored).toEqual({ server: SERVER, value: expect.any(String) as string, encrypted: true });
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith(TOKEN);

    // A fresh keeper on the same file (the next start) decrypts it.
    expect(await keeperFor(store, safeStorage).get()).toBe(TOKEN);
    expect(safeStorage.decryptStringAsync).toHaveBeenCalledTimes(1);
  });

  it('keeps the token as plain text where there is no keyring, and says it is not encrypted', async () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(false);
    const keeper = keeperFor(store, safeStorage);
    await keeper.set(TOKEN);

    expect(store.data.get(TOKEN_KEY)).toEqual({ server: SERVER, value: TOKEN, encrypted: false });
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled();
    expect(await keeper.get()).toBe(TOKEN);
    expect(await keeper.isEncrypted()).toBe(false);
  });

  it("does not count Chromium's fixed-key fallback (Linux without a keyring) as encryption", async () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(true);
    const keeper = keeperFor(store, safeStorage, { keyring: false });
    expect(await keeper.isEncrypted()).toBe(false);
    await keeper.set(TOKEN);
    expect(store.data.get(TOKEN_KEY)).toEqual({ server: SERVER, value: TOKEN, encrypted: false });
    expect(await keeperFor(store, safeStorage).isEncrypted()).toBe(true);
  });

  /**
   * Keeps the token encrypted, then has the next start's keeper told the OS key was rotated;
   * `reEncrypt` stands in for the re-encryption that follows.
   */
  async function afterKeyRotation(
    reEncrypt: (encrypt: ReturnType<typeof fakeSafeStorage>['encryptStringAsync']) => void,
  ) {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(true);
    await keeperFor(store, safeStorage).set(TOKEN);
    const before = store.data.get(TOKEN_KEY);
    safeStorage.decryptStringAsync.mockResolvedValueOnce({ result: TOKEN, shouldReEncrypt: true });
    reEncrypt(safeStorage.encryptStringAsync);
    const token = await keeperFor(store, safeStorage).get();
    return { token, before, after: store.data.get(TOKEN_KEY) };
  }

  it('re-encrypts the token when the OS asks to (its key was rotated)', async () => {
    const { token, before, after } = await afterKeyRotation((encrypt) =>
      encrypt.mockResolvedValueOnce(Buffer.from('sealed:rotated')),
    );
    expect(token).toBe(TOKEN);
    expect(after).toEqual({ ...(before as object), value: Buffer.from('sealed:rotated').toString('base64') });
  });

  it('still gives the token back when re-encrypting it with a rotated key fails', async () => {
    const { token, before, after } = await afterKeyRotation((encrypt) =>
      encrypt.mockRejectedValueOnce(new Error('Keyring locked')),
    );
    expect(token).toBe(TOKEN);
    expect(after).toEqual(before);
  });

  it('treats a value that does not decrypt as no token, and removes it', async () => {
    const store = memoryStore({
      [TOKEN_KEY]: { server: SERVER, value: Buffer.from('garbage').toString('base64'), encrypted: true },
    });
    expect(await keeperFor(store).get()).toBeNull();
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });

  it('treats an encrypted token as none when encryption is no longer available', async () => {
    const sealed = memoryStore();
    await keeperFor(sealed, fakeSafeStorage(true)).set(TOKEN);
    const safeStorage = fakeSafeStorage(false);
    expect(await keeperFor(sealed, safeStorage).get()).toBeNull();
    expect(safeStorage.decryptStringAsync).not.toHaveBeenCalled();
    expect(sealed.data.has(TOKEN_KEY)).toBe(false);
  });

  it.each([
    ['a bare string', TOKEN],
    ['a record of an older version, bound to no server', { value: TOKEN, encrypted: false }],
    ['a record with a server that is not a string', { server: 1, value: TOKEN, encrypted: false }],
  ])('treats %s as no token', async (_label, record) => {
    const store = memoryStore({ [TOKEN_KEY]: record });
    expect(await keeperFor(store).get()).toBeNull();
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });

  it('never gives a token to another server than the one that issued it', async () => {
    const store = memoryStore();
    const server = { address: SERVER as string | null };
    await keeperFor(store, fakeSafeStorage(), { server }).set(TOKEN);

    // The address edited by hand in the settings file, or changed by any other path.
    server.address = 'https://other.example';
    expect(await keeperFor(store, fakeSafeStorage(), { server }).get()).toBeNull();
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });

  it('keeps a token for the server of the moment it was handed over', async () => {
    const store = memoryStore();
    const server = { address: SERVER as string | null };
    const keeper = keeperFor(store, fakeSafeStorage(), { server });
    const setting = keeper.set(TOKEN);
    server.address = 'https://other.example';
    await setting;
    expect(store.data.get(TOKEN_KEY)).toMatchObject({ server: SERVER });
    expect(await keeper.get()).toBeNull();
  });

  it('keeps no token before a server is known', async () => {
    const store = memoryStore();
    await keeperFor(store, fakeSafeStorage(), { server: { address: null } }).set(TOKEN);
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });

  it('never lets a login still being encrypted undo a later logout', async () => {
    const store = memoryStore();
    const keeper = keeperFor(store);
    const setting = keeper.set(TOKEN);
    keeper.remove();
    await setting;
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });

  it('keeps the last of two logins even if the first finishes encrypting later', async () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage();
    let releaseFirst: () => void = () => undefined;
    safeStorage.encryptStringAsync.mockImplementationOnce(
      (text: string) =>
        new Promise((resolve) => {
          releaseFirst = () => resolve(Buffer.from(`sealed:${Buffer.from(text).toString('hex')}`));
        }),
    );
    const keeper = keeperFor(store, safeStorage);
    const first = keeper.set('first-token');
    await keeper.set('second-token');
    releaseFirst();
    await first;
    expect(await keeper.get()).toBe('second-token');
  });
});

describe('hasKeyring', () => {
  const backend = (name: 'basic_text' | 'gnome_libsecret' | 'kwallet6') => ({
    getSelectedStorageBackend: () => name,
  });

  it("knows Linux without a keyring: Chromium's basic_text backend uses a key built into every copy", () => {
    expect(hasKeyring('linux', backend('basic_text'))).toBe(false);
    expect(hasKeyring('linux', backend('gnome_libsecret'))).toBe(true);
    expect(hasKeyring('linux', backend('kwallet6'))).toBe(true);
  });

  it('counts the Keychain (macOS) and DPAPI (Windows) as keyrings', () => {
    const neverAsked = { getSelectedStorageBackend: vi.fn(() => 'basic_text' as const) };
    expect(hasKeyring('darwin', neverAsked)).toBe(true);
    expect(hasKeyring('win32', neverAsked)).toBe(true);
    expect(neverAsked.getSelectedStorageBackend).not.toHaveBeenCalled();
  });
});

describe('registerTokenIpc', () => {
  function setup() {
    const store = memoryStore();
    const keeper = keeperFor(store, fakeSafeStorage(), { keyring: false });
    const ipc = fakeIpcMain();
    registerTokenIpc(ipc.ipcMain, keeper);
    return { ipc, keeper };
  }

  it('answers get, set and remove on their channels', async () => {
    const { ipc, keeper } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual(
      [IPC.tokenGet, IPC.tokenRemove, IPC.tokenSet, IPC.tokenEncrypted].sort(),
    );

    expect(await ipc.invoke(IPC.tokenGet)).toBeNull();
    await ipc.invoke(IPC.tokenSet, TOKEN);
    expect(await keeper.get()).toBe(TOKEN);
    expect(await ipc.invoke(IPC.tokenGet)).toBe(TOKEN);
    await ipc.invoke(IPC.tokenRemove);
    expect(await ipc.invoke(IPC.tokenGet)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['a number', 42],
    ['an object', { token: TOKEN }],
    ['a string of 4096 characters', 'x'.repeat(MAX_TOKEN_LENGTH)],
  ])('ignores %s as a token', async (_label, value) => {
    const { ipc, keeper } = setup();
    await keeper.set(TOKEN);
    await ipc.invoke(IPC.tokenSet, value);
    expect(await keeper.get()).toBe(TOKEN);
  });

  it('accepts a token just under the limit', async () => {
    const { ipc, keeper } = setup();
    const long = 'x'.repeat(MAX_TOKEN_LENGTH - 1);
    await ipc.invoke(IPC.tokenSet, long);
    expect(await keeper.get()).toBe(long);
  });

  it('tells the renderer whether the token is encrypted on this computer', async () => {
    const { ipc } = setup();
    expect(await ipc.invoke(IPC.tokenEncrypted)).toBe(false);
  });
});
