import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../e2e/fixtures/accounts';

/**
 * The Electron binary `npm run desktop:install-electron` downloaded, or why there is none. Found
 * the way node_modules/electron/index.js finds it, without requiring that file: since Electron 42
 * requiring it downloads the binary from GitHub when it is missing.
 */
function electronBinary(): { path: string } | { missing: string } {
  const electronDir = path.resolve('node_modules/electron');
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'it was never downloaded' };
  const binary = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? { path: binary } : { missing: `${binary} does not exist` };
}

const found = electronBinary();
const MAIN = path.resolve('dist/desktop/main/main.js');
const SKIP_REASON =
  'missing' in found
    ? `No Electron binary here (${found.missing}); run "npm run desktop:install-electron" where github.com is reachable`
    : '';

test.describe('the installed desktop app (real Electron)', () => {
  test('starts, takes the server address, logs in and shows the dashboard', async ({ baseURL }) => {
    if ('missing' in found) {
      console.log(`Skipped: ${SKIP_REASON}`);
      test.skip(true, SKIP_REASON);
      return;
    }
    test.setTimeout(120_000);
    const app = await electron.launch({
      executablePath: found.path,
      args: [MAIN, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      // A profile of its own: no kept server address or token from a real installation.
      env: { ...process.env, EDU_MEETING_USER_DATA: mkdtempSync(path.join(tmpdir(), 'edu-desktop-')) },
    });
    try {
      const window = await app.firstWindow();
      await expect(window.getByRole('heading', { name: 'Connect to your school' })).toBeVisible();
      await window.getByLabel('Server address').fill(baseURL ?? '');
      await window.getByRole('button', { name: 'Check and save' }).click();
      await expect(window.getByRole('heading', { name: 'Login' })).toBeVisible();
      await window.getByLabel('Email').fill(E2E_ADMIN.email);
      await window.getByLabel('Password').fill(E2E_ADMIN.password);
      await window.getByRole('button', { name: 'Login' }).click();
      await expect(window.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible({
        timeout: 10_000,
      });
      expect(window.url()).toBe('app://admin/admin');
    } finally {
      await app.close();
    }
  });
});
