import { expect, test } from '@playwright/test';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/testing/smtp-test-server';
import { E2E_ADMIN, E2E_INVITE_PORT } from './fixtures/accounts';
import { uniqueEmail, untilLive } from './fixtures/api';
import { restartableBackend, type RestartableBackend } from './fixtures/backend-process';

/**
 * Staff brought in by invitation, with e-mail that really goes out: an administrator invites an
 * editor from Users; the invitee opens the e-mailed link, chooses a password, lands in the admin
 * area, edits a meeting, and finds no way into Users.
 */

let backend: RestartableBackend;
let smtp: SmtpTestServer;

test.beforeAll(async () => {
  smtp = await startSmtpTestServer();
  backend = await restartableBackend(E2E_INVITE_PORT, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Riverside Academy <office@riverside.test>',
    PUBLIC_URL: `http://127.0.0.1:${String(E2E_INVITE_PORT)}`,
  });
});
test.afterAll(async () => {
  await backend.dispose();
  await smtp.stop();
});

/** The invitation link in the e-mail to `to` (waiting for it to arrive). */
async function invitationLinkTo(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = smtp.received.find((received) => received.envelopeTo.includes(to));
        link = new RegExp(`${backend.url}/accept-invitation\\?token=\\S+`).exec(mail?.mail.text ?? '')?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return link ?? '';
}

test('an invited editor sets a password, lands in the admin area, edits a meeting and cannot open Users', async ({
  browser,
}) => {
  const invitee = uniqueEmail('new-editor');
  const adminPage = await browser.newPage();
  await adminPage.goto(`${backend.url}/login`);
  await adminPage.getByLabel('Email').fill(E2E_ADMIN.email);
  await adminPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  // Once the form's script has taken it over: a press before then reloads the empty form.
  await untilLive(adminPage.getByRole('button', { name: 'Login' }));
  await adminPage.getByRole('button', { name: 'Login' }).click();
  await expect(adminPage).toHaveURL(`${backend.url}/admin`);
  await adminPage
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'User' })
    .click();
  const invite = adminPage.locator('form', { has: adminPage.getByRole('heading', { name: 'Invite staff' }) });
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('Role').selectOption('editor');
  await expect(invite).toContainText('Editor: meetings, courses, pages, the home page and site settings.');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByRole('dialog')).toContainText(`was e-mailed to ${invitee}`);
  await expect(adminPage.getByRole('rowheader', { name: invitee })).toBeVisible();
  await adminPage.close();

  const link = await invitationLinkTo(invitee);
  const page = await browser.newPage();
  await page.goto(link);
  await expect(page).toHaveTitle(/^Join the Staff – /);
  await expect(page.getByText(/You have been invited to help run/)).toBeVisible();
  const password = 'harbour-lantern-quince-62';
  await page.getByLabel('Your Name').fill('Edna Editor');
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat New Password').fill(password);
  await page.getByRole('button', { name: 'Join the Staff' }).click();
  await expect(page).toHaveURL(`${backend.url}/admin`);

  const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(sidebar.getByRole('link', { name: 'Meetings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'User' })).toHaveCount(0);

  // A demo meeting, renamed by the new editor.
  await page.goto(`${backend.url}/admin/meetings/managemeetings`);
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  await edit.click();
  await expect(page).toHaveURL(/\/admin\/meetings\/edit\//);
  const title = page.getByLabel('Title');
  await expect(title).not.toHaveValue('');
  const originalTitle = await title.inputValue();
  const renamed = `${originalTitle} (by the new editor)`;
  await title.fill(renamed);
  await page.getByRole('button', { name: 'Update Meeting' }).click();
  await expect(page).toHaveURL(/\/admin\/meetings\/managemeetings$/);
  await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();

  await page.goto(`${backend.url}/admin/user`);
  await expect(page.getByRole('alert')).toContainText('This part of the admin area needs another role.');

  // The link worked once.
  await page.goto(link);
  await expect(page.getByLabel('Your Name')).toBeVisible();
  await page.getByLabel('Your Name').fill('Someone Else');
  await page.getByLabel('New Password', { exact: true }).fill('another-orchard-path-73');
  await page.getByLabel('Repeat New Password').fill('another-orchard-path-73');
  await page.getByRole('button', { name: 'Join the Staff' }).click();
  await expect(page.getByRole('alert')).toContainText('ask the school for a new invitation');
  await page.close();

  // The administrator finds the edit in the audit log: who, as what, and the title before → after.
  const auditPage = await browser.newPage();
  await auditPage.goto(`${backend.url}/login`);
  await auditPage.getByLabel('Email').fill(E2E_ADMIN.email);
  await auditPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  // Once the form's script has taken it over: a press before then reloads the empty form.
  await untilLive(auditPage.getByRole('button', { name: 'Login' }));
  await auditPage.getByRole('button', { name: 'Login' }).click();
  await expect(auditPage).toHaveURL(`${backend.url}/admin`);
  await auditPage
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await auditPage.getByLabel('Person').selectOption({ label: 'Edna Editor (Editor)' });
  await auditPage.getByLabel('Kind of record').selectOption({ label: 'Meetings' });
  const edited = auditPage.getByRole('row', { name: /Changed meeting/ });
  await expect(edited).toHaveCount(1);
  await expect(edited).toContainText('Edna Editor');
  await expect(edited).toContainText('Editor');
  const change = edited.getByRole('listitem').filter({ hasText: /^title:/ });
  await expect(change).toContainText(originalTitle);
  await expect(change).toContainText(renamed);
  await auditPage.close();
});
