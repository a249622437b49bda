import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const profile = vi.hoisted(() => ({ dir: '' }));

// The real electron-store (and conf under it) writing real files; only Electron's app is played.
vi.mock('electron', () => {
  const app = { getPath: () => profile.dir, getVersion: () => '0.0.0-test' };
  const ipcMain = { on: () => undefined };
  return { default: { app, ipcMain, shell: {} }, app, ipcMain };
});

const { openSettingsStore, SETTINGS_FILE_MODE } = await import('./settings');

const isPosix = process.platform !== 'win32';
const modeOf = (file: string): number => statSync(file).mode & 0o777;

describe('openSettingsStore', () => {
  let file = '';

  beforeEach(() => {
    profile.dir = mkdtempSync(path.join(tmpdir(), 'edu-settings-'));
    file = path.join(profile.dir, 'settings.json');
  });

  afterEach(() => {
    rmSync(profile.dir, { recursive: true, force: true });
  });

  it('keeps values in settings.json in the profile folder', () => {
    const store = openSettingsStore();
    store.set('serverAddress', 'https://school.example');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ serverAddress: 'https://school.example' });
    expect(openSettingsStore().get('serverAddress')).toBe('https://school.example');
    store.delete('serverAddress');
    expect(openSettingsStore().get('serverAddress')).toBeUndefined();
  });

  it.runIf(isPosix)('writes the file readable by the user only (0600), whatever the umask', () => {
    const umask = process.umask(0o000);
    try {
      openSettingsStore().set('token', { server: 'https://school.example', value: 'jwt', encrypted: false });
    } finally {
      process.umask(umask);
    }
    expect(modeOf(file)).toBe(SETTINGS_FILE_MODE);
    expect(SETTINGS_FILE_MODE).toBe(0o600);
  });

  it.runIf(isPosix)('tightens a file an older version left readable by everyone', () => {
    writeFileSync(file, JSON.stringify({ serverAddress: 'https://school.example' }), { mode: 0o644 });
    expect(modeOf(file)).toBe(0o644);
    const store = openSettingsStore();
    expect(modeOf(file)).toBe(0o600);
    expect(store.get('serverAddress')).toBe('https://school.example');
  });
});
