import { expect, test } from '@playwright/test';
import type {
  CourseSavedResponse,
  MeetingSavedResponse,
  OutboxEmailResponse,
  OutboxListResponse,
  SiteAnswer,
  SiteSettingsInput,
} from '../../src/contract';
import { getAdminToken, signedUpVisitor, untilLive } from './fixtures/api';

/*
 * A school makes the site its own: a category of its own made in the admin's Categories screen, a
 * menu with a dropdown of its own, the site in Portuguese (Brazil) on São Paulo's time with reais,
 * and a course with a page. A visitor on a phone and on a desktop sees all of it: the category's
 * pill and page, the menu, the dates and prices as Brazil writes them, and so does the e-mail of a
 * registration. Everything is put back afterwards.
 */

test.describe.configure({ mode: 'serial' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CATEGORY = "Parents' evenings";
const SLUG = 'parents-evenings';
const MEETING = `Noite dos pais ${Date.now()}`;
const COURSE = `Robótica ${Date.now()}`;
/** A Tuesday in March next year: far enough to be coming, whatever today is. */
const DAY = `${new Date().getFullYear() + 1}-03-09`;
const YEAR = DAY.slice(0, 4);

let before: SiteSettingsInput;
let meetingId = '';
let courseId = '';
let categoryId = '';

test.beforeAll(async ({ request }) => {
  const site = (await (await request.get('/api/site')).json()) as SiteAnswer;
  const { logo: _logo, updatedAt: _updatedAt, ...settings } = site.settings;
  before = settings;
});

test.afterAll(async ({ request }) => {
  const headers = bearer(await getAdminToken(request));
  if (meetingId) await request.delete(`/api/meetings/${meetingId}`, { headers });
  if (courseId) await request.delete(`/api/courses/${courseId}`, { headers });
  if (categoryId) await request.delete(`/api/categories/${categoryId}`, { headers });
  expect((await request.put('/api/site/settings', { headers, data: before })).status()).toBe(200);
});

test('the school adds a category in the admin, and it is refused removal while a meeting is in it', async ({
  page,
  request,
}) => {
  const token = await getAdminToken(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await page.evaluate((kept) => localStorage.setItem('token', kept), token);
  await page.goto('/admin/categories/create');
  await page.getByLabel('Name').fill(CATEGORY);
  await page.getByLabel('Address').fill(SLUG);
  await page.getByLabel('Description').fill('An evening with the teachers, class by class.');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category Created Successfully')).toBeVisible();

  const categories = (await (await request.get('/api/categories')).json()) as {
    categories: { id: string; name: string; slug: string }[];
  };
  categoryId = categories.categories.find((category) => category.slug === SLUG)?.id ?? '';
  expect(categoryId).not.toBe('');

  const meeting = await request.post('/api/meetings', {
    headers: bearer(token),
    data: {
      title: MEETING,
      description: 'Meet the teachers.',
      price: 25,
      date: DAY,
      hours: '19:00 - 21:00',
      location: 'Main Hall',
      bookNow: 'Register online.',
      category: CATEGORY,
      capacity: 40,
    },
  });
  expect(meeting.status(), await meeting.text()).toBe(201);
  meetingId = ((await meeting.json()) as MeetingSavedResponse).meeting._id;

  const refused = await request.delete(`/api/categories/${categoryId}`, { headers: bearer(token) });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    `"${CATEGORY}" cannot be removed: 1 meeting is in it. Move it to another category first`,
  );
});

test('the school switches to Portuguese on São Paulo time with reais, a menu of its own and a course', async ({
  request,
}) => {
  const headers = bearer(await getAdminToken(request));
  const saved = await request.put('/api/site/settings', {
    headers,
    data: {
      ...before,
      language: 'pt-BR',
      languages: ['pt-BR', 'en'],
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'long',
      currency: 'BRL',
      menu: [
        { label: 'INÍCIO', target: '/' },
        { label: 'REUNIÕES', target: '/meetings' },
        { label: 'Cursos', target: '/courses', group: 'ESCOLA' },
        { label: 'Contato', target: '/#contact', group: 'ESCOLA' },
      ],
    } satisfies SiteSettingsInput,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const course = await request.post('/api/courses', {
    headers,
    data: { title: COURSE, description: 'Robôs de **verdade**.', price: 150, rating: 5, category: CATEGORY },
  });
  expect(course.status(), await course.text()).toBe(201);
  courseId = ((await course.json()) as CourseSavedResponse).course._id;
});

for (const width of [320, 390, 1366]) {
  test(`at ${width} px a visitor sees the category, the menu, and Brazil's dates and prices`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/meetings');
    // The texts are still English, and the page says so to screen readers; dates and prices are Brazil's.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: CATEGORY, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/meetings/category/${SLUG}$`));
    const card = page.getByRole('article').filter({ hasText: MEETING });
    await expect(card.locator('time')).toHaveText(/^mar\s*9$/);

    await card.getByRole('link', { name: MEETING }).first().click();
    await expect(page.getByRole('heading', { name: MEETING }).first()).toBeVisible();
    await expect(page.getByText('R$\u00a025').first()).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(`9 de março de ${YEAR}`);

    await page.goto(`/courses/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByText('R$\u00a0150').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    if (width === 1366) {
      const bar = page.getByRole('navigation', { name: 'Main' });
      const school = bar.getByRole('button', { name: 'ESCOLA' });
      await untilLive(school);
      await school.click();
      await bar.getByRole('link', { name: 'Cursos' }).click();
      await expect(page).toHaveURL(/\/courses$/);
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
      await expect(menu.getByRole('link')).toHaveText([
        'INÍCIO',
        'REUNIÕES',
        'Cursos',
        'Contato',
        'LOGIN',
        'SIGN UP',
      ]);
    }
  });
}

test("a registration's e-mail says the day as Brazil writes it, its invitation at São Paulo's hours", async ({
  request,
}) => {
  const visitor = await signedUpVisitor(request, 'Ana Pereira');
  const registered = await request.post(`/api/meetings/${meetingId}/registrations`, {
    headers: bearer(visitor.token),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const headers = bearer(await getAdminToken(request));
  const outbox = (await (
    await request.get('/api/admin/outbox?limit=100', { headers })
  ).json()) as OutboxListResponse;
  const sent = outbox.data.find((email) => email.to === visitor.email && email.subject.includes(MEETING));
  expect(sent).toBeDefined();
  const { email } = (await (
    await request.get(`/api/admin/outbox/${sent?._id ?? ''}`, { headers })
  ).json()) as OutboxEmailResponse;
  expect(email.text).toContain(`terça-feira, 9 de março de ${YEAR}`);
  const invitation = email.attachments.find((attachment) => attachment.filename === 'invite.ics');
  // 19:00 on São Paulo's clock (UTC−3) is 22:00 UTC.
  expect(invitation?.content).toContain(`DTSTART:${DAY.replaceAll('-', '')}T220000Z`);
});
