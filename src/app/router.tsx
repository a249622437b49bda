import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { PublicLayout } from './layout/public-layout';

// Every screen is its own chunk, so a visitor never downloads the admin area.
const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <PublicLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
      },
      {
        path: paths.signup,
        lazy: async () => ({ Component: (await import('@/features/auth/signup-page')).SignupPage }),
      },
      {
        path: paths.meetings,
        lazy: async () => ({
          Component: (await import('@/features/meetings/meetings-list-page')).MeetingsListPage,
        }),
      },
      {
        path: paths.meetingsCategory,
        lazy: async () => ({
          Component: (await import('@/features/meetings/meetings-list-page')).MeetingsListPage,
        }),
      },
      {
        path: paths.meeting,
        lazy: async () => ({
          Component: (await import('@/features/meetings/meeting-detail-page')).MeetingDetailPage,
        }),
      },
      ...[paths.meetingAllDetails, paths.meetingDetails].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('@/features/meetings/meeting-all-details-page')).MeetingAllDetailsPage,
        }),
      })),
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
  {
    path: paths.admin.root,
    hydrateFallbackElement: <PageLoader />,
    lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/admin-dashboard')).AdminDashboardRoute }),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
