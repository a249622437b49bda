/**
 * Runs in the sandboxed renderer before the page and gives it exactly the DesktopBridge: one
 * function per IPC channel, never ipcRenderer itself. Bundled alone into preload.cjs, because a
 * sandboxed preload is CommonJS and cannot require files of its own: import only these two.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC, type DesktopBridge, type PickedImage, type Result } from '../ipc-contract';

// The handlers in electron/main/ipc answer with exactly these types (see ipc-contract.ts).
const bridge: DesktopBridge = {
  token: {
    get: () => ipcRenderer.invoke(IPC.tokenGet) as Promise<string | null>,
    set: async (token) => {
      await ipcRenderer.invoke(IPC.tokenSet, token);
    },
    remove: async () => {
      await ipcRenderer.invoke(IPC.tokenRemove);
    },
    isEncrypted: () => ipcRenderer.invoke(IPC.tokenEncrypted) as Promise<boolean>,
  },
  server: {
    get: () => ipcRenderer.invoke(IPC.serverGet) as Promise<string | null>,
    set: (address) => ipcRenderer.invoke(IPC.serverSet, address) as Promise<Result<string>>,
  },
  pickImage: () => ipcRenderer.invoke(IPC.imagePick) as Promise<Result<PickedImage | null>>,
  openExternal: async (url) => {
    await ipcRenderer.invoke(IPC.openExternal, url);
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);

export type { DesktopBridge };
