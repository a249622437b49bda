import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { PublicLayout } from './layout/public-layout';

/** A route whose screen is its own chunk, loaded on first visit. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const notFound = {
  path: '*',
  lazy: lazyPage(
    () => import('./routes/not-found'),
    (m) => m.NotFoundRoute,
  ),
};
const meetingsList = lazyPage(
  () => import('@/features/meetings/meetings-list-page'),
  (m) => m.MeetingsListPage,
);
const allDetails = lazyPage(
  () => import('@/features/meetings/meeting-all-details-page'),
  (m) => m.MeetingAllDetailsPage,
);
const meetingForm = () => import('@/features/meetings/admin/meeting-form-page');
const courseForm = () => import('@/features/courses/admin/course-form-page');

/** Every /admin screen behind the guard: the website's and the desktop app's. */
export const adminRoute: RouteObject = {
  path: paths.admin.root,
  hydrateFallbackElement: <PageLoader />,
  lazy: lazyPage(
    () => import('./layout/admin-layout'),
    (m) => m.AdminLayout,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/admin-dashboard'),
        (m) => m.AdminDashboardRoute,
      ),
    },
    {
      path: paths.admin.meetings,
      lazy: lazyPage(
        () => import('@/features/meetings/admin/meetings-menu-page'),
        (m) => m.MeetingsMenuPage,
      ),
    },
    { path: paths.admin.meetingsCreate, lazy: lazyPage(meetingForm, (m) => m.CreateMeetingPage) },
    { path: paths.admin.meetingsEdit, lazy: lazyPage(meetingForm, (m) => m.EditMeetingPage) },
    {
      path: paths.admin.meetingsManage,
      lazy: lazyPage(
        () => import('@/features/meetings/admin/manage-meetings-page'),
        (m) => m.ManageMeetingsPage,
      ),
    },
    {
      path: paths.admin.courses,
      lazy: lazyPage(
        () => import('@/features/courses/admin/courses-menu-page'),
        (m) => m.CoursesMenuPage,
      ),
    },
    { path: paths.admin.coursesCreate, lazy: lazyPage(courseForm, (m) => m.CreateCoursePage) },
    { path: paths.admin.coursesEdit, lazy: lazyPage(courseForm, (m) => m.EditCoursePage) },
    {
      path: paths.admin.coursesManage,
      lazy: lazyPage(
        () => import('@/features/courses/admin/manage-courses-page'),
        (m) => m.ManageCoursesPage,
      ),
    },
    {
      path: paths.admin.contact,
      lazy: lazyPage(
        () => import('@/features/contact/admin/contact-submissions-page'),
        (m) => m.ContactSubmissionsPage,
      ),
    },
    {
      path: paths.admin.users,
      lazy: lazyPage(
        () => import('@/features/users/users-page'),
        (m) => m.UserManagementPage,
      ),
    },
    {
      path: paths.admin.password,
      lazy: lazyPage(
        () => import('@/features/auth/change-password-page'),
        (m) => m.AdminChangePasswordPage,
      ),
    },
    notFound,
  ],
};

/** Log in and sign up: on the website and in the desktop app. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: lazyPage(
      () => import('@/features/auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.signup,
    lazy: lazyPage(
      () => import('@/features/auth/signup-page'),
      (m) => m.SignupPage,
    ),
  },
];

// Every screen is its own chunk, so a visitor never downloads the admin area.
const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <PublicLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/home'),
          (m) => m.HomeRoute,
        ),
      },
      ...accountRoutes,
      {
        path: paths.account,
        lazy: lazyPage(
          () => import('@/features/auth/change-password-page'),
          (m) => m.ChangePasswordPage,
        ),
      },
      { path: paths.meetings, lazy: meetingsList },
      { path: paths.meetingsCategory, lazy: meetingsList },
      {
        path: paths.meeting,
        lazy: lazyPage(
          () => import('@/features/meetings/meeting-detail-page'),
          (m) => m.MeetingDetailPage,
        ),
      },
      { path: paths.meetingAllDetails, lazy: allDetails },
      { path: paths.meetingDetails, lazy: allDetails },
      notFound,
    ],
  },
  adminRoute,
];

export const createAppRouter = () => createBrowserRouter(routes);
