import { UNCONFIRMED_ACCOUNT_DAYS, VERIFY_LINK_DOES_NOT_WORK } from '@/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../lib/http-errors';
import { confirmAddressEmail, type AccountSite } from './account-emails';
import { emailAccountLink, mayEmailLink, useAccountLink, useAccountLinkFor } from './account-links';
import { moveToAddress } from './email-change';
import { findUserById, updateUser } from './users.repository';

const PURPOSE = 'email-verification';

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
export function sendConfirmation(trx: Db, owner: Addressee, site: AccountSite): Promise<void> {
  return emailAccountLink(trx, owner, PURPOSE, site, (link) =>
    confirmAddressEmail({
      to: owner.email,
      name: owner.name,
      site,
      link,
      days: UNCONFIRMED_ACCOUNT_DAYS,
    }),
  );
}

/**
 * The link's owner confirmed the address: the one the account signed up with, or the new one an
 * e-mail-change link moves it to (the same page opens both). A used, ended or unknown link is a 400.
 */
export async function confirmAddress(db: Db, token: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const userId = await useAccountLink(trx, PURPOSE, token);
    if (userId === undefined) {
      const change = await useAccountLinkFor(trx, 'email-change', token);
      if (!change?.newEmail) throw badRequest(VERIFY_LINK_DOES_NOT_WORK);
      return moveToAddress(trx, change.userId, change.newEmail);
    }
    const row = await findUserById(trx, userId);
    if (row && row.email_verified_at === null) {
      await updateUser(trx, userId, { email_verified_at: new Date().toISOString() });
    }
  });
}

/**
 * A new confirmation link for a logged-in owner who lost the first (the older ones end): a 409 when
 * the address is confirmed already; nothing more is sent past ACCOUNT_LINKS_PER_HOUR.
 */
export async function resendConfirmation(db: Db, userId: string, site: AccountSite): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) return;
  if (row.email_verified_at !== null) throw conflict('Your e-mail address is confirmed already.');
  if (!(await mayEmailLink(db, userId, PURPOSE))) return;
  await inTransaction(db, (trx) =>
    sendConfirmation(trx, { id: row.id, name: row.user_name, email: row.user_email }, site),
  );
}
