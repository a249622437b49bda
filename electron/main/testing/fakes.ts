import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { KeyValueStore } from '../settings';

/** The settings store in memory, with the raw map to look at what was written. */
export function memoryStore(
  initial: Record<string, unknown> = {},
): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => {
      data.set(key, value);
    },
    delete: (key) => {
      data.delete(key);
    },
  };
}

type Listener = Parameters<IpcMain['handle']>[1];

/** ipcMain.handle's registrations, invoked as the preload would from a frame showing `senderUrl`. */
export function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: Pick<IpcMain, 'handle'> = {
    handle: (channel, listener) => {
      handlers.set(channel, listener);
    },
  };
  const invoke = async (channel: string, ...args: unknown[]): Promise<unknown> =>
    invokeFrom('app://admin/admin', channel, ...args);
  const invokeFrom = async (
    senderUrl: string | null,
    channel: string,
    ...args: unknown[]
  ): Promise<unknown> => {
    const handler = handlers.get(channel);
    if (handler === undefined) throw new Error(`No handler for ${channel}`);
    // Handlers only read senderFrame.url; a whole IpcMainInvokeEvent cannot be built outside Electron.
    const event = {
      senderFrame: senderUrl === null ? null : { url: senderUrl },
    } as unknown as IpcMainInvokeEvent;
    return (await handler(event, ...args)) as unknown;
  };
  return { ipcMain, handlers, invoke, invokeFrom };
}
