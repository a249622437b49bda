import { MEETING_CATEGORIES, type Meeting, type MeetingInput, type MeetingPatch } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingRow, MeetingRowUpdate, NewMeetingRow } from '../../db/schema';
import { recordService, recordStamps, type RecordDeclaration } from '../resource-kit/record-service';
import {
  deleteMeeting,
  findMeeting,
  insertMeeting,
  listMeetings,
  listMeetingStamps,
  updateMeeting,
  type MeetingFilter,
} from './meetings.repository';

/**
 * A meeting as the API sends it. A row whose category is none of today's (written by hand, or
 * by an older version) is shown as 'Soon' rather than refused, so that one odd row cannot take
 * a whole list down; editing it in the admin area saves a real category.
 */
function toMeeting(row: MeetingRow): Meeting {
  const category = MEETING_CATEGORIES.find((c) => c === row.category) ?? 'Soon';
  return {
    ...recordStamps(row),
    title: row.title,
    description: row.description,
    date: row.date,
    price: row.price,
    location: row.location,
    hours: row.hours,
    bookNow: row.book_now,
    category,
    meetingImage: row.meeting_image,
  };
}

/** A meeting's rules are those of every record with a picture (resource-kit): this is its mapping. */
export const meetingRecords: RecordDeclaration<
  MeetingRow,
  NewMeetingRow,
  MeetingRowUpdate,
  Meeting,
  MeetingInput,
  MeetingPatch
> = {
  noun: 'meeting',
  imageField: 'meetingImage',
  repository: { find: findMeeting, insert: insertMeeting, update: updateMeeting, remove: deleteMeeting },
  toRecord: toMeeting,
  newRow: (input, { id, image, now }) => ({
    id,
    title: input.title,
    description: input.description ?? '',
    date: input.date,
    price: input.price,
    location: input.location,
    hours: input.hours,
    book_now: input.bookNow,
    category: input.category,
    meeting_image: image,
    created_at: now,
    updated_at: now,
  }),
  changes: (patch) => ({
    title: patch.title,
    description: patch.description,
    date: patch.date,
    price: patch.price,
    location: patch.location,
    hours: patch.hours,
    book_now: patch.bookNow,
    category: patch.category,
  }),
  imageChange: (image) => ({ meeting_image: image }),
  changedAt: (now) => ({ updated_at: now }),
};

/** Meetings: records with a picture, listed soonest first by category and date. */
export const meetingsService = {
  ...recordService(meetingRecords),

  /**
   * One page of the meetings `filter` selects, soonest first, and how many there are; `version`
   * is the table's change counter the caller read (deep pages start from anchors kept for it).
   */
  async list(
    db: Db,
    filter: MeetingFilter,
    page: { limit: number; offset: number },
    version: number,
  ): Promise<{ meetings: Meeting[]; total: number }> {
    const { rows, total } = await listMeetings(db, filter, page, version);
    return { meetings: rows.map(toMeeting), total };
  },

  /** Upcoming meetings' ids and change times, soonest first, at most `limit` (for the sitemap). */
  async upcomingStamps(
    db: Db,
    fromDate: string,
    limit: number,
  ): Promise<{ id: string; updatedAt: string }[]> {
    const rows = await listMeetingStamps(db, fromDate, limit);
    return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
  },
};
