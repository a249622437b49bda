import type { Kysely } from 'kysely';
import type { DatabaseEngine, Db } from '../../db/database';
import { NEWEST_FIRST, pageOfRows, type RowWindow } from '../../db/row-pages';
import type { Database, OutboxRow, OutboxTable } from '../../db/schema';

/** The database or a transaction on it: an e-mail is written inside the change that causes it. */
export type DbOrTransaction = Kysely<Database>;

export function insertOutboxRows(
  db: DbOrTransaction,
  rows: readonly Omit<OutboxTable, 'attempts'>[],
): Promise<unknown> {
  return rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('outbox')
        .values([...rows])
        .execute();
}

export interface Claim {
  /** Identifies this claim: only its holder records the outcome. */
  token: string;
  now: string;
  /** Until when the rows are this sender's; after that another may take them again. */
  until: string;
  limit: number;
}

/**
 * Takes up to `limit` due e-mails, oldest first, for one sender: pending ones whose time has come,
 * and 'sending' ones whose holder's lease ran out (it crashed, or lost the database). One
 * statement, so the choice and the marking cannot be split: on PostgreSQL the rows are locked
 * with SKIP LOCKED, so two instances claiming at once take different rows (a row another claim
 * has just taken no longer matches when re-read); SQLite runs one writer at a time anyway.
 * Each claim counts as an attempt, so an e-mail that crashes its sender is not retried forever.
 */
export function claimDueEmails(db: Db, engine: DatabaseEngine, claim: Claim): Promise<OutboxRow[]> {
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', claim.now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', claim.now)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(claim.limit);
  if (engine === 'postgresql') due = due.forUpdate().skipLocked();
  return db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      claim_token: claim.token,
      claimed_until: claim.until,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute()
    .then((rows) =>
      rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)),
    );
}

/**
 * Marks a claimed e-mail sent; false when the claim was lost (its lease ran out and another sender
 * took it). The claim's token stays on the sent row, so running this again (the first answer was
 * lost on the way back, a timeout after the database had committed it) still finds the row and
 * answers true rather than "lost".
 */
export async function markEmailSent(db: Db, id: string, token: string, sentAt: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sentAt, last_error: null, claimed_until: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed try: back to pending until `retryAt`, or failed for good when `retryAt` is null. */
export async function markEmailFailed(
  db: Db,
  id: string,
  token: string,
  error: string,
  retryAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: retryAt === null ? 'failed' : 'pending',
      last_error: error,
      ...(retryAt === null ? {} : { next_attempt_at: retryAt }),
      claim_token: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Gives back claimed e-mails the mail server never accepted (the sender is stopping, its lease is
 * nearly over, or something failed mid-batch): pending at once, the try not counted. Rows already
 * recorded (sent, or failed and rescheduled) are left as they are.
 */
export async function releaseEmails(db: Db, ids: readonly string[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'pending',
      claim_token: null,
      claimed_until: null,
      attempts: eb('attempts', '-', 1),
    }))
    .where('id', 'in', ids)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .execute();
}

/** Newest first, as the admin reads it. */
export const listOutbox = (db: Db, page: RowWindow) => pageOfRows(db, 'outbox', NEWEST_FIRST, page);

export function findOutboxRow(db: Db, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A failed e-mail waits to be sent again from now, its tries counted afresh (the last error kept
 * until the next try); false when it is not (or no longer) failed.
 */
export async function requeueFailedEmail(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
