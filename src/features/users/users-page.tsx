import { useState } from 'react';
import { EmailLink } from '@/components/resource-kit/record-cells';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { paths } from '@/config/paths';
import type { User } from '@/contract';
import { serverReason } from '@/lib/api-errors';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import { useDeleteUserMutation, useGetUsersQuery, useSendPasswordResetMutation } from './users-api';
import './users-page.css';

const SENT_DIALOG_MS = 4000;

/**
 * A row's "Send password reset": the user gets an e-mail with a link to choose a new password.
 * Staff never see or set it; the old one works until the link is used.
 */
function PasswordResetButton({ user }: { user: User }) {
  const [send] = useSendPasswordResetMutation();
  const [sending, setSending] = useState(false);
  async function onClick() {
    const sure = await confirmDialog(
      'Send a password reset?',
      `${user.userName} (${user.userEmail}) gets an e-mail with a link to choose a new password. Their password stays until they use it.`,
      'Send e-mail',
    );
    if (!sure) return;
    setSending(true);
    const { data: message, error } = await send(user._id);
    setSending(false);
    if (error) {
      void errorDialog(
        'E-mail not sent',
        serverReason(error) ?? 'The server could not be reached. Please try again.',
      );
      return;
    }
    void successDialog('Password reset sent', message, SENT_DIALOG_MS);
  }
  return (
    <button
      type="button"
      className="admin-table__action"
      disabled={sending}
      aria-label={`Send ${user.userName} a password reset`}
      onClick={() => void onClick()}
    >
      {sending ? 'Sending...' : 'Send password reset'}
    </button>
  );
}

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
    { header: 'Password', cell: (user) => <PasswordResetButton user={user} /> },
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
