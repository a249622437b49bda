import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Category, CategorySavedResponse } from '@/contract';
import { addMeeting } from '../../testing/registration-fixtures';
import { siteFromSource } from '../../testing/site-from-source';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The public pages as the server draws them (from the source) with the school's own categories. */

const SITE = 'https://school.example';
let t: TestApp;
let folder: string;
let openDays: Category;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'school-categories-'));
  t = await createTestApp({ PUBLIC_URL: SITE, WEB_ROOT: siteFromSource(folder) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { name: 'Open days', slug: 'open-days', order: 1 },
  });
  expect(created.statusCode, created.body).toBe(201);
  openDays = created.json<CategorySavedResponse>().category;
  await addMeeting(t.app, { title: 'Campus tour', category: 'Open days' });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The pills' names and addresses, in their order. */
function pills(html: string): string[][] {
  const nav = /<nav[^>]*aria-label="Meeting categories"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, name]) => [
    name ?? '',
    href ?? '',
  ]);
}

describe("the meetings lists with the school's categories", () => {
  it('draws a pill for each in their order, the template’s at their names, the school’s at its address', async () => {
    const page = await get('/meetings');
    expect(page.statusCode).toBe(200);
    expect(pills(page.body)).toEqual([
      ['All Meetings', '/meetings/category/All%20Meetings'],
      ['Open days', '/meetings/category/open-days'],
      ['Soon', '/meetings/category/Soon'],
      ['Important', '/meetings/category/Important'],
      ['Attractive', '/meetings/category/Attractive'],
    ]);
  });

  it("draws a category's list at its address, with its meetings and its own canonical address", async () => {
    const page = await get('/meetings/category/open-days');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Campus tour');
    expect(page.body).toMatch(/aria-current="page"[^>]*>Open days</);
    expect(canonical(page.body)).toBe(`${SITE}/meetings/category/open-days`);
  });

  it.each([
    ['/meetings/category/Open%20days', '/meetings/category/open-days'],
    ['/meetings/category/OPEN-DAYS?page=2', '/meetings/category/open-days?page=2'],
    ['/meetings/category/soon', '/meetings/category/Soon'],
    ['/meetings/category/Gone', '/meetings/category/All%20Meetings'],
  ])('leads %s to %s', async (from, to) => {
    const page = await get(from);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(to);
  });

  it('keeps the template’s addresses by name working', async () => {
    const page = await get('/meetings/category/Soon');
    expect(page.statusCode).toBe(200);
    expect(canonical(page.body)).toBe(`${SITE}/meetings/category/Soon`);
  });

  it("links the home page's Meeting Categories to each, in their order", async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    const sidebar =
      /aria-labelledby="upcoming-meetings-categories"[^>]*>([\s\S]*?)<\/aside>/.exec(page.body)?.[1] ?? '';
    expect([...sidebar.matchAll(/href="(\/meetings\/category\/[^"]*)"/g)].map(([, href]) => href)).toEqual([
      `/meetings/category/${openDays.slug}`,
      '/meetings/category/Soon',
      '/meetings/category/Important',
      '/meetings/category/Attractive',
    ]);
  });
});
