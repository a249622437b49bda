import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_RESTART_PORT } from './fixtures/accounts';
import { restartableBackend, type RestartableBackend } from './fixtures/backend-process';

/**
 * The server stops under an open page. In the admin area a link leads to a screen whose code the
 * page has not fetched yet: the area's frame stays, saying the site cannot be reached, and the
 * screen appears by itself once the server is back, without a reload. On a public page (drawn by
 * the server, its links new documents) a part whose code comes later keeps the server's HTML
 * until its code can be fetched, then takes over by itself. A backend of this file's own, stopped
 * and started again on the same port and data folder (fixtures/backend-process.ts).
 */

const MESSAGE = "Can't reach the school's site — trying again";

/** The built chunk (its address) of a source module, from a build's manifest (the browser app's, or the islands'). */
function chunkOf(source: string, manifestFile = 'manifest.json'): string {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/web/.vite', manifestFile), 'utf8')) as Record<
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

test("the home page's carousel keeps the server's slides while Swiper cannot be fetched, and takes them over by itself", async ({
  page,
}) => {
  // Swiper comes as the courses carousel nears the screen: a lazy chunk of the islands' build.
  const swiper = chunkOf('src/components/swiper-carousel.tsx', 'islands-manifest.json');
  const scripts = watchScripts(page);
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto(`${backend.url}/`);
  const courses = page.locator('#courses');
  // The page runs: its carousel is an island brought to life (a React root on its container).
  await expect
    .poll(() =>
      courses
        .locator('[data-island="courses"]')
        .evaluate((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer'))),
    )
    .toBe(true);
  expect(scripts.requested(swiper)).toBe(false);
  await markDocument(page);

  await backend.stop();
  await courses.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.failed.has(swiper), { timeout: 30_000 }).toBe(true);
  // The server's slides stay, the page's frame with them.
  await expect(courses.getByRole('heading', { name: 'Our Popular Courses' })).toBeVisible();
  await expect(courses.locator('.carousel__static')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await backend.start();
  await expect.poll(() => scripts.arrived.has(swiper), { timeout: 60_000 }).toBe(true);
  await expect(courses.locator('.swiper-initialized')).toBeVisible();
  expect(await sameDocument(page)).toBe('yes');
});
