import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/testing/smtp-test-server';
import type { LoginResponse, MeetingSavedResponse } from '../../src/contract';
import { E2E_ADMIN, E2E_MAIL_PORT } from './fixtures/accounts';
import { dayFromNow, signedUpVisitor, uniqueEmail, untilLive } from './fixtures/api';
import { restartableBackend, type RestartableBackend } from './fixtures/backend-process';

/**
 * Accounts people can get back into, with e-mail that really goes out: a backend of this file's
 * own (fixtures/backend-process.ts) sends to a real SMTP server the test runs, and the test opens
 * the links the e-mails carry, as their reader would.
 */

let backend: RestartableBackend;
let smtp: SmtpTestServer;

test.beforeAll(async () => {
  smtp = await startSmtpTestServer();
  backend = await restartableBackend(E2E_MAIL_PORT, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Riverside Academy <office@riverside.test>',
    PUBLIC_URL: `http://127.0.0.1:${String(E2E_MAIL_PORT)}`,
  });
});
test.afterAll(async () => {
  await backend.dispose();
  await smtp.stop();
});

/** The first link to `path` of this site in an e-mail to `to` (waiting for it to arrive). */
async function linkInEmailTo(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = smtp.received
          .filter((received) => received.envelopeTo.includes(to))
          .map((received) => new RegExp(`${backend.url}${path}\\S*`).exec(received.mail.text ?? '')?.[0]);
        link = links.find((found) => found !== undefined);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  smtp.received.length = 0;
  return link ?? '';
}

test('forgot password: from the login page to the e-mail, a new password and a login with it', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: backend.url });
  const visitor = await signedUpVisitor(api, 'Marta Quintal');
  await api.dispose();

  await page.goto(`${backend.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(/^Forgot Password – /);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Inbox' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const link = await linkInEmailTo(visitor.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  const newPassword = 'harbour-lantern-quince-62';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat New Password').fill('harbour-lantern-quince-6');
  await expect(page.getByText('The two new passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Save New Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Your password was changed');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  // Once the form's script has taken it over: a press before then reloads the empty form.
  await untilLive(page.getByRole('button', { name: 'Login' }));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toContainText('Invalid email or password');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  // Once the form's script has taken it over: a press before then reloads the empty form.
  await untilLive(page.getByRole('button', { name: 'Login' }));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toContainText('Login Successful');
  await expect(page).toHaveURL(`${backend.url}/`);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('another-orchard-path-73');
  await page.getByLabel('Repeat New Password').fill('another-orchard-path-73');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  await page.getByRole('link', { name: 'Ask for a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("sign up from a meeting's Register: a seat at once, then the address confirmed from the e-mail", async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: backend.url });
  const login = await api.post('/api/login', { data: E2E_ADMIN });
  const admin = { authorization: `Bearer ${((await login.json()) as LoginResponse).data}` };
  const title = `Open Morning ${String(Date.now())}`;
  const created = await api.post('/api/meetings', {
    headers: admin,
    data: {
      title,
      description: 'A morning in the classrooms.',
      price: 0,
      date: dayFromNow(15),
      hours: 'Saturday 09:00-12:00',
      location: 'Main Hall',
      bookNow: 'Register online.',
      category: 'Important',
      capacity: 30,
    },
  });
  expect(created.status()).toBe(201);
  const meetingId = ((await created.json()) as MeetingSavedResponse).meeting._id;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${backend.url}/meetings/${meetingId}`);
  const booking = page.locator('section', {
    has: page.getByRole('heading', { name: 'Book Now', exact: true }),
  });
  const register = booking.getByRole('link', { name: 'Register' });
  await untilLive(register);
  await register.click();
  await booking.getByRole('button', { name: 'I am new here' }).click();
  await expect(booking.getByRole('heading', { name: 'Sign up to register' })).toBeVisible();
  const email = uniqueEmail('nadia');
  await booking.getByLabel('Name').fill('Nadia Rocha');
  await booking.getByLabel('Email').fill(email);
  await booking.getByLabel('Password').fill('orchard-lantern-harbour-58');
  await booking.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await booking.getByRole('button', { name: 'Sign up and register' }).click();

  // One press: the account is made, logged in, and the seat is taken, on the same page.
  await expect(booking.getByRole('status')).toHaveText(
    'You are registered: your seat is confirmed. My meetings',
  );
  await expect(page).toHaveURL(`${backend.url}/meetings/${meetingId}`);

  // The address is confirmed from the e-mail sent at sign-up.
  await page.goto(await linkInEmailTo(email, '/verify-email'));
  await expect(page.getByRole('status')).toContainText('your e-mail address is confirmed');
  await page.goto(`${backend.url}/my-meetings`);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Confirmed');

  await api.delete(`/api/meetings/${meetingId}`, { headers: admin });
  await api.dispose();
});

test('my account: a new name, a copy of my data, and a new address that counts once its link is opened', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: backend.url });
  const visitor = await signedUpVisitor(api, 'Ines Duarte');
  await api.dispose();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), visitor.token);
  await page.goto(`${backend.url}/account`);
  await expect(page).toHaveTitle(/^My Account – /);

  const details = page.getByRole('region', { name: 'Your Details' });
  await details.getByLabel('Name').fill('Inês Duarte Lopes');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details were saved.');

  const data = page.getByRole('region', { name: 'Your Data' });
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download My Data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await saved.path(), 'utf8')) as { account: { userName: string } };
  expect(file.account.userName).toBe('Inês Duarte Lopes');

  const newEmail = visitor.email.replace('@', '.home@');
  const address = page.getByRole('region', { name: 'E-mail Address' });
  await address.getByLabel('New E-mail Address').fill(newEmail);
  await address.getByLabel('Your Password').fill(visitor.password);
  await address.getByRole('button', { name: 'Change E-mail Address' }).click();
  await expect(address.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);
  await expect(address.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(address.getByText(`You log in with ${visitor.email}`)).toBeVisible();

  await page.goto(await linkInEmailTo(newEmail, '/verify-email'));
  await expect(page.getByRole('status')).toContainText('your e-mail address is confirmed');
  await page.goto(`${backend.url}/account`);
  await expect(
    page.getByRole('region', { name: 'E-mail Address' }).getByText(`You log in with ${newEmail}`),
  ).toBeVisible();
});
