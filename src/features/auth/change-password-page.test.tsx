import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, type FakeRequest } from '@/testing/fake-api';
import { loggedInAs } from '@/testing/profile-fixtures';
import { renderWithProviders } from '@/testing/render';
import { AccountPage } from './account-page';
import { AdminChangePasswordPage } from './change-password-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const USER = {
  _id: 'u1',
  id: 'u1',
  userName: 'Ana Souza',
  userEmail: 'ana@school.test',
  userPhoneNumber: '+55',
  role: 'user' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  locked: false,
};

const writes = (requests: FakeRequest[]) => requests.filter(({ method }) => method !== 'GET');

// The account as the page has it: the name and email a new password must not contain.
const loggedIn = loggedInAs(USER);

async function fill(current: string, next: string, repeat = next) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Repeat New Password'), repeat);
}

// The token as the platform keeps it: requests take it from there.
beforeEach(() => window.localStorage.setItem('token', 'the-token'));
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("the account page's password, and the admin area's", () => {
  it('sends {currentPassword, newPassword} with the token and shows the server message', async () => {
    const requests = fakeApi({
      'PATCH /api/profile/password': { status: 200, body: { message: 'Password changed.' } },
    });
    renderWithProviders(<AccountPage />, { pageData: loggedIn });
    expect(screen.getByText('Logged in as ana@school.test')).toBeInTheDocument();
    await fill('old-password', 'violet-compass-harbor-88');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expectDialog(successDialog, 'Password Changed', 'Password changed.', 2500);
    // (The profile is read afresh as the screen opens; the write is what this is about.)
    expect(writes(requests)[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/profile/password',
      body: { currentPassword: 'old-password', newPassword: 'violet-compass-harbor-88' },
      headers: { authorization: 'Bearer the-token' },
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows the server's reason and keeps the form when the current password is wrong", async () => {
    fakeApi({
      'PATCH /api/profile/password': { status: 400, body: { message: 'Current password is not correct' } },
    });
    renderWithProviders(<AccountPage />, { pageData: loggedIn });
    await fill('typo', 'violet-compass-harbor-88');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expectDialog(errorDialog, 'Password Not Changed', 'Current password is not correct');
    // A typo does not log anyone out.
    expect(window.localStorage.getItem('token')).toBe('the-token');
    expect(screen.getByLabelText('New Password')).toHaveValue('violet-compass-harbor-88');
  });

  it('does not send two different new passwords', async () => {
    const requests = fakeApi({});
    renderWithProviders(<AccountPage />, { pageData: loggedIn });
    await fill('old-password', 'violet-compass-harbor-88', 'violet-compass-harbor-89');
    expect(screen.getByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(writes(requests)).toHaveLength(0);
  });

  it('shows the strength, refusing the name or email of the account', async () => {
    renderWithProviders(<AccountPage />, { pageData: loggedIn });
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('minlength', '12');
    await userEvent.type(input, 'Ana Souza rocks 2026');
    expect(
      await screen.findByText('The password must not contain your name or email address.'),
    ).toBeInTheDocument();
  });

  it("refuses the school's name as the site's settings give it, and the issue's examples", async () => {
    renderWithProviders(<AccountPage />, { pageData: loggedIn });
    const input = screen.getByLabelText('New Password');
    await userEvent.type(input, 'riverside academy 2026');
    expect(await screen.findByText(PASSWORD_MESSAGES.school)).toBeInTheDocument();
    for (const [password, reason] of [
      ['Winter2026!!', PASSWORD_MESSAGES.seasonOrMonth],
      ['correcthorsebatterystaple', PASSWORD_MESSAGES.common],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, password);
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByText('Not accepted.')).toBeInTheDocument();
    }
  });

  it('asks a visitor who is not logged in to log in first', () => {
    window.localStorage.removeItem('token');
    renderWithProviders(<AccountPage />);
    expect(screen.getByText('Please log in to see your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('is the same form inside the admin area', () => {
    renderWithProviders(<AdminChangePasswordPage />, {
      preloadedState: {
        auth: { data: { ...USER, role: 'admin' }, token: 't', status: 'success', unreachable: null },
      },
    });
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
  });
});
