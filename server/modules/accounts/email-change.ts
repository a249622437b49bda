import { ACCOUNT_PATH } from '@/contract';
import { publicAddress } from '../../config';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../lib/http-errors';
import { enqueueEmail, isMailAddress } from '../mail/outbox';
import {
  addressInUseEmail,
  emailChangeAskedEmail,
  emailChangeLinkEmail,
  type AccountSite,
} from './account-emails';
import { accountLinkAddress, endAccountLinks, issueAccountLink, mayEmailLink } from './account-links';
import { emailKey, findUserByEmail, updateUser } from './users.repository';
import { findAccountByEmail, type Account } from './users.service';

const PURPOSE = 'email-change';

/** Said when the link is opened after another account took the address meanwhile. */
export const ADDRESS_TAKEN_MEANWHILE =
  'This address now belongs to another account, so yours keeps its old address. Log in and choose another one.';

/**
 * The owner (logged in, password checked) asks to use another address. It counts only once the
 * link e-mailed there is opened: until then the account logs in with the old one, which is told
 * of the request. An address that has an account of its own gets a notice instead of the link,
 * and the request is kept all the same (its link never sent), so neither the answer nor the
 * account page tells whether someone has an account here. At most ACCOUNT_LINKS_PER_HOUR an hour.
 */
export async function requestEmailChange(
  db: Db,
  account: Account,
  newEmail: string,
  site: AccountSite,
): Promise<void> {
  const { id, userEmail, userName: name } = account.user;
  if (emailKey(newEmail) === emailKey(userEmail)) {
    throw badRequest('This is the address your account uses already.');
  }
  if (!(await mayEmailLink(db, id, PURPOSE))) return;
  const owner = await findAccountByEmail(db, newEmail);
  await inTransaction(db, async (trx) => {
    const token = await issueAccountLink(trx, id, PURPOSE, new Date(), newEmail.trim());
    if (owner) {
      const to = owner.user.userEmail;
      if (isMailAddress(to)) {
        await enqueueEmail(trx, addressInUseEmail({ to, name: owner.user.userName, site }));
      }
    } else if (isMailAddress(newEmail)) {
      const { link, minutes } = accountLinkAddress(site, PURPOSE, token);
      await enqueueEmail(trx, emailChangeLinkEmail({ to: newEmail.trim(), name, site, link, minutes }));
    }
    if (isMailAddress(userEmail)) {
      const accountLink = publicAddress(site, ACCOUNT_PATH);
      await enqueueEmail(
        trx,
        emailChangeAskedEmail({ to: userEmail, name, site, newEmail: newEmail.trim(), accountLink }),
      );
    }
  });
}

/**
 * An e-mail-change link was opened (`trx`: the transaction that used it): the account moves to
 * the new address, which is confirmed by that. Links sent to the old address end with it (a
 * password reset there must not open the account any more). An address another account took
 * meanwhile is a 400, and the account keeps the old one.
 */
export async function moveToAddress(trx: Db, userId: string, newEmail: string): Promise<void> {
  const holder = await findUserByEmail(trx, newEmail);
  if (holder && holder.id !== userId) throw badRequest(ADDRESS_TAKEN_MEANWHILE);
  try {
    await updateUser(trx, userId, {
      user_email: newEmail,
      email_key: emailKey(newEmail),
      email_verified_at: new Date().toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ADDRESS_TAKEN_MEANWHILE);
    throw error;
  }
  await endAccountLinks(trx, userId, 'password-reset');
  await endAccountLinks(trx, userId, 'email-verification');
}
