import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEAT_COUNTS_FRESH_MS, type MeetingSavedResponse } from '../../src/contract';
import { dayFromNow, getAdminToken, signedUpVisitor, untilLive } from './fixtures/api';

const PASSWORD = 'visitor-registers-7';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser of its own for `who`, logged in through the login page as a visitor would. */
async function loggedIn(browser: Browser, who: { email: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(PASSWORD);
  // Once the form's script has taken it over: a press before then reloads the empty form.
  await untilLive(page.getByRole('button', { name: 'Login' }));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  return page;
}

const bookNow = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Book Now', exact: true }) });

/** The registration of the meeting called `title` on My meetings. */
const myRegistration = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('registering for a meeting with seats', () => {
  test.describe.configure({ mode: 'serial' });
  const title = `Lab Open Evening ${Date.now()}`;
  let meetingId = '';

  test.beforeAll(async ({ request }) => {
    // One seat, set up by the school through the API.
    const created = await request.post('/api/meetings', {
      headers: bearer(await getAdminToken(request)),
      data: {
        title,
        description: 'One seat at the lab bench.',
        price: 0,
        date: dayFromNow(20),
        hours: 'Friday 18:00-20:00',
        location: 'Science Lab',
        bookNow: 'Register online: one seat.',
        category: 'Important',
        capacity: 1,
      },
    });
    expect(created.status()).toBe(201);
    meetingId = ((await created.json()) as MeetingSavedResponse).meeting._id;
  });

  test.afterAll(async ({ request }) => {
    await request.delete(`/api/meetings/${meetingId}`, { headers: bearer(await getAdminToken(request)) });
  });

  test('the seat goes to the first visitor, the second waits, and gets it when the first cancels', async ({
    browser,
    request,
  }) => {
    const [ana, bea] = [
      await signedUpVisitor(request, 'Ana', PASSWORD),
      await signedUpVisitor(request, 'Bea', PASSWORD),
    ];

    const anaPage = await loggedIn(browser, ana);
    await anaPage.goto(`/meetings/${meetingId}`);
    await expect(bookNow(anaPage).getByText('Register online: one seat.')).toBeVisible();
    await expect(bookNow(anaPage).getByText('1 seat left')).toBeVisible();
    await bookNow(anaPage).getByRole('button', { name: 'Register' }).click();
    await expect(bookNow(anaPage).getByRole('status')).toHaveText(
      'You are registered: your seat is confirmed. My meetings',
    );
    await expect(bookNow(anaPage).getByText('Full — join the waiting list')).toBeVisible();

    // Every meeting page offers it to a calendar, registered or not.
    const calendar = await request.get(
      (await anaPage.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) ?? '',
    );
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain(`SUMMARY:${title}`);

    const beaPage = await loggedIn(browser, bea);
    // The seats a page shows may be up to SEAT_COUNTS_FRESH_MS old: as a visitor would, she
    // loads it again until it shows Ana's seat taken.
    await expect(async () => {
      await beaPage.goto(`/meetings/${meetingId}`);
      await expect(bookNow(beaPage).getByText('Full — join the waiting list')).toBeVisible({
        timeout: SEAT_COUNTS_FRESH_MS,
      });
    }).toPass({ timeout: 20 * SEAT_COUNTS_FRESH_MS });
    await bookNow(beaPage).getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(bookNow(beaPage).getByRole('status')).toHaveText(
      'The meeting is full: you are number 1 on the waiting list. My meetings',
    );
    // Back later, the page knows her place.
    await beaPage.reload();
    await expect(bookNow(beaPage).getByText('You are number 1 on the waiting list.')).toBeVisible();
    await expect(bookNow(beaPage).getByRole('button')).toHaveCount(0);

    await anaPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'MY MEETINGS' })
      .click();
    await expect(anaPage.getByRole('heading', { name: 'My Meetings', level: 1 })).toBeVisible();
    const anas = myRegistration(anaPage, title);
    await expect(anas.getByText('Confirmed')).toBeVisible();
    await anas.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(anaPage.getByRole('heading', { name: 'Give up your seat?' })).toBeVisible();
    await anaPage.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await expect(
      anaPage.getByText('Registration cancelled; your seat went to the first on the waiting list'),
    ).toBeVisible();
    await expect(anas.getByText('Cancelled')).toBeVisible();
    await expect(anas.getByRole('button')).toHaveCount(0);

    await beaPage.goto('/my-meetings');
    const beas = myRegistration(beaPage, title);
    await expect(beas.getByText('Confirmed')).toBeVisible();
    await expect(beas.getByRole('link', { name: 'Add to calendar' })).toBeVisible();

    await anaPage.context().close();
    await beaPage.context().close();
  });

  test('a visitor who is not logged in logs in right there, and is put on the waiting list without a second click', async ({
    page,
    request,
  }) => {
    const cleo = await signedUpVisitor(request, 'Cleo', PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/meetings/${meetingId}`);
    // Full since Bea took the seat: the waiting list is what there is to join. Before the page's
    // script comes (or without it) the button is a link to the login page and back.
    const join = bookNow(page).getByRole('link', { name: 'Join the waiting list' });
    await expect(join).toHaveAttribute('href', `/login?next=%2Fmeetings%2F${meetingId}`);
    await untilLive(join);
    await join.click();
    await expect(
      bookNow(page).getByRole('heading', { name: 'Log in to join the waiting list' }),
    ).toBeFocused();

    await bookNow(page).getByLabel('Email').fill(cleo.email);
    await bookNow(page).getByLabel('Password').fill(PASSWORD);
    await bookNow(page).getByRole('button', { name: 'Log in and join the waiting list' }).click();
    await expect(bookNow(page).getByRole('status')).toHaveText(
      'The meeting is full: you are number 1 on the waiting list. My meetings',
    );
    await expect(page).toHaveURL(`/meetings/${meetingId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
