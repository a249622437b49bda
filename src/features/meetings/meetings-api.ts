import {
  MEETINGS_PAGE_SIZE,
  MEETINGS_WIRE,
  type Meeting,
  type MeetingCategoryPage,
  type MeetingFilter,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordCalls } from '@/lib/record-api';
import { recordListTags } from '@/lib/record-tags';
import type { MeetingRecord } from './meetings-answers';

/**
 * Every call the browser makes on meetings, on the one data layer (lib/base-api): what visitors'
 * pages read, and the admin's record calls. Their answers' checks (meetings-answers.ts) load with
 * the first answer the browser fetches: a page the server drew needs no checker.
 */

export type { MeetingRecord };

export interface MeetingsPageArgs {
  category: MeetingFilter;
  page: number;
}

const answers = () => import('./meetings-answers');

/** How long (seconds) a list just read is shown again without asking: the page the server drew carries it. */
export const FRESH_S = 10;

export const meetingReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Upcoming meetings, soonest first (home block and hero, all-details page). No token: a public read. */
    upcomingMeetings: build.query<Meeting[], { limit: number }>({
      query: ({ limit }) => ({
        url: MEETINGS_WIRE.path,
        params: { limit },
        auth: false,
        check: () => answers().then((checks) => checks.upcomingMeetings),
      }),
      providesTags: (meetings) => recordListTags('Meeting', meetings),
    }),

    /** One page of a category; the stored token goes along as a bearer header. */
    meetingsPage: build.query<MeetingCategoryPage, MeetingsPageArgs>({
      query: ({ category, page }) => ({
        url: `${MEETINGS_WIRE.path}/category/${encodeURIComponent(category)}`,
        params: { page, limit: MEETINGS_PAGE_SIZE },
        check: () => answers().then((checks) => checks.meetingsPage),
      }),
      providesTags: (answer) => recordListTags('Meeting', answer?.meetings),
    }),

    /** One meeting; `null` when the server answers with an empty list. No token: a public read. */
    meetingById: build.query<Meeting | null, string>({
      query: (id) => ({
        url: `${MEETINGS_WIRE.path}/${encodeURIComponent(id)}`,
        auth: false,
        check: () => answers().then((checks) => checks.meetingById),
      }),
      providesTags: (_meeting, _error, id) => [{ type: 'Meeting', id }],
    }),
  }),
});

export const {
  useUpcomingMeetingsQuery,
  useMeetingsPageQuery,
  useMeetingByIdQuery,
  useLazyMeetingByIdQuery,
} = meetingReadsApi;

/** The admin's calls on meetings: every record's (lib/record-api), every meeting past ones too. */
export const meetingCalls = recordCalls(baseApi, {
  tag: 'Meeting',
  path: MEETINGS_WIRE.path,
  // Every meeting, past ones too (`scope=all` needs the admin's token).
  params: { scope: 'all' },
  answers: () => answers().then((checks) => checks.meetingRecordAnswers),
});
