import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CourseListResponse, MeetingListResponse } from '../../src/contract';
import { E2E_ADMIN, E2E_PORT } from './fixtures/accounts';
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
  // The boot script inside the page names the entry and the chunks it loads first; the page, its
  // own chunks; the chunks, the styles they load.
  const named = (text: string) =>
    [...text.matchAll(/\/?assets\/[\w.-]+\.(?:js|css)/g)].map(([path]) => `/${path.replace(/^\//, '')}`);
  const scripts = [...new Set(named(html))].filter((asset) => asset.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  const codes = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
  const assets = [...new Set([...scripts, ...codes.flatMap(named)])];
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  let compressed = 0;
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['cache-control'], asset).toContain('immutable');
    // Under 1 KB, compressing gains nothing (and costs the client a decoder pass).
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    if ((await plain.body()).length < 1024) continue;
    expect(response.headers()['content-encoding'], asset).toBe('br');
    compressed += 1;
  }
  expect(compressed).toBeGreaterThan(3);
  const list = await request.get('/api/meetings', { headers: { 'accept-encoding': 'gzip' } });
  expect(list.headers()['content-encoding']).toBe('gzip');
  expect(((await list.json()) as MeetingListResponse).meetings.length).toBeGreaterThan(0);
});

/** PUBLIC_URL's default (the server runs without it): every absolute address on a page is made from it. */
const SITE = `http://localhost:${E2E_PORT}`;

/** A page as a crawler or a chat app's link preview gets it: the HTML alone, no script run. */
async function pageHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(String(match[1])) as { '@type'?: string },
  );
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    og: {
      title: meta('property', 'og:title'),
      url: meta('property', 'og:url'),
      image: meta('property', 'og:image'),
    },
    types: jsonLd.map((data) => data['@type']),
  };
}

test("the public pages' HTML carries their text, title, description, share card and structured data", async ({
  request,
}) => {
  const { meetings } = (await (await request.get('/api/meetings')).json()) as MeetingListResponse;
  const { courses } = (await (await request.get('/api/courses')).json()) as CourseListResponse;
  const meeting = meetings[0];
  const course = courses[0];
  if (!meeting || !course) throw new Error('The demo data has meetings and courses');

  const home = await pageHead(request, '/');
  expect(home.html).toContain('WELCOME TO EDUCATION');
  expect(home.html).toContain(meetings[1]?.title ?? '');
  expect(home.html).toContain(course.title);
  expect(home.types).toEqual(expect.arrayContaining(['EducationalOrganization', 'ItemList']));

  const list = await pageHead(request, '/meetings');
  for (const shown of meetings.slice(0, 9)) expect(list.html).toContain(shown.title);
  expect(list.types).toContain('ItemList');

  const details = await pageHead(request, `/meetings/${meeting._id}`);
  expect(details.html).toContain(meeting.location);
  expect(details.html).toContain(meeting.bookNow);
  expect(details.title).toContain(meeting.title);
  expect(details.og.image).toMatch(new RegExp(`^${SITE}/uploads/.+\\.webp$`));
  expect(details.types).toContain('Event');

  const allDetails = await pageHead(request, '/meetingAllDetails');
  expect(allDetails.html).toContain(meeting.title);
  expect(allDetails.types).toContain('ItemList');

  const login = await pageHead(request, '/login');
  expect(login.html).toMatch(/Don(&#x27;|')t have an account\? Sign Up/);

  const pages = [home, list, details, allDetails, login];
  for (const page of pages) {
    expect(page.title).toBeTruthy();
    expect(page.description).toBeTruthy();
    expect(page.og.title).toBe(page.title);
    expect(page.og.url?.startsWith(`${SITE}/`)).toBe(true);
  }
  // Every page has its own title and description.
  expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
});
