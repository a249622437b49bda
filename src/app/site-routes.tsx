import { matchPath, Route, Routes, type Params } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { IslandRoute } from '@/contract';
import { PublicLayout } from './layout/public-layout';
import { globExport, lazyExport, lazyPage, type ComponentModule, type LazyPage } from './lazy-page';

/**
 * The website's addresses and the page each shows. The server draws the public pages (with the
 * answers and the <head> app/page-heads.ts gives each, which the browser never loads); the admin
 * area is drawn in the browser only.
 */

export interface SitePage {
  path: string;
  page: LazyPage;
  /** The page's source module (src/…): the server puts its styles in the head. */
  module: string;
  /**
   * Its own islands' script (islands/pages/<name>.ts), which the site's script loads on the page
   * the server drew; null for a page with only the top bar.
   */
  islands: IslandScript | null;
}

// The pages' modules by path: each its own chunk, and the key names it for the build's manifest.
const modules = import.meta.glob<ComponentModule>([
  './routes/home.tsx',
  './routes/not-found-screen.tsx',
  './routes/meeting-route.tsx',
  './routes/meeting-all-details-route.tsx',
  './routes/course-route.tsx',
  '../features/auth/login-page.tsx',
  '../features/auth/signup-page.tsx',
  '../features/auth/account-page.tsx',
  '../features/auth/password-reset-pages.tsx',
  '../features/auth/verify-email-page.tsx',
  '../features/auth/accept-invitation-page.tsx',
  '../features/meetings/meetings-list-page.tsx',
  '../features/courses/courses-list-page.tsx',
  '../features/pages/content-page.tsx',
  '../features/registrations/my-meetings-page.tsx',
]);

/** The pages' own island scripts, by name (islands/pages/<name>.ts). */
export type IslandScript =
  | 'home'
  | 'meetings'
  | 'meeting'
  | 'login'
  | 'signup'
  | 'forgot-password'
  | 'reset-password'
  | 'verify-email'
  | 'accept-invitation'
  | 'account'
  | 'my-meetings';

/**
 * A page at `path` from its module (as listed above) and the component it exports, whose islands'
 * script is `islands`.
 */
function sitePage(
  path: string,
  file: string,
  exportName: string,
  islands: IslandScript | null = null,
): SitePage {
  const { load, pick, module } = globExport(modules, file, exportName, 'src/app/');
  return { path, page: lazyPage(load, pick), module, islands };
}

const passwordReset = '../features/auth/password-reset-pages.tsx';
const meetingsList = ['../features/meetings/meetings-list-page.tsx', 'MeetingsListPage', 'meetings'] as const;
// The meeting pages come composed with online registration (features/registrations).
const allDetails = ['./routes/meeting-all-details-route.tsx', 'MeetingAllDetailsRoute', 'meeting'] as const;

/** The public pages by name (app/page-heads.ts gives each its answers and head). */
export const sitePages = {
  home: sitePage(paths.home, './routes/home.tsx', 'HomeRoute', 'home'),
  login: sitePage(paths.login, '../features/auth/login-page.tsx', 'LoginRoute', 'login'),
  signup: sitePage(paths.signup, '../features/auth/signup-page.tsx', 'SignupRoute', 'signup'),
  forgotPassword: sitePage(paths.forgotPassword, passwordReset, 'ForgotPasswordRoute', 'forgot-password'),
  resetPassword: sitePage(paths.resetPassword, passwordReset, 'ResetPasswordRoute', 'reset-password'),
  verifyEmail: sitePage(
    paths.verifyEmail,
    '../features/auth/verify-email-page.tsx',
    'VerifyEmailRoute',
    'verify-email',
  ),
  acceptInvitation: sitePage(
    paths.acceptInvitation,
    '../features/auth/accept-invitation-page.tsx',
    'AcceptInvitationRoute',
    'accept-invitation',
  ),
  account: sitePage(paths.account, '../features/auth/account-page.tsx', 'AccountRoute', 'account'),
  meetings: sitePage(paths.meetings, ...meetingsList),
  meetingsCategory: sitePage(paths.meetingsCategory.path, ...meetingsList),
  meeting: sitePage(paths.meeting.path, './routes/meeting-route.tsx', 'MeetingRoute', 'meeting'),
  meetingAllDetails: sitePage(paths.meetingAllDetails, ...allDetails),
  meetingDetails: sitePage(paths.meetingDetails, ...allDetails),
  // The course pages are the server's HTML alone: no script of their own (their pager is links).
  courses: sitePage(paths.courses, '../features/courses/courses-list-page.tsx', 'CoursesListRoute'),
  course: sitePage(paths.course.path, './routes/course-route.tsx', 'CourseRoute'),
  contentPage: sitePage(paths.contentPage.path, '../features/pages/content-page.tsx', 'ContentPageRoute'),
  myMeetings: sitePage(
    paths.myMeetings,
    '../features/registrations/my-meetings-page.tsx',
    'MyMeetingsRoute',
    'my-meetings',
  ),
  notFound: sitePage('*', './routes/not-found-screen.tsx', 'NotFoundRoute'),
} satisfies Record<string, SitePage>;

export type SitePageName = keyof typeof sitePages;

/** The addresses the server draws and each one's islands' script: a page fetches its links' ahead. */
export const islandRoutes: readonly IslandRoute[] = Object.values(sitePages)
  .filter((site) => site.path !== '*')
  .map(({ path, islands }) => ({ path, islands }));

const adminArea = lazyExport(() => import('./admin/admin-area'), 'AdminArea');

const isAdminPath = (pathname: string) =>
  pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);

/** A public page at an address: the server draws it. */
export interface SiteMatch {
  page: LazyPage;
  name: SitePageName;
  site: SitePage;
  params: Params;
  found: boolean;
}

/** What an address shows: a public page, or the admin area (`site: null`), drawn in the browser. */
export type PageMatch = SiteMatch | { page: LazyPage; name: null; site: null; params: Params; found: true };

const pageNames = Object.keys(sitePages) as SitePageName[];

/** `/meetings/category/All%20Meetings` as the router reads it: its parameters decoded. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function matchSitePage(encodedPathname: string): PageMatch {
  const pathname = decodedPath(encodedPathname);
  if (isAdminPath(pathname)) return { page: adminArea, name: null, site: null, params: {}, found: true };
  for (const name of pageNames) {
    const site = sitePages[name];
    const match = name === 'notFound' ? null : matchPath({ path: site.path, end: true }, pathname);
    if (match) return { page: site.page, name, site, params: match.params, found: true };
  }
  const { notFound } = sitePages;
  return { page: notFound.page, name: 'notFound', site: notFound, params: {}, found: false };
}

/** Every address of the website: the public pages in their layout, and the admin area. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {pageNames.map((name) => {
          const { path, page } = sitePages[name];
          return <Route key={name} path={path} element={<page.Component />} />;
        })}
      </Route>
      <Route path={`${paths.admin.root}/*`} element={<adminArea.Component />} />
    </Routes>
  );
}
