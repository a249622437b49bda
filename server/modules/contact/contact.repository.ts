import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { NEWEST_FIRST, pageOfRows, type RowWindow } from '../../db/row-pages';
import type { ContactSubmissionRow } from '../../db/schema';

export function insertContactSubmission(db: Db, row: ContactSubmissionRow): Promise<ContactSubmissionRow> {
  return db.insertInto('contact_submissions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first: the admin reads what came in last. */
export const listContactSubmissions = (db: Db, page: RowWindow) =>
  pageOfRows(db, 'contact_submissions', NEWEST_FIRST, page);

/** The messages sent from `email` (compared without case), oldest first. */
export function listContactSubmissionsFrom(db: Db, email: string): Promise<ContactSubmissionRow[]> {
  return db
    .selectFrom('contact_submissions')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many messages came after `since` (every message when it is null); a range on created_at's index. */
export async function countContactSubmissionsAfter(db: Db, since: string | null): Promise<number> {
  let query = db.selectFrom('contact_submissions');
  if (since !== null) query = query.where('created_at', '>', since);
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest `limit` messages created after `after` (any when null), newest first. */
export function listContactSubmissionsAfter(
  db: Db,
  after: string | null,
  limit: number,
): Promise<ContactSubmissionRow[]> {
  let query = db.selectFrom('contact_submissions').selectAll();
  if (after !== null) query = query.where('created_at', '>', after);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** When the newest message was created; undefined while there is none. */
export async function newestContactTime(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('contact_submissions')
    .select('created_at')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export async function findContactSeen(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('contact_seen')
    .select('seen_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.seen_at;
}

/**
 * Moves the admin's marker to `seenAt`, never back: a screen that loaded earlier (another window,
 * a slow answer) cannot bring back as new what a later look already saw. Answers the marker kept.
 */
export async function saveContactSeen(db: Db, userId: string, seenAt: string): Promise<string> {
  await db
    .insertInto('contact_seen')
    .values({ user_id: userId, seen_at: seenAt })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ seen_at: (eb) => eb.ref('excluded.seen_at') })
        .where('contact_seen.seen_at', '<', seenAt),
    )
    .execute();
  return (await findContactSeen(db, userId)) ?? seenAt;
}
