import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contentSecurityPolicy } from '../../electron/main/app-protocol';
import type { MeetingListResponse } from '../../src/contract';
import { E2E_DESKTOP_PORT, E2E_PROXY_PORT } from './fixtures/accounts';
import { getAdminToken } from './fixtures/api';
import { installDesktopBridge, keptByMain } from './fixtures/desktop-bridge';
import { fillForm, freeMeeting, pickImage } from './fixtures/forms';
import { serveRenderer } from './fixtures/static-server';
import { switchableProxy, type SwitchableProxy } from './fixtures/switchable-proxy';

/**
 * The built desktop renderer when its server cannot be reached: the app talks to the backend
 * through a proxy the test stops (the server is down, the network is gone) and starts again. The
 * app's Content-Security-Policy is the one made for that kept address.
 */
const RENDERER = path.resolve('dist/desktop/renderer');
const APP = `http://127.0.0.1:${E2E_DESKTOP_PORT}`;
const HOST = `127.0.0.1:${E2E_PROXY_PORT}`;

let renderer: Server;
let proxy: SwitchableProxy;
let png = '';

test.use({ viewport: { width: 720, height: 560 } });

test.beforeAll(async ({ baseURL }) => {
  const backend = new URL(baseURL ?? '');
  proxy = await switchableProxy(E2E_PROXY_PORT, { host: backend.hostname, port: Number(backend.port) });
  renderer = await serveRenderer(RENDERER, E2E_DESKTOP_PORT, {
    'content-security-policy': contentSecurityPolicy(proxy.url),
  });
  png = (
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2d6a8b' } })
      .png()
      .toBuffer()
  ).toString('base64');
});

test.afterEach(async () => {
  await proxy.start();
});

test.afterAll(async () => {
  await proxy.stop();
  await new Promise((resolve) => renderer.close(resolve));
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin', exact: true });

async function startApp(page: Page, request: APIRequestContext, route = '/admin') {
  await installDesktopBridge(page, { server: proxy.url, token: await getAdminToken(request) }, png);
  await page.goto(`${APP}${route}`);
}

async function meetingsTitled(request: APIRequestContext, title: string) {
  const token = await getAdminToken(request);
  const all = (await (
    await request.get('/api/meetings?scope=all&limit=100', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as MeetingListResponse;
  return { token, found: all.meetings.filter((meeting) => meeting.title === title) };
}

async function removeMeetings(request: APIRequestContext, title: string) {
  const { token, found } = await meetingsTitled(request, title);
  for (const meeting of found) {
    await request.delete(`/api/meetings/${meeting._id}`, { headers: { authorization: `Bearer ${token}` } });
  }
}

test('server down at start: "Can\'t reach" with the reason, then the admin screens by themselves once it answers', async ({
  page,
  request,
}) => {
  await proxy.stop();
  await startApp(page, request);
  await expect(page.getByRole('heading', { name: `Can't reach ${HOST}` })).toBeVisible();
  await expect(page.getByText('there is no connection to it')).toBeVisible();
  await expect(page.getByText(/Trying again in \d+ s/)).toBeVisible();
  await expect(page.getByRole('img', { name: /access denied/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change server' })).toBeVisible();

  // Back: the next try (5 s after the failure) finds it; no click, no reload.
  await proxy.start();
  await expect(sidebar(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /Can't reach/ })).toHaveCount(0);
});

test('server down at start: Retry gets through at once when it is back', async ({ page, request }) => {
  await proxy.stop();
  await startApp(page, request);
  await expect(page.getByRole('heading', { name: `Can't reach ${HOST}` })).toBeVisible();
  await proxy.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(sidebar(page)).toBeVisible({ timeout: 3000 });
});

test('mid-session: the meetings list keeps what was loaded, marked offline, and comes back on Retry', async ({
  page,
  request,
}) => {
  const title = `Offline Open Day ${Date.now()}`;
  const token = await getAdminToken(request);
  const created = await request.post('/api/meetings', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      price: '0',
      date: '2031-05-01',
      hours: 'Saturday: 10:00 - 12:00',
      location: 'Main Hall',
      bookNow: 'Just come.',
      category: 'Important',
    },
  });
  expect(created.ok()).toBe(true);
  try {
    await startApp(page, request);
    await sidebar(page).getByRole('link', { name: 'Meetings' }).click();
    await page.getByRole('link', { name: 'Manage Meetings' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    // The server goes away; the admin looks elsewhere and comes back to the list.
    await proxy.stop();
    await sidebar(page).getByRole('link', { name: 'Courses' }).click();
    await sidebar(page).getByRole('link', { name: 'Meetings' }).click();
    await page.getByRole('link', { name: 'Manage Meetings' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(banner).toContainText(
      new RegExp(
        `Offline: can't reach ${HOST} \\(there is no connection to it\\)\\. Showing what was loaded at \\d{1,2}:\\d{2}`,
      ),
    );
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByText('No meetings available')).toHaveCount(0);

    await proxy.start();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  } finally {
    await removeMeetings(request, title);
  }
});

test('a save while unreachable: the reason, a draft that survives a restart, then Send again saves it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const title = `Draft Evening ${Date.now()}`;
  try {
    await startApp(page, request);
    await sidebar(page).getByRole('link', { name: 'Meetings' }).click();
    await page.getByRole('link', { name: 'Create Meeting' }).click();
    await fillForm(page, freeMeeting(title, 'Library'));
    await pickImage(page);

    await proxy.stop();
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    const unsent = `Not saved: can't reach ${HOST} (there is no connection to it). Your changes are kept as a draft.`;
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText(unsent);
    await page.waitForTimeout(1500);
    // It stays until read (no timer), unlike the old popup that closed after a second.
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert').filter({ hasText: unsent })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);

    // The app restarts while the server is still away; the draft waits.
    await page.reload();
    await expect(page.getByRole('heading', { name: `Can't reach ${HOST}` })).toBeVisible();
    await proxy.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await sidebar(page).getByRole('link', { name: 'Meetings' }).click();
    await page.getByRole('link', { name: 'Create Meeting' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Restored an unsaved draft from' }),
    ).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Location')).toHaveValue('Library');
    await expect(page.getByText('lecture-hall.png')).toBeVisible();

    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Meeting Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(`${APP}/admin/meetings/managemeetings`, { timeout: 5000 });
    const { found } = await meetingsTitled(request, title);
    expect(found).toHaveLength(1);
    expect(found[0]?.location).toBe('Library');
    expect(found[0]?.meetingImage).toMatch(/^\/uploads\//);

    // Sent: the create screen opens empty again, even after a restart.
    await page.reload();
    await page.getByRole('link', { name: 'Create Meeting' }).click();
    await expect(page.getByRole('heading', { name: 'Create Meeting' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByText(/Restored an unsaved draft/)).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue('');
  } finally {
    await removeMeetings(request, title);
  }
});

test('a refused token leads to the login with the "session ended" notice', async ({ page }) => {
  await installDesktopBridge(page, { server: proxy.url, token: 'revoked-or-expired-token' }, png);
  await page.goto(`${APP}/admin/meetings`);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please log in again.');
  await expect(page).toHaveURL(`${APP}/login`);
  expect(await keptByMain(page, 'token')).toBeNull();
  await expect(page.getByRole('link', { name: /Sign Up/ })).toHaveCount(0);
});
