import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, InvitationRow } from '../../db/schema';

/** Invitations neither accepted nor withdrawn whose time is not up at `now`. */
const pending = (now: string) => (eb: ExpressionBuilder<Database, 'invitations'>) =>
  eb.and([eb('accepted_at', 'is', null), eb('withdrawn_at', 'is', null), eb('expires_at', '>', now)]);

export async function insertInvitation(db: Db, row: InvitationRow): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

/** Withdraws the address's pending invitations (a newer one replaces them). */
export async function withdrawPendingFor(db: Db, emailKey: string, now: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ withdrawn_at: now })
    .where('email_key', '=', emailKey)
    .where(pending(now))
    .execute();
}

/** The pending invitations, newest first. */
export function listPendingInvitations(db: Db, now: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where(pending(now))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The pending invitation with this token hash. */
export function findPendingByHash(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where(pending(now))
    .executeTakeFirst();
}

/**
 * Ends the invitation while it is pending, as accepted or withdrawn, in one statement, so of two
 * requests racing (two acceptances, an acceptance and a withdrawal) only one ends it; true when
 * this call did.
 */
export async function endPending(
  db: Db,
  id: string,
  how: 'accepted_at' | 'withdrawn_at',
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ [how]: now })
    .where('id', '=', id)
    .where(pending(now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
