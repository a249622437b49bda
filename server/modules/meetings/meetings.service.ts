import type { Meeting, MeetingInput, MeetingPatch } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingWithSeats, NewMeetingRow } from '../../db/schema';
import { nowIso, storedInstant, todayIso } from '../../lib/time';
import type { AuditActor } from '../audit/audit-record';
import { categoriesService } from '../categories/categories.service';
import {
  movedMeeting,
  writeRegistrationEmails,
  type MailSite,
  type RegistrationNotice,
} from '../registrations/registration-emails';
import {
  listMeetingRegistrations,
  promoteIntoFreeSeats,
  withMeetingLock,
} from '../registrations/registrations.repository';
import { calendarMeetingOf, promotionsOf, toRegistration } from '../registrations/registrations.service';
import type { RecordRowUpdate } from '../resource-kit/record-queries';
import {
  ownColumns,
  recordService,
  recordStamps,
  type RecordDeclaration,
  type RecordHooks,
  type RecordService,
} from '../resource-kit/record-service';
import { listMeetings, listMeetingStamps, meetingQueries, type MeetingFilter } from './meetings.repository';

/** A meeting as the API sends it: its columns keep their names, but for a few. */
function toMeeting(row: MeetingWithSeats): Meeting {
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
    category,
    meetingImage,
    registrationClosesAt,
    seatsTaken,
    waitlistLength,
  };
}

/** An emptied form field ('') or one not sent: none. */
const emptyAsNull = <T>(value: T | '' | undefined): T | null =>
  value === '' || value === undefined ? null : value;

/** When registration closes, as stored (storedInstant); empty: it does not close. */
const closesAt = (value: string | undefined): string | null => {
  const sent = emptyAsNull(value);
  return sent === null ? null : storedInstant(sent, 'Registration closes');
};

/** A meeting's rules are those of every record with a picture (resource-kit): this is its mapping. */
export const meetingRecords: RecordDeclaration<
  MeetingWithSeats,
  NewMeetingRow,
  RecordRowUpdate<'meetings'>,
  Meeting,
  MeetingInput,
  MeetingPatch
> = {
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
    registration_closes_at: closesAt(input.registrationClosesAt),
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
      patch.registrationClosesAt === undefined ? undefined : closesAt(patch.registrationClosesAt),
  }),
  imageChange: (image) => ({ meeting_image: image }),
  // The seats move with registrations, which the log records on their own.
  audit: { leaveOut: ['seatsTaken', 'waitlistLength'] },
};

const records = recordService(meetingRecords);

/** The live registrations of a meeting as the e-mails name them, waiting ones with their place. */
async function liveRegistrations(trx: Db, meetingId: string) {
  const rows = await listMeetingRegistrations(trx, meetingId);
  let place = 0;
  return rows
    .filter((row) => row.status !== 'cancelled')
    .map((row) => toRegistration(row, row.status === 'waitlisted' ? (place += 1) : null));
}

/**
 * What a meeting's change and deletion do beside its row, in the kit's transaction under the
 * meeting's registration lock: a raised capacity gives the seats it frees to the waiting list in
 * order (a lowered one takes no seat back), and the registrants hear when the date, time or place
 * moved; a deletion tells them it is off. The e-mails are written as `site` says.
 */
export function meetingWriteHooks(site: MailSite): RecordHooks<MeetingWithSeats> {
  return {
    transaction: withMeetingLock,

    async afterUpdate(trx, { before, row }) {
      const promotions = promotionsOf(
        await promoteIntoFreeSeats(
          trx,
          row,
          { seatsTaken: row.seats_taken, waitlistLength: row.waitlist_length },
          nowIso(),
        ),
      );
      // Those just promoted hear of their seat, which carries the new date already.
      const promoted = new Set(promotions.map((change) => change.registration.id));
      // A meeting already over (an admin tidying it up) is no news to those who came.
      const upcoming = before.date >= todayIso() || row.date >= todayIso();
      const moved: RegistrationNotice[] =
        upcoming && movedMeeting(before, row)
          ? (await liveRegistrations(trx, row.id))
              .filter((registration) => !promoted.has(registration.id))
              .map((registration) => ({ kind: 'meetingChanged', registration, before }))
          : [];
      await writeRegistrationEmails(trx, calendarMeetingOf(row), [...promotions, ...moved], site);
      // Promotions moved the counts the row was read with.
      return (promotions.length > 0 ? await meetingQueries.find(trx, row.id) : undefined) ?? row;
    },

    async beforeRemove(trx, meeting) {
      // Deleting a meeting that took place already cancels nothing anyone still plans for.
      const over = meeting.date < todayIso();
      const notices: RegistrationNotice[] = over
        ? []
        : (await liveRegistrations(trx, meeting.id)).map((registration) => ({
            kind: 'meetingDeleted',
            registration,
          }));
      await writeRegistrationEmails(trx, calendarMeetingOf(meeting), notices, site);
    },
  };
}

/** Meetings: records with a picture, listed soonest first by category and date. */
export const meetingsService = {
  // No bare update or remove: a meeting's change always goes through its lock and its e-mails.
  get: (db: Db, id: string): Promise<Meeting> => records.get(db, id),
  async create(db: Db, input: MeetingInput, actor: AuditActor): Promise<Meeting> {
    await categoriesService.expectCategory(db, input.category);
    return records.create(db, input, actor);
  },

  /**
   * The record service's calls, a change and a deletion with their hooks (meetingWriteHooks);
   * a meeting's category is one of the school's.
   */
  withMail(site: MailSite): RecordService<Meeting, MeetingInput, MeetingPatch> {
    const service = recordService({ ...meetingRecords, hooks: meetingWriteHooks(site) });
    return {
      ...service,
      create: (db, input, actor) => meetingsService.create(db, input, actor),
      async update(db, id, patch, actor) {
        await categoriesService.expectCategory(db, patch.category);
        return service.update(db, id, patch, actor);
      },
    };
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
