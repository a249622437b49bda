import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';
import { HOME_MEETINGS_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { ALL_MEETINGS, LIMITS, type Category, type PageHead } from '@/contract';
import { courseReadsApi } from '@/features/courses/courses-api';
import { coursesListArgs } from '@/features/courses/courses-list-page';
import { meetingReadsApi } from '@/features/meetings/meetings-api';
import { findList, meetingsPageArgs, type MeetingsAddress } from '@/features/meetings/meetings-args';
import { pageReadsApi } from '@/features/pages/pages-api';
import { categoryReadsApi } from '@/lib/categories-api';
import { homeContentApi } from '@/lib/home-content';
import { PENDING_SETTINGS, siteIdentityApi } from '@/lib/site-identity';
import * as heads from './page-heads';
import type { SiteMatch, SitePageName } from './site-routes';
import type { AppDispatch, RootState } from './store';

const { upcomingMeetings, meetingsPage, meetingById } = meetingReadsApi.endpoints;
const { allCourses, coursesPage, courseById } = courseReadsApi.endpoints;
const { homeContent } = homeContentApi.endpoints;
const { contentPageBySlug } = pageReadsApi.endpoints;
const { getSite } = siteIdentityApi.endpoints;

const categoriesRead = categoryReadsApi.endpoints.allCategories;
/** The state the categories' selector names: the store's, with the tag their module adds ('Category'). */
type CategoriesState = Parameters<ReturnType<typeof categoriesRead.select>>[0];
/**
 * The school's categories as the page reads them. Their module adds its tag to the one API
 * (lib/categories-api), which the store's type, made from the shared tags, does not name; the
 * store is the same, so its state is the one their selector reads.
 */
const allCategories: Read<undefined, Category[]> = {
  initiate: (args, options) => categoriesRead.initiate(args, options),
  select: (args) => (state) => categoriesRead.select(args)(state as CategoriesState),
};

/** A read of the one data layer (lib/base-api), as the pages' screens make it: an endpoint and its arguments. */
interface Read<Args, T> {
  initiate: (
    args: Args,
    options: { subscribe: false },
  ) => ThunkAction<PromiseLike<unknown>, RootState, unknown, UnknownAction>;
  select: (args: Args) => (state: RootState) => { data?: T | undefined };
}

/** An answer the page is drawn with, run on the server's store (entry-server.tsx). */
export type PageRead = (dispatch: AppDispatch) => unknown;

const pageRead =
  <Args, T>(endpoint: Read<Args, T>, args: Args): PageRead =>
  (dispatch) =>
    dispatch(endpoint.initiate(args, { subscribe: false }));

/**
 * What the server adds to each public page of app/site-routes.tsx: the API answers it is drawn
 * with (embedded in the HTML, so the browser hydrates without fetching) and its <head>. Only the
 * server's renderer (entry-server.tsx) loads this; the browser's first load carries none of it.
 */

/** Reads an answer the page was drawn with. */
type ReadAnswer = <Args, T>(endpoint: Read<Args, T>, args: Args) => T | undefined;

const readerOf =
  (state: RootState): ReadAnswer =>
  (endpoint, args) =>
    endpoint.select(args)(state).data;

interface PageInput {
  params: Params;
  search: URLSearchParams;
}

interface HeadInput extends PageInput {
  /** The page's address and the school's settings, which every head names. */
  context: heads.HeadContext;
  read: ReadAnswer;
}

interface ServerPage {
  /** The answers the page shows. */
  data?: (input: PageInput) => PageRead[];
  head: (input: HeadInput) => PageHead;
  /**
   * Where the page is to be found instead (an unknown category, a page beyond the last): the
   * server sends the visitor there, as the browser's router does where it draws the page.
   */
  redirect?: (input: PageInput & { read: ReadAnswer }) => string | null;
}

/** /meetings and its 'All Meetings' category are one list; its canonical address is /meetings. */
function meetingsCategoryCanonical({ args, segment }: MeetingsAddress): string {
  if (args.category !== ALL_MEETINGS) return paths.meetingsCategory.href(segment, args.page);
  return args.page > 1 ? `${paths.meetings}?page=${args.page}` : paths.meetings;
}

/** The school's categories, as the page was drawn with them (their read comes first). */
const categoriesOf = (read: ReadAnswer): readonly Category[] | undefined => read(allCategories, undefined);

const listAddress = ({ params, search }: PageInput, categories: readonly Category[]) =>
  meetingsPageArgs(categories, params.category, search.get('page'));

const meetingsList: ServerPage = {
  // The categories first: the address names one of them (by address or name), and the pills show them all.
  data: (input) => [
    async (dispatch) => {
      const { data: categories } = await dispatch(categoriesRead.initiate(undefined, { subscribe: false }));
      if (categories)
        await dispatch(meetingsPage.initiate(listAddress(input, categories).args, { subscribe: false }));
    },
  ],
  // As the list page does in the browser (features/meetings/meetings-list-page.tsx).
  redirect: (input) => {
    const categories = categoriesOf(input.read);
    if (!categories) return null;
    const { args, segment } = listAddress(input, categories);
    if (input.params.category !== undefined && input.params.category !== segment)
      return paths.meetingsCategory.href(segment, args.page);
    const totalPages = input.read(meetingsPage, args)?.totalPages ?? 0;
    return totalPages >= 1 && args.page > totalPages
      ? paths.meetingsCategory.href(segment, totalPages)
      : null;
  },
  head: (input) => {
    const address = listAddress(input, categoriesOf(input.read) ?? []);
    const canonical = { ...input.context, path: meetingsCategoryCanonical(address) };
    const { args } = address;
    return heads.meetingsListHead(
      canonical,
      args.category,
      args.page,
      input.read(meetingsPage, args)?.meetings,
    );
  },
};

const everyUpcoming = { limit: LIMITS.maxPageLimit };

const allDetails: ServerPage = {
  data: () => [pageRead(upcomingMeetings, everyUpcoming)],
  head: ({ context, read }) =>
    heads.allDetailsHead(
      { ...context, path: paths.meetingAllDetails },
      read(upcomingMeetings, everyUpcoming),
    ),
};

const coursesList: ServerPage = {
  data: ({ search }) => [pageRead(coursesPage, coursesListArgs(search))],
  // A page beyond the last is the last one, as the meetings list's.
  redirect: ({ search, read }) => {
    const args = coursesListArgs(search);
    const totalPages = read(coursesPage, args)?.totalPages ?? 0;
    return totalPages >= 1 && args.page > totalPages ? paths.coursesPage(totalPages) : null;
  },
  head: ({ context, search, read }) => {
    const args = coursesListArgs(search);
    return heads.coursesListHead(
      { ...context, path: paths.coursesPage(args.page) },
      args.page,
      read(coursesPage, args)?.courses,
    );
  },
};

/**
 * A course and the school's categories, then the coming meetings of the category it names (their
 * read waits for the other two).
 */
const courseWithMeetings =
  (id: string): PageRead =>
  async (dispatch) => {
    const [{ data: course }, { data: categories }] = await Promise.all([
      dispatch(courseById.initiate(id, { subscribe: false })),
      dispatch(categoriesRead.initiate(undefined, { subscribe: false })),
    ]);
    const list = course && categories ? findList(categories, course.category) : undefined;
    if (list !== undefined && list.name !== ALL_MEETINGS)
      await dispatch(meetingsPage.initiate({ category: list.name, page: 1 }, { subscribe: false }));
  };

const serverPages: Record<SitePageName, ServerPage> = {
  home: {
    data: () => [
      pageRead(homeContent, undefined),
      pageRead(upcomingMeetings, { limit: HOME_MEETINGS_COUNT }),
      pageRead(allCourses, undefined),
      // The upcoming meetings' sidebar links to each of the school's categories.
      pageRead(allCategories, undefined),
    ],
    head: ({ context, read }) => heads.homeHead(context, read(allCourses, undefined)),
  },
  login: { head: ({ context }) => heads.loginHead(context) },
  signup: { head: ({ context }) => heads.signupHead(context) },
  forgotPassword: { head: ({ context }) => heads.forgotPasswordHead(context) },
  resetPassword: { head: ({ context }) => heads.resetPasswordHead(context) },
  verifyEmail: { head: ({ context }) => heads.verifyEmailHead(context) },
  acceptInvitation: { head: ({ context }) => heads.acceptInvitationHead(context) },
  account: { head: ({ context }) => heads.accountHead(context) },
  myMeetings: { head: ({ context }) => heads.myMeetingsHead(context) },
  meetings: meetingsList,
  meetingsCategory: meetingsList,
  meeting: {
    data: ({ params }) => (params.id ? [pageRead(meetingById, params.id)] : []),
    head: ({ context, params, read }) =>
      heads.meetingHead(context, params.id ? read(meetingById, params.id) : null),
  },
  meetingAllDetails: allDetails,
  meetingDetails: allDetails,
  courses: coursesList,
  course: {
    data: ({ params }) => (params.id ? [courseWithMeetings(params.id)] : []),
    head: ({ context, params, read }) =>
      heads.courseHead(
        { ...context, path: paths.course.href(params.id ?? '') },
        params.id ? read(courseById, params.id) : null,
      ),
  },
  contentPage: {
    data: ({ params }) => (params.slug ? [pageRead(contentPageBySlug, params.slug)] : []),
    head: ({ context, params, read }) =>
      heads.contentPageHead(
        { ...context, path: paths.contentPage.href(params.slug ?? '') },
        params.slug ? read(contentPageBySlug, params.slug) : undefined,
      ),
  },
  notFound: { head: ({ context }) => heads.notFoundHead(context) },
};

/** The answers a page is drawn with: the school's identity (top bar, footer, prices) and the page's own. */
export function pageReads(match: SiteMatch, search: URLSearchParams): PageRead[] {
  return [
    pageRead(getSite, undefined),
    ...(serverPages[match.name].data?.({ params: match.params, search }) ?? []),
  ];
}

/** A page's <head>, from the answers it was drawn with. */
export function headOf(
  match: SiteMatch,
  search: URLSearchParams,
  state: RootState,
  place: Omit<heads.HeadContext, 'site'>,
): PageHead {
  const read = readerOf(state);
  const context: heads.HeadContext = {
    ...place,
    site: read(getSite, undefined)?.settings ?? PENDING_SETTINGS,
  };
  return serverPages[match.name].head({ context, params: match.params, search, read });
}

/** Where a page's address leads instead, from the answers it was drawn with (null: it is the page). */
export function redirectOf(match: SiteMatch, search: URLSearchParams, state: RootState): string | null {
  const read = readerOf(state);
  return serverPages[match.name].redirect?.({ params: match.params, search, read }) ?? null;
}
