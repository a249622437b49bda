import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../ipc-contract';
import { fakeIpcMain } from '../testing/fakes';
import { isExternalUrl, registerExternalIpc } from './external';
import { trustedIpc } from './trusted-sender';

describe('isExternalUrl', () => {
  it.each(['https://school.example/meetings', 'http://school.example', 'mailto:office@school.example'])(
    'opens %s',
    (url) => {
      expect(isExternalUrl(url)).toBe(true);
    },
  );

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://admin/',
    'smb://share',
    'ms-settings:',
    'nonsense',
    '',
  ])('refuses %j', (url) => {
    expect(isExternalUrl(url)).toBe(false);
  });
});

describe('registerExternalIpc', () => {
  function setup() {
    const ipc = fakeIpcMain();
    const shell = { openExternal: vi.fn(() => Promise.resolve()) };
    registerExternalIpc(ipc.ipcMain, shell);
    return { ipc, shell };
  }

  it('opens a web link in the system browser', async () => {
    const { ipc, shell } = setup();
    await ipc.invoke(IPC.openExternal, 'https://school.example/');
    expect(shell.openExternal).toHaveBeenCalledWith('https://school.example/');
  });

  it.each([
    'file:///C:/Windows/System32/calc.exe',
    'javascript:alert(1)',
    42,
    null,
    `https://x.example/${'a'.repeat(9000)}`,
  ])('ignores %j', async (url) => {
    const { ipc, shell } = setup();
    await ipc.invoke(IPC.openExternal, url);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('does not reject when the system cannot open the link', async () => {
    const ipc = fakeIpcMain();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerExternalIpc(ipc.ipcMain, { openExternal: () => Promise.reject(new Error('No application')) });
    await expect(ipc.invoke(IPC.openExternal, 'mailto:x@school.example')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('trustedIpc', () => {
  function setup() {
    const ipc = fakeIpcMain();
    const handler = vi.fn(() => 'secret');
    trustedIpc(ipc.ipcMain, (url) => url.startsWith('app://admin/')).handle(IPC.tokenGet, handler);
    return { ipc, handler };
  }

  it('answers the app itself', async () => {
    const { ipc, handler } = setup();
    expect(await ipc.invokeFrom('app://admin/admin', IPC.tokenGet, 'arg')).toBe('secret');
    expect(handler).toHaveBeenCalledWith(expect.anything(), 'arg');
  });

  it.each(['https://evil.example/', 'file:///tmp/x.html', null])(
    'refuses a frame showing %s',
    async (url) => {
      const { ipc, handler } = setup();
      await expect(ipc.invokeFrom(url, IPC.tokenGet)).rejects.toThrow(/Refused token:get/);
      expect(handler).not.toHaveBeenCalled();
    },
  );
});
