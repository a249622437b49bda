import { expect, test, type Page } from '@playwright/test';
import { getAdminToken, signedUpVisitor } from './fixtures/api';

/**
 * Staff roles as an administrator sets them and a member of staff meets them: the User screen
 * makes a signed-up visitor an editor, who then finds the content sections and not the accounts.
 */

/** Opens the site with this token kept, as after a login in this browser. */
async function keepToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

test('an administrator makes a visitor an editor, who edits the content but cannot open Users', async ({
  browser,
  request,
}) => {
  const member = await signedUpVisitor(request, 'Clara Editor');
  const adminPage = await browser.newPage();
  await keepToken(adminPage, await getAdminToken(request));
  await adminPage.goto('/admin/user');
  const role = adminPage.getByRole('combobox', { name: 'Role of Clara Editor' });
  // A page of the table holds a hundred accounts: this run makes far fewer.
  await expect(role).toHaveValue('user');
  await role.selectOption('editor');
  await expect(adminPage.getByRole('dialog')).toContainText('Make Clara Editor Editor?');
  await adminPage.getByRole('button', { name: 'Change role' }).click();
  await expect(adminPage.getByRole('dialog')).toContainText('Clara Editor is now Editor.');
  await expect(role).toHaveValue('editor');
  await adminPage.close();

  const page = await browser.newPage();
  await keepToken(page, member.token);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(sidebar.getByRole('link', { name: 'Meetings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Site Settings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'User' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Contact' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'New messages' })).toHaveCount(0);

  await page.goto('/admin/user');
  await expect(page.getByRole('alert')).toContainText('This part of the admin area needs another role.');
  const refused = await request.get('/api/admin/user', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(refused.status()).toBe(403);
  // The content is the editor's: a meeting made and removed again.
  const editor = { authorization: `Bearer ${member.token}` };
  const made = await request.post('/api/meetings', {
    headers: editor,
    data: {
      title: `Editor's workshop ${Date.now()}`,
      price: 0,
      date: '2031-06-20',
      hours: '18:00 - 20:00',
      location: 'Room 4',
      bookNow: 'Free.',
      category: 'Important',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { meeting } = (await made.json()) as { meeting: { _id: string } };
  expect((await request.delete(`/api/meetings/${meeting._id}`, { headers: editor })).status()).toBe(200);
  await page.close();
});
