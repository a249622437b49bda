import type { Shell } from 'electron';
import { IPC, type IpcHandlers } from '../../ipc-contract';

const MAX_URL_LENGTH = 8192;

const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:']);

/** Links the system may open: web pages and e-mail, never file:, custom schemes or javascript:. */
export function isExternalUrl(url: string): boolean {
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function registerExternalIpc(ipcMain: IpcHandlers, shell: Pick<Shell, 'openExternal'>): void {
  ipcMain.handle(IPC.openExternal, async (_event, url: unknown) => {
    if (typeof url !== 'string' || url.length > MAX_URL_LENGTH || !isExternalUrl(url)) return;
    try {
      await shell.openExternal(url);
    } catch (error) {
      // No browser or mail app for it: nothing the page could do about it either.
      console.warn('Could not open a link outside the app', error);
    }
  });
}
