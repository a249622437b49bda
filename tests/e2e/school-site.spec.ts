import { expect, test, type APIRequestContext } from '@playwright/test';
import type {
  ContentPage,
  ContentPageListResponse,
  HomeContent,
  HomeContentAnswer,
  SiteAnswer,
  SiteSettingsInput,
} from '../../src/contract';
import { getAdminToken, VIEWPORTS } from './fixtures/api';

/*
 * A school makes the site its own from the admin alone: its name, the hero's title, a fact's
 * number and a privacy notice, then a visitor sees them at a phone's and a desktop's width. The
 * site's settings are shared by every test, so what this file changes is put back afterwards.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function readSite(request: APIRequestContext) {
  const site = (await (await request.get('/api/site')).json()) as SiteAnswer;
  const home = ((await (await request.get('/api/site/home')).json()) as HomeContentAnswer).content;
  return { site, home };
}

async function pageBySlug(request: APIRequestContext, slug: string): Promise<ContentPage | undefined> {
  const list = (await (await request.get('/api/pages?limit=100')).json()) as ContentPageListResponse;
  return list.pages.find((page) => page.slug === slug);
}

let before: { settings: SiteSettingsInput; home: HomeContent; privacy: ContentPage | undefined };

test.beforeAll(async ({ request }) => {
  const token = await getAdminToken(request);
  const { site, home } = await readSite(request);
  const { logo: _logo, updatedAt: _updatedAt, ...settings } = site.settings;
  before = { settings, home, privacy: await pageBySlug(request, 'privacy') };
  // The school writes its own privacy notice: the demo's goes first (and comes back afterwards).
  if (before.privacy) {
    const removed = await request.delete(`/api/pages/${before.privacy._id}`, { headers: bearer(token) });
    expect(removed.status()).toBe(200);
  }
});

test.afterAll(async ({ request }) => {
  const headers = bearer(await getAdminToken(request));
  expect((await request.put('/api/site/settings', { headers, data: before.settings })).status()).toBe(200);
  expect((await request.put('/api/site/home', { headers, data: before.home })).status()).toBe(200);
  const ours = await pageBySlug(request, 'privacy');
  if (ours) await request.delete(`/api/pages/${ours._id}`, { headers });
  if (before.privacy) {
    const { title, slug, body } = before.privacy;
    const restored = await request.post('/api/pages', { headers, multipart: { title, slug, body } });
    expect(restored.status()).toBe(201);
  }
});

test('an admin makes the site the school’s own, and a visitor sees it on a phone and a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const school = `Hillside College ${Date.now() % 100_000}`;
  const heroTitle = 'LEARN WITH US ON THE HILL';

  await page.addInitScript(
    (value) => window.localStorage.setItem('token', value),
    await getAdminToken(request),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });

  // The school's name and the hero's title, in Site Settings.
  await sidebar.getByRole('link', { name: 'Site Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
  await expect(page.getByLabel('School name')).toHaveValue(before.settings.schoolName);
  await page.getByLabel('School name').fill(school);
  await page.getByLabel('Hero title').fill(heroTitle);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  // A fact's number, in Home Page.
  await sidebar.getByRole('link', { name: 'Home Page' }).click();
  await expect(page.getByRole('heading', { name: 'Home Page', level: 1 })).toBeVisible();
  const firstFact = page.getByLabel('Fact number').first();
  await expect(firstFact).toHaveValue(String(before.home.facts[0]?.value ?? ''));
  await firstFact.fill('4321');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  // A privacy notice, in Pages.
  await sidebar.getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Create Page' }).click();
  await page.getByLabel('Title').fill('How we look after your data');
  await page.getByLabel('Page address').fill('privacy');
  await page
    .getByLabel('Text', { exact: true })
    .fill(
      '## What we keep\n\nYour name and e-mail, to answer you. <b>Never sold.</b>\n\n- Write to [the office](https://hillside.example.org) to see it.',
    );
  await page.getByRole('button', { name: /^Create/ }).click();
  await expect(page.getByText(/created/i).first()).toBeVisible();

  for (const viewport of VIEWPORTS.filter((v) => v.name !== 'tablet')) {
    await test.step(`a visitor at ${viewport.width} px`, async () => {
      const visitor = await page.context().browser()?.newPage({ viewport });
      if (!visitor) throw new Error('no browser');
      await visitor.goto('/');
      await expect(visitor).toHaveTitle(new RegExp(school));
      await expect(visitor.getByRole('banner').getByRole('link', { name: school })).toBeVisible();
      await expect(visitor.getByRole('heading', { name: heroTitle })).toBeVisible();

      const facts = visitor.locator('#facts');
      await facts.scrollIntoViewIfNeeded();
      await expect(facts).toContainText(/4,?321/);

      const footer = visitor.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} ${school}.`);
      await expect(footer).not.toContainText('Your Company Name');

      // The contact form names the privacy notice; the footer leads to it.
      await expect(visitor.getByRole('link', { name: 'How we look after your data' }).first()).toBeVisible();
      await footer.getByRole('link', { name: 'How we look after your data' }).click();
      await expect(visitor).toHaveURL(/\/pages\/privacy$/);
      await expect(visitor).toHaveTitle(new RegExp(`How we look after your data.*${school}`));
      await expect(
        visitor.getByRole('heading', { name: 'How we look after your data', level: 1 }),
      ).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'What we keep' })).toBeVisible();
      // Markdown, never HTML: the tag shows as typed.
      await expect(visitor.getByText('<b>Never sold.</b>', { exact: false })).toBeVisible();
      await expect(visitor.getByRole('link', { name: /the office/ })).toHaveAttribute(
        'href',
        'https://hillside.example.org/',
      );
      // The address works as a first visit too: the server draws it.
      const html = await (await request.get('/pages/privacy')).text();
      expect(html).toContain('How we look after your data');
      expect(html).toContain(school);
      const noSideScroll = await visitor.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(noSideScroll).toBe(true);
      await visitor.close();
    });
  }
});
