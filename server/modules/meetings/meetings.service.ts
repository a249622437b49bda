import { MEETING_CATEGORIES, type Meeting, type MeetingInput, type MeetingPatch } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingRow } from '../../db/schema';
import {
  ownColumns,
  recordService,
  recordStamps,
  type TableRecordDeclaration,
} from '../resource-kit/record-service';
import { listMeetings, listMeetingStamps, meetingQueries, type MeetingFilter } from './meetings.repository';

/**
 * A meeting as the API sends it: its columns keep their names, but for two. A row whose category
 * is none of today's (written by hand, or by an older version) is shown as 'Soon' rather than
 * refused, so that one odd row cannot take a whole list down; editing it in the admin area saves
 * a real category.
 */
function toMeeting(row: MeetingRow): Meeting {
  const { book_now: bookNow, category, meeting_image: meetingImage, ...columns } = ownColumns(row);
  return {
    ...recordStamps(row),
    ...columns,
    bookNow,
    category: MEETING_CATEGORIES.find((known) => known === category) ?? 'Soon',
    meetingImage,
  };
}

/** A meeting's rules are those of every record with a picture (resource-kit): this is its mapping. */
export const meetingRecords: TableRecordDeclaration<'meetings', Meeting, MeetingInput, MeetingPatch> = {
  noun: 'meeting',
  imageField: 'meetingImage',
  repository: meetingQueries,
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
