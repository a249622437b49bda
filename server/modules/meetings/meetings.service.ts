import { MEETING_CATEGORIES, type Meeting, type MeetingInput, type MeetingPatch } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingRow } from '../../db/schema';
import { withoutUndefined } from '../../lib/defined';
import { badRequest, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/time';
import { withMeetingLock } from '../registrations/registrations.repository';
import { fillFreeSeats, type RegistrationChange } from '../registrations/registrations.service';
import {
  ownColumns,
  recordService,
  recordStamps,
  type TableRecordDeclaration,
} from '../resource-kit/record-service';
import { readImageField, saveImageField } from '../uploads/image-field';
import { listMeetings, listMeetingStamps, meetingQueries, type MeetingFilter } from './meetings.repository';

/**
 * A meeting as the API sends it: its columns keep their names, but for two. A row whose category
 * is none of today's (written by hand, or by an older version) is shown as 'Soon' rather than
 * refused, so that one odd row cannot take a whole list down; editing it in the admin area saves
 * a real category.
 */
function toMeeting(row: MeetingRow): Meeting {
  const {
    book_now: bookNow,
    category,
    meeting_image: meetingImage,
    registration_closes_at: registrationClosesAt,
    seats_taken: seatsTaken,
    waitlist_length: waitlistLength,
    ...columns
  } = ownColumns(row);
  return {
    ...recordStamps(row),
    ...columns,
    bookNow,
    category: MEETING_CATEGORIES.find((known) => known === category) ?? 'Soon',
    meetingImage,
    registrationClosesAt,
    seatsTaken,
    waitlistLength,
  };
}

/** An emptied form field ('') or one not sent: none. */
const emptyAsNull = <T>(value: T | '' | undefined): T | null =>
  value === '' || value === undefined ? null : value;

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
    capacity: emptyAsNull(input.capacity),
    registration_closes_at: emptyAsNull(input.registrationClosesAt),
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
    capacity: patch.capacity === undefined ? undefined : emptyAsNull(patch.capacity),
    registration_closes_at:
      patch.registrationClosesAt === undefined ? undefined : emptyAsNull(patch.registrationClosesAt),
  }),
  imageChange: (image) => ({ meeting_image: image }),
};

const records = recordService(meetingRecords);

/**
 * Meetings: records with a picture, listed soonest first by category and date. A change takes
 * the meeting's registration lock and, in the same transaction, gives the seats a raised
 * capacity frees to the waiting list in order (a lowered one takes no seat back).
 */
export const meetingsService = {
  ...records,

  async update(db: Db, id: string, patch: MeetingPatch): Promise<Meeting> {
    return (await meetingsService.change(db, id, patch)).meeting;
  },

  /** As update, with the promotions the change made (for the e-mails they send). */
  async change(
    db: Db,
    id: string,
    patch: MeetingPatch,
  ): Promise<{ meeting: Meeting; changes: RegistrationChange[] }> {
    // As every record's change: a 404 first, then what is sent, the picture checked and
    // re-encoded before the transaction.
    await records.get(db, id);
    const fields = withoutUndefined(meetingRecords.changes(patch));
    const image =
      patch.meetingImage === undefined
        ? undefined
        : await readImageField(db, 'meetingImage', patch.meetingImage);
    if (Object.keys(fields).length === 0 && !image) throw badRequest('Send at least one field to change');
    return withMeetingLock(db, id, async (trx, before) => {
      // Deleted meanwhile: nothing is written.
      if (!before) throw notFound('No meeting with this id');
      const picture = image ? { meeting_image: await saveImageField(trx, image) } : {};
      const row = await meetingQueries.update(trx, id, { ...fields, ...picture, updated_at: nowIso() });
      if (!row) throw notFound('No meeting with this id');
      const changes = await fillFreeSeats(
        trx,
        row,
        { seatsTaken: row.seats_taken, waitlistLength: row.waitlist_length },
        nowIso(),
      );
      // Promotions moved the counts the row was read with.
      const after = changes.length > 0 ? await meetingQueries.find(trx, id) : row;
      return { meeting: toMeeting(after ?? row), changes };
    });
  },

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
