import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CourseListResponse, MeetingListResponse } from '../../src/contract';
import { E2E_ADMIN } from './fixtures/accounts';
import { dayFromNow, getAdminToken, signedUpVisitor, untilLive, VIEWPORTS } from './fixtures/api';
import { fillForm } from './fixtures/forms';

/** A real picture, made for this run, as a browser would pick it from disk. */
async function pngFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Opens the site with this token kept, as after a login in this browser. */
async function keepToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** A save button of a section's form, what its popup says, and the section's list it leads to. */
interface Save {
  button: string;
  said: readonly string[];
  list: RegExp;
}

/** An admin section as these tests use it: the link to its empty form, that form's address, its saves. */
interface Section {
  createLink: string;
  createForm: RegExp;
  create: Save;
  update: Save;
}

/**
 * The meetings' or the courses' section: its buttons and popups say the noun, and its list is
 * /admin/<nouns>/manage<nouns>.
 */
function section(noun: 'Meeting' | 'Course', createLink: string, updated: string): Section {
  const nouns = `${noun.toLowerCase()}s`;
  const list = new RegExp(`/admin/${nouns}/manage${nouns}$`);
  return {
    createLink,
    createForm: new RegExp(`/admin/${nouns}/create$`),
    create: {
      button: `Create ${noun}`,
      said: [`${noun} Created Successfully`, `Redirecting to your ${nouns}...`],
      list,
    },
    update: { button: `Update ${noun}`, said: [`${noun} ${updated} Successfully`], list },
  };
}
// "Updatad": the meetings' popup spells it so.
const MEETINGS = section('Meeting', 'Create Meeting', 'Updatad');
const COURSES = section('Course', 'Create Courses', 'Updated');

/** On a section's page: its Create link opens the empty form; `fields` are typed, `picture` chosen. */
async function fillNewRecord(
  page: Page,
  { createLink, createForm }: Section,
  picture: Awaited<ReturnType<typeof pngFile>>,
  fields: Readonly<Record<string, string>>,
) {
  await page.getByRole('link', { name: createLink }).click();
  await expect(page).toHaveURL(createForm);
  await fillForm(page, fields);
  await page.getByLabel('Image').setInputFiles(picture);
}

/** Presses the save button, sees the popup say each of its texts, and lands on the section's list. */
async function saveToList(page: Page, { button, said, list }: Save) {
  await page.getByRole('button', { name: button }).click();
  for (const text of said) await expect(page.getByText(text)).toBeVisible();
  await expect(page).toHaveURL(list, { timeout: 5000 });
}

/** Saves the new record, and finds its row in the list showing each of `cells`, and its Edit link. */
async function createdRow(page: Page, save: Save, title: string, cells: readonly string[]) {
  await saveToList(page, save);
  const row = page.getByRole('row', { name: new RegExp(title) });
  for (const cell of cells) await expect(row).toContainText(cell);
  const editHref = (await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '';
  return { row, editHref };
}

/** On an edit form: it starts from the record (`kept`, by label); `changes` typed, it is saved. */
async function changeAndSave(
  page: Page,
  kept: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string>>,
  save: Save,
) {
  for (const [label, value] of Object.entries(kept)) await expect(page.getByLabel(label)).toHaveValue(value);
  await fillForm(page, changes);
  await saveToList(page, save);
}

/** Deletes the list's row of `title`, saying yes to the question, and sees it go. */
async function deleteRow(page: Page, row: Locator, title: string) {
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(row).toHaveCount(0);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The image is served by the school's server and really decodes in the browser. */
async function expectUploadedImage(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt, exact: true }).first();
  await expect(image).toHaveAttribute('src', /\/uploads\//);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('admin area', () => {
  test('the admin logs in, lands on the dashboard, and logs out from its sidebar', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    // Once the form's script has taken it over: a press before then reloads the empty form.
    await untilLive(page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Manage meetings, courses, and more from here.')).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
    await sidebar.getByRole('link', { name: 'Meetings' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the Meeting Section' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the Course Section' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/admin\/password$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin');
    await expect(page.getByRole('img', { name: /access denied/i })).toBeVisible();
    // The server refuses the old token too, not only this browser forgetting it.
    await expect
      .poll(async () =>
        (
          await page.request.get('/api/admin/user', { headers: { authorization: `Bearer ${token ?? ''}` } })
        ).status(),
      )
      .toBe(401);
  });

  test('a meeting: created with an image, shown on the public pages, edited, deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await keepToken(page, await getAdminToken(request));
    const title = `Robotics Open Lab ${Date.now()}`;

    // The public list was seen (and the server keeps it drawn) before the admin creates anything.
    await page.goto('/meetings/category/Attractive');
    await expect(page.getByText(/^Page 1 of/)).toBeVisible();

    // Create, from the section menu.
    await page.goto('/admin/meetings');
    const robot = await pngFile('robot.png', '#2a6f97');
    await fillNewRecord(page, MEETINGS, robot, {
      Title: title,
      Description: 'Build and program a small robot with our engineering students.',
      Price: '30',
      Date: dayFromNow(1),
      Hours: 'Saturday: 10:00 - 13:00',
      Location: 'Science Building, Lab 2',
      'Book Now': 'Write to robotics@school.test to book a seat.',
      Category: 'Attractive',
    });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    // Manage Meetings lists it, with its Edit link to the record.
    const { editHref } = await createdRow(page, MEETINGS.create, title, ['Attractive', '$30']);
    const id = editHref.split('/').pop() ?? '';
    expect(editHref).toBe(`/admin/meetings/edit/${id}`);

    // The public list of its category shows it at once, then its own page with the image.
    await page.goto('/meetings/category/Attractive');
    const card = page.locator('main').getByRole('link', { name: title }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/meetings/${id}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('$30').first()).toBeVisible();
    await expectUploadedImage(page, title);

    // Edit the title and the price; the form starts from the record.
    const renamed = `${title} (new room)`;
    await page.goto(editHref);
    await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();
    await changeAndSave(
      page,
      { Title: title, Category: 'Attractive' },
      { Title: renamed, Price: '42' },
      MEETINGS.update,
    );
    const renamedRow = page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
    await expect(renamedRow).toContainText('$42');

    await page.goto(`/meetings/${id}`);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText('$42').first()).toBeVisible();
    await expectUploadedImage(page, renamed);

    // Delete: a misclick is caught by the question; a yes removes it everywhere.
    await page.goto('/admin/meetings/managemeetings');
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(page.getByText('Delete this meeting?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(renamedRow).toBeVisible();
    await deleteRow(page, renamedRow, renamed);

    await page.goto('/meetings/category/Attractive');
    await expect(page.getByText(/^Page 1 of/)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: renamed })).toHaveCount(0);
    expect((await request.get(`/api/meetings/${id}`)).status()).toBe(404);
  });

  test('a course: created with an image, in the home carousel, edited, deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await keepToken(page, await getAdminToken(request));
    const title = `Marine Biology ${Date.now()}`;

    await page.goto('/admin/courses');
    const ocean = await pngFile('ocean.png', '#1b7f79');
    await fillNewRecord(page, COURSES, ocean, {
      Title: title,
      Description: 'Life in the ocean, from plankton to whales, with field trips to the bay.',
      Price: '210',
      Rating: '4.5',
    });
    const { editHref } = await createdRow(page, COURSES.create, title, ['210', '4.5']);
    expect(editHref).toMatch(/^\/admin\/courses\/edit\/[^/]+$/);

    await page.goto('/');
    const courses = page.locator('#courses');
    await expect(courses.getByText(title).first()).toBeAttached();
    await courses.scrollIntoViewIfNeeded();
    await expect(courses.getByRole('img', { name: title }).first()).toHaveAttribute('src', /\/uploads\//);

    const renamed = `${title} II`;
    await page.goto(editHref);
    await changeAndSave(
      page,
      { Title: title, Rating: '4.5' },
      { Title: renamed, Price: '190' },
      COURSES.update,
    );
    const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(renamedRow).toContainText('190');

    await page.goto('/');
    await expect(page.locator('#courses').getByText(renamed).first()).toBeAttached();

    await page.goto('/admin/courses/managecourses');
    await deleteRow(page, renamedRow, renamed);

    const list = (await (await request.get('/api/courses')).json()) as CourseListResponse;
    expect(list.courses.map((course) => course.title)).not.toContain(renamed);
    await page.goto('/');
    await expect(page.locator('#courses').getByText('Web Development Bootcamp').first()).toBeAttached();
    await expect(page.locator('#courses').getByText(renamed)).toHaveCount(0);
  });

  test("a refused save keeps the form and shows the Try Again popup with the server's reason", async ({
    page,
    request,
  }) => {
    await keepToken(page, await getAdminToken(request));
    await page.goto('/admin/courses/create');
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();

    // Named .png and typed image/png, so the browser lets it through; the server reads the bytes.
    await fillForm(page, { Title: 'Broken upload', Price: '10', Rating: '3' });
    await page.getByLabel('Image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are lecture notes, not a picture'),
    });
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Failed to create Course')).toBeVisible();
    await expect(page.getByText('Try Again')).toBeVisible();
    await expect(
      page.getByText('Not saved: The file is not an image we accept: use PNG, JPEG, WebP or GIF'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses\/create$/);
    await expect(page.getByLabel('Title')).toHaveValue('Broken upload');
  });

  test('the admin reads a message a visitor sent', async ({ page, request }) => {
    const subject = `Scholarships ${Date.now()}`;
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Lucas Andrade',
        email: 'lucas@example.org',
        subject,
        message: 'Are there scholarships for international students?',
      },
    });
    expect(sent.status()).toBe(201);

    await keepToken(page, await getAdminToken(request));
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin', exact: true })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { name: 'Contact Form Submissions' })).toBeVisible();
    const row = page.getByRole('row', { name: /Lucas Andrade/ }).filter({ hasText: subject });
    await expect(row).toContainText('lucas@example.org');
    await expect(row).toContainText('Are there scholarships for international students?');
  });

  test('deleting a user ends that session at once', async ({ page, request }) => {
    const user = await signedUpVisitor(request, `Temporary Student ${Date.now()}`);
    expect((await request.get('/api/profile', { headers: bearer(user.token) })).status()).toBe(200);

    await keepToken(page, await getAdminToken(request));
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(user.name) });
    await expect(row).toContainText(user.email);
    await expect(row.getByRole('combobox', { name: /^Role of / })).toHaveValue('user');
    await row.getByRole('button', { name: `Delete ${user.name}` }).click();
    await expect(page.getByText('Delete this user?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(row).toHaveCount(0);

    expect((await request.get('/api/profile', { headers: bearer(user.token) })).status()).toBe(401);

    // An admin is not offered to delete itself (the server refuses it too, see the API tests).
    const own = page.getByRole('row', { name: new RegExp(E2E_ADMIN.email) });
    await expect(own).toContainText('Your account');
    await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  });
});

test.describe("the admin area is the admin's alone", () => {
  async function adminRoutes(request: APIRequestContext) {
    const token = await getAdminToken(request);
    const meetings = (await (
      await request.get('/api/meetings?scope=all', { headers: bearer(token) })
    ).json()) as MeetingListResponse;
    const courses = (await (await request.get('/api/courses')).json()) as CourseListResponse;
    return [
      '/admin',
      '/admin/meetings',
      '/admin/meetings/create',
      `/admin/meetings/edit/${meetings.meetings[0]?._id ?? 'x'}`,
      '/admin/meetings/managemeetings',
      '/admin/courses',
      '/admin/courses/create',
      `/admin/courses/edit/${courses.courses[0]?._id ?? 'x'}`,
      '/admin/courses/managecourses',
      '/admin/contact',
      '/admin/user',
    ];
  }

  async function expectDeniedEverywhere(page: Page, routes: readonly string[]) {
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('img', { name: /access denied/i }), route).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin', exact: true }), route).toHaveCount(0);
      await expect(page.getByRole('table'), route).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Create|Update|Delete/ }), route).toHaveCount(0);
    }
  }

  test('a visitor who is not logged in sees access denied on every admin route', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await expectDeniedEverywhere(page, await adminRoutes(request));
  });

  test('an ordinary user sees access denied on every admin route', async ({ page, request }) => {
    test.setTimeout(60_000);
    const routes = await adminRoutes(request);
    const user = await signedUpVisitor(request, 'Curious Student');
    await keepToken(page, user.token);
    await expectDeniedEverywhere(page, routes);
  });

  test('the backend refuses admin calls without a token (401) and from an ordinary user (403)', async ({
    request,
  }) => {
    const user = await signedUpVisitor(request, 'Another Student');
    const calls: Array<[string, string]> = [
      ['GET', '/api/admin/contact'],
      ['GET', '/api/admin/user'],
      ['DELETE', '/api/admin/user/0123456789abcdef'],
      ['GET', '/api/meetings?scope=all'],
      ['POST', '/api/meetings'],
      ['PATCH', '/api/meetings/0123456789abcdef'],
      ['DELETE', '/api/meetings/0123456789abcdef'],
      ['POST', '/api/courses'],
      ['PATCH', '/api/courses/0123456789abcdef'],
      ['DELETE', '/api/courses/0123456789abcdef'],
    ];
    for (const [method, url] of calls) {
      const anonymous = await request.fetch(url, { method });
      expect(anonymous.status(), `${method} ${url} without a token`).toBe(401);
      const ordinary = await request.fetch(url, { method, headers: bearer(user.token) });
      expect(ordinary.status(), `${method} ${url} as a user`).toBe(403);
      expect(((await ordinary.json()) as { message: string }).message).toBeTruthy();
    }
  });
});

test.describe('admin screenshots', () => {
  for (const viewport of VIEWPORTS) {
    test(`dashboard, tables and a form at ${viewport.width} px: nothing wider than the screen`, async ({
      page,
      request,
    }, testInfo) => {
      await keepToken(page, await getAdminToken(request));
      await page.setViewportSize(viewport);
      const screens = [
        ['/admin', 'Welcome to the Admin Dashboard'],
        ['/admin/meetings/managemeetings', 'Manage Meetings'],
        ['/admin/meetings/create', 'Create Meeting'],
        ['/admin/courses/managecourses', 'Manage Courses'],
        ['/admin/user', 'User Management'],
      ] as const;
      for (const [route, heading] of screens) {
        await page.goto(route);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Every Edit and Delete can be reached without scrolling sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route).toBeLessThanOrEqual(0);
        for (const button of await page.getByRole('button', { name: /^Delete/ }).all()) {
          const table = await page.locator('.admin-table', { has: button }).boundingBox();
          const box = await button.boundingBox();
          // Inside the table's own box too, not hidden in a part that scrolls sideways.
          expect(box && table && box.x + box.width <= table.x + table.width, route).toBe(true);
        }
        const name = route.slice(1).replace(/\//g, '-');
        await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
      }
    });
  }
});
