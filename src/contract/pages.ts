import { ALL_MEETINGS } from './meetings-values';

/** A meeting's public page; the website links to it and the sitemap lists it. */
export const meetingPage = (id: string): string => `/meetings/${encodeURIComponent(id)}`;

/** A course's public page; the course cards link to it and the sitemap lists it. */
export const coursePage = (id: string): string => `/courses/${encodeURIComponent(id)}`;

/** A school's content page (privacy notice, terms, about us…); the footer links to it and the sitemap lists it. */
export const contentPagePath = (slug: string): string => `/pages/${encodeURIComponent(slug)}`;

/**
 * A category's list at its address segment (its slug; 'All Meetings' is the plain list). Page 1 is
 * left out of the URL. The template's addresses by name (/meetings/category/Soon) still lead there.
 */
export const meetingsCategoryPage = (segment: string, page = 1): string => {
  const base = `/meetings/category/${encodeURIComponent(segment)}`;
  return page > 1 ? `${base}?page=${page}` : base;
};

/** The website's fixed public addresses: the route table (src/config/paths) and the sitemap use these. */
export const PUBLIC_PATHS = {
  home: '/',
  meetings: '/meetings',
  meetingAllDetails: '/meetingAllDetails',
  courses: '/courses',
  login: '/login',
  signup: '/signup',
} as const;

export const ADMIN_ROOT = '/admin';

/** A visitor's registrations; the e-mails about a registration link to it. */
export const MY_MEETINGS_PATH = '/my-meetings';

/** A logged-in visitor's own account; the e-mails about the account link to it. */
export const ACCOUNT_PATH = '/account';

/**
 * The fixed public pages every visitor and search engine may open (the sitemap lists them, and
 * each of the school's categories at its address).
 */
export const PUBLIC_PAGES = [
  PUBLIC_PATHS.home,
  PUBLIC_PATHS.meetings,
  meetingsCategoryPage(ALL_MEETINGS),
  PUBLIC_PATHS.meetingAllDetails,
  PUBLIC_PATHS.courses,
  PUBLIC_PATHS.login,
  PUBLIC_PATHS.signup,
];

/** Kept out of search engines: the admin area and the API. */
export const PRIVATE_PATH_PREFIXES = [ADMIN_ROOT, '/api/'] as const;
