import { useState } from 'react';
import { EmailLink } from '@/components/resource-kit/record-cells';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { paths } from '@/config/paths';
import { ROLE_LABELS, ROLES, type Role, type User } from '@/contract';
import { failureReason } from '@/lib/api-errors';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import {
  useChangeRoleMutation,
  useDeleteUserMutation,
  useGetUsersQuery,
  useSendPasswordResetMutation,
} from './users-api';
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
      void errorDialog('E-mail not sent', failureReason(error));
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

/** What each role may do, said where a role is chosen. */
const ROLE_HINTS: Record<Role, string> = {
  admin: 'everything, accounts and roles included',
  editor: 'meetings, courses, pages, the home page and site settings',
  door: "the meetings' registrations",
  user: 'a visitor: registrations of their own',
};

/**
 * A row's role, changed there: asked first, then saved; a refusal (the last administrator)
 * says why and the row keeps its role.
 */
function RoleSelect({ user }: { user: User }) {
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  async function onChange(role: Role) {
    const sure = await confirmDialog(
      `Make ${user.userName} ${ROLE_LABELS[role]}?`,
      `${ROLE_LABELS[role]}: ${ROLE_HINTS[role]}. It counts from their next click.`,
      'Change role',
    );
    if (!sure) return;
    const { data, error } = await changeRole({ id: user._id, role });
    if (error) {
      void errorDialog('Role not changed', failureReason(error));
      return;
    }
    void successDialog('Role changed', data.message, SENT_DIALOG_MS);
  }
  return (
    <select
      className={`user-management__role user-management__role--${user.role}`}
      aria-label={`Role of ${user.userName}`}
      value={user.role}
      disabled={isLoading}
      onChange={(event) => {
        const role = ROLES.find((candidate) => candidate === event.target.value);
        if (role) void onChange(role);
      }}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

const USERS_TABLE: RecordTableDeclaration<User> = {
  title: 'User Management',
  caption: 'Accounts that can log in to the website',
  columns: [
    { header: 'Name', cell: (user) => user.userName, names: true },
    { header: 'Email', cell: (user) => <EmailLink address={user.userEmail} /> },
    { header: 'Role', cell: (user) => <RoleSelect user={user} /> },
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
