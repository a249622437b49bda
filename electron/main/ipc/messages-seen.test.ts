import { describe, expect, it } from 'vitest';
import { IPC } from '../../ipc-contract';
import { fakeIpcMain } from '../testing/fakes';
import { registerMessagesSeenIpc } from './messages-seen';
import { trustedIpc } from './trusted-sender';

describe('registerMessagesSeenIpc', () => {
  function setup() {
    const ipc = fakeIpcMain();
    const checks: string[] = [];
    registerMessagesSeenIpc(
      trustedIpc(ipc.ipcMain, (url) => url.startsWith('app://admin/')),
      {
        checkSoon: (reason) => checks.push(reason),
      },
    );
    return { ipc, checks };
  }

  it('makes the notifier check at once when the app says the messages were seen', async () => {
    const { ipc, checks } = setup();
    await expect(ipc.invoke(IPC.messagesSeen)).resolves.toBeUndefined();
    expect(checks).toEqual(['seen']);
  });

  it('ignores what a page sends along with it', async () => {
    const { ipc, checks } = setup();
    await ipc.invoke(IPC.messagesSeen, { unread: 0 }, 'x'.repeat(10_000));
    expect(checks).toEqual(['seen']);
  });

  it('refuses a frame that is not the app', async () => {
    const { ipc, checks } = setup();
    await expect(ipc.invokeFrom('https://evil.example/', IPC.messagesSeen)).rejects.toThrow(
      /Refused notifications:messages-seen/,
    );
    expect(checks).toEqual([]);
  });
});
