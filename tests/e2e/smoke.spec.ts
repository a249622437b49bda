import { expect, test } from '@playwright/test';
import type { MeetingListResponse } from '../../src/contract';
import { E2E_ADMIN } from './fixtures/accounts';

const WIDTHS = [390, 768, 1280] as const;

test('the website loads from the backend, and deep links fall back to the app', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'WELCOME TO EDUCATION' })).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
  }

  // A route only the browser router knows still gets the app, not a 404.
  const response = await page.goto('/meetings/category/Soon?page=2');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'WELCOME TO EDUCATION' })).toBeVisible();
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
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { data: token } = (await login.json()) as { data: string };
  const users = await request.get('/api/admin/user', { headers: { authorization: `Bearer ${token}` } });
  expect(users.status()).toBe(200);
});
