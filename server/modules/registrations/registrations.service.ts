import type { MyRegistration, Registration } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingRow, RegistrationRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { nowIso, todayIso } from '../../lib/time';
import { recordAudit, type AuditActor } from '../audit/audit-record';
import type { CalendarMeeting } from '../calendar/ics';
import {
  emailSchool,
  newRegistrationEmails,
  writeRegistrationEmails,
  type EmailSchool,
  type MailSite,
  type RegistrationNotice,
} from './registration-emails';
import {
  cancelRegistration,
  findLiveRegistration,
  findMeetingRow,
  findRegistration,
  inSeatTransaction,
  listMeetingRegistrations,
  listUserRegistrations,
  takePlace,
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
  /** False for an account whose address is not confirmed yet: its e-mails ask it to confirm. */
  emailVerified?: boolean;
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
  category: row.category,
  updatedAt: row.updated_at,
});

const isPast = (meeting: MeetingRow, now: Date) => meeting.date < todayIso(now);

/** Registrations just given a seat, as the changes their visitors are told of. */
export const promotionsOf = (promoted: RegistrationRow[]): RegistrationChange[] =>
  promoted.map((row) => ({
    kind: 'promoted' as const,
    registration: toRegistration(row, null),
    sequence: row.invitation_sequence,
  }));

const alreadyRegistered = (live: RegistrationRow) =>
  conflict(live.status === 'confirmed' ? MESSAGES.alreadyConfirmed : MESSAGES.alreadyWaiting);

/**
 * Cancels the meeting's live registration `id` (its meeting read before: `meeting`) and gives its
 * seat, if it had one, to the first waiting; the e-mails (the cancellation, the promotion) go in
 * the same transaction. Undefined when it was cancelled meanwhile.
 */
async function cancelTelling(
  db: Db,
  meeting: MeetingRow,
  id: string,
  by: 'visitor' | AuditActor,
  site: MailSite,
  school: EmailSchool,
  { tellRegistrant = true } = {},
): Promise<RegistrationChange[] | undefined> {
  return inSeatTransaction(db, async (trx) => {
    const before = by === 'visitor' ? undefined : await findRegistration(trx, meeting.id, id);
    const done = await cancelRegistration(trx, meeting.id, id, nowIso());
    if (!done) return undefined;
    // A member of staff's cancellation is in the audit log, with whose it was and for which meeting.
    if (by !== 'visitor') {
      await recordAudit(trx, by, {
        action: 'cancel',
        kind: 'registration',
        recordId: id,
        changes: [
          { field: 'status', before: before?.status ?? null, after: done.cancelled.status },
          { field: 'name', before: done.cancelled.name, after: done.cancelled.name },
          { field: 'meeting', before: meeting.title, after: meeting.title },
        ],
      });
    }
    const changes: RegistrationChange[] = [
      {
        kind: 'cancelled',
        registration: toRegistration(done.cancelled, null),
        by: by === 'visitor' ? 'visitor' : 'school',
        sequence: done.cancelled.invitation_sequence,
      },
      ...promotionsOf(done.promoted),
    ];
    const told = tellRegistrant ? changes : changes.filter((change) => change.kind !== 'cancelled');
    await writeRegistrationEmails(trx, calendarMeetingOf(meeting), told, site, school);
    return changes;
  });
}

export const registrationsService = {
  /**
   * A seat if one is free and nobody waits, else the end of the waiting list. Refused for a
   * meeting without online registration, in the past or closed, and for a second live
   * registration of the same visitor.
   */
  async register(
    db: Db,
    meetingId: string,
    registrant: Registrant,
    site: MailSite,
  ): Promise<{ registration: Registration; changes: RegistrationChange[] }> {
    // What can be refused is refused before the meeting is held: the lock is for the decision.
    const meeting = await findMeetingRow(db, meetingId);
    if (!meeting) throw notFound(MESSAGES.noMeeting);
    const now = new Date();
    if (meeting.capacity === null) throw badRequest(MESSAGES.noOnlineRegistration);
    if (isPast(meeting, now)) throw badRequest(MESSAGES.past);
    if (
      meeting.registration_closes_at !== null &&
      Date.parse(meeting.registration_closes_at) <= now.getTime()
    )
      throw badRequest(MESSAGES.closed);
    const live = await findLiveRegistration(db, meetingId, registrant.id);
    if (live) throw alreadyRegistered(live);
    const school = await emailSchool(db, meetingId, site);

    const at = now.toISOString();
    const arrival = {
      id: newId(),
      meeting_id: meetingId,
      user_id: registrant.id,
      name: registrant.userName,
      email: registrant.userEmail,
      created_at: at,
      cancelled_at: null,
      checked_in_at: null,
    };
    // Its e-mail is made before the decision, either way it may go: the decision writes it.
    const either = (status: 'confirmed' | 'waitlisted') =>
      toRegistration(
        {
          ...arrival,
          status,
          queue_seq: 0,
          confirmed_at: status === 'confirmed' ? at : null,
          invitation_sequence: 0,
        },
        null,
      );
    const told = newRegistrationEmails(
      { confirmed: either('confirmed'), waitlisted: either('waitlisted') },
      calendarMeetingOf(meeting),
      site,
      school,
      registrant.emailVerified === false,
    );
    const registration = await takePlace(db, meetingId, arrival, told).then(
      (placed) => placed && toRegistration(placed.row, placed.place),
      async (error: unknown) => {
        // The same visitor twice at once: the second is refused by the database's unique index.
        const first = isUniqueViolation(error)
          ? await findLiveRegistration(db, meetingId, registrant.id)
          : undefined;
        throw first ? alreadyRegistered(first) : error;
      },
    );
    // The school stopped online registration (or deleted the meeting) a moment ago.
    if (!registration) throw badRequest(MESSAGES.noOnlineRegistration);
    const kind = registration.status === 'confirmed' ? 'confirmed' : 'waitlisted';
    return { registration, changes: [{ kind, registration, sequence: 0 }] };
  },

  /** The visitor cancels their own live registration (not once the meeting is past). */
  async cancelMine(db: Db, meetingId: string, userId: string, site: MailSite): Promise<RegistrationChange[]> {
    // Everything that can refuse it is read before the seats are held, as for a registration.
    const meeting = await findMeetingRow(db, meetingId);
    if (!meeting) throw notFound(MESSAGES.noMeeting);
    const live = await findLiveRegistration(db, meetingId, userId);
    if (!live) throw notFound(MESSAGES.notRegistered);
    if (isPast(meeting, new Date())) throw badRequest(MESSAGES.past);
    const school = await emailSchool(db, meetingId, site);
    const changes = await cancelTelling(db, meeting, live.id, 'visitor', site, school);
    if (!changes) throw notFound(MESSAGES.notRegistered);
    return changes;
  },

  /**
   * Cancels the account's live registrations for meetings still to come, because the account is
   * going (removed unconfirmed, or deleted by its owner): each seat goes to the first waiting,
   * who is told; the account's own address hears nothing more. How many were cancelled.
   */
  async cancelComingOf(db: Db, userId: string, site: MailSite): Promise<number> {
    const today = todayIso();
    const coming = (await listUserRegistrations(db, userId)).filter(
      (row) => row.status !== 'cancelled' && row.meeting_date >= today,
    );
    let cancelled = 0;
    for (const row of coming) {
      const meeting = await findMeetingRow(db, row.meeting_id);
      if (!meeting) continue;
      const school = await emailSchool(db, meeting.id, site);
      const changes = await cancelTelling(db, meeting, row.id, 'visitor', site, school, {
        tellRegistrant: false,
      });
      if (changes) cancelled += 1;
    }
    return cancelled;
  },

  /** A member of staff cancels one registration (also after the meeting, to tidy the list). */
  async cancelById(
    db: Db,
    meetingId: string,
    registrationId: string,
    site: MailSite,
    actor: AuditActor,
  ): Promise<RegistrationChange[]> {
    const meeting = await findMeetingRow(db, meetingId);
    if (!meeting) throw notFound(MESSAGES.noMeeting);
    const row = await findRegistration(db, meetingId, registrationId);
    if (!row) throw notFound(MESSAGES.noRegistration);
    if (row.status === 'cancelled') throw conflict(MESSAGES.alreadyCancelled);
    const school = await emailSchool(db, meetingId, site);
    const changes = await cancelTelling(db, meeting, row.id, actor, site, school);
    if (!changes) throw conflict(MESSAGES.alreadyCancelled);
    return changes;
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
