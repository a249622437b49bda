import type { ContactSubmission } from '@/contract';
import type { Db } from '../../db/database';
import type { ContactSubmissionRow } from '../../db/schema';

export function toContactSubmission(row: ContactSubmissionRow): ContactSubmission {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
  };
}

export function insertContactSubmission(db: Db, row: ContactSubmissionRow): Promise<ContactSubmissionRow> {
  return db.insertInto('contact_submissions').values(row).returningAll().executeTakeFirstOrThrow();
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
