import type { PhoneAtSignUp, Profile, ProfileExport, UpdateProfileBody, User } from '@/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-errors';
import { nowIso } from '../../lib/time';
import { messagesFrom } from '../contact/contact.service';
import type { MailSite } from '../registrations/registration-emails';
import { registrationsService } from '../registrations/registrations.service';
import { pendingEmailOf } from './account-links';
import { deleteOtherSessions } from './sessions.repository';
import { phoneProblem } from './sign-up';
import { findUserById, updateUser } from './users.repository';
import { refuseLastAdmin, removeAccount, toUser } from './users.service';

/**
 * What the owner of an account does with it on their account page: their details, their other
 * sessions, a copy of their data, the account's end. (The address: email-change.ts; the
 * password: sessions.service.ts.)
 */

/** The user as their own account page shows them: with the address change that waits, if any. */
export async function profileOf(db: Db, user: User): Promise<Profile> {
  const pendingEmail = await pendingEmailOf(db, user.id);
  return pendingEmail === undefined ? user : { ...user, pendingEmail };
}

/**
 * The owner's new name or phone number (the body's fields arrive trimmed); a 400 for neither. The
 * phone number follows the school's choice for sign-up: where it is required, one the account has
 * cannot be emptied (an account made without one, as an invited member of staff's, may stay so);
 * elsewhere it may be, and one given has the sign-up's length.
 */
export async function updateDetails(
  db: Db,
  userId: string,
  details: UpdateProfileBody,
  phoneAtSignUp: PhoneAtSignUp,
): Promise<Profile> {
  const { name, phone } = details;
  if (name === undefined && phone === undefined) {
    throw badRequest('Nothing to change: send a new name or phone number.');
  }
  if (phone !== undefined) {
    const had = (await findUserById(db, userId))?.phone_number ?? '';
    const rule = phoneAtSignUp === 'required' && had !== '' ? 'required' : 'optional';
    const wrong = phoneProblem(phone, rule, 'phone');
    if (wrong) throw badRequest(wrong);
  }
  await updateUser(db, userId, {
    ...(name === undefined ? {} : { user_name: name }),
    ...(phone === undefined ? {} : { phone_number: phone }),
  });
  const row = await findUserById(db, userId);
  if (!row) throw notFound('Your account no longer exists.');
  return profileOf(db, toUser(row));
}

/** Ends every session of the account but `keepSessionId` (the device asking stays logged in). */
export const signOutElsewhere = (db: Db, userId: string, keepSessionId: string): Promise<void> =>
  deleteOtherSessions(db, userId, keepSessionId);

/**
 * What the school keeps about the account: the account as sent (never its password hash or a
 * link), every registration with its meeting, and the contact messages sent from its address.
 */
export async function exportOf(db: Db, user: User): Promise<ProfileExport> {
  return {
    exportedAt: nowIso(),
    account: user,
    registrations: await registrationsService.forUser(db, user.id),
    messages: await messagesFrom(db, user.userEmail),
  };
}

/**
 * The owner deletes the account: its coming registrations are cancelled first, one by one as a
 * visitor's own (the waiting lists move on and whoever gets a seat is told), then the account goes
 * with its sessions and links. Contact messages stay: they hold an address, never the account.
 * The last administrator cannot go (a 409, asked before anything is cancelled and again as the
 * account is removed).
 */
export async function deleteOwnAccount(db: Db, userId: string, site: MailSite): Promise<void> {
  await refuseLastAdmin(db, userId);
  await registrationsService.cancelComingOf(db, userId, site);
  await removeAccount(db, userId);
}
