import type { Db } from '../../db/database';
import type { ContactSubmissionRow } from '../../db/schema';

export function insertContactSubmission(db: Db, row: ContactSubmissionRow): Promise<ContactSubmissionRow> {
  return db.insertInto('contact_submissions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countContactSubmissions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first: the admin reads what came in last. */
export function listContactSubmissions(
  db: Db,
  limit: number,
  offset: number,
): Promise<ContactSubmissionRow[]> {
  return db
    .selectFrom('contact_submissions')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
