import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { MeetingListResponse } from '../../src/contract';
import { E2E_ADMIN, E2E_RESTART_PORT } from './fixtures/accounts';
import { restartableBackend, type RestartableBackend } from './fixtures/backend-process';

/**
 * The server stops under an open page, and a link leads to a screen whose code the page has not
 * fetched yet: the site's frame stays, saying the site cannot be reached, and the screen appears by
 * itself once the server is back, without a reload. A backend of this file's own, stopped and
 * started again on the same port and data folder (fixtures/backend-process.ts).
 */

const MESSAGE = "Can't reach the school's site — trying again";

/** The built chunk (its address) of a source module, from the build's manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/web/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string } | undefined
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`The build has no chunk for ${source}`);
  return `/${entry.file}`;
}

/** The page's script requests by address: those that arrived, and those that failed. */
function watchScripts(page: Page) {
  const arrived = new Set<string>();
  const failed = new Set<string>();
  page.on('requestfinished', (request) => arrived.add(new URL(request.url()).pathname));
  page.on('requestfailed', (request) => failed.add(new URL(request.url()).pathname));
  return { arrived, failed, requested: (chunk: string) => arrived.has(chunk) || failed.has(chunk) };
}

/** A mark on the document that a reload (or any new document) would lose. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-same-document'));

/**
 * Opens `url` and waits until the page runs (its code for a lost connection has come), with the
 * code of `later` (a source module) not fetched yet; marks the document. Its script requests follow.
 */
async function openBefore(page: Page, url: string, later: string) {
  const retryChunk = chunkOf('src/app/load-retry.tsx');
  const scripts = watchScripts(page);
  await page.goto(url);
  await expect.poll(() => scripts.arrived.has(retryChunk), { timeout: 30_000 }).toBe(true);
  expect(scripts.requested(chunkOf(later))).toBe(false);
  await markDocument(page);
  return scripts;
}

let backend: RestartableBackend;

test.beforeAll(async () => {
  // A hook has the project's 30 s, not the tests' limit below: a first start seeds the demo's
  // pictures, which took longer than that on a machine busy with the rest of npm test. The limit
  // only catches a hang.
  test.setTimeout(180_000);
  backend = await restartableBackend(E2E_RESTART_PORT);
});

test.afterEach(async () => {
  await backend.start();
});

test.afterAll(async () => {
  await backend.dispose();
});

// Two restarts of a backend, and back-offs of up to 5 s: generous limits, never a fixed wait.
test.setTimeout(180_000);

test('a meeting page whose server stops: "Back to Meetings List" says so inside the site, then shows the list by itself', async ({
  page,
}, testInfo) => {
  const listPage = 'src/features/meetings/meetings-list-page.tsx';
  const { meetings } = (await (
    await fetch(`${backend.url}/api/meetings?limit=1`)
  ).json()) as MeetingListResponse;
  const meeting = meetings[0];
  if (!meeting) throw new Error('The demo content has no meeting');

  // The page runs (its code for a broken connection has come, once it came to life) and has not
  // fetched the list's code.
  const scripts = await openBefore(page, `${backend.url}/meetings/${meeting._id}`, listPage);
  const back = page.getByRole('link', { name: 'Back to Meetings List' });
  await expect(back).toBeVisible();

  await backend.stop();
  await back.click();

  await expect(page).toHaveURL(`${backend.url}/meetings`);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(MESSAGE, { timeout: 30_000 });
  expect(scripts.failed.has(chunkOf(listPage))).toBe(true);
  // Inside the site's frame: the top bar and the footer are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meetings' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Meetings' })).toHaveCount(0);

  // How it looks from a small phone to a laptop.
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await expect(alert).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`connection-lost-${width}.png`), fullPage: true });
  }

  // Still saying so while the server stays down (it has been tried again meanwhile).
  await expect(alert).toHaveText(MESSAGE);

  await backend.start();
  await expect(page.getByRole('heading', { name: 'Upcoming Meetings', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: meeting.title }).first()).toBeVisible();
  // The same document (no reload), and the list's own stylesheet came with its code.
  expect(await sameDocument(page)).toBe('yes');
  await expect(page.locator('.meetings-list__pills')).toHaveCSS('display', 'flex');
});

test('an admin screen whose server stops: the sidebar stays, saying so, and the screen comes by itself', async ({
  page,
}, testInfo) => {
  const coursesAdmin = 'src/features/courses/admin/courses-admin.tsx';
  const login = await fetch(`${backend.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { data: token } = (await login.json()) as { data: string };
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  const scripts = await openBefore(page, `${backend.url}/admin`, coursesAdmin);
  const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(sidebar).toBeVisible();

  await backend.stop();
  await sidebar.getByRole('link', { name: 'Courses' }).click();

  await expect(page).toHaveURL(`${backend.url}/admin/courses`);
  await expect(page.getByRole('alert')).toHaveText(MESSAGE, { timeout: 30_000 });
  expect(scripts.failed.has(chunkOf(coursesAdmin))).toBe(true);
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('main')).toContainText(MESSAGE);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`connection-lost-admin-${width}.png`),
      fullPage: true,
    });
  }

  await backend.start();
  await expect(page.getByRole('link', { name: 'Manage Courses' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await sameDocument(page)).toBe('yes');
});

test("the home page's sections further down keep the server's page while their code cannot be fetched, and take it over by themselves", async ({
  page,
}) => {
  const factsSection = 'src/features/home/facts-section.tsx';
  // The facts come last: their code is fetched as they near the screen.
  const scripts = await openBefore(page, `${backend.url}/`, factsSection);
  const welcome = page.getByRole('heading', { name: 'WELCOME TO EDUCATION' });
  await expect(welcome).toBeVisible();

  await backend.stop();
  const facts = page.locator('#facts');
  await facts.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.failed.has(chunkOf(factsSection)), { timeout: 30_000 }).toBe(true);
  // The server's page stays as it was: its frame, its sections.
  await expect(facts).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(welcome).toBeAttached();

  await backend.start();
  await expect.poll(() => scripts.arrived.has(chunkOf(factsSection)), { timeout: 60_000 }).toBe(true);
  await expect(facts).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await sameDocument(page)).toBe('yes');
});
