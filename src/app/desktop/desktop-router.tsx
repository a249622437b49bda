import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/features/auth/use-auth';
import { accountRoutes, adminRoute, lazyPage } from '../router';
import { useDesktop } from './desktop-context';
import { DesktopLayout } from './desktop-layout';

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
    return <Navigate to={paths.login} replace />;
  }
  return <Outlet />;
}

const toDashboard = <Navigate to={paths.admin.root} replace />;

/**
 * The desktop app's routes: the same admin screens as the website's /admin, login and sign up, and
 * the server address screen. It opens on the dashboard (or the login, without a token); any other path, the public pages included, leads back to it.
 */
export const desktopRoutes: RouteObject[] = [
  {
    element: <DesktopGate />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <DesktopLayout />,
        children: [
          ...accountRoutes,
          {
            path: paths.desktopSettings,
            lazy: lazyPage(
              () => import('./server-address-page'),
              (m) => m.ServerAddressPage,
            ),
          },
        ],
      },
      adminRoute,
      { path: '*', element: toDashboard },
    ],
  },
];

export const createDesktopRouter = () => createBrowserRouter(desktopRoutes);
