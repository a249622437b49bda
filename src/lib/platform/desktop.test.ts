import type { DesktopBridge, PickedImage, Result } from '../../../electron/ipc-contract';
import { loadDesktopPlatform } from './desktop';

function bridgeWith(pick: Result<PickedImage | null>, token: string | null = 'kept', encrypted = true) {
  const calls: string[] = [];
  const bridge: DesktopBridge = {
    token: {
      get: () => Promise.resolve(token),
      set: (value) => {
        calls.push(`set ${value}`);
        return Promise.resolve();
      },
      remove: () => {
        calls.push('remove');
        return Promise.resolve();
      },
      isEncrypted: () => Promise.resolve(encrypted),
    },
    server: { get: () => Promise.resolve('https://school.example'), set: vi.fn() },
    pickImage: () => Promise.resolve(pick),
    openExternal: vi.fn(),
    messagesSeen: () => {
      calls.push('messages seen');
      return Promise.resolve();
    },
    onShowRoute: () => () => undefined,
  };
  return { bridge, calls };
}

describe('loadDesktopPlatform', () => {
  it('answers the kept token at once and writes changes through to the main process', async () => {
    const { bridge, calls } = bridgeWith({ ok: true, value: null });
    const desktop = await loadDesktopPlatform(bridge);
    expect(desktop.tokenStorage.get()).toBe('kept');
    desktop.tokenStorage.set('fresh');
    expect(desktop.tokenStorage.get()).toBe('fresh');
    desktop.tokenStorage.remove();
    expect(desktop.tokenStorage.get()).toBeNull();
    expect(calls).toEqual(['set fresh', 'remove']);
    expect(desktop.apiBaseUrl()).toBe('https://school.example');
    expect(desktop.tokenEncrypted).toBe(true);
  });

  it('knows when the main process keeps the token without encryption', async () => {
    const desktop = await loadDesktopPlatform(bridgeWith({ ok: true, value: null }, 'kept', false).bridge);
    expect(desktop.tokenEncrypted).toBe(false);
  });

  it('turns the picked picture into the File a form uploads', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { bridge } = bridgeWith({ ok: true, value: { name: 'hall.png', type: 'image/png', bytes } });
    const file = await (await loadDesktopPlatform(bridge)).pickImage?.();
    expect(file?.name).toBe('hall.png');
    expect(file?.type).toBe('image/png');
    expect(file?.size).toBe(bytes.length);
    // jsdom's File has no arrayBuffer(); FileReader reads it as a browser would.
    const read = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file ?? new Blob());
    });
    expect(new Uint8Array(read)).toEqual(bytes);
  });

  it('resolves null when the admin cancels, and rejects with the reason when the file is refused', async () => {
    const cancelled = await loadDesktopPlatform(bridgeWith({ ok: true, value: null }).bridge);
    await expect(cancelled.pickImage?.()).resolves.toBeNull();
    const refused = await loadDesktopPlatform(
      bridgeWith({ ok: false, message: 'notes.png is not an image we accept' }).bridge,
    );
    await expect(refused.pickImage?.()).rejects.toThrow('notes.png is not an image we accept');
  });

  it('tells the main process when the admin has seen the messages, so the badge follows', async () => {
    const { bridge, calls } = bridgeWith({ ok: true, value: null });
    const desktop = await loadDesktopPlatform(bridge);
    desktop.onMessagesSeen?.();
    expect(calls).toEqual(['messages seen']);
  });

  it('keeps going when the main process cannot be told', async () => {
    const { bridge } = bridgeWith({ ok: true, value: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const desktop = await loadDesktopPlatform({
      ...bridge,
      messagesSeen: () => Promise.reject(new Error('gone')),
    });
    expect(() => desktop.onMessagesSeen?.()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
