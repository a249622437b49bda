import type { Static } from 'typebox';
import { LIMITS, Meeting, MeetingByIdResponse, MeetingListResponse, MeetingSavedResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { recordEndpoints } from '@/lib/record-api';

/** A meeting as the admin screens take it: whatever fields came back as expected, and its id. */
export const MeetingRecord = salvageable(Meeting);
export type MeetingRecord = Static<typeof MeetingRecord>;

// List answers are checked as an envelope, then meeting by meeting (lib/parse).
const MeetingListEnvelope = envelope(MeetingListResponse, 'meetings');
const MeetingByIdEnvelope = envelope(MeetingByIdResponse, 'meetings');

export const meetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // The admin's calls are every record's (lib/record-api): here, what a meeting's are.
    const record = recordEndpoints(build, {
      tag: 'Meeting',
      path: '/api/meetings',
      // Every meeting, past ones too (`scope=all` needs the admin's token), as many as the server allows.
      params: { scope: 'all', limit: LIMITS.maxPageLimit },
      // A meeting with an odd value still has its row, to edit or delete it.
      parsePage: (raw) => {
        const { meetings, totalPages, totalMeetings } = parseResponse(MeetingListEnvelope, raw);
        return {
          records: salvageEach(Meeting, MeetingRecord, meetings, 'meetings'),
          totalPages,
          total: totalMeetings,
        };
      },
      // An odd value leaves its field empty, for the admin to fill in.
      parseOne: (raw) => {
        const [first] = parseResponse(MeetingByIdEnvelope, raw).meetings;
        return first === undefined ? null : salvage(Meeting, MeetingRecord, first);
      },
      parseSaved: (raw) => parseResponse(MeetingSavedResponse, raw).meeting,
    });
    return {
      getAdminMeetings: record.getPage,
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
