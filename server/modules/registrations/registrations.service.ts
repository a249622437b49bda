import { MEETING_CATEGORIES, type MyRegistration, type Registration } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingRow, RegistrationRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { nowIso, todayIso } from '../../lib/time';
import type { CalendarMeeting } from '../calendar/ics';
import {
  writeRegistrationEmails,
  type MailSite,
  type RegistrationNotice,
} from './registration-emails';
import {
  cancelRegistrationRow,
  findLiveRegistration,
  findRegistration,
  insertRegistration,
  listMeetingRegistrations,
  listUserRegistrations,
  nextQueueSeq,
  promoteFirstWaiting,
  setMeetingCounts,
  withMeetingLock,
} from './registrations.repository';

/**
 * What a registration change did to whom, in order: what the visitor is told. Every change
 * below writes its e-mails in its own transaction (the outbox), and returns what it did.
 */
export type RegistrationChange = RegistrationNotice;

export const MESSAGES = {
  noMeeting: 'No meeting with this id',
  noOnlineRegistration: 'This meeting does not take registrations online: see its Book Now text',
  past: 'This meeting has already taken place',
  closed: 'Registration for this meeting has closed',
  alreadyConfirmed: 'You are already registered for this meeting',
  alreadyWaiting: 'You are already on the waiting list for this meeting',
  notRegistered: 'You are not registered for this meeting',
  noRegistration: 'No registration with this id for this meeting',
  alreadyCancelled: 'This registration is already cancelled',
} as const;

/** The one who registers: the account's name and address are kept with the registration. */
export interface Registrant {
  id: string;
  userName: string;
  userEmail: string;
}

export function toRegistration(row: RegistrationRow, position: number | null): Registration {
  return {
    _id: row.id,
    id: row.id,
    meetingId: row.meeting_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    status: row.status,
    position: row.status === 'waitlisted' ? position : null,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    cancelledAt: row.cancelled_at,
    checkedInAt: row.checked_in_at,
  };
}

/** What a registrant's e-mail and calendar show of the meeting, from its row. */
export const calendarMeetingOf = (row: MeetingRow): CalendarMeeting => ({
  id: row.id,
  title: row.title,
  description: row.description,
  date: row.date,
  hours: row.hours,
  location: row.location,
  category: MEETING_CATEGORIES.find((known) => known === row.category) ?? 'Soon',
  updatedAt: row.updated_at,
});

const isPast = (meeting: MeetingRow, now: Date) => meeting.date < todayIso(now);

/**
 * Gives the meeting's free seats to the waiting list, first come first served, and stores the
 * new counts. Run inside withMeetingLock, after any change that may free seats (a cancellation, a
 * raised capacity). While the meeting takes no online registration (capacity null) the waiting
 * list stays as it is: nobody is promoted until the school offers seats again.
 */
export async function fillFreeSeats(
  trx: Db,
  meeting: MeetingRow,
  counts: { seatsTaken: number; waitlistLength: number },
  now: string,
): Promise<RegistrationChange[]> {
  const free = meeting.capacity === null ? 0 : meeting.capacity - counts.seatsTaken;
  const promoted = await promoteFirstWaiting(trx, meeting.id, Math.min(free, counts.waitlistLength), now);
  await setMeetingCounts(trx, meeting.id, {
    seatsTaken: counts.seatsTaken + promoted.length,
    waitlistLength: counts.waitlistLength - promoted.length,
  });
  return promoted.map((row) => ({ kind: 'promoted' as const, registration: toRegistration(row, null) }));
}

async function withMeeting<T>(
  db: Db,
  meetingId: string,
  work: (trx: Db, meeting: MeetingRow) => Promise<T>,
): Promise<T> {
  return withMeetingLock(db, meetingId, (trx, meeting) => {
    if (!meeting) throw notFound(MESSAGES.noMeeting);
    return work(trx, meeting);
  });
}

/**
 * Cancels a live registration and gives its seat, if it had one, to the first waiting; the
 * e-mails (the cancellation, the promotion) go in the same transaction.
 */
async function cancelLocked(
  trx: Db,
  meeting: MeetingRow,
  row: RegistrationRow,
  by: 'visitor' | 'school',
  site: MailSite,
): Promise<RegistrationChange[]> {
  const now = nowIso();
  const cancelled = await cancelRegistrationRow(trx, row.id, now);
  const counts = {
    seatsTaken: meeting.seats_taken - (row.status === 'confirmed' ? 1 : 0),
    waitlistLength: meeting.waitlist_length - (row.status === 'waitlisted' ? 1 : 0),
  };
  const changes: RegistrationChange[] = [
    { kind: 'cancelled', registration: toRegistration(cancelled, null), by },
    ...(await fillFreeSeats(trx, meeting, counts, now)),
  ];
  await writeRegistrationEmails(trx, calendarMeetingOf(meeting), changes, site);
  return changes;
}

export const registrationsService = {
  /**
   * A seat if one is free and nobody waits, else the end of the waiting list. Refused for a
   * meeting without online registration, in the past or closed, and for a second live
   * registration of the same visitor.
   */
  register(
    db: Db,
    meetingId: string,
    registrant: Registrant,
    site: MailSite,
  ): Promise<{ registration: Registration; changes: RegistrationChange[] }> {
    return withMeeting(db, meetingId, async (trx, meeting) => {
      const now = new Date();
      if (meeting.capacity === null) throw badRequest(MESSAGES.noOnlineRegistration);
      if (isPast(meeting, now)) throw badRequest(MESSAGES.past);
      if (
        meeting.registration_closes_at !== null &&
        Date.parse(meeting.registration_closes_at) <= now.getTime()
      )
        throw badRequest(MESSAGES.closed);
      const live = await findLiveRegistration(trx, meetingId, registrant.id);
      if (live)
        throw conflict(live.status === 'confirmed' ? MESSAGES.alreadyConfirmed : MESSAGES.alreadyWaiting);

      // Nobody jumps the queue: a seat is free to a newcomer only when nobody is waiting for it.
      const seat = meeting.seats_taken < meeting.capacity && meeting.waitlist_length === 0;
      const at = now.toISOString();
      const row = await insertRegistration(trx, {
        id: newId(),
        meeting_id: meetingId,
        user_id: registrant.id,
        name: registrant.userName,
        email: registrant.userEmail,
        status: seat ? 'confirmed' : 'waitlisted',
        queue_seq: await nextQueueSeq(trx, meetingId),
        created_at: at,
        confirmed_at: seat ? at : null,
        cancelled_at: null,
        checked_in_at: null,
      });
      await setMeetingCounts(trx, meetingId, {
        seatsTaken: meeting.seats_taken + (seat ? 1 : 0),
        waitlistLength: meeting.waitlist_length + (seat ? 0 : 1),
      });
      const registration = toRegistration(row, seat ? null : meeting.waitlist_length + 1);
      const changes: RegistrationChange[] = [{ kind: seat ? 'confirmed' : 'waitlisted', registration }];
      await writeRegistrationEmails(trx, calendarMeetingOf(meeting), changes, site);
      return { registration, changes };
    });
  },

  /** The visitor cancels their own live registration (not once the meeting is past). */
  cancelMine(db: Db, meetingId: string, userId: string, site: MailSite): Promise<RegistrationChange[]> {
    return withMeeting(db, meetingId, async (trx, meeting) => {
      const live = await findLiveRegistration(trx, meetingId, userId);
      if (!live) throw notFound(MESSAGES.notRegistered);
      if (isPast(meeting, new Date())) throw badRequest(MESSAGES.past);
      return cancelLocked(trx, meeting, live, 'visitor', site);
    });
  },

  /** An administrator cancels one registration (also after the meeting, to tidy the list). */
  cancelById(
    db: Db,
    meetingId: string,
    registrationId: string,
    site: MailSite,
  ): Promise<RegistrationChange[]> {
    return withMeeting(db, meetingId, async (trx, meeting) => {
      const row = await findRegistration(trx, meetingId, registrationId);
      if (!row) throw notFound(MESSAGES.noRegistration);
      if (row.status === 'cancelled') throw conflict(MESSAGES.alreadyCancelled);
      return cancelLocked(trx, meeting, row, 'school', site);
    });
  },

  /**
   * The meeting's registrations for its administrators: the confirmed in order of registration,
   * then the waiting list by place, then the cancelled (most recent first), so the school sees
   * who let a seat go as well as who holds one.
   */
  async forMeeting(db: Db, meetingId: string): Promise<Registration[]> {
    const meeting = await db
      .selectFrom('meetings')
      .select('id')
      .where('id', '=', meetingId)
      .executeTakeFirst();
    if (!meeting) throw notFound(MESSAGES.noMeeting);
    const rows = await listMeetingRegistrations(db, meetingId);
    const confirmed = rows
      .filter((row) => row.status === 'confirmed')
      .map((row) => toRegistration(row, null));
    const waiting = rows
      .filter((row) => row.status === 'waitlisted')
      .map((row, index) => toRegistration(row, index + 1));
    const cancelled = rows
      .filter((row) => row.status === 'cancelled')
      .sort((a, b) => (b.cancelled_at ?? '').localeCompare(a.cancelled_at ?? ''))
      .map((row) => toRegistration(row, null));
    return [...confirmed, ...waiting, ...cancelled];
  },

  /**
   * "My meetings": every registration of the visitor, cancelled ones too. Coming meetings first,
   * soonest first (what a visitor looks for), then past ones, latest first.
   */
  async forUser(db: Db, userId: string): Promise<MyRegistration[]> {
    const today = todayIso();
    const rows = await listUserRegistrations(db, userId);
    const coming = rows.filter((row) => row.meeting_date >= today);
    const past = rows.filter((row) => row.meeting_date < today).reverse();
    return [...coming, ...past].map((row) => ({
      ...toRegistration(row, Number(row.place)),
      meeting: {
        id: row.meeting_id,
        title: row.meeting_title,
        date: row.meeting_date,
        hours: row.meeting_hours,
        location: row.meeting_location,
      },
    }));
  },
};
