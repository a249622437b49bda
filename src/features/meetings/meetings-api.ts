import type { Static } from 'typebox';
import { LIMITS, Meeting, MeetingByIdResponse, MeetingListResponse, MeetingSavedResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { recordEndpoints, recordListTags } from '@/lib/record-api';

/** A meeting as the admin screens take it: whatever fields came back as expected, and its id. */
export const MeetingRecord = salvageable(Meeting);
export type MeetingRecord = Static<typeof MeetingRecord>;

/** The admin table's page: a meeting with an odd value still has its row, to edit or delete it. */
export type AdminMeetingsPage = Omit<MeetingListResponse, 'meetings'> & { meetings: MeetingRecord[] };

// List answers are checked as an envelope, then meeting by meeting (lib/parse).
const MeetingListEnvelope = envelope(MeetingListResponse, 'meetings');
const MeetingByIdEnvelope = envelope(MeetingByIdResponse, 'meetings');

/** The admin table asks for the largest page the server allows. */
export const ADMIN_MEETINGS_PAGE_SIZE = LIMITS.maxPageLimit;

export const meetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // Read one, create, change and delete are every record's (lib/record-api): here, what a meeting's are.
    const record = recordEndpoints(build, {
      tag: 'Meeting',
      path: '/api/meetings',
      // An odd value leaves its field empty, for the admin to fill in.
      parseOne: (raw) => {
        const [first] = parseResponse(MeetingByIdEnvelope, raw).meetings;
        return first === undefined ? null : salvage(Meeting, MeetingRecord, first);
      },
      parseSaved: (raw) => parseResponse(MeetingSavedResponse, raw).meeting,
      dropFromLists: (id, lifecycle) => {
        for (const args of meetingsApi.util.selectCachedArgsForQuery(
          lifecycle.getState(),
          'getAdminMeetings',
        )) {
          lifecycle.dispatch(
            meetingsApi.util.updateQueryData('getAdminMeetings', args, (draft) => {
              const before = draft.meetings.length;
              draft.meetings = draft.meetings.filter((meeting) => meeting._id !== id);
              draft.totalMeetings -= before - draft.meetings.length;
            }),
          );
        }
      },
    });
    return {
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
        providesTags: (result) => recordListTags('Meeting', result?.meetings),
      }),
      getAdminMeeting: record.getOne,
      createMeeting: record.create,
      updateMeeting: record.update,
      deleteMeeting: record.remove,
    };
  },
});

export const {
  useGetAdminMeetingsQuery,
  useGetAdminMeetingQuery,
  useCreateMeetingMutation,
  useUpdateMeetingMutation,
  useDeleteMeetingMutation,
} = meetingsApi;
