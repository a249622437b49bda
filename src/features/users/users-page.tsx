import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminTable } from '@/components/admin-table';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import type { User } from '@/contract';
import { refusalReason } from '@/lib/api-errors';
import { confirmDialog, errorDialog } from '@/lib/dialogs';
import { useDeleteUserMutation, useGetUsersQuery } from './users-api';
import './users-page.css';

/** Shown in the table's body when there is nothing to list (spec point 2). */
export const NO_USERS = 'No users available.';

const COLUMNS = ['Name', 'Email', 'Role', 'Actions'] as const;

interface RowProps {
  user: User;
  deleting: boolean;
  onDelete: (user: User) => void;
}

function UserRow({ user, deleting, onDelete }: RowProps) {
  return (
    <tr>
      <th scope="row" className="user-management__name">
        {user.userName}
      </th>
      <td className="user-management__email">
        <a href={`mailto:${user.userEmail}`}>{user.userEmail}</a>
      </td>
      <td>
        <span className={`user-management__role user-management__role--${user.role}`}>{user.role}</span>
      </td>
      <td>
        <div className="admin-table__actions">
          <button
            type="button"
            className="admin-table__action admin-table__action--danger"
            disabled={deleting}
            onClick={() => onDelete(user)}
          >
            {deleting ? 'Deleting...' : 'Delete'} <span className="visually-hidden">{user.userName}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

/** /admin/user: every account, with a Delete action that asks first (spec points 2, 6 and 7). */
export function UserManagementPage() {
  // Accounts sign up from other browsers; coming back shows them.
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error } = useGetUsersQuery({ page }, { refetchOnMountOrArgChange: true });
  const [deleteUser] = useDeleteUserMutation();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    // Spec point 8: a failed load is only logged; the table stays, empty.
    if (isError) console.error('Failed to fetch users', error);
  }, [isError, error]);

  const handleDelete = async (user: User) => {
    const id = user._id;
    if (!id) return; // spec point 7: a delete with a missing id is skipped
    const confirmed = await confirmDialog(
      'Delete this user?',
      `${user.userName} (${user.userEmail}) will no longer be able to log in.`,
      'Yes, delete',
    );
    if (!confirmed) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      await deleteUser(id).unwrap();
    } catch (failure) {
      console.error('Failed to delete user', failure);
      const reason = refusalReason(failure);
      if (reason !== undefined) void errorDialog('Could not delete the user', reason);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const users = data?.users ?? [];

  return (
    <section className="user-management" aria-labelledby="user-management-title">
      <div className="user-management__header">
        <h1 id="user-management-title" className="user-management__title">
          User Management
        </h1>
        <Link className="user-management__back" to={paths.admin.root}>
          <span aria-hidden="true">←</span> Back to Admin Dashboard
        </Link>
      </div>
      <AdminTable
        caption="Accounts that can log in to the website"
        columns={COLUMNS}
        isEmpty={users.length === 0}
        isLoading={isLoading}
        emptyText={NO_USERS}
      >
        {users.map((user) => (
          <UserRow
            key={user._id}
            user={user}
            deleting={deleting.has(user._id)}
            onDelete={(target) => void handleDelete(target)}
          />
        ))}
      </AdminTable>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} label="Account pages" />
    </section>
  );
}
