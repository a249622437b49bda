import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountLinkPurpose, AccountLinkRow, Database } from '../../db/schema';

/** Stores a new link; its token is known only by its hash. */
export async function insertAccountLink(db: Db, row: AccountLinkRow): Promise<void> {
  await db.insertInto('account_links').values(row).execute();
}

/** A link with this token hash for `purpose` that still works (unused, not expired). */
const live =
  (purpose: AccountLinkPurpose, tokenHash: string, now: string) =>
  (eb: ExpressionBuilder<Database, 'account_links'>) =>
    eb.and([
      eb('token_hash', '=', tokenHash),
      eb('purpose', '=', purpose),
      eb('used_at', 'is', null),
      eb('expires_at', '>', now),
    ]);

/** The link with this token hash for `purpose`, while it still works. */
export function findLiveLink(
  db: Db,
  purpose: AccountLinkPurpose,
  tokenHash: string,
  now: string,
): Promise<AccountLinkRow | undefined> {
  return db
    .selectFrom('account_links')
    .selectAll()
    .where(live(purpose, tokenHash, now))
    .executeTakeFirst();
}

/** The account's newest link of `purpose` that still works. */
export function findLiveLinkOf(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  now: string,
): Promise<AccountLinkRow | undefined> {
  return db
    .selectFrom('account_links')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Marks the live link with this token hash used, in one statement, so two clicks racing both
 * see it live but only one uses it; its account and new address when this call did.
 */
export function useLiveLink(
  db: Db,
  purpose: AccountLinkPurpose,
  tokenHash: string,
  now: string,
): Promise<Pick<AccountLinkRow, 'user_id' | 'new_email'> | undefined> {
  return db
    .updateTable('account_links')
    .set({ used_at: now })
    .where(live(purpose, tokenHash, now))
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** Ends the account's links of `purpose` that still work: they expire now (kept, to be counted). */
export async function expireLiveLinks(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('account_links')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** How many links of `purpose` the account was sent since `since`. */
export async function countLinksSince(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes links that stopped working before `before`; returns how many. */
export async function deleteLinksEndedBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('account_links').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
