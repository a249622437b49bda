import { ALL_MEETINGS, MEETING_CATEGORIES } from './meetings';

/** A meeting's public page; the website links to it and the sitemap lists it. */
export const meetingPage = (id: string): string => `/meetings/${encodeURIComponent(id)}`;

/** A category's list; 'All Meetings' is the plain list. Page 1 is left out of the URL. */
export const meetingsCategoryPage = (category: string, page = 1): string => {
  const base = `/meetings/category/${encodeURIComponent(category)}`;
  return page > 1 ? `${base}?page=${page}` : base;
};

/** The public pages every visitor and search engine may open (the sitemap lists them). */
export const PUBLIC_PAGES = [
  '/',
  '/meetings',
  ...[ALL_MEETINGS, ...MEETING_CATEGORIES].map((category) => meetingsCategoryPage(category)),
  '/meetingAllDetails',
  '/login',
  '/signup',
] as const;

/** Kept out of search engines: the admin area and the API. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/api/'] as const;
