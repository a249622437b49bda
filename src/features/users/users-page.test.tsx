import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { User, UserListResponse } from '@/contract';
import { confirmDialog, errorDialog } from '@/lib/dialogs';
import { TOKEN_KEY } from '@/lib/platform';
import { fakeApi, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { NO_USERS, UserManagementPage } from './users-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const user = (id: string, userName: string, userEmail: string, role: User['role']): User => ({
  _id: id,
  id,
  userName,
  userEmail,
  userPhoneNumber: '+55 48 99999-0000',
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const admin = user('u1', 'Ada Admin', 'admin@school.test', 'admin');
const ana = user('u2', 'Ana Souza', 'ana@school.test', 'user');
const bruno = user('u3', 'Bruno Lima', 'bruno@school.test', 'user');

const list = (data: User[], page = 1, totalPages = 1): FakeAnswer => {
  const body: UserListResponse = {
    message: 'Users fetched successfully',
    data,
    page,
    limit: 100,
    totalPages,
    totalUsers: data.length,
  };
  return { status: 200, body };
};

/** A server holding `users`; DELETE answers `deleteAnswer`, or removes the user and says so. */
function fakeServer(users: User[], deleteAnswer?: FakeAnswer): FakeRequest[] {
  let stored = [...users];
  const remove = (id: string): FakeAnswer => {
    if (deleteAnswer) return deleteAnswer;
    stored = stored.filter((u) => u._id !== id);
    return { status: 200, body: { message: 'User deleted successfully' } };
  };
  return fakeApi({
    'GET /api/admin/user': () => list(stored),
    ...Object.fromEntries(users.map((u) => [`DELETE /api/admin/user/${u._id}`, () => remove(u._id)])),
  });
}

function renderPage() {
  return renderWithProviders(<UserManagementPage />, {
    route: '/admin/user',
    path: '/admin/user',
    otherRoutes: { '/admin': <p>admin dashboard</p> },
  });
}

const table = () => screen.getByRole('table', { name: 'Accounts that can log in to the website' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowTexts = () =>
  bodyRows().map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const deletes = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'DELETE');

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.clearAllMocks();
});

describe('UserManagementPage', () => {
  it('lists the users with Name, Email, Role and a Delete action', async () => {
    fakeServer([admin, ana]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Actions']);
    expect(rowTexts()).toEqual([
      ['Ada Admin', 'admin@school.test', 'admin', 'Delete Ada Admin'],
      ['Ana Souza', 'ana@school.test', 'user', 'Delete Ana Souza'],
    ]);
    expect(screen.getByRole('button', { name: 'Delete Ana Souza' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'ana@school.test' })).toHaveAttribute(
      'href',
      'mailto:ana@school.test',
    );
  });

  it('sends the stored token as a bearer header', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'admin-token');
    const requests = fakeServer([ana]);
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Souza' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/admin/user');
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it("shows 'No users available.' when there are none", async () => {
    fakeServer([]);
    renderPage();
    expect(await screen.findByText('No users available.')).toBeInTheDocument();
    expect(NO_USERS).toBe('No users available.');
    expect(bodyRows()).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500, body: { message: 'Database is down' } }],
    ['no answer', { networkError: 'Network Error' }],
    // An odd account inside a right list is only left out; a list that is not one fails.
    ['an answer of the wrong shape', { status: 200, body: { message: 'ok', data: { userName: 'no id' } } }],
  ])('only logs %s and shows the empty table', async (_label, answer) => {
    fakeApi({ 'GET /api/admin/user': answer });
    renderPage();
    expect(await screen.findByText(NO_USERS)).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to fetch users', expect.anything()),
    );
    expect(table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errorDialog).not.toHaveBeenCalled();
  });

  it('leads back to the admin dashboard', async () => {
    fakeServer([]);
    renderPage();
    const back = screen.getByRole('link', { name: 'Back to Admin Dashboard' });
    expect(back).toHaveAttribute('href', '/admin');
    await userEvent.click(back);
    expect(screen.getByText('admin dashboard')).toBeInTheDocument();
  });

  it('asks first, and sends nothing when the admin cancels', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(false);
    const requests = fakeServer([admin, ana]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      'Delete this user?',
      'Ana Souza (ana@school.test) will no longer be able to log in.',
      'Yes, delete',
    );
    expect(deletes(requests)).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('on yes, sends DELETE /api/admin/user/{id} with the token and the row disappears', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'admin-token');
    vi.mocked(confirmDialog).mockResolvedValue(true);
    const requests = fakeServer([admin, ana, bruno]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ana Souza' })).not.toBeInTheDocument(),
    );
    expect(deletes(requests)).toEqual([expect.objectContaining({ url: '/api/admin/user/u2' })]);
    expect(deletes(requests)[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(rowTexts().map(([name]) => name)).toEqual(['Ada Admin', 'Bruno Lima']);
    expect(errorDialog).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('removes the row as soon as the server confirms, before the list comes back', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    let gets = 0;
    fakeApi({
      // The first answer lists Ana; the refetch after the delete never answers.
      'GET /api/admin/user': () =>
        ++gets === 1 ? list([admin, ana]) : new Promise<FakeAnswer>(() => undefined),
      'DELETE /api/admin/user/u2': { status: 200, body: { message: 'User deleted successfully' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ana Souza' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('disables the button while the delete is on its way', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    let answer: (value: FakeAnswer) => void = () => undefined;
    fakeApi({
      'GET /api/admin/user': list([ana]),
      'DELETE /api/admin/user/u2': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    const pending = await screen.findByRole('button', { name: 'Deleting... Ana Souza' });
    expect(pending).toBeDisabled();
    answer({ status: 500, body: { message: 'Database is down' } });
    expect(await screen.findByRole('button', { name: 'Delete Ana Souza' })).toBeEnabled();
  });

  it("keeps the row and shows the server's reason when it refuses (409: deleting oneself)", async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    const requests = fakeServer([admin, ana], {
      status: 409,
      body: {
        success: false,
        statusCode: 409,
        error: 'Conflict',
        message: 'You cannot delete your own account',
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Admin' }));

    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith(
        'Could not delete the user',
        'You cannot delete your own account',
      ),
    );
    expect(deletes(requests).map((r) => r.url)).toEqual(['/api/admin/user/u1']);
    expect(consoleError).toHaveBeenCalledWith('Failed to delete user', expect.anything());
    expect(screen.getByRole('rowheader', { name: 'Ada Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Ada Admin' })).toBeEnabled();
    // A refusal changes nothing, so the list is not fetched again.
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500, body: { message: 'Internal Server Error' } }],
    ['no answer', { networkError: 'Network Error' }],
  ])('only logs a failed delete with %s and keeps the row', async (_label, answer) => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    fakeServer([ana], answer);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to delete user', expect.anything()),
    );
    expect(errorDialog).not.toHaveBeenCalled();
    expect(screen.getByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('drops the row without a dialog when the user was already gone (404)', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    let stored = [admin, ana];
    fakeApi({
      'GET /api/admin/user': () => list(stored),
      'DELETE /api/admin/user/u2': () => {
        stored = [admin]; // another admin deleted Ana first
        return { status: 404, body: { message: 'No user with this id' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Souza' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ana Souza' })).not.toBeInTheDocument(),
    );
    expect(errorDialog).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('Failed to delete user', expect.anything());
  });

  it('pages through more accounts than one answer holds, asking the server for each page', async () => {
    const requests = fakeApi({
      'GET /api/admin/user': (request) =>
        request.params.page === 2 ? list([bruno], 2, 2) : list([admin, ana], 1, 2),
    });
    renderPage();
    expect(await screen.findByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Account pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Ana Souza' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.params.page)).toEqual([1, 2]);
  });
});
