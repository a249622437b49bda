import type { Static } from 'typebox';
import {
  LIMITS,
  Meeting,
  MeetingByIdResponse,
  MeetingListResponse,
  MeetingSavedResponse,
  MessageResponse,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { uploadPercent } from '@/lib/upload-progress';

/** A meeting as the admin screens take it: whatever fields came back as expected, and its id. */
export const MeetingRecord = salvageable(Meeting);
export type MeetingRecord = Static<typeof MeetingRecord>;

/** The admin table's page: a meeting with an odd value still has its row, to edit or delete it. */
export type AdminMeetingsPage = Omit<MeetingListResponse, 'meetings'> & { meetings: MeetingRecord[] };

// List answers are checked as an envelope, then meeting by meeting (lib/parse).
const MeetingListEnvelope = envelope(MeetingListResponse, 'meetings');
const MeetingByIdEnvelope = envelope(MeetingByIdResponse, 'meetings');

/** A list provides one tag per meeting plus LIST, so creating, editing or deleting one refreshes it. */
function listTags(meetings: readonly { _id: string }[] | undefined) {
  return [
    ...(meetings ?? []).map(({ _id }) => ({ type: 'Meeting' as const, id: _id })),
    { type: 'Meeting' as const, id: 'LIST' },
  ];
}

/** The admin table asks for the largest page the server allows. */
export const ADMIN_MEETINGS_PAGE_SIZE = LIMITS.maxPageLimit;

/**
 * A multipart body for POST/PATCH. `onUploadProgress` (percent, 0–100) is only read by the request;
 * it travels in the action's `meta.arg`, which the serializability check ignores by default.
 */
export interface MeetingUpload {
  body: FormData;
  onUploadProgress?: (percent: number) => void;
}

const LIST_TAG = { type: 'Meeting' as const, id: 'LIST' };

export const meetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every meeting, past ones too, for the admin table (`scope=all` needs the admin's token). */
    getAdminMeetings: build.query<AdminMeetingsPage, { page: number }>({
      query: ({ page }) => ({
        url: '/api/meetings',
        params: { scope: 'all', page, limit: ADMIN_MEETINGS_PAGE_SIZE },
      }),
      transformResponse: (raw: unknown): AdminMeetingsPage => {
        const page = parseResponse(MeetingListEnvelope, raw);
        return { ...page, meetings: salvageEach(Meeting, MeetingRecord, page.meetings, 'meetings') };
      },
      providesTags: (result) => listTags(result?.meetings),
    }),

    /** One meeting for the edit form, with the token; `null` when the server's list is empty. */
    getAdminMeeting: build.query<MeetingRecord | null, string>({
      query: (id) => ({ url: `/api/meetings/${encodeURIComponent(id)}` }),
      // An odd value leaves its field empty, for the admin to fill in.
      transformResponse: (raw: unknown) => {
        const [first] = parseResponse(MeetingByIdEnvelope, raw).meetings;
        return first === undefined ? null : salvage(Meeting, MeetingRecord, first);
      },
      providesTags: (_result, _error, id) => [{ type: 'Meeting', id }],
    }),

    createMeeting: build.mutation<Meeting, MeetingUpload>({
      query: ({ body, onUploadProgress }) => ({
        url: '/api/meetings',
        method: 'POST',
        data: body,
        onUploadProgress: onUploadProgress && ((event) => onUploadProgress(uploadPercent(event))),
      }),
      transformResponse: (raw: unknown) => parseResponse(MeetingSavedResponse, raw).meeting,
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),

    updateMeeting: build.mutation<Meeting, MeetingUpload & { id: string }>({
      query: ({ id, body, onUploadProgress }) => ({
        url: `/api/meetings/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        onUploadProgress: onUploadProgress && ((event) => onUploadProgress(uploadPercent(event))),
      }),
      transformResponse: (raw: unknown) => parseResponse(MeetingSavedResponse, raw).meeting,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Meeting', id }, LIST_TAG]),
    }),

    deleteMeeting: build.mutation<string, string>({
      query: (id) => ({ url: `/api/meetings/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
      // Only after the server said yes: a failed delete leaves every list as it was.
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Meeting', id }, LIST_TAG]),
      // Spec point 4: the row leaves the admin table at once, before the refetch answers.
      async onQueryStarted(id, lifecycle) {
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return;
        }
        const cached = meetingsApi.util.selectCachedArgsForQuery(lifecycle.getState(), 'getAdminMeetings');
        for (const args of cached) {
          lifecycle.dispatch(
            meetingsApi.util.updateQueryData('getAdminMeetings', args, (draft) => {
              const before = draft.meetings.length;
              draft.meetings = draft.meetings.filter((meeting) => meeting._id !== id);
              draft.totalMeetings -= before - draft.meetings.length;
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useGetAdminMeetingsQuery,
  useGetAdminMeetingQuery,
  useCreateMeetingMutation,
  useUpdateMeetingMutation,
  useDeleteMeetingMutation,
} = meetingsApi;
