import { NavLink, Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { paths } from '@/config/paths';
import { AdminGuard } from '@/features/auth/admin-guard';
import { useSessionExpiryRedirect } from '@/features/auth/use-auth';
import { useLogout } from '@/features/auth/use-session';
import './admin-layout.css';

/** The sidebar's sections: the original site's, then the school's own site (settings, home page, pages). */
const SECTIONS = [
  { to: paths.admin.meetings, label: 'Meetings' },
  { to: paths.admin.courses, label: 'Courses' },
  { to: paths.admin.contact, label: 'Contact' },
  { to: paths.admin.users, label: 'User' },
  { to: paths.admin.site, label: 'Site Settings' },
  { to: paths.admin.home, label: 'Home Page' },
  { to: paths.admin.pages, label: 'Pages' },
  { to: paths.admin.password, label: 'Change Password' },
];

/** Every admin page: guarded, with the 'Admin Dashboard' sidebar. */
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
              {SECTIONS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to}>{label}</NavLink>
                </li>
              ))}
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
