import { countRows } from '../../db/count-rows';
import type { Db } from '../../db/database';
import type { ContactSubmissionRow } from '../../db/schema';

export function insertContactSubmission(db: Db, row: ContactSubmissionRow): Promise<ContactSubmissionRow> {
  return db.insertInto('contact_submissions').values(row).returningAll().executeTakeFirstOrThrow();
}

export const countContactSubmissions = (db: Db): Promise<number> => countRows(db, 'contact_submissions');

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
