import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AccessGate } from '@/features/auth/admin-guard';
import { AdminLayout } from '../layout/admin-layout';
import { lazyExport } from '../lazy-page';
import { ADMIN_SECTIONS } from './admin-sections';

const admin = paths.admin;
const screens = ADMIN_SECTIONS.flatMap((section) =>
  section.screens.map((screen) => ({ ...screen, access: section.access })),
);

const dashboard = lazyExport(() => import('../routes/admin-dashboard'), 'AdminDashboardRoute');
const notFound = lazyExport(() => import('../routes/not-found-screen'), 'NotFoundRoute');

/** A path inside the admin area, as the descendant routes under /admin/* take it ('meetings/create'). */
const inside = (path: string) => path.slice(admin.root.length + 1);

/** Every /admin screen behind the guard, mounted under /admin/* by the website and the desktop app. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<dashboard.Component />} />
        {screens.map(({ path, page, access }) => (
          <Route
            key={path}
            path={inside(path)}
            element={
              <AccessGate access={access}>
                <page.Component />
              </AccessGate>
            }
          />
        ))}
        <Route path="*" element={<notFound.Component />} />
      </Route>
    </Routes>
  );
}
