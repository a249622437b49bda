import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { User } from '@/contract';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import { makeAccount } from '@/testing/admin-fixtures';
import { fakeApi, refusedWith, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { cellTexts } from '@/testing/table-queries';
import { UserManagementPage } from './users-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

// What only the accounts table does; what every admin table does alike is proven in src/app/admin.

const admin = makeAccount(1, { userName: 'Ada Admin', userEmail: 'admin@school.test', role: 'admin' });
const ana = makeAccount(2, { userName: 'Ana Souza', userEmail: 'ana@school.test' });

/** The server's list of `users`, page 1 of 1. */
const list = (data: User[]): FakeAnswer => ({
  status: 200,
  body: { message: 'ok', data, page: 1, limit: 100, totalPages: 1, totalUsers: data.length },
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(confirmDialog).mockResolvedValue(true);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.clearAllMocks();
});

it('lists the accounts with Name, Email, Role, Access, a password reset and a Delete action', async () => {
  fakeApi({ 'GET /api/admin/user': list([admin, ana]) });
  renderWithProviders(<UserManagementPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  const accounts = screen.getByRole('table', { name: 'Accounts that can log in to the website' });
  expect(
    within(accounts)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Email', 'Role', 'Access', 'Password', 'Actions']);
  expect(cellTexts('Ada Admin')).toEqual([
    'admin@school.test',
    expect.stringContaining('Administrator'),
    'ActiveLock',
    'Send password reset',
    'Delete',
  ]);
  expect(screen.getByRole('combobox', { name: 'Role of Ada Admin' })).toHaveValue('admin');
  expect(screen.getByRole('combobox', { name: 'Role of Ana Souza' })).toHaveValue('user');
  expect(screen.getByRole('link', { name: 'ana@school.test' })).toHaveAttribute(
    'href',
    'mailto:ana@school.test',
  );
});

it("offers no Delete on the admin's own account, and says whose it is", async () => {
  fakeApi({ 'GET /api/admin/user': list([admin, ana]) });
  renderWithProviders(<UserManagementPage ownId={admin._id} />);
  expect(await screen.findByRole('rowheader', { name: 'Ada Admin' })).toBeInTheDocument();
  expect(cellTexts('Ada Admin').at(-1)).toBe('Your account');
  expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Ana Souza' })).toBeEnabled();
});

it("keeps the row and shows the server's reason when it refuses (409: deleting oneself)", async () => {
  const requests = fakeApi({
    'GET /api/admin/user': list([admin, ana]),
    'DELETE /api/admin/user/u1': {
      status: 409,
      body: {
        success: false,
        statusCode: 409,
        error: 'Conflict',
        message: 'You cannot delete your own account',
      },
    },
  });
  renderWithProviders(<UserManagementPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Admin' }));

  await waitFor(() =>
    expect(errorDialog).toHaveBeenCalledWith(
      'Could not delete the user',
      'You cannot delete your own account',
    ),
  );
  expect(consoleError).toHaveBeenCalledWith('Failed to delete user', expect.anything());
  expect(screen.getByRole('rowheader', { name: 'Ada Admin' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Ada Admin' })).toBeEnabled();
  // A refusal changes nothing, so the list is not fetched again.
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
    'GET /api/admin/user',
    'DELETE /api/admin/user/u1',
  ]);
});

it('drops the row without a dialog when the account was already gone (404)', async () => {
  let stored = [admin, ana];
  fakeApi({
    'GET /api/admin/user': () => list(stored),
    'DELETE /api/admin/user/u2': () => {
      stored = [admin]; // another admin deleted Ana first
      return { status: 404, body: { message: 'No user with this id' } };
    },
  });
  renderWithProviders(<UserManagementPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ana Souza' })).not.toBeInTheDocument());
  expect(errorDialog).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith('Failed to delete user', expect.anything());
});

describe('Send password reset', () => {
  it('asks first, then has the server e-mail the user and says where it went', async () => {
    const requests = fakeApi({
      'GET /api/admin/user': list([admin, ana]),
      'POST /api/users/u2/password-reset': {
        status: 202,
        body: { message: 'A link to choose a new password was e-mailed to ana@school.test.' },
      },
    });
    renderWithProviders(<UserManagementPage ownId={admin._id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Ana Souza a password reset' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      'Send a password reset?',
      expect.stringContaining('Ana Souza (ana@school.test) gets an e-mail with a link'),
      'Send e-mail',
    );
    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Password reset sent',
        'A link to choose a new password was e-mailed to ana@school.test.',
        expect.any(Number),
      ),
    );
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/users/u2/password-reset',
    ]);
  });

  it('sends nothing when the question is declined, and says why when the server refuses', async () => {
    const requests = fakeApi({
      'GET /api/admin/user': list([admin, ana]),
      'POST /api/users/u2/password-reset': refusedWith(404, 'No user with this id'),
    });
    renderWithProviders(<UserManagementPage />);
    const button = await screen.findByRole('button', { name: 'Send Ana Souza a password reset' });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(button);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(errorDialog).toHaveBeenCalledWith('E-mail not sent', 'No user with this id'));
  });
});

describe('the role', () => {
  it('is changed where it is shown, after asking, and the list is read again', async () => {
    let listed = [admin, ana];
    const requests = fakeApi({
      'GET /api/admin/user': () => list(listed),
      'PATCH /api/users/u2': (request) => {
        listed = [admin, { ...ana, role: 'editor' }];
        return {
          status: 200,
          body: {
            message: 'Ana Souza is now Editor.',
            user: { ...ana, role: (request.body as { role: string }).role },
          },
        };
      },
    });
    renderWithProviders(<UserManagementPage ownId={admin._id} />);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Ana Souza' }),
      'editor',
    );
    expect(confirmDialog).toHaveBeenCalledWith(
      'Make Ana Souza Editor?',
      expect.stringContaining('meetings, courses, pages'),
      'Change role',
    );
    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Role changed',
        'Ana Souza is now Editor.',
        expect.any(Number),
      ),
    );
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { role: 'editor' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Ana Souza' })).toHaveValue('editor'),
    );
  });

  it("keeps the row's role and says why when the server refuses (the last administrator)", async () => {
    const last = 'The last administrator keeps the role: make someone else an administrator first.';
    fakeApi({
      'GET /api/admin/user': list([admin, ana]),
      'PATCH /api/users/u1': refusedWith(409, last),
    });
    renderWithProviders(<UserManagementPage ownId={admin._id} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ada Admin' }), 'user');
    await waitFor(() => expect(errorDialog).toHaveBeenCalledWith('Role not changed', last));
    expect(screen.getByRole('combobox', { name: 'Role of Ada Admin' })).toHaveValue('admin');
  });
});

describe('locking an account', () => {
  it('asks first, saying the person is signed out and cannot log in, then shows the account Locked', async () => {
    let listed = [admin, ana];
    const requests = fakeApi({
      'GET /api/admin/user': () => list(listed),
      'PATCH /api/users/u2': () => {
        listed = [admin, { ...ana, locked: true }];
        return {
          status: 200,
          body: { message: 'Ana Souza is locked: signed out, and cannot log in.', user: listed[1] },
        };
      },
    });
    renderWithProviders(<UserManagementPage ownId={admin._id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock Ana Souza' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      "Lock Ana Souza's account?",
      'Ana Souza (ana@school.test) will be signed out at once and cannot log in until you unlock the account.',
      'Lock account',
    );
    await waitFor(() => expect(cellTexts('Ana Souza')[2]).toBe('LockedUnlock'));
    expect(successDialog).toHaveBeenCalledWith(
      'Account locked',
      'Ana Souza is locked: signed out, and cannot log in.',
      expect.any(Number),
    );
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { locked: true },
    ]);
  });

  it('unlocks a locked account, and offers no Lock on the admin’s own', async () => {
    const requests = fakeApi({
      'GET /api/admin/user': list([admin, { ...ana, locked: true }]),
      'PATCH /api/users/u2': { status: 200, body: { message: 'Ana Souza can log in again.', user: ana } },
    });
    renderWithProviders(<UserManagementPage ownId={admin._id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Ana Souza' }));
    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Account unlocked',
        'Ana Souza can log in again.',
        expect.any(Number),
      ),
    );
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { locked: false },
    ]);
    expect(screen.queryByRole('button', { name: 'Lock Ada Admin' })).not.toBeInTheDocument();
    expect(cellTexts('Ada Admin')[2]).toBe('Active');
  });

  it('changes nothing when the question is declined, and says why the server refused', async () => {
    const requests = fakeApi({
      'GET /api/admin/user': list([admin, ana]),
      'PATCH /api/users/u2': refusedWith(404, 'No user with this id'),
    });
    renderWithProviders(<UserManagementPage ownId={admin._id} />);
    const button = await screen.findByRole('button', { name: 'Lock Ana Souza' });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(button);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(button);
    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith('Account not locked', 'No user with this id'),
    );
    expect(cellTexts('Ana Souza')[2]).toBe('ActiveLock');
  });
});
