import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminLayout } from '../layout/admin-layout';
import { lazyPage } from '../lazy-page';

const page = lazyPage;
const meetingForm = () => import('@/features/meetings/admin/meeting-form-page');
const courseForm = () => import('@/features/courses/admin/course-form-page');

const screens = {
  dashboard: page(
    () => import('../routes/admin-dashboard'),
    (m) => m.AdminDashboardRoute,
  ),
  meetingsMenu: page(
    () => import('@/features/meetings/admin/meetings-menu-page'),
    (m) => m.MeetingsMenuPage,
  ),
  meetingCreate: page(meetingForm, (m) => m.CreateMeetingPage),
  meetingEdit: page(meetingForm, (m) => m.EditMeetingPage),
  meetingsManage: page(
    () => import('@/features/meetings/admin/manage-meetings-page'),
    (m) => m.ManageMeetingsPage,
  ),
  coursesMenu: page(
    () => import('@/features/courses/admin/courses-menu-page'),
    (m) => m.CoursesMenuPage,
  ),
  courseCreate: page(courseForm, (m) => m.CreateCoursePage),
  courseEdit: page(courseForm, (m) => m.EditCoursePage),
  coursesManage: page(
    () => import('@/features/courses/admin/manage-courses-page'),
    (m) => m.ManageCoursesPage,
  ),
  contact: page(
    () => import('@/features/contact/admin/contact-submissions-page'),
    (m) => m.ContactSubmissionsPage,
  ),
  users: page(
    () => import('@/features/users/users-page'),
    (m) => m.UserManagementPage,
  ),
  password: page(
    () => import('@/features/auth/change-password-page'),
    (m) => m.AdminChangePasswordPage,
  ),
};

const admin = paths.admin;
/** A path inside the admin area, as the descendant routes under /admin/* take it ('meetings/create'). */
const inside = (path: string) => path.slice(admin.root.length + 1);
const notFoundPage = page(
  () => import('../routes/not-found-screen'),
  (m) => m.NotFoundRoute,
);

/** Every /admin screen behind the guard, mounted under /admin/* by the website and the desktop app. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<screens.dashboard.Component />} />
        <Route path={inside(admin.meetings)} element={<screens.meetingsMenu.Component />} />
        <Route path={inside(admin.meetingsCreate)} element={<screens.meetingCreate.Component />} />
        <Route path={inside(admin.meetingsEdit.path)} element={<screens.meetingEdit.Component />} />
        <Route path={inside(admin.meetingsManage)} element={<screens.meetingsManage.Component />} />
        <Route path={inside(admin.courses)} element={<screens.coursesMenu.Component />} />
        <Route path={inside(admin.coursesCreate)} element={<screens.courseCreate.Component />} />
        <Route path={inside(admin.coursesEdit.path)} element={<screens.courseEdit.Component />} />
        <Route path={inside(admin.coursesManage)} element={<screens.coursesManage.Component />} />
        <Route path={inside(admin.contact)} element={<screens.contact.Component />} />
        <Route path={inside(admin.users)} element={<screens.users.Component />} />
        <Route path={inside(admin.password)} element={<screens.password.Component />} />
        <Route path="*" element={<notFoundPage.Component />} />
      </Route>
    </Routes>
  );
}
