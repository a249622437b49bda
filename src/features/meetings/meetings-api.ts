import {
  MEETINGS_PAGE_SIZE,
  MeetingByIdResponse,
  MeetingCategoryPage,
  MeetingListResponse,
  type Meeting,
  type MeetingFilter,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { parseResponse } from '@/lib/parse';

export interface MeetingsPageArgs {
  category: MeetingFilter;
  page: number;
}

/** Spec point 8: a category answer with `success: false` fails with this message. */
export const MEETINGS_FETCH_FAILED = 'Failed to fetch meetings';

const isUnsuccessful = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && 'success' in raw && raw.success === false;

/** A list provides one tag per meeting plus LIST, so creating, editing or deleting one refreshes it. */
function listTags(meetings: readonly Meeting[] | undefined) {
  return [
    ...(meetings ?? []).map(({ _id }) => ({ type: 'Meeting' as const, id: _id })),
    { type: 'Meeting' as const, id: 'LIST' },
  ];
}

export const meetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Upcoming meetings, soonest first (home block, all-details page). No token (spec point 6). */
    getUpcomingMeetings: build.query<Meeting[], { limit: number }>({
      query: ({ limit }) => ({ url: '/api/meetings', params: { limit }, auth: false }),
      transformResponse: (raw: unknown) => parseResponse(MeetingListResponse, raw).meetings,
      providesTags: (result) => listTags(result),
    }),

    /** One page of a category; the stored token goes along as a bearer header (spec point 6). */
    getMeetingsPage: build.query<MeetingCategoryPage, MeetingsPageArgs>({
      query: ({ category, page }) => ({
        url: `/api/meetings/category/${encodeURIComponent(category)}`,
        params: { page, limit: MEETINGS_PAGE_SIZE },
        auth: true,
      }),
      transformResponse: (raw: unknown) => {
        if (isUnsuccessful(raw)) throw new Error(MEETINGS_FETCH_FAILED);
        return parseResponse(MeetingCategoryPage, raw);
      },
      providesTags: (result) => listTags(result?.meetings),
    }),

    /** One meeting; `null` when the server answers with an empty list. No token (spec point 6). */
    getMeeting: build.query<Meeting | null, string>({
      query: (id) => ({ url: `/api/meetings/${encodeURIComponent(id)}`, auth: false }),
      transformResponse: (raw: unknown) => parseResponse(MeetingByIdResponse, raw).meetings[0] ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Meeting', id }],
    }),
  }),
});

export const { useGetUpcomingMeetingsQuery, useGetMeetingsPageQuery, useGetMeetingQuery } = meetingsApi;
