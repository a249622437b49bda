import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEY, IPC, SHOW_ROUTE, type DesktopBridge } from '../ipc-contract';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn<(key: string, api: unknown) => void>() },
  ipcRenderer: {
    invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(),
    on: vi.fn<(channel: string, listener: (event: unknown, ...args: unknown[]) => void) => void>(),
    removeListener:
      vi.fn<(channel: string, listener: (event: unknown, ...args: unknown[]) => void) => void>(),
  },
}));
vi.mock('electron', () => electron);

/** Runs the preload as Electron would and returns what it exposed. */
async function exposedBridge(): Promise<DesktopBridge> {
  vi.resetModules();
  electron.contextBridge.exposeInMainWorld.mockClear();
  await import('./preload');
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [key, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] ?? [];
  expect(key).toBe(BRIDGE_KEY);
  return api as DesktopBridge;
}

describe('preload', () => {
  beforeEach(() => {
    electron.ipcRenderer.invoke.mockReset();
    electron.ipcRenderer.invoke.mockResolvedValue(undefined);
  });

  it('exposes the bridge and nothing else: no ipcRenderer, no generic invoke', async () => {
    const bridge = await exposedBridge();
    expect(Object.keys(bridge).sort()).toEqual([
      'messagesSeen',
      'onShowRoute',
      'openExternal',
      'pickImage',
      'server',
      'token',
    ]);
    expect(Object.keys(bridge.token).sort()).toEqual(['get', 'isEncrypted', 'remove', 'set']);
    expect(Object.keys(bridge.server).sort()).toEqual(['get', 'set']);
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer);
  });

  it('sends each call on its one channel with its own argument', async () => {
    const bridge = await exposedBridge();
    const calls: [() => Promise<unknown>, unknown[]][] = [
      [() => bridge.token.get(), [IPC.tokenGet]],
      [() => bridge.token.set('jwt'), [IPC.tokenSet, 'jwt']],
      [() => bridge.token.remove(), [IPC.tokenRemove]],
      [() => bridge.token.isEncrypted(), [IPC.tokenEncrypted]],
      [() => bridge.server.get(), [IPC.serverGet]],
      [() => bridge.server.set('https://school.example'), [IPC.serverSet, 'https://school.example']],
      [() => bridge.pickImage(), [IPC.imagePick]],
      [() => bridge.openExternal('https://school.example'), [IPC.openExternal, 'https://school.example']],
      [() => bridge.messagesSeen(), [IPC.messagesSeen]],
    ];
    for (const [call, expected] of calls) {
      electron.ipcRenderer.invoke.mockClear();
      await call();
      expect(electron.ipcRenderer.invoke.mock.calls).toEqual([expected]);
    }
  });

  it('hands the page each route the main process asks it to show, and nothing of the event', async () => {
    const bridge = await exposedBridge();
    const routes: string[] = [];
    const stop = bridge.onShowRoute((route) => routes.push(route));
    const [[channel, handler] = []] = electron.ipcRenderer.on.mock.calls;
    expect(channel).toBe(SHOW_ROUTE);
    handler?.({ sender: 'the main process' }, '/admin/contact');
    handler?.({ sender: 'the main process' }, { not: 'a route' });
    expect(routes).toEqual(['/admin/contact']);
    stop();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith(SHOW_ROUTE, handler);
  });

  it("passes the main process's answers through", async () => {
    const bridge = await exposedBridge();
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, message: 'Could not reach x' });
    expect(await bridge.server.set('x')).toEqual({ ok: false, message: 'Could not reach x' });
    electron.ipcRenderer.invoke.mockResolvedValueOnce('token-value');
    expect(await bridge.token.get()).toBe('token-value');
  });
});
