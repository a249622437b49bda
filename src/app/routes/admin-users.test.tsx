import { screen } from '@testing-library/react';
import { makeAccount } from '@/testing/admin-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { AdminUsersRoute } from './admin-users';

it("tells the accounts table which account is the logged-in admin's, so it offers no Delete there", async () => {
  const me = makeAccount(1, { userName: 'Ada Admin', role: 'admin' });
  const other = makeAccount(2, { userName: 'Ana Souza' });
  fakeApi({
    'GET /api/admin/user': {
      status: 200,
      body: { message: 'ok', data: [me, other], page: 1, limit: 100, totalPages: 1, totalUsers: 2 },
    },
  });
  renderWithProviders(<AdminUsersRoute />, {
    preloadedState: { auth: { data: me, status: 'success', token: 'admin-token', unreachable: null } },
  });
  expect(await screen.findByText('Your account')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Ana Souza' })).toBeInTheDocument();
});

it('shows the staff invitations under the accounts', async () => {
  const me = makeAccount(1, { userName: 'Ada Admin', role: 'admin' });
  fakeApi({
    'GET /api/admin/user': {
      status: 200,
      body: { message: 'ok', data: [me], page: 1, limit: 100, totalPages: 1, totalUsers: 1 },
    },
    'GET /api/admin/invitations': { status: 200, body: { message: 'ok', invitations: [] } },
  });
  renderWithProviders(<AdminUsersRoute />, {
    preloadedState: { auth: { data: me, status: 'success', token: 'admin-token', unreachable: null } },
  });
  expect(screen.getByRole('heading', { level: 2, name: 'Invite staff' })).toBeInTheDocument();
  expect(await screen.findByText('No invitations waiting.')).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'Ada Admin' })).toBeInTheDocument();
  // Their own account: no Lock, which the server would refuse.
  expect(screen.queryByRole('button', { name: 'Lock Ada Admin' })).not.toBeInTheDocument();
});
