import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MeetingByIdResponse, OutboxListResponse, RegistrationSavedResponse } from '../../src/contract';
import { dayFromNow, getAdminToken, signedUpVisitor } from './fixtures/api';

// The admin's side of online registration against the real server: the meeting form's capacity
// and closing time, the seats in the meetings table, a meeting's registrations (cancel, CSV) and
// the Outbox.

// A time zone away from the server's, so the closing time typed is seen to travel as the right instant.
test.use({ timezoneId: 'America/Sao_Paulo', acceptDownloads: true });

/** Opens the site with this token kept, as after a login in this browser. */
async function keepToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

async function register(request: APIRequestContext, meetingId: string, token: string) {
  const response = await request.post(`/api/meetings/${meetingId}/registrations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as RegistrationSavedResponse).registration;
}

test('registrations from the admin side: capacity, seats in the table, the list, cancel, CSV and the Outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await getAdminToken(request);
  await keepToken(page, adminToken);
  const title = `Chemistry Open Lab ${Date.now()}`;
  const closesTyped = `${dayFromNow(9)}T18:00`;

  // The meeting form: two seats online, closing the evening before (typed in the admin's own time).
  await page.goto('/admin/meetings/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price').fill('0');
  await page.getByLabel('Date', { exact: true }).fill(dayFromNow(10));
  await page.getByLabel('Hours').fill('Saturday 10:00-12:00');
  await page.getByLabel('Location').fill('Science Building, Lab 1');
  await page.getByLabel('Book Now').fill('Register online below.');
  await page.getByLabel('Category').selectOption('Important');
  // A fraction of a seat is refused, with a message, and nothing is sent.
  await page.getByLabel('Capacity (seats for online registration)').fill('2.5');
  await page.getByLabel('Registration closes').fill(closesTyped);
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(
    page.getByText(
      'Capacity must be a whole number of seats, from 1 to 100,000 (or empty: no online registration)',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Capacity (seats for online registration)')).toBeFocused();
  await page.getByLabel('Capacity (seats for online registration)').fill('2');
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(page.getByText('Meeting Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/meetings\/managemeetings$/, { timeout: 5000 });

  const row = page.getByRole('row', { name: new RegExp(title) });
  const editHref = (await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '';
  const id = editHref.split('/').pop() ?? '';
  await expect(row).toContainText('0 / 2');
  // Saved as the instant the admin meant: 18:00 in São Paulo (UTC−3) is 21:00 UTC.
  const saved = ((await (await request.get(`/api/meetings/${id}`)).json()) as MeetingByIdResponse)
    .meetings[0];
  expect(saved?.capacity).toBe(2);
  expect(saved?.registrationClosesAt).toBe(`${dayFromNow(9)}T21:00:00.000Z`);
  // The edit form shows it back in the admin's time.
  await page.goto(editHref);
  await expect(page.getByLabel('Registration closes')).toHaveValue(closesTyped);
  await expect(page.getByLabel('Capacity (seats for online registration)')).toHaveValue('2');

  // Two visitors take the seats; a third waits.
  const ana = await signedUpVisitor(request, 'Ana Souza');
  const bruno = await signedUpVisitor(request, 'Bruno Lima');
  const carla = await signedUpVisitor(request, 'Carla Dias');
  expect((await register(request, id, ana.token)).status).toBe('confirmed');
  expect((await register(request, id, bruno.token)).status).toBe('confirmed');
  const waiting = await register(request, id, carla.token);
  expect([waiting.status, waiting.position]).toEqual(['waitlisted', 1]);

  await page.goto('/admin/meetings/managemeetings');
  const seats = row.getByRole('link', { name: `2 / 2 (+1 waiting): registrations for ${title}` });
  await expect(seats).toBeVisible();
  await seats.click();

  // The meeting's registrations.
  await expect(page).toHaveURL(new RegExp(`/admin/meetings/registrations/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Registrations: ${title}` })).toBeVisible();
  await expect(page.getByText('2 of 2 seats taken · 1 waiting')).toBeVisible();
  const registrationRow = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  await expect(registrationRow(ana.name)).toContainText('Confirmed');
  await expect(registrationRow(ana.name)).toContainText(ana.email);
  await expect(registrationRow(bruno.name)).toContainText('Confirmed');
  await expect(registrationRow(carla.name)).toContainText('Waiting');

  // Cancelling Ana's seat gives it to Carla, the first waiting.
  await page.getByRole('button', { name: `Cancel the registration of ${ana.name}` }).click();
  await expect(page.getByText('Cancel this registration?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registration cancelled' })).toHaveText(
    'Registration cancelled; its seat went to the first on the waiting list',
  );
  await expect(registrationRow(carla.name)).toContainText('Confirmed');
  await expect(registrationRow(ana.name)).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: `Cancel the registration of ${ana.name}` })).toHaveCount(0);
  await expect(page.getByText('2 of 2 seats taken · 0 waiting · 1 cancelled')).toBeVisible();

  // The spreadsheet: one row per registration, as the list says.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(download.suggestedFilename()).toBe(`registrations-${slug}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  // Every cell in double quotes (a spreadsheet splitting on ';' keeps rows whole); none of these holds a comma.
  const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1'));
  expect(lines[0]).toBe('"Name","E-mail","Status","Position","Registered at","Confirmed at","Cancelled at"');
  expect(lines.slice(1).map((line) => cells(line).slice(0, 3))).toEqual([
    [bruno.name, bruno.email, 'confirmed'],
    [carla.name, carla.email, 'confirmed'],
    [ana.name, ana.email, 'cancelled'],
  ]);

  // The Outbox, from the sidebar: no mail server in this test run, so the e-mails wait there.
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('E-mail is not set up yet.');
  const outbox = (await (
    await request.get('/api/admin/outbox?limit=100', { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as OutboxListResponse;
  expect(outbox.sending).toBe(false);
  const anasEmails = outbox.data.filter((email) => email.to === ana.email);
  expect(anasEmails.map((email) => email.subject).sort()).toEqual([
    'Confirm your e-mail address for Edu Meeting',
    `Registration cancelled: ${title}`,
    `Your seat is confirmed: ${title}`,
  ]);
  const confirmation = page.getByRole('row', {
    name: new RegExp(`Your seat is confirmed: ${title}.*${ana.email}`),
  });
  await expect(confirmation).toContainText('Waiting');
  await confirmation.getByRole('button', { name: /^Preview the e-mail/ }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Preview' })).toBeFocused();
  await expect(preview.getByText(ana.email, { exact: true })).toBeVisible();
  await expect(preview.getByText(`Your seat is confirmed: ${title}`, { exact: true })).toBeVisible();
  await expect(preview.getByLabel("The e-mail's text")).toContainText(`Dear ${ana.name},`);
  await expect(preview.getByText('invite.ics', { exact: true })).toBeVisible();
  await expect(preview.getByText(/^text\/calendar/)).toBeVisible();
  await preview.getByText('Show the calendar invitation’s text').click();
  await expect(preview.locator('details pre')).toContainText('BEGIN:VCALENDAR');
});
