import { useAuth } from '@/features/auth/use-auth';
import { UserManagementPage } from '@/features/users/users-page';

/** /admin/user: the accounts table, told which account is the admin's own (it offers no Delete). */
export function AdminUsersRoute() {
  const { data } = useAuth();
  return <UserManagementPage ownId={data?._id} />;
}
