import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import type {
  MeetingRow,
  MeetingWithSeats,
  NewRegistrationRow,
  RegistrationRow,
  RegistrationStatusValue,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { NewOutboxRow } from '../mail/outbox';
import { insertOutboxRows } from '../mail/outbox.repository';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Runs `work` in one transaction for a seat decision (db/transaction's, taking SQLite's write lock
 * first). SQLite runs everything of one process through its single connection, one transaction at
 * a time, and only one backend may use a DATA_DIR (instance-lock.ts): the lock keeps out even a
 * script writing to the file by hand.
 */
export const inSeatTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  inTransaction(db, work, { writeLockFirst: true });

/**
 * Runs `work` in one transaction that holds the meeting (undefined when there is none) against
 * every other change to its seats, so seat counts, the queue order and promotions are decided one
 * change at a time, whatever the concurrency. For the changes that are not a rush (a meeting
 * edited or deleted): it locks the meeting's row and its seats row (SELECT … FOR UPDATE on
 * PostgreSQL, whichever instance asks) before anything else is read. A registration and a
 * cancellation take the seats row's lock in their one deciding call instead (takePlace,
 * cancelRegistration).
 */
export function withMeetingLock<T>(
  db: Db,
  meetingId: string,
  work: (trx: Db, meeting: MeetingWithSeats | undefined) => Promise<T>,
): Promise<T> {
  return inSeatTransaction(db, async (trx) => {
    let query = trx
      .selectFrom('meetings')
      .innerJoin('meeting_seats', 'meeting_seats.meeting_id', 'meetings.id')
      .selectAll('meetings')
      .select(['meeting_seats.seats_taken', 'meeting_seats.waitlist_length'])
      .where('meetings.id', '=', meetingId);
    if (isPostgres(trx)) query = query.forUpdate();
    return work(trx, await query.executeTakeFirst());
  });
}

/** A new registration's own columns; its status, place in the queue and confirmation are decided. */
export type Arrival = Omit<NewRegistrationRow, 'status' | 'queue_seq' | 'confirmed_at'> & {
  created_at: string;
};

/** What takePlace decided: the registration, and its place on the waiting list (null: a seat). */
export interface Placed {
  row: RegistrationRow;
  place: number | null;
}

/** A new registration's e-mail in both forms it may take, made before the decision (newRegistrationEmails). */
export interface ToldAhead {
  /** The outbox row if it gets a seat. */
  confirmed?: NewOutboxRow;
  /** The outbox row if it waits, its place written `placeMark` in the subject and the text. */
  waitlisted?: NewOutboxRow & { placeMark: string };
}

/** The waiting list's e-mail with its place written in. */
function withPlace(
  { placeMark, ...email }: NonNullable<ToldAhead['waitlisted']>,
  place: number,
): NewOutboxRow {
  return {
    ...email,
    subject: email.subject.replaceAll(placeMark, String(place)),
    body: email.body.replaceAll(placeMark, String(place)),
  };
}

/**
 * The seat decision, as short as it can be while the meeting is held: a seat if one is free and
 * nobody waits (nobody jumps the queue), else the end of the waiting list; and the e-mail that
 * says which (`told`: made beforehand in both forms), written with it. On PostgreSQL it is one
 * statement, committed on its own: it takes the seats row's lock, counts, inserts the
 * registration and the e-mail, and commits, so the lock is held only inside the database, never
 * while this process waits for its turn to send the next statement (under a rush, that wait was
 * most of the hold). The capacity it compares with is the seats row's own (kept equal to the
 * meeting's by triggers, in the same transaction as any change to it), so it is the one in force
 * when the lock is taken. SQLite does the same in three statements under its write lock.
 * Undefined when the meeting has no online registration (or no longer exists).
 */
export async function takePlace(
  db: Db,
  meetingId: string,
  arrival: Arrival,
  told: ToldAhead,
): Promise<Placed | undefined> {
  const seatFree = sql<boolean>`seats_taken < capacity and waitlist_length = 0`;
  if (isPostgres(db)) {
    const outcomes = [
      ...(told.confirmed ? [{ ...told.confirmed, status: 'confirmed', placeMark: '' }] : []),
      ...(told.waitlisted ? [{ ...told.waitlisted, status: 'waitlisted' }] : []),
    ];
    // The e-mail for the outcome decided: the place, where it waits, written in.
    const mail =
      outcomes.length === 0
        ? sql``
        : sql`, mail as (
            insert into outbox (id, recipient, subject, body, attachments, status, next_attempt_at, created_at)
            select e.id, e.recipient,
              replace(e.subject, e.mark, seat.waitlist_length::text),
              replace(e.body, e.mark, seat.waitlist_length::text),
              e.attachments, 'pending', e.next_attempt_at, e.created_at
            from reg, seat, (values ${sql.join(
              outcomes.map(
                (e) =>
                  sql`(${e.status}, ${e.id}, ${e.recipient}, ${e.subject}, ${e.body}, ${e.attachments}, ${e.next_attempt_at}, ${e.created_at}, ${e.placeMark})`,
              ),
            )}) as e(status, id, recipient, subject, body, attachments, next_attempt_at, created_at, mark)
            where e.status = reg.status
          )`;
    const { rows } = await sql<RegistrationRow & { place: number }>`
      with seat as (
        update meeting_seats set
          seats_taken = seats_taken + case when ${seatFree} then 1 else 0 end,
          waitlist_length = waitlist_length + case when ${seatFree} then 0 else 1 end,
          last_seq = last_seq + 1
        where meeting_id = ${meetingId} and capacity is not null
        returning waitlist_length, last_seq
      ), reg as (
        insert into registrations (id, meeting_id, user_id, name, email, created_at, status, queue_seq, confirmed_at)
        select ${arrival.id}, ${arrival.meeting_id}, ${arrival.user_id ?? null}, ${arrival.name}, ${arrival.email},
          ${arrival.created_at},
          case when seat.waitlist_length = 0 then 'confirmed' else 'waitlisted' end,
          seat.last_seq,
          case when seat.waitlist_length = 0 then ${arrival.created_at} end
        from seat
        returning *
      )${mail}
      select reg.*, seat.waitlist_length as place from reg, seat`.execute(db);
    const row = rows[0];
    if (!row) return undefined;
    const { place, ...registration } = row;
    return { row: registration, place: place === 0 ? null : place };
  }

  // SQLite has no writing CTE; its one connection holds the write lock throughout.
  return inSeatTransaction(db, async (trx) => {
    const taken = await trx
      .updateTable('meeting_seats')
      .set((eb) => ({
        seats_taken: sql<number>`seats_taken + case when ${seatFree} then 1 else 0 end`,
        waitlist_length: sql<number>`waitlist_length + case when ${seatFree} then 0 else 1 end`,
        last_seq: eb('last_seq', '+', 1),
      }))
      .where('meeting_id', '=', meetingId)
      .where('capacity', 'is not', null)
      .returning(['waitlist_length', 'last_seq'])
      .executeTakeFirst();
    if (!taken) return undefined;
    const confirmed = taken.waitlist_length === 0;
    const row = await trx
      .insertInto('registrations')
      .values({
        ...arrival,
        status: confirmed ? 'confirmed' : 'waitlisted',
        queue_seq: taken.last_seq,
        confirmed_at: confirmed ? arrival.created_at : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const email = confirmed
      ? told.confirmed
      : told.waitlisted && withPlace(told.waitlisted, taken.waitlist_length);
    if (email) await insertOutboxRows(trx, [email]);
    return { row, place: confirmed ? null : taken.waitlist_length };
  });
}

/** The meeting's row, for the checks made before a seat decision (outside its lock). */
export function findMeetingRow(db: Db, meetingId: string): Promise<MeetingRow | undefined> {
  return db.selectFrom('meetings').selectAll().where('id', '=', meetingId).executeTakeFirst();
}

/** The meeting's registrations: the query the lookups below narrow. */
const meetingRegistrations = (db: Db, meetingId: string) =>
  db.selectFrom('registrations').selectAll().where('meeting_id', '=', meetingId);

/** The visitor's registration for the meeting that is not cancelled, if any. */
export function findLiveRegistration(
  db: Db,
  meetingId: string,
  userId: string,
): Promise<RegistrationRow | undefined> {
  return meetingRegistrations(db, meetingId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
}

export function findRegistration(
  db: Db,
  meetingId: string,
  registrationId: string,
): Promise<RegistrationRow | undefined> {
  return meetingRegistrations(db, meetingId).where('id', '=', registrationId).executeTakeFirst();
}

/** A cancellation as decided under the seats' lock: the registration, and those it let in. */
export interface Cancellation {
  cancelled: RegistrationRow;
  /** Given a seat in its place, in their order of arrival. */
  promoted: RegistrationRow[];
}

/**
 * Cancels the meeting's live registration `id` and gives the seats free then to the first waiting,
 * under the seats row's lock; undefined when it was cancelled meanwhile (or the meeting is gone).
 * A registration that held a seat had a calendar invitation: its SEQUENCE goes up with the
 * cancellation that takes it back. On PostgreSQL one call (cancel_registration, migration 0011)
 * takes the lock and decides, so the lock is held from there only until the caller's e-mail
 * insert and commit, as for a new registration; its time is the database's once the lock is
 * held (`now` is SQLite's, whose one connection holds the write lock already), so seats are given
 * in the order of the queue in time too. SQLite does the same in several statements. Run inside
 * inSeatTransaction.
 */
export async function cancelRegistration(
  trx: Db,
  meetingId: string,
  id: string,
  now: string,
): Promise<Cancellation | undefined> {
  if (isPostgres(trx)) {
    const { rows } = await sql<RegistrationRow>`
      select * from cancel_registration(${meetingId}, ${id})`.execute(trx);
    const [cancelled, ...promoted] = rows;
    return cancelled && { cancelled, promoted: promoted.sort((a, b) => a.queue_seq - b.queue_seq) };
  }
  const seats = await trx
    .selectFrom('meeting_seats')
    .select(['capacity', 'seats_taken', 'waitlist_length'])
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst();
  if (!seats) return undefined;
  const cancelled = await trx
    .updateTable('registrations')
    .set((eb) => ({
      status: 'cancelled',
      cancelled_at: now,
      invitation_sequence: eb(
        'invitation_sequence',
        '+',
        eb.case().when('confirmed_at', 'is not', null).then(1).else(0).end(),
      ),
    }))
    .where('id', '=', id)
    .where('meeting_id', '=', meetingId)
    .where('status', '<>', 'cancelled')
    .returningAll()
    .executeTakeFirst();
  if (!cancelled) return undefined;
  // Only a confirmation sets confirmed_at: whether it held a seat when it was cancelled.
  const hadSeat = cancelled.confirmed_at !== null;
  const promoted = await promoteIntoFreeSeats(
    trx,
    { id: meetingId, capacity: seats.capacity },
    {
      seatsTaken: seats.seats_taken - (hadSeat ? 1 : 0),
      waitlistLength: seats.waitlist_length - (hadSeat ? 0 : 1),
    },
    now,
  );
  return { cancelled, promoted };
}

/**
 * Gives the meeting's free seats to the waiting list, first come first served, and stores the
 * new counts (`counts` are the ones before); returns those promoted, in order. Run under the
 * meeting's lock, after any change that may free seats (a cancellation, a raised capacity).
 * While the meeting takes no online registration (capacity null) the waiting list stays as it
 * is: nobody is promoted until the school offers seats again.
 */
export async function promoteIntoFreeSeats(
  trx: Db,
  meeting: Pick<MeetingRow, 'id' | 'capacity'>,
  counts: { seatsTaken: number; waitlistLength: number },
  now: string,
): Promise<RegistrationRow[]> {
  const free = meeting.capacity === null ? 0 : meeting.capacity - counts.seatsTaken;
  const promoted = await promoteFirstWaiting(trx, meeting.id, Math.min(free, counts.waitlistLength), now);
  await trx
    .updateTable('meeting_seats')
    .set({
      seats_taken: counts.seatsTaken + promoted.length,
      waitlist_length: counts.waitlistLength - promoted.length,
    })
    .where('meeting_id', '=', meeting.id)
    .execute();
  return promoted;
}

/**
 * The SEQUENCE for the registration's next calendar message: the one it holds, or one higher,
 * stored, when the message changes what the visitor's calendar already has.
 */
export async function invitationSequence(trx: Db, id: string, raise: boolean): Promise<number> {
  const row = raise
    ? await trx
        .updateTable('registrations')
        .set((eb) => ({ invitation_sequence: eb('invitation_sequence', '+', 1) }))
        .where('id', '=', id)
        .returning('invitation_sequence')
        .executeTakeFirstOrThrow()
    : await trx
        .selectFrom('registrations')
        .select('invitation_sequence')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
  return row.invitation_sequence;
}

/** Gives seats to the first `count` waiting registrations, in their order of arrival (one statement). */
async function promoteFirstWaiting(
  trx: Db,
  meetingId: string,
  count: number,
  now: string,
): Promise<RegistrationRow[]> {
  if (count <= 0) return [];
  const promoted = await trx
    .updateTable('registrations')
    .set({ status: 'confirmed', confirmed_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('registrations')
        .select('id')
        .where('meeting_id', '=', meetingId)
        .where('status', '=', 'waitlisted')
        .orderBy('queue_seq')
        .limit(count),
    )
    .returningAll()
    .execute();
  return promoted.sort((a, b) => a.queue_seq - b.queue_seq);
}

/** How many of the meeting's registrations have each status (what meeting_seats keeps). */
export async function countByStatus(
  db: Db,
  meetingId: string,
): Promise<Record<RegistrationStatusValue, number>> {
  const rows = await db
    .selectFrom('registrations')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('meeting_id', '=', meetingId)
    .groupBy('status')
    .execute();
  const counts = { confirmed: 0, waitlisted: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Every registration of the meeting, in order of arrival. */
export function listMeetingRegistrations(db: Db, meetingId: string): Promise<RegistrationRow[]> {
  return meetingRegistrations(db, meetingId).orderBy('queue_seq').execute();
}

export type UserRegistrationRow = RegistrationRow & {
  meeting_title: string;
  meeting_date: string;
  meeting_hours: string;
  meeting_location: string;
  /** Its place on the waiting list (counted for every row; meaningful when waitlisted). */
  place: number | string;
};

/** Every registration of the visitor, with its meeting and waiting-list place. */
export function listUserRegistrations(db: Db, userId: string): Promise<UserRegistrationRow[]> {
  return db
    .selectFrom('registrations as r')
    .innerJoin('meetings as m', 'm.id', 'r.meeting_id')
    .selectAll('r')
    .select([
      'm.title as meeting_title',
      'm.date as meeting_date',
      'm.hours as meeting_hours',
      'm.location as meeting_location',
      (eb) =>
        eb
          .selectFrom('registrations as w')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('w.meeting_id', '=', 'r.meeting_id')
          .where('w.status', '=', 'waitlisted')
          .whereRef('w.queue_seq', '<=', 'r.queue_seq')
          .$asScalar()
          .$notNull()
          .as('place'),
    ])
    .where('r.user_id', '=', userId)
    .orderBy('m.date')
    .orderBy('r.created_at')
    .execute();
}
