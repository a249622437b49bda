import { ROLES, type Role, type User } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { NewUserRow, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import type { ListPage } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { auditChanges, recordAudit, type AuditActor } from '../audit/audit-record';
import { endAccountLinks } from './account-links';
import { hashPassword, needsRehash, type HashCost } from './password';
import { deleteUserSessions } from './sessions.repository';
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
    locked: row.locked_at !== null,
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

/** What the audit log leaves out of an account: the same in every entry, so only the name and the like show. */
const AUDIT_LEFT_OUT = ['userPhoneNumber', 'emailVerified'];

const LAST_ADMIN = 'The last administrator keeps the role: make someone else an administrator first.';
const LAST_ADMIN_UNLOCKED =
  'The last administrator who can log in cannot be locked: make someone else an administrator first.';

/**
 * Deletes an account (its tokens stop working with it); an admin cannot delete itself, and the
 * last administrator cannot be deleted.
 */
export async function deleteAccount(db: Db, id: string, deletedBy: AuditActor): Promise<void> {
  if (id === deletedBy.id) throw conflict('You cannot delete your own account');
  const removed = await removeAccount(db, id, (trx, row) =>
    // Who it was stays in the log: their name, address and role.
    recordAudit(trx, deletedBy, {
      action: 'delete',
      kind: 'user',
      recordId: id,
      changes: auditChanges(toUser(row), undefined, { leaveOut: AUDIT_LEFT_OUT }),
    }),
  );
  if (!removed) throw notFound('No user with this id');
}

/** A 409 when the account is the only administrator who can log in: the school always keeps one. */
export async function refuseLastAdmin(db: Db, id: string): Promise<void> {
  const admins = await lockAdmins(db);
  if (admins.length === 1 && admins[0] === id) throw conflict(LAST_ADMIN);
}

/**
 * Removes the account, with its sessions and links (the database's cascade), unless it is the
 * last administrator's (a 409), also when two removals race; false when there was none.
 * `alongside`: what is written with the removal, in its transaction (the audit log's entry).
 */
export function removeAccount(
  db: Db,
  id: string,
  alongside?: (trx: Db, removed: UserRow) => Promise<void>,
): Promise<boolean> {
  return inTransaction(
    db,
    async (trx) => {
      await refuseLastAdmin(trx, id);
      const row = await findUserById(trx, id);
      if (!row || !(await deleteUser(trx, id))) return false;
      await alongside?.(trx, row);
      return true;
    },
    { writeLockFirst: true },
  );
}

/** What an administrator changes on an account (PATCH /api/users/{id}): either or both. */
export interface AccountChange {
  role?: Role | undefined;
  locked?: boolean | undefined;
}

/**
 * Gives the account another role, locks or unlocks it, at once (every call reads the account
 * afresh). Locking ends all its sessions and its password-reset links. The last administrator who
 * can log in keeps the role and stays unlocked, also when two administrators demote each other
 * at the same time; an administrator cannot lock their own account.
 */
export async function changeAccount(
  db: Db,
  id: string,
  change: AccountChange,
  changedBy: AuditActor,
  now = new Date(),
): Promise<User> {
  if (change.role === undefined && change.locked === undefined) {
    throw badRequest('Say what to change: the role, whether the account is locked, or both.');
  }
  if (change.locked === true && id === changedBy.id) throw conflict('You cannot lock your own account.');
  return inTransaction(
    db,
    async (trx) => {
      const row = await findUserById(trx, id);
      if (!row) throw notFound('No user with this id');
      const admins = await lockAdmins(trx);
      const lastAdmin = admins.length === 1 && admins[0] === id;
      if (lastAdmin && change.role !== undefined && change.role !== 'admin') throw conflict(LAST_ADMIN);
      if (lastAdmin && change.locked === true) throw conflict(LAST_ADMIN_UNLOCKED);
      const role = change.role ?? row.role;
      const lockedAt =
        change.locked === undefined
          ? row.locked_at
          : change.locked
            ? (row.locked_at ?? now.toISOString())
            : null;
      const [before, after] = [toUser(row), toUser({ ...row, role, locked_at: lockedAt })];
      if (row.role !== role || row.locked_at !== lockedAt) {
        await updateUser(trx, id, { role, locked_at: lockedAt });
        await recordAudit(trx, changedBy, {
          action: 'change',
          kind: 'user',
          recordId: id,
          changes: auditChanges(before, after, { leaveOut: AUDIT_LEFT_OUT }),
        });
      }
      if (lockedAt !== null && row.locked_at === null) {
        // Locked now: whoever is logged in as this account is out at once, and no link lets them back.
        await deleteUserSessions(trx, id);
        await endAccountLinks(trx, id, 'password-reset');
      }
      return after;
    },
    { writeLockFirst: true },
  );
}
