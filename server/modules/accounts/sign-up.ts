import { PHONE_MIN_LENGTH, siteFormats, type PhoneAtSignUp, type SiteSettings, type User } from '@/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { siteService } from '../site/site.service';
import type { AccountSite } from './account-emails';
import { sendConfirmation } from './email-verification';
import { tellOfSecondSignUp } from './password-reset';
import { newPasswordProblem } from './password-strength';
import { insertUser } from './users.repository';
import { findAccountByEmail, newAccountRow, toUser, type Account, type NewAccount } from './users.service';

/** What a visitor's sign-up gives: always an ordinary user, its address not confirmed yet. */
export type SignUpForm = Omit<NewAccount, 'role' | 'emailVerified' | 'phone'> & { phone?: string };

/** What a sign-up needs of the site: the account e-mails' site, and whether a phone number is asked. */
export type SignUpSite = AccountSite & Pick<SiteSettings, 'phoneAtSignUp'>;

export async function signUpSite(
  db: Db,
  config: Pick<Config, 'schoolName' | 'publicUrl'>,
): Promise<SignUpSite> {
  const settings = await siteService.settings(db, config.schoolName);
  return {
    schoolName: settings.schoolName,
    publicUrl: config.publicUrl,
    formats: siteFormats(settings),
    phoneAtSignUp: settings.phoneAtSignUp,
  };
}

/**
 * What is wrong with an account's phone number under the school's choice (Site Settings), in the
 * words the API's validation uses for `field`; the body's schema has checked its characters.
 */
export function phoneProblem(
  phone: string | undefined,
  rule: PhoneAtSignUp,
  field = 'phonenumber',
): string | undefined {
  if (rule === 'off') return undefined;
  const given = phone?.trim() ?? '';
  if (phone === undefined && rule === 'required') return `${field} is required`;
  if (given === '' && rule === 'optional') return undefined;
  return given.length < PHONE_MIN_LENGTH
    ? `${field} must be at least ${PHONE_MIN_LENGTH} characters`
    : undefined;
}

/**
 * The account a sign-up answers with when its address has one already: shaped as a new one
 * would be (a fresh id, the form's own fields), so the answer does not tell that it exists.
 */
const lookalike = (form: SignUpForm): User => {
  const id = newId();
  return {
    _id: id,
    id,
    userName: form.name.trim(),
    userEmail: form.email.trim(),
    userPhoneNumber: form.phone?.trim() ?? '',
    role: 'user',
    createdAt: nowIso(),
    emailVerified: false,
    locked: false,
  };
};

/**
 * A visitor's own sign-up: an ordinary user with a password that is not easy to guess (a 400
 * says why, naming nothing about other accounts), and an e-mail with the link that confirms the
 * address, written with the account. An address that has an account already gets no second one:
 * its owner is e-mailed instead (with a reset link, in case the password is what they lost), and
 * the answer is the same as for a new account, the password hashed all the same, so neither
 * answer nor time tells who has an account here. Two sign-ups racing with one address: the
 * database's unique index decides, and the second is answered as for a taken one.
 */
export async function signUp(
  db: Db,
  asked: SignUpForm,
  password: string,
  site: SignUpSite,
  hash: (password: string) => Promise<string>,
): Promise<User> {
  const phone = phoneProblem(asked.phone, site.phoneAtSignUp);
  if (phone) throw badRequest(phone);
  // A school that does not ask for a phone number keeps none, even one a client sent.
  const form = { ...asked, phone: site.phoneAtSignUp === 'off' ? '' : (asked.phone ?? '') };
  const weak = newPasswordProblem(password, [form.email, form.name], site.schoolName);
  if (weak) throw badRequest(weak);
  const passwordHash = await hash(password);
  const taken = async (owner: Account | undefined) => {
    if (owner) await tellOfSecondSignUp(db, owner, site);
    return lookalike(form);
  };
  const existing = await findAccountByEmail(db, form.email);
  if (existing) return taken(existing);
  const row = newAccountRow({ ...form, role: 'user', emailVerified: false }, passwordHash);
  try {
    return await inTransaction(db, async (trx) => {
      const user = toUser(await insertUser(trx, row));
      await sendConfirmation(trx, { id: user.id, name: user.userName, email: user.userEmail }, site);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return taken(await findAccountByEmail(db, form.email));
    throw error;
  }
}
