import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhoneAtSignUp } from '@/contract';
import { successDialog } from '@/lib/dialogs';
import { saveFile } from '@/lib/save-file';
import { makeAccount } from '@/testing/admin-fixtures';
import { blobText } from '@/testing/blob-text';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, refusedWith, type FakeRequest } from '@/testing/fake-api';
import { loggedInAs } from '@/testing/profile-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { AccountPage } from './account-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const USER = makeAccount(1, {
  userName: 'Ana Souza',
  userEmail: 'ana@school.test',
  userPhoneNumber: '+55 48 1234',
});
const PROFILE = { status: 200, body: { message: 'Profile fetched successfully', data: USER } };

const writes = (requests: FakeRequest[]) => requests.filter(({ method }) => method !== 'GET');
const section = (name: string) => screen.getByRole('region', { name });
const openPage = (user = USER, phoneAtSignUp: PhoneAtSignUp = 'optional') =>
  renderWithProviders(<AccountPage />, {
    route: '/account',
    pageData: { ...loggedInAs(user), ...sitePageData({ settings: { phoneAtSignUp } }) },
    otherRoutes: { '/': <p>Home page</p> },
  });

beforeEach(() => window.localStorage.setItem('token', 'the-token'));
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('the account page', () => {
  it('keeps the phone number required where the school requires one at sign-up, unless the account never had one', () => {
    fakeApi({ 'GET /api/profile': PROFILE });
    const { unmount } = openPage(USER, 'required');
    expect(within(section('Your Details')).getByLabelText('Phone Number')).toBeRequired();
    unmount();
    openPage({ ...USER, userPhoneNumber: '' }, 'required');
    expect(within(section('Your Details')).getByLabelText('Phone Number (optional)')).not.toBeRequired();
  });

  it('saves the name and phone number, which may be left empty where the school does not require one', async () => {
    const requests = fakeApi({
      'GET /api/profile': PROFILE,
      'PATCH /api/profile': {
        status: 200,
        body: {
          message: 'Your details were saved.',
          data: { ...USER, userName: 'Ana S. Souza', userPhoneNumber: '' },
        },
      },
    });
    openPage();
    const details = section('Your Details');
    const name = within(details).getByLabelText('Name');
    expect(name).toHaveValue('Ana Souza');
    await userEvent.clear(name);
    await userEvent.type(name, ' Ana S. Souza ');
    const phone = within(details).getByLabelText('Phone Number (optional)');
    expect(phone).not.toBeRequired();
    await userEvent.clear(phone);
    await userEvent.click(within(details).getByRole('button', { name: 'Save Details' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Your details were saved.');
    expect(writes(requests)).toMatchObject([
      { method: 'PATCH', url: '/api/profile', body: { name: 'Ana S. Souza', phone: '' } },
    ]);
  });

  it('shows the address in use and one waiting, and asks for a new one with the password', async () => {
    const waiting = { ...USER, pendingEmail: 'ana.souza@home.test' };
    const requests = fakeApi({
      'GET /api/profile': { status: 200, body: { message: 'ok', data: waiting } },
      'POST /api/profile/email': { status: 202, body: { message: 'We sent a link to ana@new.test.' } },
    });
    openPage(waiting);
    const email = section('E-mail Address');
    expect(within(email).getByText('You log in with ana@school.test')).toBeInTheDocument();
    expect(within(email).getByText(/Waiting for confirmation: ana\.souza@home\.test/)).toBeInTheDocument();
    await userEvent.type(within(email).getByLabelText('New E-mail Address'), 'ana@new.test');
    await userEvent.type(within(email).getByLabelText('Your Password'), 'my-password');
    await userEvent.click(within(email).getByRole('button', { name: 'Change E-mail Address' }));
    expect(await within(email).findByRole('status')).toHaveTextContent('We sent a link to ana@new.test.');
    expect(writes(requests)).toMatchObject([
      {
        method: 'POST',
        url: '/api/profile/email',
        body: { newEmail: 'ana@new.test', password: 'my-password' },
      },
    ]);
    expect(within(email).getByLabelText('Your Password')).toHaveValue('');
  });

  it("says the server's reason when the password is wrong, keeping what was typed", async () => {
    fakeApi({
      'GET /api/profile': PROFILE,
      'POST /api/profile/email': refusedWith(400, 'Current password is not correct'),
    });
    openPage();
    const email = section('E-mail Address');
    await userEvent.type(within(email).getByLabelText('New E-mail Address'), 'ana@new.test');
    await userEvent.type(within(email).getByLabelText('Your Password'), 'typo');
    await userEvent.click(within(email).getByRole('button', { name: 'Change E-mail Address' }));
    expect(await within(email).findByRole('status')).toHaveTextContent('Current password is not correct');
    expect(within(email).getByLabelText('New E-mail Address')).toHaveValue('ana@new.test');
  });

  it('logs out the other devices and says so', async () => {
    const requests = fakeApi({
      'GET /api/profile': PROFILE,
      'DELETE /api/profile/sessions': {
        status: 200,
        body: { message: 'You were logged out on every other device.' },
      },
    });
    openPage();
    const devices = section('Other Devices');
    await userEvent.click(within(devices).getByRole('button', { name: 'Log Out Other Devices' }));
    expect(await within(devices).findByRole('status')).toHaveTextContent(
      'You were logged out on every other device.',
    );
    expect(writes(requests)).toMatchObject([
      { method: 'DELETE', url: '/api/profile/sessions', headers: { authorization: 'Bearer the-token' } },
    ]);
    expect(window.localStorage.getItem('token')).toBe('the-token');
  });

  it('downloads the data as a dated JSON file', async () => {
    const data = { exportedAt: '2026-03-01T10:00:00.000Z', account: USER, registrations: [], messages: [] };
    fakeApi({ 'GET /api/profile': PROFILE, 'GET /api/profile/export': { status: 200, body: data } });
    openPage();
    const yours = section('Your Data');
    await userEvent.click(within(yours).getByRole('button', { name: 'Download My Data' }));
    expect(await within(yours).findByRole('status')).toHaveTextContent('Your data was downloaded.');
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'my-data-2026-03-01.json');
    const [[file]] = vi.mocked(saveFile).mock.calls as [[Blob, string]];
    expect(JSON.parse(await blobText(file))).toEqual(data);
  });

  it('deletes the account only after a second, explicit step with the password; then logs out and goes home', async () => {
    const requests = fakeApi({
      'GET /api/profile': PROFILE,
      'DELETE /api/profile': { status: 200, body: { message: 'Your account was deleted.' } },
    });
    openPage();
    const danger = section('Delete My Account');
    expect(within(danger).getByText(/registrations for coming meetings are cancelled/)).toBeInTheDocument();
    expect(within(danger).queryByLabelText('Your Password')).not.toBeInTheDocument();
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete My Account...' }));
    await userEvent.click(within(danger).getByRole('button', { name: 'Keep My Account' }));
    expect(within(danger).queryByLabelText('Your Password')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await userEvent.click(within(danger).getByRole('button', { name: 'Delete My Account...' }));
    await userEvent.type(within(danger).getByLabelText('Your Password'), 'my-password');
    await userEvent.click(within(danger).getByRole('button', { name: 'Yes, Delete My Account' }));
    await expectDialog(successDialog, 'Account Deleted', 'Your account was deleted.', 4000);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(writes(requests)).toMatchObject([
      { method: 'DELETE', url: '/api/profile', body: { password: 'my-password' } },
    ]);
  });

  it('keeps the account and the session when the server refuses, saying why', async () => {
    fakeApi({
      'GET /api/profile': PROFILE,
      'DELETE /api/profile': refusedWith(
        409,
        'The last administrator keeps the role: make someone else an administrator first.',
      ),
    });
    openPage();
    const danger = section('Delete My Account');
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete My Account...' }));
    await userEvent.type(within(danger).getByLabelText('Your Password'), 'my-password');
    await userEvent.click(within(danger).getByRole('button', { name: 'Yes, Delete My Account' }));
    expect(await within(danger).findByRole('status')).toHaveTextContent(
      /The last administrator keeps the role/,
    );
    await waitFor(() => expect(successDialog).not.toHaveBeenCalled());
    expect(window.localStorage.getItem('token')).toBe('the-token');
  });
});
