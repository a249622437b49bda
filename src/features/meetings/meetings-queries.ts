import { MEETINGS_PAGE_SIZE, type Meeting, type MeetingCategoryPage, type MeetingFilter } from '@/contract';
import type { PublicQuery } from '@/lib/page-data';

/** What visitors' pages read about meetings (lib/page-data); the admin's calls are in meetings-api.ts. */

export interface MeetingsPageArgs {
  category: MeetingFilter;
  page: number;
}

// Loaded with the first answer the browser fetches: a page the server drew needs no checker.
const answers = () => import('./meetings-answers');

/** Upcoming meetings, soonest first (home block and hero, all-details page). No token: a public read. */
export const upcomingMeetings: PublicQuery<{ limit: number }, Meeting[]> = {
  url: ({ limit }) => `/api/meetings?limit=${limit}`,
  check: () => answers().then((checks) => checks.upcomingMeetings),
};

/** One page of a category; the stored token goes along as a bearer header. */
export const meetingsPage: PublicQuery<MeetingsPageArgs, MeetingCategoryPage> = {
  url: ({ category, page }) =>
    `/api/meetings/category/${encodeURIComponent(category)}?page=${page}&limit=${MEETINGS_PAGE_SIZE}`,
  auth: true,
  check: () => answers().then((checks) => checks.meetingsPage),
};

/** One meeting; `null` when the server answers with an empty list. No token: a public read. */
export const meetingById: PublicQuery<string, Meeting | null> = {
  url: (id) => `/api/meetings/${encodeURIComponent(id)}`,
  check: () => answers().then((checks) => checks.meetingById),
};
