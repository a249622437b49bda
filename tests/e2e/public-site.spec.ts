import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ContactListResponse, MeetingCategoryPage } from '../../src/contract';
import { adminGet, revealWholePage, uniqueEmail, untilLive, VIEWPORTS } from './fixtures/api';

const meetingLinks = (scope: Page | Locator) => scope.locator('a[href^="/meetings/"]:has(img)');

test.describe('home page', () => {
  test('shows the hero, four upcoming meetings and the courses carousel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('HELLO STUDENTS')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WELCOME TO EDUCATION' })).toBeVisible();

    const block = page.locator('section', {
      has: page.getByRole('heading', { name: 'Upcoming Meetings', exact: true }),
    });
    await expect(meetingLinks(block)).toHaveCount(4);
    // Each card has its price: $ and the amount, or Free (which of the demo's come first depends on
    // the weekday it was seeded on).
    await expect(block.getByText(/^(\$\d+|Free)$/)).toHaveCount(4);

    const courses = page.locator('#courses');
    await expect(courses.getByRole('heading', { name: 'Our Popular Courses' })).toBeVisible();
    await expect(courses.getByText('Web Development Bootcamp').first()).toBeAttached();
    await expect(courses.locator('img').first()).toBeAttached();
  });

  test('a meeting image opens its page, and Back to Meetings List leads to the list', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('section', {
      has: page.getByRole('heading', { name: 'Upcoming Meetings', exact: true }),
    });
    const first = meetingLinks(block).first();
    const title = (await first.locator('img').getAttribute('alt')) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/meetings\/[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: 'Here are our upcoming meetings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    for (const heading of ['Hours', 'Location', 'Book Now']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Share:')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Meetings List' }).click();
    await expect(page).toHaveURL(/\/meetings$/);
    await expect(page.getByRole('heading', { name: 'Upcoming Meetings', level: 1 })).toBeVisible();
  });

  test('a contact message sent from the home page reaches the school', async ({ page, request }) => {
    const subject = `Question ${Date.now()}`;
    await page.goto('/');
    await page.getByPlaceholder('YOUR NAME...*').fill('Maria Silva');
    await page.getByPlaceholder('YOUR EMAIL...').fill('maria@example.org');
    await page.getByPlaceholder('SUBJECT...*').fill(subject);
    await page.getByPlaceholder('YOUR MESSAGE...').fill('Is there parking near the main campus?');
    await page.getByRole('button', { name: 'SEND MESSAGE NOW' }).click();
    await expect(page.getByText('Message sent successfully')).toBeVisible();
    await expect(page.getByPlaceholder('SUBJECT...*')).toHaveValue('');

    const stored = await adminGet<ContactListResponse>(request, '/api/admin/contact');
    expect(stored.data).toContainEqual(
      expect.objectContaining({
        name: 'Maria Silva',
        email: 'maria@example.org',
        subject,
        message: 'Is there parking near the main campus?',
      }),
    );
  });

  test("the template's menu has its PAGES dropdown of Upcoming Meetings and Meeting Details", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/meetings');
    const bar = page.getByRole('navigation', { name: 'Main' });
    const pages = bar.getByRole('button', { name: 'PAGES' });
    await untilLive(pages);
    await pages.click();
    await expect(pages).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('list').getByRole('list').getByRole('link')).toHaveText([
      'Upcoming Meetings',
      'Meeting Details',
    ]);
    await bar.getByRole('link', { name: 'Meeting Details' }).click();
    await expect(page).toHaveURL(/\/meetingAllDetails$/);
  });

  test('the top bar scrolls to the contact section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/meetings');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' }).click();
    // The home page, at its contact section (a new document on the website: the address says where).
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.getByRole('heading', { name: "Let's get in touch" })).toBeInViewport();
  });
});

test.describe('meetings list', () => {
  test('walks pages 1 to N and filters by category pill', async ({ page, request }) => {
    const all = (await (
      await request.get('/api/meetings/category/All%20Meetings')
    ).json()) as MeetingCategoryPage;
    expect(all.totalPages).toBeGreaterThan(1);

    await page.goto('/meetings');
    await expect(page.getByText(`Page 1 of ${all.totalPages}`)).toBeVisible();
    await expect(page.getByText(`Total Meetings: ${all.totalMeetings}`)).toBeVisible();
    await expect(meetingLinks(page.locator('main'))).toHaveCount(9);
    const pager = page.getByRole('navigation', { name: /pag/i });
    await expect(pager.getByRole('button', { name: /previous/i })).toBeDisabled();

    for (let n = 2; n <= all.totalPages; n += 1) {
      await pager.getByRole('button', { name: /next/i }).click();
      await expect(page.getByText(`Page ${n} of ${all.totalPages}`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`page=${n}`));
    }
    await expect(pager.getByRole('button', { name: /next/i })).toBeDisabled();
    const remainder = all.totalMeetings - 9 * (all.totalPages - 1);
    await expect(meetingLinks(page.locator('main'))).toHaveCount(remainder);

    // A reload keeps the page.
    await page.reload();
    await expect(page.getByText(`Page ${all.totalPages} of ${all.totalPages}`)).toBeVisible();

    // A category resets to page 1 and shows only that category.
    const soon = (await (await request.get('/api/meetings/category/Soon')).json()) as MeetingCategoryPage;
    await page.getByRole('link', { name: 'Soon', exact: true }).click();
    await expect(page).toHaveURL(/\/meetings\/category\/Soon$/);
    await expect(page.getByText(`Total Meetings: ${soon.totalMeetings}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Soon', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(meetingLinks(page.locator('main'))).toHaveCount(Math.min(9, soon.totalMeetings));
  });
});

test.describe('accounts', () => {
  test('sign up, log in (to the home page), log out', async ({ page }) => {
    const email = uniqueEmail('visitor');
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Visitor Test');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('visitor-password');
    await page.getByLabel('Phone Number').fill('+55 48 98888-7777');
    // Once the form's script has taken it over (a press before then reloads the empty form).
    await untilLive(page.getByRole('button', { name: 'Sign Up' }));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Signup Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('visitor-password');
    // Once the form's script has taken it over: a press before then reloads the empty form.
    await untilLive(page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

    await page.setViewportSize({ width: 1280, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // An ordinary user sees the access-denied screen on admin pages.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('visitor-password');
    // Once the form's script has taken it over: a press before then reloads the empty form.
    await untilLive(page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.goto('/admin');
    await expect(page.getByRole('img', { name: /access denied/i })).toBeVisible();
  });

  test('change the password from ACCOUNT: other sessions end; logout revokes the token on the server', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('changer');
    const first = 'first-harbor-lantern-7';
    const second = 'second-violet-compass-8';
    const signup = await request.post('/api/register', {
      data: { username: 'Password Changer', email, password: first, phonenumber: '+55 48 96666-0000' },
    });
    expect(signup.status()).toBe(201);
    // The same account logged in on another device.
    const other = (await (await request.post('/api/login', { data: { email, password: first } })).json()) as {
      data: string;
    };
    const profileStatus = async (token: string) =>
      (await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).status();
    expect(await profileStatus(other.data)).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(first);
    // Once the form's script has taken it over: a press before then reloads the empty form.
    await untilLive(page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.getByLabel('Current Password').fill(first);
    await page.getByLabel('New Password', { exact: true }).fill('password1234');
    await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(second);
    await expect(page.getByText('Good password.')).toBeVisible();
    await page.getByLabel('Repeat New Password').fill(second);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();

    // The other device is logged out; this one goes on.
    expect(await profileStatus(other.data)).toBe(401);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(await profileStatus(token ?? '')).toBe(200);

    // Logout ends this session on the server too: the token is refused from then on.
    await page.goto('/');
    await nav.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => profileStatus(token ?? '')).toBe(401);

    expect((await request.post('/api/login', { data: { email, password: first } })).status()).toBe(401);
    expect((await request.post('/api/login', { data: { email, password: second } })).status()).toBe(200);
  });

  test('a wrong password shows the Login Failed dialog', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    // Once the form's script has taken it over: a press before then reloads the empty form.
    await untilLive(page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test('a visitor who is not logged in sees the access-denied screen on /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('img', { name: /access denied/i })).toBeVisible();
    await expect(page.getByText('Welcome to the Admin Dashboard')).toHaveCount(0);
  });
});

test.describe('screenshots', () => {
  for (const viewport of VIEWPORTS) {
    test(`home, meetings and a meeting page at ${viewport.width} px, all from the site's own origin`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (
          !request.url().startsWith(baseURL ?? '') &&
          !request.url().startsWith('data:') &&
          !request.url().startsWith('blob:')
        ) {
          foreign.push(request.url());
        }
      });
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'WELCOME TO EDUCATION' })).toBeVisible();
      await revealWholePage(page);
      await page.screenshot({ path: testInfo.outputPath(`home-${viewport.width}.png`), fullPage: true });
      await page.goto('/meetings');
      await expect(page.getByText(/^Page 1 of/)).toBeVisible();
      await revealWholePage(page);
      await page.screenshot({ path: testInfo.outputPath(`meetings-${viewport.width}.png`), fullPage: true });
      await meetingLinks(page.locator('main')).first().click();
      await expect(page.getByRole('heading', { name: 'Here are our upcoming meetings' })).toBeVisible();
      await revealWholePage(page);
      await page.screenshot({ path: testInfo.outputPath(`meeting-${viewport.width}.png`), fullPage: true });
      // Fonts, icons, images and scripts all come from the school's own server.
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('a phone of 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const url of [
      '/',
      '/meetings',
      '/meetings/category/Soon',
      '/meetingAllDetails',
      '/login',
      '/signup',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, url).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('a second page of a visit', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  /** Every island of the page is a React root: the page works. */
  const islandsAlive = (page: Page) =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every((container) =>
        Object.keys(container).some((key) => key.startsWith('__reactContainer')),
      ),
    );

  /** Resolves once the page has had nothing in flight for half a second. */
  async function quiet(page: Page) {
    let inFlight = 0;
    let last = Date.now();
    const start = () => {
      inFlight += 1;
      last = Date.now();
    };
    const end = () => {
      inFlight -= 1;
      last = Date.now();
    };
    page.on('request', start);
    page.on('requestfinished', end);
    page.on('requestfailed', end);
    try {
      await expect.poll(() => inFlight <= 0 && Date.now() - last >= 500, { intervals: [100] }).toBe(true);
    } finally {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    }
  }

  /**
   * From `first`, once it works and has fetched what it fetches ahead, the visitor points at a
   * meeting's picture and opens it: everything the browser fetches from then on besides pictures.
   */
  async function secondPage(page: Page, first: string) {
    await page.goto(first);
    await islandsAlive(page);
    await page.waitForLoadState('networkidle');

    // The visitor scrolls to the link: what the first page fetches for itself then (the courses'
    // carousel near the screen) is that page's, not the next one's.
    const link = meetingLinks(page.locator('main')).first();
    await link.scrollIntoViewIfNeeded();
    await quiet(page);

    // What goes over the network from now on (a file the browser has kept comes to nothing).
    const fetched: { type: string; url: string; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      void request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        if (responseBodySize > 0)
          fetched.push({
            type: request.resourceType(),
            url: request.url(),
            bytes: responseBodySize + responseHeadersSize,
          });
      });
    });
    await link.hover();
    await expect.poll(() => fetched.filter(({ type }) => type !== 'image').length).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/meetings\/[0-9a-f]+$/);
    await islandsAlive(page);
    await page.waitForLoadState('networkidle');
    return fetched.filter(({ type }) => type !== 'image');
  }

  function expectOnlyItsHtml(besidesPictures: { type: string; url: string; bytes: number }[]) {
    const listed = JSON.stringify(besidesPictures, null, 2);
    expect(besidesPictures.length, listed).toBeLessThanOrEqual(4);
    expect(
      besidesPictures.filter(({ type }) => type === 'script' || type === 'stylesheet'),
      listed,
    ).toEqual([]);
    expect(
      besidesPictures.reduce((sum, { bytes }) => sum + bytes, 0),
      listed,
    ).toBeLessThanOrEqual(20_000);
  }

  test('costs its HTML, fetched as the visitor points at the link, and its pictures: no script, no style', async ({
    page,
  }) => {
    expectOnlyItsHtml(await secondPage(page, '/meetings'));
  });

  test("after the home page too, whose scripts are not a meeting page's: they came ahead, as its links neared the screen", async ({
    page,
  }) => {
    expectOnlyItsHtml(await secondPage(page, '/'));
  });
});
