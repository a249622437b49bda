import { EmailLink } from '@/components/resource-kit/record-cells';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { paths } from '@/config/paths';
import type { User } from '@/contract';
import { useDeleteUserMutation, useGetUsersQuery } from './users-api';
import './users-page.css';

const USERS_TABLE: RecordTableDeclaration<User> = {
  title: 'User Management',
  caption: 'Accounts that can log in to the website',
  columns: [
    { header: 'Name', cell: (user) => user.userName, names: true },
    { header: 'Email', cell: (user) => <EmailLink address={user.userEmail} /> },
    {
      header: 'Role',
      cell: (user) => (
        <span className={`user-management__role user-management__role--${user.role}`}>{user.role}</span>
      ),
    },
  ],
  // Worded as on the original site.
  emptyText: 'No users available.',
  pagerLabel: 'Account pages',
  links: [{ to: paths.admin.root, label: 'Back to Admin Dashboard' }],
  linksLabel: 'Admin area',
  usePage: useGetUsersQuery,
  totalLabel: 'Total Users',
  loadFailureLog: 'Failed to fetch users',
  rowName: (user) => user.userName,
  remove: {
    question: 'Delete this user?',
    consequence: (user) => `${user.userName} (${user.userEmail}) will no longer be able to log in.`,
    failureLog: 'Failed to delete user',
    // The server refuses an admin deleting itself, and says so.
    refusalTitle: 'Could not delete the user',
    useDelete: useDeleteUserMutation,
  },
};

/**
 * /admin/user: every account, with a Delete action that asks first; the admin's own account
 * (`ownId`) offers none, as the server would refuse it.
 */
export function UserManagementPage({ ownId }: { ownId?: string | undefined }) {
  return (
    <RecordTablePage
      declaration={USERS_TABLE}
      keep={(user) => (user._id === ownId ? 'Your account' : undefined)}
    />
  );
}
