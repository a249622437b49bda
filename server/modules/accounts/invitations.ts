import {
  ACCEPT_INVITATION_PATH,
  INVITATION_DAYS,
  INVITATION_LINK_DOES_NOT_WORK,
  STAFF_ROLES,
  type Invitation,
  type InvitationBody,
  type StaffRole,
} from '@/contract';
import { publicAddress } from '../../config';
import type { Db } from '../../db/database';
import type { InvitationRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { auditChanges, recordAudit, type AuditActor } from '../audit/audit-record';
import { enqueueEmail } from '../mail/outbox';
import { invitationEmail, type AccountSite } from './account-emails';
import { linkTokenHash, newLinkToken } from './account-links';
import {
  endPending,
  findPendingByHash,
  insertInvitation,
  listPendingInvitations,
  withdrawPendingFor,
} from './invitations.repository';
import { newPasswordProblem } from './password-strength';
import { emailKey, insertUser } from './users.repository';
import { findAccountByEmail, findAccountById, newAccountRow, type Account } from './users.service';

/**
 * An administrator's invitations to join the staff: an e-mailed single-use link with a role, for
 * INVITATION_DAYS days, whose token is kept only as its SHA-256 (as the account links'). The
 * invitee chooses a name and a password through it and has an account of that role, the address
 * counted as confirmed (the link came to it). A newer invitation to the same address replaces the
 * older; a withdrawn one stops working at once.
 */

const DAY_MS = 24 * 60 * 60_000;

/** A stored role as a staff role; anything else (never written) is the least a member may do. */
const staffRoleOf = (stored: string): StaffRole => STAFF_ROLES.find((role) => role === stored) ?? 'door';

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: staffRoleOf(row.role),
    invitedBy: { id: row.invited_by, name: row.invited_by_name },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

const hasAccount = (email: string) =>
  conflict(`${email} already has an account. Change its role on its page in Users.`);

/**
 * Invites `invite.email` to join the staff as `invite.role`, in one transaction with its e-mail;
 * the address's older pending invitation stops working. An address with an account is a 409.
 */
export async function inviteStaff(
  db: Db,
  invite: InvitationBody,
  invitedBy: AuditActor,
  site: AccountSite,
  now = new Date(),
): Promise<Invitation> {
  const email = invite.email.trim();
  if (await findAccountByEmail(db, email)) throw hasAccount(email);
  const { token, hash } = newLinkToken();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const row: InvitationRow = {
    id: newId(),
    email,
    email_key: emailKey(email),
    role: invite.role,
    token_hash: hash,
    invited_by: invitedBy.id,
    invited_by_name: invitedBy.name,
    created_at: at,
    expires_at: expiresAt.toISOString(),
    accepted_at: null,
    withdrawn_at: null,
  };
  await inTransaction(db, async (trx) => {
    await withdrawPendingFor(trx, row.email_key, at);
    await insertInvitation(trx, row);
    await recordAudit(trx, invitedBy, {
      action: 'invite',
      kind: 'invitation',
      recordId: row.id,
      changes: auditChanges(undefined, { email, role: invite.role }),
    });
    await enqueueEmail(
      trx,
      invitationEmail({
        to: email,
        site,
        invitedBy: invitedBy.name,
        role: invite.role,
        link: publicAddress(site, `${ACCEPT_INVITATION_PATH}?token=${token}`),
        days: INVITATION_DAYS,
        expiresAt,
      }),
    );
  });
  return toInvitation(row);
}

/** The invitations still waiting to be accepted, newest first. */
export async function pendingInvitations(db: Db, now = new Date()): Promise<Invitation[]> {
  return (await listPendingInvitations(db, now.toISOString())).map(toInvitation);
}

/** Withdraws a pending invitation: its link stops working. An unknown or no longer pending one is a 404. */
export async function withdrawInvitation(
  db: Db,
  id: string,
  withdrawnBy: AuditActor,
  now = new Date(),
): Promise<void> {
  const withdrawn = await inTransaction(db, async (trx) => {
    if (!(await endPending(trx, id, 'withdrawn_at', now.toISOString()))) return false;
    await recordAudit(trx, withdrawnBy, { action: 'withdraw', kind: 'invitation', recordId: id });
    return true;
  });
  if (!withdrawn)
    throw notFound('No pending invitation with this id: it was accepted, withdrawn or has expired.');
}

/**
 * Accepts an invitation: an account of the invited role for its address, with `name` and a
 * password the sign-up rule accepts (a 400 says why one is refused, and the link keeps working).
 * A used, expired, withdrawn or replaced link is a 400; an address that has an account meanwhile
 * is a 409. Of two acceptances racing, one makes the account.
 */
export async function acceptInvitation(
  db: Db,
  accept: { token: string; name: string; password: string },
  site: AccountSite,
  hash: (password: string) => Promise<string>,
  now = new Date(),
): Promise<Account> {
  const at = now.toISOString();
  const tokenHash = linkTokenHash(accept.token);
  const invitation = tokenHash === undefined ? undefined : await findPendingByHash(db, tokenHash, at);
  if (!invitation) throw badRequest(INVITATION_LINK_DOES_NOT_WORK);
  const name = accept.name.trim();
  if (!name) throw badRequest('Please enter your name.');
  const weak = newPasswordProblem(accept.password, [invitation.email, name], site.schoolName);
  if (weak) throw badRequest(weak);
  if (await findAccountByEmail(db, invitation.email)) throw hasAccount(invitation.email);
  const role = staffRoleOf(invitation.role);
  const row = newAccountRow(
    { name, email: invitation.email, phone: '', role, emailVerified: true },
    await hash(accept.password),
  );
  try {
    await inTransaction(db, async (trx) => {
      // Accepted in the same transaction as the account: a link makes one account, once.
      if (!(await endPending(trx, invitation.id, 'accepted_at', at)))
        throw badRequest(INVITATION_LINK_DOES_NOT_WORK);
      await insertUser(trx, row);
      // The new member of staff is the one who did it: the log shows who joined, when, as what.
      const joined = { id: row.id, name, role };
      await recordAudit(trx, joined, { action: 'accept', kind: 'invitation', recordId: invitation.id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw hasAccount(invitation.email);
    throw error;
  }
  const account = await findAccountById(db, row.id);
  if (!account) throw notFound('No user with this id');
  return account;
}
