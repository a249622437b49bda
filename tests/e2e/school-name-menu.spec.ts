import { expect, test } from '@playwright/test';
import type { SiteAnswer, SiteSettingsInput } from '../../src/contract';
import { getAdminToken, untilLive } from './fixtures/api';

/*
 * A school with a long name, its own colours and its own menu, seen on a phone: the name whole in
 * the top bar (wrapped or smaller, never cut), nothing wider than the screen, the colours in the
 * page's first HTML and the menu as the school wrote it. The settings are put back afterwards.
 */

const LONG_NAME = 'Riverside Community College of Florianópolis';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let before: SiteSettingsInput;

test.beforeAll(async ({ request }) => {
  const site = (await (await request.get('/api/site')).json()) as SiteAnswer;
  const { logo: _logo, updatedAt: _updatedAt, ...settings } = site.settings;
  before = settings;
  const saved = await request.put('/api/site/settings', {
    headers: bearer(await getAdminToken(request)),
    data: {
      ...settings,
      schoolName: LONG_NAME,
      primaryColor: '#1a5fb4',
      menu: [
        { label: 'HOME', target: '/' },
        { label: 'OPEN DAYS', target: '/meetings' },
        { label: 'HIDDEN ONE', target: '/meetings', hidden: true },
        { label: 'Details', target: '/meetingAllDetails', group: 'MORE' },
        { label: 'CONTACT', target: '/#contact' },
      ],
    } satisfies SiteSettingsInput,
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  const headers = bearer(await getAdminToken(request));
  expect((await request.put('/api/site/settings', { headers, data: before })).status()).toBe(200);
});

for (const width of [320, 390]) {
  test(`at ${width} px the school's name is whole and nothing is wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const response = await page.goto('/meetings');
    // The colours are in the HTML the server sent, before any script.
    expect(await response?.text()).toContain('--brand-red:#1a5fb4');

    const name = page.locator('.top-bar__name');
    await expect(name).toHaveText(LONG_NAME);
    const fits = await name.evaluate((element) => ({
      cut:
        element.scrollWidth > element.clientWidth + 1 ||
        getComputedStyle(element).textOverflow === 'ellipsis',
      right: element.getBoundingClientRect().right,
    }));
    expect(fits.cut).toBe(false);
    expect(fits.right).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    // The MORE dropdown's entry is listed in its place.
    await expect(menu.getByRole('link')).toHaveText([
      'HOME',
      'OPEN DAYS',
      'Details',
      'CONTACT',
      'LOGIN',
      'SIGN UP',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("at 1366 px the school's dropdown opens beneath its label and leads to its page", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('link')).toHaveText(['HOME', 'OPEN DAYS', 'CONTACT', 'LOGIN', 'SIGN UP']);
  const more = bar.getByRole('button', { name: 'MORE' });
  await untilLive(more);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await bar.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/meetingAllDetails$/);
});
