import { IPC, type IpcHandlers } from '../../ipc-contract';
import type { MessageNotifier } from '../notifications';

/**
 * The renderer says the admin has just looked at the contact messages (the server has marked them
 * seen): the notifier asks for the unread count at once, so the badge drops without waiting a minute.
 * It takes no argument, so a page can make it do nothing but one more check.
 */
export function registerMessagesSeenIpc(
  ipcMain: IpcHandlers,
  notifier: Pick<MessageNotifier, 'checkSoon'>,
): void {
  ipcMain.handle(IPC.messagesSeen, () => {
    notifier.checkSoon('seen');
  });
}
