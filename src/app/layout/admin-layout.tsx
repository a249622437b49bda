import { NavLink, Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { paths } from '@/config/paths';
import { AdminGuard } from '@/features/auth/admin-guard';
import { useAuth, useSessionExpiryRedirect } from '@/features/auth/use-auth';
import { useLogout } from '@/features/auth/use-session';
import { ADMIN_SECTIONS, sidebarLinks } from '../admin/admin-sections';
import { useDesktopOrNull } from '../desktop/desktop-context';
import './admin-layout.css';

/** Every admin page: guarded, with the 'Admin Dashboard' sidebar. */
export function AdminLayout() {
  const logout = useLogout();
  const { data: admin } = useAuth();
  // The desktop app says which server it talks to, and leads to where that is changed.
  const serverAddress = useDesktopOrNull()?.serverAddress ?? null;
  useSessionExpiryRedirect();
  const changeServer = serverAddress !== null && (
    <NavLink className="admin-layout__change" to={paths.desktopSettings}>
      Change server
    </NavLink>
  );
  return (
    <AdminGuard unreachableExtra={changeServer}>
      <div className="admin-layout">
        <SkipLink />
        <aside className="admin-layout__sidebar">
          <h2 className="admin-layout__title">
            <NavLink to={paths.admin.root} end>
              Admin Dashboard
            </NavLink>
          </h2>
          {(admin || serverAddress !== null) && (
            <div className="admin-layout__who">
              {admin && (
                <p className="admin-layout__admin">
                  <span className="visually-hidden">Signed in as </span>
                  <span className="admin-layout__name">{admin.userName}</span>
                  <span className="admin-layout__email">{admin.userEmail}</span>
                </p>
              )}
              {serverAddress !== null && (
                <p className="admin-layout__server">
                  <span className="visually-hidden">Connected to </span>
                  <span className="admin-layout__address">{serverAddress}</span>
                  {changeServer}
                </p>
              )}
            </div>
          )}
          <nav aria-label="Admin">
            <ul>
              {sidebarLinks(ADMIN_SECTIONS, admin?.role).map(({ to, label }) => (
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
