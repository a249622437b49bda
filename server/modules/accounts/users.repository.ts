import { PostgresAdapter } from 'kysely';
import type { Role } from '@/contract';
import type { Db } from '../../db/database';
import { pageOfRows, type RowWindow } from '../../db/row-pages';
import type { NewUserRow, UserRow, UserRowUpdate } from '../../db/schema';

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: string, patch: UserRowUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/**
 * Replaces the password hash only while it is still `from`, so a re-hash finishing after a
 * password change cannot bring the old password back; true when it did.
 */
export async function replacePasswordHash(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: to })
    .where('id', '=', id)
    .where('password_hash', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Oldest first: in the order the accounts were made. */
export const listUsers = (db: Db, page: RowWindow) =>
  pageOfRows(db, 'users', { created_at: 'asc', id: 'asc' }, page);

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'admin' satisfies Role)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Ordinary accounts never confirmed that were made before `cutoff`, oldest first. */
export async function findUnconfirmedBefore(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('email_verified_at', 'is', null)
    .where('role', '=', 'user' satisfies Role)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the account while its address is still unconfirmed; true when it did. */
export async function deleteIfUnconfirmed(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The ids of the administrators who can log in (not locked), their rows locked until the
 * transaction `trx` ends (PostgreSQL; SQLite's write lock, taken first, holds everything): two
 * administrators demoting each other at once cannot both see the other one left.
 */
export async function lockAdmins(trx: Db): Promise<string[]> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin' satisfies Role)
    .where('locked_at', 'is', null);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}
