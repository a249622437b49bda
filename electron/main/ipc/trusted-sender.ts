import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { IpcHandlers } from '../../ipc-contract';

/**
 * ipcMain as the IPC modules see it, answering only frames showing the app itself: a page that got
 * into the window some other way (or a frame in it) cannot read the token or open dialogs.
 */
export function trustedIpc(
  ipcMain: Pick<IpcMain, 'handle'>,
  isTrustedUrl: (url: string) => boolean,
): IpcHandlers {
  return {
    handle: (channel, listener) => {
      ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]): unknown => {
        const url = event.senderFrame?.url;
        if (url === undefined || !isTrustedUrl(url)) {
          throw new Error(`Refused ${channel} from ${url ?? 'a frame that is gone'}`);
        }
        return listener(event, ...args);
      });
    },
  };
}
