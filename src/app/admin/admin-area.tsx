import { AdminRoutes } from './admin-routes';

/**
 * /admin/* on the website: the admin's screens, in a chunk of their own, so visitors never
 * download them. They share the tab's store (start-website.tsx) with every page it draws.
 */
export function AdminArea() {
  return <AdminRoutes />;
}
