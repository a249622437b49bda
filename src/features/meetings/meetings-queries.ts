import {
  MEETINGS_PAGE_SIZE,
  Meeting,
  MeetingByIdResponse,
  MeetingCategoryPage,
  MeetingListResponse,
  type MeetingFilter,
} from '@/contract';
import type { PublicQuery } from '@/lib/page-data';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

/** What visitors' pages read about meetings (lib/page-data); the admin's calls are in meetings-api.ts. */

export interface MeetingsPageArgs {
  category: MeetingFilter;
  page: number;
}

/** Spec point 8: a category answer with `success: false` fails with this message. */
export const MEETINGS_FETCH_FAILED = 'Failed to fetch meetings';

const isUnsuccessful = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && 'success' in raw && raw.success === false;

// List answers are checked as an envelope, then meeting by meeting (lib/parse).
const MeetingListEnvelope = envelope(MeetingListResponse, 'meetings');
const MeetingCategoryEnvelope = envelope(MeetingCategoryPage, 'meetings');
const MeetingByIdEnvelope = envelope(MeetingByIdResponse, 'meetings');

/** Upcoming meetings, soonest first (home block and hero, all-details page). No token (spec point 6). */
export const upcomingMeetings: PublicQuery<{ limit: number }, Meeting[]> = {
  url: ({ limit }) => `/api/meetings?limit=${limit}`,
  parse: (raw) => parseEach(Meeting, parseResponse(MeetingListEnvelope, raw).meetings, 'meetings'),
};

/** One page of a category; the stored token goes along as a bearer header (spec point 6). */
export const meetingsPage: PublicQuery<MeetingsPageArgs, MeetingCategoryPage> = {
  url: ({ category, page }) =>
    `/api/meetings/category/${encodeURIComponent(category)}?page=${page}&limit=${MEETINGS_PAGE_SIZE}`,
  auth: true,
  parse: (raw) => {
    if (isUnsuccessful(raw)) throw new Error(MEETINGS_FETCH_FAILED);
    const page = parseResponse(MeetingCategoryEnvelope, raw);
    return { ...page, meetings: parseEach(Meeting, page.meetings, 'meetings') };
  },
};

/** One meeting; `null` when the server answers with an empty list. No token (spec point 6). */
export const meetingById: PublicQuery<string, Meeting | null> = {
  url: (id) => `/api/meetings/${encodeURIComponent(id)}`,
  parse: (raw) => parseEach(Meeting, parseResponse(MeetingByIdEnvelope, raw).meetings, 'meetings')[0] ?? null,
};
