import { useAuth } from '@/features/auth/use-auth';
import { StaffInvitations } from '@/features/users/staff-invitations';
import { UserManagementPage } from '@/features/users/users-page';

/**
 * /admin/user: the accounts table, told which account is the admin's own (it offers no Delete or
 * Lock), and under it the staff invitations (invite, and those pending).
 */
export function AdminUsersRoute() {
  const { data } = useAuth();
  return (
    <>
      <UserManagementPage ownId={data?._id} />
      <StaffInvitations />
    </>
  );
}
