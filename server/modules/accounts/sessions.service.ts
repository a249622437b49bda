import { isStaff, type User } from '@/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit-record';
import { endAccountLinks } from './account-links';
import { hashPassword, type HashCost } from './password';
import { deleteOtherSessions, deleteSession, insertSession } from './sessions.repository';
import { signToken, TOKEN_LIFETIME_SECONDS } from './tokens';
import { updateUser } from './users.repository';
import type { Account } from './users.service';

/** The account as the audit log names it: who logged in, or whose address a failed login tried. */
const actorOf = ({ id, userName: name, role }: User): AuditActor => ({ id, name, role });

/**
 * A new session row for the account and the token that names it; both end at the same moment. A
 * member of staff's login is in the audit log, written with the session.
 */
export async function startSession(db: Db, account: Account, secret: string): Promise<string> {
  const userId = account.user.id;
  const issuedAt = new Date();
  const sessionId = newId();
  await inTransaction(db, async (trx) => {
    await insertSession(trx, {
      id: sessionId,
      userId,
      createdAt: issuedAt.toISOString(),
      expiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    });
    if (isStaff(account.user.role)) {
      await recordAudit(trx, actorOf(account.user), { action: 'login', kind: 'session', recordId: userId });
    }
  });
  return signToken({ userId, sessionId, sessionVersion: account.sessionVersion }, secret, issuedAt);
}

/**
 * A wrong password for `account`: in the audit log when it is a member of staff's (someone may be
 * trying their way in), under the account's name; an ordinary user's or an unknown address's is not.
 */
export async function noteFailedLogin(db: Db, account: Account): Promise<void> {
  if (!isStaff(account.user.role)) return;
  await recordAudit(db, actorOf(account.user), {
    action: 'failed-login',
    kind: 'session',
    recordId: account.user.id,
  });
}

/**
 * Stores the new password and ends every other session of the user, together; a password-reset
 * link sent before no longer works (it must not undo the change).
 */
export async function replacePassword(
  db: Db,
  userId: string,
  keepSessionId: string,
  newPassword: string,
  cost?: HashCost,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword, cost);
  await inTransaction(db, async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash });
    await deleteOtherSessions(trx, userId, keepSessionId);
    await endAccountLinks(trx, userId, 'password-reset');
  });
}

/** Ends one session (a logout): its token is refused from then on. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
