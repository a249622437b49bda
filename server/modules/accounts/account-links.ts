import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_LINK_MINUTES, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@/contract';
import { publicAddress } from '../../config';
import type { Db } from '../../db/database';
import type { AccountLinkPurpose } from '../../db/schema';
import { newId } from '../../lib/ids';
import { enqueueEmail, isMailAddress, type EmailMessage } from '../mail/outbox';
import {
  countLinksSince,
  deleteLinksEndedBefore,
  expireLiveLinks,
  findLiveLink,
  findLiveLinkOf,
  insertAccountLink,
  useLiveLink,
} from './account-links.repository';

/**
 * Single-use links e-mailed to an account's owner: choose a new password, confirm the address.
 * The token is 32 random bytes, sent once in the e-mail and kept only as its SHA-256: whoever
 * reads the database (a backup, an admin's query) cannot use a link. A newer link of the same
 * purpose ends the older ones; a link ends when used or when its time is up. What each purpose's
 * link opens and how long it works is declared here once (LINKS), and so is how many an account
 * may be sent in an hour.
 */

/** Each purpose's page (PUBLIC_URL + page + `?token=…`) and how long its link works. */
const LINKS: Record<AccountLinkPurpose, { page: string; minutes: number }> = {
  'password-reset': { page: RESET_PASSWORD_PATH, minutes: ACCOUNT_LINK_MINUTES.passwordReset },
  'email-verification': { page: VERIFY_EMAIL_PATH, minutes: ACCOUNT_LINK_MINUTES.emailVerification },
  // The same page confirms a new address as a first one.
  'email-change': { page: VERIFY_EMAIL_PATH, minutes: ACCOUNT_LINK_MINUTES.emailChange },
};

/**
 * At most this many links of one purpose per account and hour, when the sending is asked from
 * outside (forgot password, a second sign-up, a new confirmation link): enough for a lost first
 * one, too few to fill a stranger's inbox by asking in their name. Past it nothing is sent, the
 * answer stays the same, and the last link sent keeps working.
 */
export const ACCOUNT_LINKS_PER_HOUR = 3;

/** What a link's address carries: 43 characters of base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link's token, which only its e-mail carries, and the hash that alone is kept. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/**
 * The hash a link's token is kept under; undefined for a token not shaped as this server makes
 * them (no link, without asking the database).
 */
export const linkTokenHash = (token: string): string | undefined =>
  TOKEN_PATTERN.test(token) ? hashOf(token) : undefined;

/** Kept after they end for a day, so that the e-mails sent within the last hour can be counted. */
const KEEP_ENDED_MS = 24 * 60 * 60_000;

/**
 * A new link for the account, working from `now` for its purpose's time; the account's older
 * links of the same purpose end. `newEmail`: where an e-mail-change link moves the account.
 * Returns the token, which only the e-mail carries.
 */
export async function issueAccountLink(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  now = new Date(),
  newEmail: string | null = null,
): Promise<string> {
  const { token, hash } = newLinkToken();
  const at = now.toISOString();
  await expireLiveLinks(db, userId, purpose, at);
  await insertAccountLink(db, {
    id: newId(),
    user_id: userId,
    purpose,
    token_hash: hash,
    created_at: at,
    expires_at: new Date(now.getTime() + LINKS[purpose].minutes * 60_000).toISOString(),
    used_at: null,
    new_email: newEmail,
  });
  return token;
}

/** The address of the page that opens a link of `purpose` with `token`, and how long it works. */
export function accountLinkAddress(
  site: { publicUrl: string },
  purpose: AccountLinkPurpose,
  token: string,
): { link: string; minutes: number } {
  const { page, minutes } = LINKS[purpose];
  return { link: publicAddress(site, `${page}?token=${token}`), minutes };
}

/**
 * A new link for the account and the e-mail `compose` makes around its address, written in `trx`
 * (the change that sends it: the link exists exactly when its e-mail does). Nothing for an address
 * no mail server would take.
 */
export async function emailAccountLink(
  trx: Db,
  account: { id: string; email: string },
  purpose: AccountLinkPurpose,
  site: { publicUrl: string },
  compose: (link: string, minutes: number) => EmailMessage,
): Promise<void> {
  if (!isMailAddress(account.email)) return;
  const token = await issueAccountLink(trx, account.id, purpose);
  const { link, minutes } = accountLinkAddress(site, purpose, token);
  await enqueueEmail(trx, compose(link, minutes));
}

/** Whether the account may be sent one more link of `purpose` now (ACCOUNT_LINKS_PER_HOUR). */
export async function mayEmailLink(db: Db, userId: string, purpose: AccountLinkPurpose): Promise<boolean> {
  const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
  return (await countLinksSince(db, userId, purpose, hourAgo)) < ACCOUNT_LINKS_PER_HOUR;
}

/** The account whose link this token is, while it works; undefined for a used, ended or unknown one. */
export async function liveLinkAccount(
  db: Db,
  purpose: AccountLinkPurpose,
  token: string,
): Promise<string | undefined> {
  const hash = linkTokenHash(token);
  if (hash === undefined) return undefined;
  return (await findLiveLink(db, purpose, hash, new Date().toISOString()))?.user_id;
}

/** Uses the link (once only, also when two requests race): its account, or undefined when it no longer works. */
export async function useAccountLink(
  db: Db,
  purpose: AccountLinkPurpose,
  token: string,
): Promise<string | undefined> {
  return (await useAccountLinkFor(db, purpose, token))?.userId;
}

/** As useAccountLink, with what the link carries besides (an e-mail change's new address). */
export async function useAccountLinkFor(
  db: Db,
  purpose: AccountLinkPurpose,
  token: string,
): Promise<{ userId: string; newEmail: string | null } | undefined> {
  const hash = linkTokenHash(token);
  if (hash === undefined) return undefined;
  const used = await useLiveLink(db, purpose, hash, new Date().toISOString());
  return used && { userId: used.user_id, newEmail: used.new_email };
}

/** The new address of the account's e-mail-change link that still works, if one does. */
export async function pendingEmailOf(db: Db, userId: string): Promise<string | undefined> {
  return (await findLiveLinkOf(db, userId, 'email-change', new Date().toISOString()))?.new_email ?? undefined;
}

/** Ends the account's working links of `purpose` (e.g. its password changed: a reset link must not undo that). */
export const endAccountLinks = (db: Db, userId: string, purpose: AccountLinkPurpose) =>
  expireLiveLinks(db, userId, purpose, new Date().toISOString());

/** Removes links that ended more than a day ago (housekeeping). */
export const deleteEndedAccountLinks = (db: Db, now = Date.now()): Promise<number> =>
  deleteLinksEndedBefore(db, new Date(now - KEEP_ENDED_MS).toISOString());
