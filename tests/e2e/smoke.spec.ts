import { expect, test } from '@playwright/test';
import type { MeetingListResponse } from '../../src/contract';
import { E2E_ADMIN } from './fixtures/accounts';
import { adminGet } from './fixtures/api';

test('the website loads from the backend, and deep links fall back to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'WELCOME TO EDUCATION' })).toBeVisible();

  // A route only the browser router knows still gets the app, not a 404.
  const response = await page.goto('/meetings/category/Soon?page=2');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Upcoming Meetings', level: 1 })).toBeVisible();
});

test('the seeded demo content and its images are served', async ({ request }) => {
  const response = await request.get('/api/meetings');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as MeetingListResponse;
  expect(body.meetings.length).toBeGreaterThanOrEqual(24);

  const image = body.meetings[0]?.meetingImage ?? '';
  const picture = await request.get(image);
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect((await picture.body()).length).toBeGreaterThan(1000);
});

test('the admin from ADMIN_EMAIL/ADMIN_PASSWORD can log in and reach admin calls', async ({ request }) => {
  const users = await adminGet<{ data: { userEmail: string; role: string }[] }>(request, '/api/admin/user');
  expect(users.data).toContainEqual(expect.objectContaining({ userEmail: E2E_ADMIN.email, role: 'admin' }));
});

test('scripts, styles, the page and API answers travel compressed', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding'], asset).toBe('br');
    expect(response.headers()['cache-control'], asset).toContain('immutable');
  }
  const list = await request.get('/api/meetings', { headers: { 'accept-encoding': 'gzip' } });
  expect(list.headers()['content-encoding']).toBe('gzip');
  expect(((await list.json()) as MeetingListResponse).meetings.length).toBeGreaterThan(0);
});
