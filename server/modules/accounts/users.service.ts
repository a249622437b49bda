import { ROLES, type Role, type User } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { NewUserRow, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import type { ListPage } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { hashPassword, needsRehash, type HashCost } from './password';
import {
  deleteUser,
  emailKey,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  lockAdmins,
  replacePasswordHash,
  updateUser,
} from './users.repository';

/** A role as stored; anything unknown counts as an ordinary user (the least it may do). */
const roleOf = (stored: string): Role => ROLES.find((role) => role === stored) ?? 'user';

/** An account as the API sends it: never its password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    userName: row.user_name,
    userEmail: row.user_email,
    userPhoneNumber: row.phone_number,
    role: roleOf(row.role),
    createdAt: row.created_at,
    emailVerified: row.email_verified_at !== null,
  };
}

/** An account as the server's own rules see it: what the API shows, and what proves and signs a login. */
export interface Account {
  user: User;
  passwordHash: string;
  /** Raised when the password changes: tokens signed before stop working. */
  sessionVersion: number;
}

const toAccount = (row: UserRow): Account => ({
  user: toUser(row),
  passwordHash: row.password_hash,
  sessionVersion: row.session_version,
});

/** The account with this email (compared without case or surrounding spaces), if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const row = await findUserByEmail(db, email);
  return row && toAccount(row);
}

/** The account with this id, if any. */
export async function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  const row = await findUserById(db, id);
  return row && toAccount(row);
}

/**
 * After a successful login with `password`: stores it hashed as new passwords are (Argon2id) when
 * the stored hash is older (scrypt) or cheaper than `cost` (the app's config.passwordHashCost;
 * ARGON2_PARAMS when left out), so accounts move over as people log in. The
 * session version stays: the password is the same, so the account's other sessions go on.
 */
export async function upgradePasswordHash(
  db: Db,
  account: Account,
  password: string,
  cost?: HashCost,
): Promise<void> {
  if (!needsRehash(account.passwordHash, cost)) return;
  await replacePasswordHash(db, account.user.id, account.passwordHash, await hashPassword(password, cost));
}

const emailTaken = () => conflict('An account with this email already exists');

export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  role: Role;
  /** Whether the address counts as confirmed from the start (an administrator set up at start-up). */
  emailVerified: boolean;
}

/** A new account's row: the caller hashes the password (slow on purpose) and inserts it. */
export function newAccountRow(account: NewAccount, passwordHash: string): NewUserRow {
  const now = nowIso();
  return {
    id: newId(),
    user_name: account.name.trim(),
    user_email: account.email.trim(),
    email_key: emailKey(account.email),
    phone_number: account.phone.trim(),
    role: account.role,
    password_hash: passwordHash,
    session_version: 1,
    created_at: now,
    email_verified_at: account.emailVerified ? now : null,
  };
}

/**
 * A new account. One email, one account (compared without case or surrounding spaces): a taken
 * email is a 409, also when two sign-ups race (the unique index decides). The password hash is
 * made only once the email is known to be free (`hash`: slow on purpose).
 */
export async function createAccount(db: Db, account: NewAccount, hash: () => Promise<string>): Promise<User> {
  if (await findUserByEmail(db, account.email)) throw emailTaken();
  try {
    return toUser(await insertUser(db, newAccountRow(account, await hash())));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** One page of accounts, oldest first, and how many there are. */
export async function listAccounts(db: Db, page: RowWindow): Promise<ListPage<User>> {
  const { rows, total } = await listUsers(db, page);
  return { records: rows.map(toUser), total };
}

const LAST_ADMIN = 'The last administrator keeps the role: make someone else an administrator first.';

/**
 * Deletes an account (its tokens stop working with it); an admin cannot delete itself, and the
 * last administrator cannot be deleted.
 */
export async function deleteAccount(db: Db, id: string, deletedBy: string | undefined): Promise<void> {
  if (id === deletedBy) throw conflict('You cannot delete your own account');
  if (!(await removeAccount(db, id))) throw notFound('No user with this id');
}

/** A 409 when the account is the only administrator's: the school always keeps one. */
export async function refuseLastAdmin(db: Db, id: string): Promise<void> {
  const admins = await lockAdmins(db);
  if (admins.length === 1 && admins[0] === id) throw conflict(LAST_ADMIN);
}

/**
 * Removes the account, with its sessions and links (the database's cascade), unless it is the
 * last administrator's (a 409), also when two removals race; false when there was none.
 */
export function removeAccount(db: Db, id: string): Promise<boolean> {
  return inTransaction(
    db,
    async (trx) => {
      await refuseLastAdmin(trx, id);
      return deleteUser(trx, id);
    },
    { writeLockFirst: true },
  );
}

/**
 * Gives the account another role, at once (every call reads the role afresh). The last
 * administrator keeps the role, also when two administrators demote each other at the same time.
 */
export async function changeRole(db: Db, id: string, role: Role): Promise<User> {
  return inTransaction(
    db,
    async (trx) => {
      const row = await findUserById(trx, id);
      if (!row) throw notFound('No user with this id');
      const admins = await lockAdmins(trx);
      if (role !== 'admin' && admins.length === 1 && admins[0] === id) throw conflict(LAST_ADMIN);
      if (row.role !== role) await updateUser(trx, id, { role });
      return toUser({ ...row, role });
    },
    { writeLockFirst: true },
  );
}
