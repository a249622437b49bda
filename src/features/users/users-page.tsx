import { useMemo, useState } from 'react';
import { EmailLink } from '@/components/resource-kit/record-cells';
import { RecordTablePage, type RecordTableDeclaration } from '@/components/resource-kit/record-table-page';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { ROLE_DUTIES, ROLE_LABELS, ROLES, type Role, type User } from '@/contract';
import { answerDialog } from '@/lib/answer-dialog';
import { confirmDialog } from '@/lib/dialogs';
import {
  useChangeUserMutation,
  useDeleteUserMutation,
  useGetUsersQuery,
  useSendPasswordResetMutation,
} from './users-api';
import './users-page.css';

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
    answerDialog(message, error, { done: 'Password reset sent', failed: 'E-mail not sent' });
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

/**
 * A row's role, changed there: asked first, then saved; a refusal (the last administrator)
 * says why and the row keeps its role.
 */
function RoleSelect({ user }: { user: User }) {
  const [changeUser, { isLoading }] = useChangeUserMutation();
  async function onChange(role: Role) {
    const sure = await confirmDialog(
      `Make ${user.userName} ${ROLE_LABELS[role]}?`,
      `${ROLE_LABELS[role]}: ${ROLE_DUTIES[role]}. It counts from their next click.`,
      'Change role',
    );
    if (!sure) return;
    const { data, error } = await changeUser({ id: user._id, role });
    answerDialog(data?.message, error, { done: 'Role changed', failed: 'Role not changed' });
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

/**
 * A row's Lock or Unlock, asked first. A locked account is signed out everywhere at once and
 * cannot log in (nor get a password-reset e-mail) until it is unlocked.
 */
function LockButton({ user }: { user: User }) {
  const [changeUser, { isLoading }] = useChangeUserMutation();
  const locking = !user.locked;
  async function onClick() {
    const sure = await confirmDialog(
      locking ? `Lock ${user.userName}'s account?` : `Unlock ${user.userName}'s account?`,
      locking
        ? `${user.userName} (${user.userEmail}) will be signed out at once and cannot log in until you unlock the account.`
        : `${user.userName} (${user.userEmail}) can log in again with their password.`,
      locking ? 'Lock account' : 'Unlock account',
    );
    if (!sure) return;
    const { data, error } = await changeUser({ id: user._id, locked: locking });
    answerDialog(data?.message, error, {
      done: locking ? 'Account locked' : 'Account unlocked',
      failed: locking ? 'Account not locked' : 'Account not unlocked',
    });
  }
  return (
    <button
      type="button"
      className={`admin-table__action${locking ? ' admin-table__action--danger' : ''}`}
      disabled={isLoading}
      aria-label={`${locking ? 'Lock' : 'Unlock'} ${user.userName}`}
      onClick={() => void onClick()}
    >
      {locking ? 'Lock' : 'Unlock'}
    </button>
  );
}

/** A row's access: Locked or Active, and the button that changes it (none on one's own account). */
function AccessCell({ user, own }: { user: User; own: boolean }) {
  return (
    <div className="user-management__access">
      <StatusBadge tone={user.locked ? 'bad' : 'good'}>{user.locked ? 'Locked' : 'Active'}</StatusBadge>
      {!own && <LockButton user={user} />}
    </div>
  );
}

const usersTable = (ownId: string | undefined): RecordTableDeclaration<User> => ({
  title: 'User Management',
  caption: 'Accounts that can log in to the website',
  columns: [
    { header: 'Name', cell: (user) => user.userName, names: true },
    { header: 'Email', cell: (user) => <EmailLink address={user.userEmail} /> },
    { header: 'Role', cell: (user) => <RoleSelect user={user} /> },
    { header: 'Access', cell: (user) => <AccessCell user={user} own={user._id === ownId} /> },
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
});

/**
 * /admin/user: every account, with Lock and Delete actions that ask first (the admin's own
 * account, `ownId`, offers neither, as the server would refuse them).
 */
export function UserManagementPage({ ownId }: { ownId?: string | undefined }) {
  const declaration = useMemo(() => usersTable(ownId), [ownId]);
  return (
    <RecordTablePage
      declaration={declaration}
      keep={(user) => (user._id === ownId ? 'Your account' : undefined)}
    />
  );
}
