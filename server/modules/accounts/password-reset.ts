import { FORGOT_PASSWORD_PATH, RESET_LINK_DOES_NOT_WORK } from '@/contract';
import { publicAddress } from '../../config';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../lib/http-errors';
import { recordAudit, type AuditActor } from '../audit/audit-record';
import { enqueueEmail, isMailAddress } from '../mail/outbox';
import {
  passwordChangedEmail,
  passwordResetEmail,
  signUpAgainEmail,
  type AccountSite,
} from './account-emails';
import {
  emailAccountLink,
  endAccountLinks,
  liveLinkAccount,
  mayEmailLink,
  useAccountLink,
} from './account-links';
import { loginSucceeded } from './login-throttle';
import { newPasswordProblem } from './password-strength';
import { deleteUserSessions } from './sessions.repository';
import { updateUser } from './users.repository';
import { findAccountByEmail, findAccountById, type Account } from './users.service';

const PURPOSE = 'password-reset';

/**
 * A new reset link for the account and its e-mail, written together; none for a locked account.
 * Asked by the owner (forgot password) or by a member of staff, who is named in the audit log in
 * the same transaction.
 */
export async function sendPasswordReset(
  db: Db,
  account: Account,
  site: AccountSite,
  askedBy: 'owner' | AuditActor,
): Promise<void> {
  const { id, userEmail: to, userName: name, locked } = account.user;
  if (locked) return;
  await inTransaction(db, async (trx) => {
    await emailAccountLink(trx, { id, email: to }, PURPOSE, site, (link, minutes) =>
      passwordResetEmail({
        to,
        name,
        site,
        link,
        minutes,
        askedBy: askedBy === 'owner' ? 'owner' : 'school',
      }),
    );
    if (askedBy !== 'owner') {
      await recordAudit(trx, askedBy, { action: 'send-password-reset', kind: 'user', recordId: id });
    }
  });
}

/**
 * As a visitor's forgot password, but for a sign-up with an address that has an account: the
 * owner hears of it, with a reset link in case the password is what they lost.
 */
export async function tellOfSecondSignUp(db: Db, account: Account, site: AccountSite): Promise<void> {
  const { id, userEmail: to, userName: name, locked } = account.user;
  if (locked || !(await mayEmailLink(db, id, PURPOSE))) return;
  await inTransaction(db, (trx) =>
    emailAccountLink(trx, { id, email: to }, PURPOSE, site, (resetLink, minutes) =>
      signUpAgainEmail({ to, name, site, resetLink, minutes }),
    ),
  );
}

/**
 * A visitor's "forgot password": the e-mail goes out when the address has an account (within
 * ACCOUNT_LINKS_PER_HOUR); the caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, email: string, site: AccountSite): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account || !(await mayEmailLink(db, account.user.id, PURPOSE))) return;
  await sendPasswordReset(db, account, site, 'owner');
}

/**
 * Sets the new password chosen through a link: the link is used up, the account's other reset
 * links end, every session of the account ends (a stolen one too), its failed logins are
 * forgotten, and its owner is told. A password the sign-up rule refuses is a 400 that leaves the
 * link working, so the visitor can try another.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  newPassword: string,
  site: AccountSite,
  hash: (password: string) => Promise<string>,
): Promise<void> {
  const userId = await liveLinkAccount(db, PURPOSE, token);
  const account = userId === undefined ? undefined : await findAccountById(db, userId);
  if (!account || account.user.locked) throw badRequest(RESET_LINK_DOES_NOT_WORK);
  const { id, userEmail, userName } = account.user;
  const weak = newPasswordProblem(newPassword, [userEmail, userName], site.schoolName);
  if (weak) throw badRequest(weak);
  const passwordHash = await hash(newPassword);
  await inTransaction(db, async (trx) => {
    // Used in the same transaction as the change: of two racing requests one changes the password.
    if ((await useAccountLink(trx, PURPOSE, token)) !== id) throw badRequest(RESET_LINK_DOES_NOT_WORK);
    await updateUser(trx, id, {
      password_hash: passwordHash,
      session_version: account.sessionVersion + 1,
      // The link came to the address: that confirms it too.
      ...(account.user.emailVerified ? {} : { email_verified_at: new Date().toISOString() }),
    });
    await deleteUserSessions(trx, id);
    await endAccountLinks(trx, id, PURPOSE);
    if (isMailAddress(userEmail)) {
      await enqueueEmail(
        trx,
        passwordChangedEmail({
          to: userEmail,
          name: userName,
          site,
          forgotLink: publicAddress(site, FORGOT_PASSWORD_PATH),
        }),
      );
    }
  });
  // The owner proved the address: the failed logins that led here no longer make them wait.
  await loginSucceeded(db, { email: userEmail });
}
