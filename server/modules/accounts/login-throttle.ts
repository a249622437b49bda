import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { sql } from 'kysely';
import { LIMITS } from '@/contract';
import type { Db } from '../../db/database';
import { emailKey } from './users.repository';

/**
 * Failed-login limits, kept in the database so every instance on one database counts together
 * (Redis or not), and so a restart forgets nothing.
 *
 * Per account (the normalised email, whether an account has it or not, so a throttled unknown
 * email looks exactly like a throttled real one): five failures are free, then each failure makes
 * the next try wait twice as long (1 s, 2 s, 4 s … at most 60 s): at most about 70 guesses an hour.
 * The owner's own browser, known from a past login (known-devices.ts), does not wait for others'
 * failures: its own are counted apart, the same way. A successful login forgets the failures
 * counted where it was counted; an hour without failures does too.
 *
 * Per address: 30 failed logins in 10 minutes, plus one for every account that logged in from
 * there in that time, so a school behind one NAT that mostly logs in fine is not locked out, while
 * one address trying many accounts is. Each account counts once a window: logging in again and
 * again to one's own account earns nothing (40 logins had bought 40 more guesses).
 */
export const LOGIN_THROTTLE = {
  account: { freeFailures: 4, firstDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 60 * 60_000 },
  address: { failures: 30, windowMs: 10 * 60_000, maxSuccessBonus: 470 },
} as const;

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The counter of the account this email names. An account's email is at most LIMITS.email
 * characters, but a login may send any text up to that length, and lower-casing can lengthen it
 * ('İ' becomes two characters): longer than any account's, it is counted under its digest, so the
 * key still fits its column (PostgreSQL refused it, a 500) and that text's failures still count.
 */
function accountKey(email: string): string {
  const key = emailKey(email);
  if (key.length <= LIMITS.email) return `account:${key}`;
  return `account:sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** An address as limits should see it: IPv4-mapped IPv6 as IPv4, IPv6 by its /64 (one subscriber). */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return `address:${mapped[1]}`;
  if (isIP(ip) !== 6) return `address:${ip}`;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `address:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The wait after the n-th failure in a row. */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE.account;
  if (failures <= freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures - 1), maxDelayMs);
}

/**
 * Takes a try for this email: refused while the account waits after failures. The try is counted
 * as a failure (with its delay) before the password is checked, so parallel guesses cannot slip
 * through together; a success forgets it all again (loginSucceeded).
 */
export function claimAccountAttempt(db: Db, email: string, now: number): Promise<Verdict> {
  return claimAttempt(db, accountKey(email), now);
}

/**
 * The same for a login from a browser known for this account (knownDevice gives its key): counted
 * under that browser, with the same waits, so others' failures on the account do not hold it up.
 */
export function claimDeviceAttempt(db: Db, deviceKey: string, now: number): Promise<Verdict> {
  return claimAttempt(db, deviceKey, now);
}

async function claimAttempt(db: Db, key: string, now: number): Promise<Verdict> {
  // Compare-and-set: a few rounds at most, when other requests for this account change the row meanwhile.
  for (let round = 0; round < 5; round += 1) {
    const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('login_throttle')
        .values({
          key,
          failures: 1,
          successes: 0,
          blocked_until: now + accountDelayMs(1),
          window_started_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return { allowed: true };
      continue;
    }
    const forgotten = now - row.updated_at >= LOGIN_THROTTLE.account.forgetAfterMs;
    if (!forgotten && row.blocked_until > now) {
      return { allowed: false, retryAfterMs: row.blocked_until - now };
    }
    const failures = (forgotten ? 0 : row.failures) + 1;
    const updated = await db
      .updateTable('login_throttle')
      .set({
        failures,
        blocked_until: now + accountDelayMs(failures),
        window_started_at: forgotten ? now : row.window_started_at,
        updated_at: now,
      })
      .where('key', '=', key)
      .where('failures', '=', row.failures)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return { allowed: true };
  }
  return { allowed: false, retryAfterMs: LOGIN_THROTTLE.account.firstDelayMs };
}

/**
 * Forgets the failures counted where this login was counted: the account's, or, for a known
 * browser, that browser's only; others' failures on the account still make them wait.
 */
export async function loginSucceeded(db: Db, login: { email: string; deviceKey?: string }): Promise<void> {
  const key = login.deviceKey ?? accountKey(login.email);
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Refused while this address has used up its failed logins for the current window. */
export async function checkAddress(db: Db, ip: string, now: number): Promise<Verdict> {
  const { failures, windowMs, maxSuccessBonus } = LOGIN_THROTTLE.address;
  const row = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', '=', addressKey(ip))
    .executeTakeFirst();
  if (!row || now - row.window_started_at >= windowMs) return { allowed: true };
  if (row.failures < failures + Math.min(row.successes, maxSuccessBonus)) return { allowed: true };
  return { allowed: false, retryAfterMs: row.window_started_at + windowMs - now };
}

/**
 * Whether this account's login is the first from this address in a window (then it counts
 * toward the address's success bonus): a row per address and account, its window restarted once
 * it has run out. One statement.
 */
async function firstLoginFromAddress(db: Db, ip: string, email: string, now: number): Promise<boolean> {
  const pair = createHash('sha256')
    .update(`${addressKey(ip)}\n${accountKey(email)}`)
    .digest('hex');
  const result = await db
    .insertInto('login_throttle')
    .values({
      key: `logged-in:${pair}`,
      failures: 0,
      successes: 1,
      blocked_until: 0,
      window_started_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ window_started_at: now, updated_at: now })
        .where('login_throttle.window_started_at', '<=', now - LOGIN_THROTTLE.address.windowMs),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Counts a failed login from this address in its current window, or a successful one for an
 * account not yet counted from there in it (one statement each).
 */
export async function recordAddressOutcome(
  db: Db,
  ip: string,
  email: string,
  outcome: 'failure' | 'success',
  now: number,
): Promise<void> {
  if (outcome === 'success' && !(await firstLoginFromAddress(db, ip, email, now))) return;
  const expired = sql<boolean>`login_throttle.window_started_at <= ${now - LOGIN_THROTTLE.address.windowMs}`;
  const failure = outcome === 'failure' ? 1 : 0;
  const success = outcome === 'success' ? 1 : 0;
  await db
    .insertInto('login_throttle')
    .values({
      key: addressKey(ip),
      failures: failure,
      successes: success,
      blocked_until: 0,
      window_started_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then ${failure} else login_throttle.failures + ${failure} end`,
        successes: sql<number>`case when ${expired} then ${success} else login_throttle.successes + ${success} end`,
        window_started_at: sql<number>`case when ${expired} then ${now} else login_throttle.window_started_at end`,
        updated_at: now,
      }),
    )
    .execute();
}

/** Forgets counters nobody has touched for longer than any of them matters. */
export async function deleteStaleThrottles(db: Db, now: number): Promise<void> {
  const horizon = Math.max(LOGIN_THROTTLE.account.forgetAfterMs, LOGIN_THROTTLE.address.windowMs);
  await db
    .deleteFrom('login_throttle')
    .where('updated_at', '<', now - horizon)
    .execute();
}
