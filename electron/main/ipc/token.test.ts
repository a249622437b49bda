import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../ipc-contract';
import { fakeIpcMain, memoryStore } from '../testing/fakes';
import { createTokenKeeper, MAX_TOKEN_LENGTH, registerTokenIpc, TOKEN_KEY } from './token';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** Stands in for the OS keyring: reversible, but nothing like the plain text. */
function fakeSafeStorage(available = true) {
  return {
    isEncryptionAvailable: vi.fn(() => available),
    encryptString: vi.fn((text: string) => Buffer.from(`sealed:${Buffer.from(text).toString('hex')}`)),
    decryptString: vi.fn((sealed: Buffer) => {
      const text = sealed.toString();
      if (!text.startsWith('sealed:')) throw new Error('Error while decrypting the ciphertext provided');
      return Buffer.from(text.slice('sealed:'.length), 'hex').toString();
    }),
  };
}

describe('createTokenKeeper', () => {
  it('keeps, gives back and forgets the token', () => {
    const keeper = createTokenKeeper(memoryStore(), fakeSafeStorage());
    expect(keeper.get()).toBeNull();
    keeper.set(TOKEN);
    expect(keeper.get()).toBe(TOKEN);
    keeper.set('second-token');
    expect(keeper.get()).toBe('second-token');
    keeper.remove();
    expect(keeper.get()).toBeNull();
  });

  it('encrypts the token with safeStorage when the OS offers encryption', () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(true);
    createTokenKeeper(store, safeStorage).set(TOKEN);

    const stored = store.data.get(TOKEN_KEY);
    expect(stored).toEqual({ value: expect.any(String) as string, encrypted: true });
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect(safeStorage.encryptString).toHaveBeenCalledWith(TOKEN);

    // A fresh keeper on the same file (the next start) decrypts it.
    expect(createTokenKeeper(store, safeStorage).get()).toBe(TOKEN);
    expect(safeStorage.decryptString).toHaveBeenCalledTimes(1);
  });

  it('keeps the token as plain text where there is no keyring', () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(false);
    const keeper = createTokenKeeper(store, safeStorage);
    keeper.set(TOKEN);

    expect(store.data.get(TOKEN_KEY)).toEqual({ value: TOKEN, encrypted: false });
    expect(safeStorage.encryptString).not.toHaveBeenCalled();
    expect(keeper.get()).toBe(TOKEN);
  });

  it('treats a value that does not decrypt as no token, and removes it', () => {
    const store = memoryStore({
      [TOKEN_KEY]: { value: Buffer.from('garbage').toString('base64'), encrypted: true },
    });
    expect(createTokenKeeper(store, fakeSafeStorage()).get()).toBeNull();
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });

  it('treats an encrypted token as none when encryption is no longer available', () => {
    const sealed = memoryStore();
    createTokenKeeper(sealed, fakeSafeStorage(true)).set(TOKEN);
    const safeStorage = fakeSafeStorage(false);
    expect(createTokenKeeper(sealed, safeStorage).get()).toBeNull();
    expect(safeStorage.decryptString).not.toHaveBeenCalled();
    expect(sealed.data.has(TOKEN_KEY)).toBe(false);
  });

  it('treats a hand-edited record as no token', () => {
    const store = memoryStore({ [TOKEN_KEY]: TOKEN });
    expect(createTokenKeeper(store, fakeSafeStorage()).get()).toBeNull();
    expect(store.data.has(TOKEN_KEY)).toBe(false);
  });
});

describe('registerTokenIpc', () => {
  function setup() {
    const store = memoryStore();
    const keeper = createTokenKeeper(store, fakeSafeStorage());
    const ipc = fakeIpcMain();
    registerTokenIpc(ipc.ipcMain, keeper);
    return { ipc, keeper };
  }

  it('answers get, set and remove on their channels', async () => {
    const { ipc, keeper } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual([IPC.tokenGet, IPC.tokenRemove, IPC.tokenSet].sort());

    expect(await ipc.invoke(IPC.tokenGet)).toBeNull();
    await ipc.invoke(IPC.tokenSet, TOKEN);
    expect(keeper.get()).toBe(TOKEN);
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
    keeper.set(TOKEN);
    await ipc.invoke(IPC.tokenSet, value);
    expect(keeper.get()).toBe(TOKEN);
  });

  it('accepts a token just under the limit', async () => {
    const { ipc, keeper } = setup();
    const long = 'x'.repeat(MAX_TOKEN_LENGTH - 1);
    await ipc.invoke(IPC.tokenSet, long);
    expect(keeper.get()).toBe(long);
  });
});
