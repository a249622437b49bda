import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation, type Params } from 'react-router-dom';
import { HOME_MEETINGS_COUNT } from '@/config/constants';
import { paths, to } from '@/config/paths';
import { ALL_MEETINGS, LIMITS, type MeetingFilter, type PageHead } from '@/contract';
import { allCourses } from '@/features/courses/courses-queries';
import { meetingsPageArgs } from '@/features/meetings/meetings-args';
import { meetingById, meetingsPage, upcomingMeetings } from '@/features/meetings/meetings-queries';
import { pageRead, usePageData, type PageDataCache, type PageRead, type PublicQuery } from '@/lib/page-data';
import { PublicLayout } from './layout/public-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import * as heads from './page-heads';

/**
 * The website's addresses. Each public page names the API answers it shows (`data`) and its
 * <head> (`head`): the server renders it with those answers and embeds them in the HTML, so the
 * browser hydrates without fetching; the admin area is drawn in the browser only.
 */

/** Reads an answer the page has (on the server: one it was rendered with). */
export type ReadAnswer = <Args, T>(query: PublicQuery<Args, T>, args: Args) => T | undefined;

interface HeadInput {
  context: heads.HeadContext;
  params: Params;
  search: URLSearchParams;
  read: ReadAnswer;
}

export interface SitePage {
  path: string;
  page: LazyPage;
  /** The page's source module (src/…): the server puts its styles and scripts in the head. */
  module: string;
  /** The answers the page is drawn with. */
  data?: (params: Params, search: URLSearchParams) => PageRead[];
  head: (input: HeadInput) => PageHead;
}

type PageModule = Record<string, ComponentType>;

// The pages' modules by path: each its own chunk, and the key names it for the build's manifest.
const modules = import.meta.glob<PageModule>([
  './routes/home.tsx',
  './routes/not-found-screen.tsx',
  '../features/auth/login-page.tsx',
  '../features/auth/signup-page.tsx',
  '../features/auth/change-password-page.tsx',
  '../features/meetings/meetings-list-page.tsx',
  '../features/meetings/meeting-detail-page.tsx',
  '../features/meetings/meeting-all-details-page.tsx',
]);

/** A page from its module (as listed above) and the component it exports. */
function page(file: string, exportName: string): { page: LazyPage; module: string } {
  const load = modules[file];
  if (!load) throw new Error(`No page module ${file}: list it in site-routes.tsx`);
  return {
    page: lazyPage(load, (module) => {
      const component = module[exportName];
      if (!component) throw new Error(`${file} exports no ${exportName}`);
      return component;
    }),
    module: new URL(file, 'file:///src/app/').pathname.slice(1),
  };
}

const meetingsList = page('../features/meetings/meetings-list-page.tsx', 'MeetingsListPage');
const allDetails = page('../features/meetings/meeting-all-details-page.tsx', 'MeetingAllDetailsPage');
const everyUpcoming = { limit: LIMITS.maxPageLimit };

const listPage = (path: string): SitePage => ({
  path,
  ...meetingsList,
  data: (params, search) => [pageRead(meetingsPage, meetingsPageArgs(params.category, search.get('page')))],
  head: ({ context, params, search, read }) => {
    const args = meetingsPageArgs(params.category, search.get('page'));
    const canonical = { ...context, path: meetingsCategoryCanonical(args.category, args.page) };
    return heads.meetingsListHead(canonical, args.category, args.page, read(meetingsPage, args)?.meetings);
  },
});

/** /meetings and its 'All Meetings' category are one list; its canonical address is /meetings. */
function meetingsCategoryCanonical(category: MeetingFilter, page: number): string {
  if (category !== ALL_MEETINGS) return to.meetingsCategory(category, page);
  return page > 1 ? `${paths.meetings}?page=${page}` : paths.meetings;
}

const allDetailsPage = (path: string): SitePage => ({
  path,
  ...allDetails,
  data: () => [pageRead(upcomingMeetings, everyUpcoming)],
  head: ({ context, read }) =>
    heads.allDetailsHead(
      { ...context, path: paths.meetingAllDetails },
      read(upcomingMeetings, everyUpcoming),
    ),
});

export const sitePages: SitePage[] = [
  {
    path: paths.home,
    ...page('./routes/home.tsx', 'HomeRoute'),
    data: () => [pageRead(upcomingMeetings, { limit: HOME_MEETINGS_COUNT }), pageRead(allCourses, undefined)],
    head: ({ context, read }) => heads.homeHead(context, read(allCourses, undefined)),
  },
  {
    path: paths.login,
    ...page('../features/auth/login-page.tsx', 'LoginPage'),
    head: ({ context }) => heads.loginHead(context),
  },
  {
    path: paths.signup,
    ...page('../features/auth/signup-page.tsx', 'SignupPage'),
    head: ({ context }) => heads.signupHead(context),
  },
  {
    path: paths.account,
    ...page('../features/auth/change-password-page.tsx', 'ChangePasswordPage'),
    head: ({ context }) => heads.accountHead(context),
  },
  listPage(paths.meetings),
  listPage(paths.meetingsCategory),
  {
    path: paths.meeting,
    ...page('../features/meetings/meeting-detail-page.tsx', 'MeetingDetailPage'),
    data: (params) => (params.id ? [pageRead(meetingById, params.id)] : []),
    head: ({ context, params, read }) =>
      heads.meetingHead(context, params.id ? read(meetingById, params.id) : null),
  },
  allDetailsPage(paths.meetingAllDetails),
  allDetailsPage(paths.meetingDetails),
];

const notFound: SitePage = {
  path: '*',
  ...page('./routes/not-found-screen.tsx', 'NotFoundRoute'),
  head: ({ context }) => heads.notFoundHead(context),
};

const adminArea = lazyPage(
  () => import('./admin/admin-area'),
  (m) => m.AdminArea,
);

const isAdminPath = (pathname: string) =>
  pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);

/** What an address shows: its page, the API answers it needs, and its head. */
export interface PageMatch {
  page: LazyPage;
  /** null for the admin area, which the server does not draw. */
  site: SitePage | null;
  params: Params;
  search: URLSearchParams;
  reads: PageRead[];
  found: boolean;
}

export function matchSitePage(pathname: string, search: string): PageMatch {
  const query = new URLSearchParams(search);
  if (isAdminPath(pathname)) {
    return { page: adminArea, site: null, params: {}, search: query, reads: [], found: true };
  }
  for (const site of sitePages) {
    const match = matchPath({ path: site.path, end: true }, pathname);
    if (match) {
      const reads = site.data?.(match.params, query) ?? [];
      return { page: site.page, site, params: match.params, search: query, reads, found: true };
    }
  }
  return { page: notFound.page, site: notFound, params: {}, search: query, reads: [], found: false };
}

/** A page's <head> as the answers at hand make it (the server's, or the browser's cache). */
export function headOf(
  match: PageMatch,
  cache: PageDataCache,
  origin: string,
  pathname: string,
): PageHead | null {
  if (!match.site) return null;
  const read: ReadAnswer = (query, args) => cache.dataOf(query, args);
  return match.site.head({
    context: { origin, path: pathname },
    params: match.params,
    search: match.search,
    read,
  });
}

/** Keeps the tab's title that of the page shown, as the visitor moves on and its data arrives. */
function DocumentTitle() {
  const { pathname, search } = useLocation();
  const { cache, origin } = usePageData();
  // Re-read whenever an answer arrives (a meeting's title once it has loaded).
  const title = useSyncExternalStore(
    cache.subscribe,
    () => headOf(matchSitePage(pathname, search), cache, origin, pathname)?.title,
    () => undefined,
  );
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

/** Every address of the website: the public pages in their layout, and the admin area. */
export function SiteRoutes() {
  return (
    <>
      <DocumentTitle />
      <SitePageRoutes />
    </>
  );
}

function SitePageRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {sitePages.map(({ path, page: { Component } }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<notFound.page.Component />} />
      </Route>
      <Route path={`${paths.admin.root}/*`} element={<adminArea.Component />} />
    </Routes>
  );
}
