import { NavLink, Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { paths } from '@/config/paths';
import { AdminGuard } from '@/features/auth/admin-guard';
import { useSessionExpiryRedirect } from '@/features/auth/use-auth';
import { useLogout } from '@/features/auth/use-session';
import './admin-layout.css';

/** Every admin page: guarded, with the 'Admin Dashboard' sidebar (spec point 2). */
export function AdminLayout() {
  const logout = useLogout();
  useSessionExpiryRedirect();
  return (
    <AdminGuard>
      <div className="admin-layout">
        <SkipLink />
        <aside className="admin-layout__sidebar">
          <h2 className="admin-layout__title">
            <NavLink to={paths.admin.root} end>
              Admin Dashboard
            </NavLink>
          </h2>
          <nav aria-label="Admin">
            <ul>
              <li>
                <NavLink to={paths.admin.meetings}>Meetings</NavLink>
              </li>
              <li>
                <NavLink to={paths.admin.courses}>Courses</NavLink>
              </li>
              <li>
                <NavLink to={paths.admin.contact}>Contact</NavLink>
              </li>
              <li>
                <NavLink to={paths.admin.users}>User</NavLink>
              </li>
              <li>
                <NavLink to={paths.admin.password}>Change Password</NavLink>
              </li>
              <li>
                <button type="button" onClick={logout}>
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <main id={MAIN_CONTENT_ID} className="admin-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </AdminGuard>
  );
}
