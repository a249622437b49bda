import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn, type LoginNavigationState } from '@/features/auth/use-session';
import { sessionEndedNotice } from '@/lib/session';
import { AdminRoutes } from '../admin/admin-routes';
import { lazyExport } from '../lazy-page';
import { useDesktop } from './desktop-context';
import { DesktopLayout } from './desktop-layout';
import { DesktopTitle } from './desktop-title';

/**
 * Until the app knows its server, every screen but the server address one leads there; without a
 * kept token the admin screens lead to the login (the website shows access denied instead).
 */
function DesktopGate() {
  const { serverAddress } = useDesktop();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  if (serverAddress === null && pathname !== paths.desktopSettings) {
    return <Navigate to={paths.desktopSettings} replace />;
  }
  if (!loggedIn && (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`))) {
    // A session the server ended says so here too: this redirect may render before the expiry one.
    const state: LoginNavigationState = { notice: sessionEndedNotice() ?? undefined };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * The routes the main process asks for (Help → Server address…, a clicked message notification):
 * moved to like a link, never by reloading the window, so a form being filled in is not lost.
 */
function RoutesFromMainProcess() {
  const { bridge } = useDesktop();
  const navigate = useNavigate();
  useEffect(() => bridge.onShowRoute((route) => void navigate(route)), [bridge, navigate]);
  return null;
}

// The screens outside the admin area, each at its path (the login's the same as the website's). The
// app is for administrators, whose accounts exist already: no sign up, nor a link to it.
const screens = [
  {
    path: paths.login,
    page: lazyExport(
      () =>
        import('@/features/auth/login-page').then(({ LoginPage }) => ({
          DesktopLogin: () => <LoginPage offerSignup={false} />,
        })),
      'DesktopLogin',
    ),
  },
  {
    path: paths.desktopSettings,
    page: lazyExport(() => import('./server-address-page'), 'ServerAddressPage'),
  },
];

/**
 * The desktop app's routes: the same admin screens as the website's /admin, the login, and the
 * server address screen. It opens on the dashboard (or the login, without a token); any other
 * path, the public pages included, leads back to it.
 */
export function DesktopRoutes() {
  return (
    <>
      <DesktopTitle />
      <RoutesFromMainProcess />
      <Routes>
        <Route element={<DesktopGate />}>
          <Route element={<DesktopLayout />}>
            {screens.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Component />} />
            ))}
          </Route>
          <Route path={paths.signup} element={<Navigate to={paths.login} replace />} />
          <Route path={`${paths.admin.root}/*`} element={<AdminRoutes />} />
          <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
        </Route>
      </Routes>
    </>
  );
}
