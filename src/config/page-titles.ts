import { ALL_MEETINGS, type MeetingFilter } from '@/contract';
import { SITE_NAME } from './constants';

/**
 * The public pages' names in the tab's title: each page sets its own (hooks/use-document-title),
 * and the server writes the same into the page's <head> (app/page-heads.ts).
 */
export const PAGE_TITLES = {
  login: 'Login',
  signup: 'Sign Up',
  account: 'Change Password',
  meetingAllDetails: 'Meeting Details',
  meetingNotFound: 'Meeting not found',
  notFound: 'Page not found',
} as const;

/** A meetings list by what it shows: "Upcoming Meetings", "Soon Meetings (page 2)". */
export function meetingsListTitle(category: MeetingFilter, page = 1): string {
  const named = category === ALL_MEETINGS ? 'Upcoming Meetings' : `${category} Meetings`;
  return page > 1 ? `${named} (page ${page})` : named;
}

/** The tab's title of a page named `page`; the home page has none of its own. */
export function documentTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : `${SITE_NAME} – Courses and Upcoming Meetings`;
}
