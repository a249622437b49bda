import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { contentSecurityPolicy } from '../../electron/main/app-protocol';
import type { MeetingListResponse } from '../../src/contract';
import { E2E_ADMIN, E2E_DESKTOP_PORT } from './fixtures/accounts';
import { getAdminToken, untilLive } from './fixtures/api';
import { installDesktopBridge, keptByMain } from './fixtures/desktop-bridge';
import { fillForm, freeMeeting, pickImage } from './fixtures/forms';
import { serveRenderer } from './fixtures/static-server';

/**
 * The built desktop renderer (dist/desktop/renderer) in Chromium, against the real backend, with
 * the preload bridge played by the page (fixtures/desktop-bridge.ts).
 */
const RENDERER = path.resolve('dist/desktop/renderer');
const APP = `http://127.0.0.1:${E2E_DESKTOP_PORT}`;
/** An address where nothing answers. */
const WRONG_SERVER = 'http://127.0.0.1:9';

let renderer: Server;

test.beforeAll(async ({ baseURL }) => {
  // The app's own Content-Security-Policy (electron/main/app-protocol.ts), for a kept server address.
  renderer = await serveRenderer(RENDERER, E2E_DESKTOP_PORT, {
    'content-security-policy': contentSecurityPolicy(baseURL ?? null),
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => renderer.close(resolve));
});

test('the desktop app: first start asks for the server, then login, dashboard, a meeting with a picked image, logout', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7b2d8b' } })
    .png()
    .toBuffer();
  await installDesktopBridge(page, { server: null, token: null }, png.toString('base64'));
  const server = baseURL ?? '';
  const refused: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The wrong address is probed by the fake main process from the page; the real one is not bound by the page's policy.
    if (/Content.Security.Policy/i.test(text) && !text.includes(`${WRONG_SERVER}/`)) refused.push(text);
  });

  // First start: no server yet, so the address screen, whatever the route.
  await page.goto(`${APP}/admin`);
  await expect(page.getByRole('heading', { name: 'Connect to your school' })).toBeVisible();
  await page.getByLabel('Server address').fill(WRONG_SERVER);
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('alert')).toContainText(`Could not reach ${WRONG_SERVER}`);
  await page.getByLabel('Server address').fill(server);
  await page.getByRole('button', { name: 'Check and save' }).click();

  // No token kept: the login screen, naming the server.
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(server, { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  // Once the form's script has taken it over: a press before then reloads the empty form.
  await untilLive(page.getByRole('button', { name: 'Login' }));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible({
    timeout: 5000,
  });
  expect(await keptByMain(page, 'token')).toBeTruthy();

  // A restart opens straight on the dashboard with the kept token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible();

  // A meeting whose picture comes from the (native) picker.
  const title = `Desktop Orientation ${Date.now()}`;
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Meetings' })
    .click();
  await page.getByRole('link', { name: 'Create Meeting' }).click();
  await fillForm(page, freeMeeting(title, 'Main Campus, Great Hall'));
  await pickImage(page);
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(page.getByText('Meeting Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(`${APP}/admin/meetings/managemeetings`, { timeout: 5000 });

  // The row's picture is the uploaded one, fetched from the school's server.
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`^${server}/uploads/`));
  await thumbnail.scrollIntoViewIfNeeded(); // it loads lazily
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Logout: the kept token is gone and the login screen shows.
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await keptByMain(page, 'token')).toBeNull();

  // Scripts, styles, fonts, previews and the server's pictures all ran under the app's policy.
  expect(refused).toEqual([]);

  // Leave the school's data as it was.
  const token = await getAdminToken(request);
  const all = (await (
    await request.get('/api/meetings?scope=all&limit=100', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as MeetingListResponse;
  const created = all.meetings.find((meeting) => meeting.title === title);
  expect(created?.meetingImage).toMatch(/^\/uploads\//);
  if (created) {
    await request.delete(`/api/meetings/${created._id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});
