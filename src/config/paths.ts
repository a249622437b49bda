import {
  ACCEPT_INVITATION_PATH,
  ACCOUNT_PATH,
  ADMIN_ROOT,
  DESKTOP_SETTINGS_PATH,
  FORGOT_PASSWORD_PATH,
  meetingPage,
  MY_MEETINGS_PATH,
  meetingsCategoryPage,
  contentPagePath,
  coursePage,
  PUBLIC_PATHS,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
  type MeetingFilter,
} from '@/contract';

/** A route with parameters: its pattern for the router, and the address of one of its pages. */
const route = <Args extends unknown[]>(path: string, href: (...args: Args) => string) => ({ path, href });

/** A route whose one parameter is a record's id: the address is the pattern with the id in it. */
const recordRoute = (path: `${string}/:id`) =>
  route(path, (id: string) => path.replace(':id', encodeURIComponent(id)));

/**
 * Every route of the product in one place; links are built from here, never typed by hand. A
 * route with parameters is one { path, href } pair, so its pattern is written once.
 */
export const paths = {
  home: PUBLIC_PATHS.home,
  login: PUBLIC_PATHS.login,
  signup: PUBLIC_PATHS.signup,
  /** Ask for an e-mail with a link to choose a new password (the login page links here). */
  forgotPassword: FORGOT_PASSWORD_PATH,
  /** Where that e-mail's link opens: the new password, for the link's `?token=`. */
  resetPassword: RESET_PASSWORD_PATH,
  /** Where a sign-up's confirmation e-mail links: confirms the address of the link's `?token=`. */
  verifyEmail: VERIFY_EMAIL_PATH,
  /** Where a staff invitation's e-mail links: name and password for the link's `?token=`. */
  acceptInvitation: ACCEPT_INVITATION_PATH,
  meetings: PUBLIC_PATHS.meetings,
  /** The list of one category; 'All Meetings' is the plain list. Page 1 is left out of the URL. */
  meetingsCategory: route('/meetings/category/:category', (category: MeetingFilter, page: number = 1) =>
    meetingsCategoryPage(category, page),
  ),
  meeting: route('/meetings/:id', meetingPage),
  /** A school's content page by its address (slug): privacy notice, terms, about us… */
  contentPage: route('/pages/:slug', contentPagePath),
  meetingAllDetails: PUBLIC_PATHS.meetingAllDetails,
  /** The school's courses, nine a page (`?page=N`; page 1 is left out). */
  courses: PUBLIC_PATHS.courses,
  coursesPage: (page: number) => (page > 1 ? `${PUBLIC_PATHS.courses}?page=${page}` : PUBLIC_PATHS.courses),
  /** One course: its description, price and the coming meetings of the category it names. */
  course: route('/courses/:id', coursePage),
  meetingDetails: '/meetingDetails',
  /** A logged-in visitor's registrations: status, cancel, add to calendar. */
  myMeetings: MY_MEETINGS_PATH,
  /** A logged-in visitor's account: details, address, password, data, deletion. */
  account: ACCOUNT_PATH,
  /** The desktop app's server address screen (first start, and the app menu). */
  desktopSettings: DESKTOP_SETTINGS_PATH,
  admin: {
    root: ADMIN_ROOT,
    // A record section's four, by recordAdminPaths' rule (config/record-admin-paths).
    meetings: '/admin/meetings',
    meetingsCreate: '/admin/meetings/create',
    meetingsEdit: recordRoute('/admin/meetings/edit/:id'),
    meetingsManage: '/admin/meetings/managemeetings',
    /** One meeting's registrations: the list, cancel one, export as CSV. */
    meetingRegistrations: recordRoute('/admin/meetings/registrations/:id'),
    courses: '/admin/courses',
    coursesCreate: '/admin/courses/create',
    coursesEdit: recordRoute('/admin/courses/edit/:id'),
    coursesManage: '/admin/courses/managecourses',
    contact: '/admin/contact',
    /** The e-mails the site sends (or would send, before mail is set up), with a preview. */
    outbox: '/admin/outbox',
    users: '/admin/user',
    /** The school's name, logo, contact details, social links, footer, hero and currency. */
    site: '/admin/site',
    /** The home page's texts: apply cards, features, facts, questions, contact section. */
    home: '/admin/home',
    pages: '/admin/pages',
    pagesCreate: '/admin/pages/create',
    pagesEdit: recordRoute('/admin/pages/edit/:id'),
    pagesManage: '/admin/pages/managepages',
    password: '/admin/password',
    /** Who among the staff did what, when (administrators). */
    audit: '/admin/audit',
  },
} as const;

/**
 * The login (or sign-up) page, asked to come back to `path` afterwards: the auth pages read
 * `next` and follow only an address of this site.
 */
export const returningTo = (page: typeof paths.login | typeof paths.signup, path: string | undefined) =>
  path === undefined ? page : `${page}?next=${encodeURIComponent(path)}`;

/** In-page anchors of the home page that the top bar scrolls to. */
export const homeAnchors = { apply: 'apply', courses: 'courses', contact: 'contact' } as const;
export type HomeAnchor = (typeof homeAnchors)[keyof typeof homeAnchors];

/**
 * Ids of the home page's other sections whose code comes as they near the screen
 * (app/deferred-part.tsx); courses, a scroll entry too, has its id in homeAnchors.
 */
export const homeSectionIds = {
  features: 'features',
  upcomingMeetings: 'upcoming-meetings',
  facts: 'facts',
} as const;
