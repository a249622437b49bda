import {
  MEETINGS_WIRE,
  Meeting,
  MeetingByIdResponse,
  MeetingCategoryPage,
  MeetingListResponse,
  MeetingSavedResponse,
} from '@/contract';
import { envelope, parseEach, parseResponse } from '@/lib/parse';
import { salvagedAnswers, type SalvagedRecord } from '@/lib/record-answers';

/**
 * The checks of the answers about meetings (meetings-api.ts loads this module when the first
 * answer arrives). Visitors' lists are checked as an envelope, then meeting by meeting; the admin's
 * keep a meeting whose odd value only leaves that field out (lib/parse).
 */

/** A category answer with `success: false` fails with this message. */
export const MEETINGS_FETCH_FAILED = 'Failed to fetch meetings';

const isUnsuccessful = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && 'success' in raw && raw.success === false;

const MeetingListEnvelope = envelope(MeetingListResponse, 'meetings');
const MeetingCategoryEnvelope = envelope(MeetingCategoryPage, 'meetings');
const MeetingByIdEnvelope = envelope(MeetingByIdResponse, 'meetings');

export const upcomingMeetings = (raw: unknown): Meeting[] =>
  parseEach(Meeting, parseResponse(MeetingListEnvelope, raw).meetings, 'meetings');

export function meetingsPage(raw: unknown): MeetingCategoryPage {
  if (isUnsuccessful(raw)) throw new Error(MEETINGS_FETCH_FAILED);
  const page = parseResponse(MeetingCategoryEnvelope, raw);
  return { ...page, meetings: parseEach(Meeting, page.meetings, 'meetings') };
}

/** One meeting; `null` when the server answers with an empty list. */
export const meetingById = (raw: unknown): Meeting | null =>
  parseEach(Meeting, parseResponse(MeetingByIdEnvelope, raw).meetings, 'meetings')[0] ?? null;

/** A meeting as the admin screens take it: whatever fields came back as expected, and its id. */
export type MeetingRecord = SalvagedRecord<typeof Meeting>;

/** The admin's answers (lib/record-api's calls). */
export const meetingRecordAnswers = salvagedAnswers(
  Meeting,
  { list: MeetingListResponse, byId: MeetingByIdResponse, saved: MeetingSavedResponse },
  MEETINGS_WIRE.keys,
);
