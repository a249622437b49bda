/**
 * Runs in the sandboxed renderer before the page and gives it exactly the DesktopBridge: one
 * function per IPC channel, never ipcRenderer itself. Bundled alone into preload.cjs, because a
 * sandboxed preload is CommonJS and cannot require files of its own: import only these two.
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  BRIDGE_KEY,
  IPC,
  SHOW_ROUTE,
  type DesktopBridge,
  type IpcCalls,
  type IpcChannel,
} from '../ipc-contract';

/**
 * One call over a channel, typed by IpcCalls. The answer's type is the one the main side's
 * handler is held to (electron/main registers them through IpcHandlers); Electron's own typing
 * cannot know it.
 */
function invoke<C extends IpcChannel>(
  channel: C,
  ...args: IpcCalls[C]['args']
): Promise<IpcCalls[C]['answer']> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcCalls[C]['answer']>;
}

const bridge: DesktopBridge = {
  token: {
    get: () => invoke(IPC.tokenGet),
    set: (token) => invoke(IPC.tokenSet, token),
    remove: () => invoke(IPC.tokenRemove),
    isEncrypted: () => invoke(IPC.tokenEncrypted),
  },
  server: {
    get: () => invoke(IPC.serverGet),
    set: (address) => invoke(IPC.serverSet, address),
  },
  pickImage: () => invoke(IPC.imagePick),
  openExternal: (url) => invoke(IPC.openExternal, url),
  messagesSeen: () => invoke(IPC.messagesSeen),
  onShowRoute: (listener) => {
    // The page gets the route and nothing else: never the event, which carries the sender.
    const handler = (_event: unknown, route: unknown) => {
      if (typeof route === 'string') listener(route);
    };
    ipcRenderer.on(SHOW_ROUTE, handler);
    return () => {
      ipcRenderer.removeListener(SHOW_ROUTE, handler);
    };
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);

export type { DesktopBridge };
