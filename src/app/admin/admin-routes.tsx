import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminLayout } from '../layout/admin-layout';
import { lazyExport, type LazyPage } from '../lazy-page';

// The admin sections' modules, each a chunk of its own; a record section's holds its menu, table and forms.
const sections = {
  meetings: () => import('@/features/meetings/admin/meetings-admin'),
  registrations: () => import('@/features/registrations-admin/meeting-registrations-page'),
  outbox: () => import('@/features/outbox/outbox-page'),
  courses: () => import('@/features/courses/admin/courses-admin'),
  contact: () => import('@/features/contact/admin/contact-submissions-page'),
  users: () => import('../routes/admin-users'),
  site: () => import('@/features/site/admin/site-settings-page'),
  home: () => import('../routes/admin-home-content'),
  pages: () => import('@/features/pages/admin/pages-admin'),
  password: () => import('@/features/auth/change-password-page'),
};

const admin = paths.admin;

/** Every admin screen but the dashboard (the index), at its path. */
const screens: { path: string; page: LazyPage }[] = [
  { path: admin.meetings, page: lazyExport(sections.meetings, 'MeetingsMenuPage') },
  { path: admin.meetingsCreate, page: lazyExport(sections.meetings, 'CreateMeetingPage') },
  { path: admin.meetingsEdit.path, page: lazyExport(sections.meetings, 'EditMeetingPage') },
  { path: admin.meetingsManage, page: lazyExport(sections.meetings, 'ManageMeetingsPage') },
  {
    path: admin.meetingRegistrations.path,
    page: lazyExport(sections.registrations, 'MeetingRegistrationsPage'),
  },
  { path: admin.courses, page: lazyExport(sections.courses, 'CoursesMenuPage') },
  { path: admin.coursesCreate, page: lazyExport(sections.courses, 'CreateCoursePage') },
  { path: admin.coursesEdit.path, page: lazyExport(sections.courses, 'EditCoursePage') },
  { path: admin.coursesManage, page: lazyExport(sections.courses, 'ManageCoursesPage') },
  { path: admin.contact, page: lazyExport(sections.contact, 'ContactSubmissionsPage') },
  { path: admin.outbox, page: lazyExport(sections.outbox, 'OutboxPage') },
  { path: admin.users, page: lazyExport(sections.users, 'AdminUsersRoute') },
  { path: admin.site, page: lazyExport(sections.site, 'SiteSettingsPage') },
  { path: admin.home, page: lazyExport(sections.home, 'AdminHomeContentRoute') },
  { path: admin.pages, page: lazyExport(sections.pages, 'PagesMenuPage') },
  { path: admin.pagesCreate, page: lazyExport(sections.pages, 'CreateContentPagePage') },
  { path: admin.pagesEdit.path, page: lazyExport(sections.pages, 'EditContentPagePage') },
  { path: admin.pagesManage, page: lazyExport(sections.pages, 'ManageContentPagesPage') },
  { path: admin.password, page: lazyExport(sections.password, 'AdminChangePasswordPage') },
];

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
        {screens.map(({ path, page }) => (
          <Route key={path} path={inside(path)} element={<page.Component />} />
        ))}
        <Route path="*" element={<notFound.Component />} />
      </Route>
    </Routes>
  );
}
