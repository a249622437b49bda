import type { Static } from 'typebox';
import { Meeting, MeetingByIdResponse, MeetingListResponse, MeetingSavedResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { salvageable } from '@/lib/parse';
import { recordCalls, salvagedAnswers } from '@/lib/record-api';

/** A meeting as the admin screens take it: whatever fields came back as expected, and its id. */
export const MeetingRecord = salvageable(Meeting);
export type MeetingRecord = Static<typeof MeetingRecord>;

/** The admin's calls on meetings: every record's (lib/record-api), at a meeting's path and with its answers. */
export const meetingCalls = recordCalls(baseApi, {
  tag: 'Meeting',
  path: '/api/meetings',
  // Every meeting, past ones too (`scope=all` needs the admin's token).
  params: { scope: 'all' },
  ...salvagedAnswers(Meeting, MeetingRecord, {
    list: [MeetingListResponse, 'meetings', 'totalMeetings'],
    // Under the plural, as on the original site.
    byId: [MeetingByIdResponse, 'meetings'],
    saved: [MeetingSavedResponse, 'meeting'],
  }),
});
