import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import type {
  MeetingRow,
  NewRegistrationRow,
  RegistrationRow,
  RegistrationStatusValue,
} from '../../db/schema';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Runs `work` in one transaction that holds the meeting (undefined when there is none) against
 * every other registration change to it, so seat counts, the queue order and promotions are
 * decided one change at a time, whatever the concurrency.
 *
 * PostgreSQL (several instances share it): the meeting's row is locked (SELECT … FOR UPDATE)
 * before anything is read, so a second transaction waits there and then reads what the first
 * committed. SQLite: Kysely runs everything of one process through its single connection, one
 * transaction at a time, and only one backend may use a DATA_DIR (instance-lock.ts); the
 * transaction still begins IMMEDIATE, taking the database's write lock before the first read, so
 * even a script writing to the file by hand cannot slip in between the count and the write.
 */
export async function withMeetingLock<T>(
  db: Db,
  meetingId: string,
  work: (trx: Db, meeting: MeetingRow | undefined) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      const meeting = await trx
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', meetingId)
        .forUpdate()
        .executeTakeFirst();
      return work(trx, meeting);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    let result: T;
    try {
      const meeting = await connection
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', meetingId)
        .executeTakeFirst();
      result = await work(connection, meeting);
    } catch (error) {
      // SQLite may have rolled back on its own already (a full disk): the first error is the news.
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

/** The next place in the meeting's order of arrival (under the meeting's lock). */
export async function nextQueueSeq(trx: Db, meetingId: string): Promise<number> {
  const row = await trx
    .selectFrom('registrations')
    .select((eb) => eb.fn.max('queue_seq').as('last'))
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

/** The visitor's registration for the meeting that is not cancelled, if any. */
export function findLiveRegistration(
  db: Db,
  meetingId: string,
  userId: string,
): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
}

export function findRegistration(
  db: Db,
  meetingId: string,
  registrationId: string,
): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .where('id', '=', registrationId)
    .executeTakeFirst();
}

export function insertRegistration(trx: Db, row: NewRegistrationRow): Promise<RegistrationRow> {
  return trx.insertInto('registrations').values(row).returningAll().executeTakeFirstOrThrow();
}

export function cancelRegistrationRow(trx: Db, id: string, now: string): Promise<RegistrationRow> {
  return trx
    .updateTable('registrations')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** Gives seats to the first `count` waiting registrations, in their order of arrival. */
export async function promoteFirstWaiting(
  trx: Db,
  meetingId: string,
  count: number,
  now: string,
): Promise<RegistrationRow[]> {
  if (count <= 0) return [];
  const first = await trx
    .selectFrom('registrations')
    .select('id')
    .where('meeting_id', '=', meetingId)
    .where('status', '=', 'waitlisted')
    .orderBy('queue_seq')
    .limit(count)
    .execute();
  if (first.length === 0) return [];
  const promoted = await trx
    .updateTable('registrations')
    .set({ status: 'confirmed', confirmed_at: now })
    .where(
      'id',
      'in',
      first.map((row) => row.id),
    )
    .returningAll()
    .execute();
  return promoted.sort((a, b) => a.queue_seq - b.queue_seq);
}

/** The meeting's counts of confirmed and waiting registrations, as the meetings table keeps them. */
export async function setMeetingCounts(
  trx: Db,
  meetingId: string,
  counts: { seatsTaken: number; waitlistLength: number },
): Promise<void> {
  await trx
    .updateTable('meetings')
    .set({ seats_taken: counts.seatsTaken, waitlist_length: counts.waitlistLength })
    .where('id', '=', meetingId)
    .execute();
}

/** How many of the meeting's registrations have each status (what setMeetingCounts keeps). */
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
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .orderBy('queue_seq')
    .execute();
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
