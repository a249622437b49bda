import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { AccountLinkPurpose } from '../../db/schema';
import { newId } from '../../lib/ids';
import {
  countLinksSince,
  deleteLinksEndedBefore,
  expireLiveLinks,
  findLiveLink,
  insertAccountLink,
  useLiveLink,
} from './account-links.repository';

/**
 * Single-use links e-mailed to an account's owner (choose a new password, …). The token is 32
 * random bytes, sent once in the e-mail and kept only as its SHA-256: whoever reads the database
 * (a backup, an admin's query) cannot use a link. A newer link of the same purpose ends the older
 * ones; a link ends when used or when its time is up.
 */

/** What a link's address carries: 43 characters of base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token shaped as this server makes them (anything else is no link, without asking the database). */
export const isLinkToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/** Kept after they end for a day, so that the e-mails sent within the last hour can be counted. */
const KEEP_ENDED_MS = 24 * 60 * 60_000;

/**
 * A new link for the account, working for `minutes` from `now`; the account's older links of the
 * same purpose end. Returns the token, which only the e-mail carries. Pass the transaction of the
 * change that sends it, so the link exists exactly when its e-mail does.
 */
export async function issueAccountLink(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  minutes: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await expireLiveLinks(db, userId, purpose, at);
  await insertAccountLink(db, {
    id: newId(),
    user_id: userId,
    purpose,
    token_hash: hashOf(token),
    created_at: at,
    expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
    used_at: null,
  });
  return token;
}

/** The account whose link this token is, while it works; undefined for a used, ended or unknown one. */
export async function liveLinkAccount(
  db: Db,
  purpose: AccountLinkPurpose,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!isLinkToken(token)) return undefined;
  return (await findLiveLink(db, purpose, hashOf(token), now.toISOString()))?.user_id;
}

/** Uses the link (once only, also when two requests race): its account, or undefined when it no longer works. */
export function useAccountLink(
  db: Db,
  purpose: AccountLinkPurpose,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!isLinkToken(token)) return Promise.resolve(undefined);
  return useLiveLink(db, purpose, hashOf(token), now.toISOString());
}

/** Ends the account's working links of `purpose` (e.g. its password changed: a reset link must not undo that). */
export function endAccountLinks(db: Db, userId: string, purpose: AccountLinkPurpose, now = new Date()) {
  return expireLiveLinks(db, userId, purpose, now.toISOString());
}

/** How many links of `purpose` the account was sent within the last `windowMs`. */
export function linksSentWithin(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  return countLinksSince(db, userId, purpose, new Date(now.getTime() - windowMs).toISOString());
}

/** Removes links that ended more than a day ago (housekeeping). */
export const deleteEndedAccountLinks = (db: Db, now = Date.now()): Promise<number> =>
  deleteLinksEndedBefore(db, new Date(now - KEEP_ENDED_MS).toISOString());
