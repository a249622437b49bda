import { ALL_MEETINGS, type MeetingFilter } from '@/contract';

/**
 * The public pages' names in the tab's title: each page sets its own (hooks/use-document-title),
 * and the server writes the same into the page's <head> (app/page-heads.ts).
 */
export const PAGE_TITLES = {
  login: 'Login',
  signup: 'Sign Up',
  account: 'My Account',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Choose a New Password',
  verifyEmail: 'Confirm Your E-mail Address',
  acceptInvitation: 'Join the Staff',
  myMeetings: 'My Meetings',
  meetingAllDetails: 'Meeting Details',
  meetingNotFound: 'Meeting not found',
  notFound: 'Page not found',
  courses: 'Our Courses',
} as const;

/** A meetings list by what it shows: "Upcoming Meetings", "Soon Meetings (page 2)". */
export function meetingsListTitle(category: MeetingFilter, page = 1): string {
  const named = category === ALL_MEETINGS ? 'Upcoming Meetings' : `${category} Meetings`;
  return page > 1 ? `${named} (page ${page})` : named;
}

/** The course list by its page: "Our Courses", "Our Courses (page 2)". */
export const coursesListTitle = (page = 1): string =>
  page > 1 ? `${PAGE_TITLES.courses} (page ${page})` : PAGE_TITLES.courses;

/** What the home page's title says after the school's name. */
const HOME_TITLE = 'Courses and Upcoming Meetings';

/**
 * The tab's title of a page named `page` at the school `schoolName`; the home page has none of its
 * own. Without a name yet (settings still loading), the page's name alone.
 */
export function documentTitle(page: string | undefined, schoolName: string): string {
  const named = page ?? HOME_TITLE;
  if (!schoolName) return named;
  return page ? `${page} – ${schoolName}` : `${schoolName} – ${HOME_TITLE}`;
}
