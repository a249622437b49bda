import {
  ACCOUNT_LINK_MINUTES,
  UNCONFIRMED_ACCOUNT_DAYS,
  VERIFY_EMAIL_PATH,
  VERIFY_LINK_DOES_NOT_WORK,
} from '@/contract';
import { publicAddress } from '../../config';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../lib/http-errors';
import { enqueueEmail, isMailAddress } from '../mail/outbox';
import { confirmAddressEmail, type AccountSite } from './account-emails';
import { issueAccountLink, linksSentWithin, useAccountLink } from './account-links';
import { findUserById, updateUser } from './users.repository';

const PURPOSE = 'email-verification';

/** At most this many confirmation e-mails per account and hour when asked again. */
export const CONFIRMATION_EMAILS_PER_HOUR = 3;

/** The account's owner, as a confirmation e-mail greets them. */
export interface Addressee {
  id: string;
  name: string;
  email: string;
}

/**
 * A confirmation link for the new account and its e-mail; `trx`: the sign-up's transaction, so
 * the account, its link and the e-mail exist together or not at all.
 */
export async function sendConfirmation(trx: Db, owner: Addressee, site: AccountSite): Promise<void> {
  if (!isMailAddress(owner.email)) return;
  const token = await issueAccountLink(trx, owner.id, PURPOSE, ACCOUNT_LINK_MINUTES.emailVerification);
  await enqueueEmail(
    trx,
    confirmAddressEmail({
      to: owner.email,
      name: owner.name,
      school: site.schoolName,
      link: publicAddress(site, `${VERIFY_EMAIL_PATH}?token=${token}`),
      days: UNCONFIRMED_ACCOUNT_DAYS,
    }),
  );
}

/** The link's owner confirmed the address; a used, ended or unknown link is a 400. */
export async function confirmAddress(db: Db, token: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const userId = await useAccountLink(trx, PURPOSE, token);
    if (userId === undefined) throw badRequest(VERIFY_LINK_DOES_NOT_WORK);
    const row = await findUserById(trx, userId);
    if (row && row.email_verified_at === null) {
      await updateUser(trx, userId, { email_verified_at: new Date().toISOString() });
    }
  });
}

/**
 * A new confirmation link for a logged-in owner who lost the first (the older ones end): a 409 when
 * the address is confirmed already; nothing more is sent past CONFIRMATION_EMAILS_PER_HOUR.
 */
export async function resendConfirmation(db: Db, userId: string, site: AccountSite): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) return;
  if (row.email_verified_at !== null) throw conflict('Your e-mail address is confirmed already.');
  if ((await linksSentWithin(db, userId, PURPOSE, 60 * 60_000)) >= CONFIRMATION_EMAILS_PER_HOUR) return;
  await inTransaction(db, (trx) =>
    sendConfirmation(trx, { id: row.id, name: row.user_name, email: row.user_email }, site),
  );
}
