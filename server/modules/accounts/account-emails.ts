import { siteFormats, type SiteFormats } from '@/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { EmailMessage } from '../mail/outbox';
import { siteService } from '../site/site.service';

/**
 * The e-mails about an account itself (not a registration): what its owner reads, from what the
 * caller knows (the words are pure; accountSite reads where they come from).
 */

/**
 * What the account e-mails need: the school's name as the site shows it, PUBLIC_URL for the links,
 * and how the school writes dates and times (its language, zone and date style).
 */
export interface AccountSite {
  schoolName: string;
  publicUrl: string;
  formats: SiteFormats;
}

/** The account e-mails' site now: the name from the site settings (SCHOOL_NAME until saved), PUBLIC_URL. */
export async function accountSite(
  db: Db,
  config: Pick<Config, 'schoolName' | 'publicUrl'>,
): Promise<AccountSite> {
  const settings = await siteService.settings(db, config.schoolName);
  return { schoolName: settings.schoolName, publicUrl: config.publicUrl, formats: siteFormats(settings) };
}

/** A name in a greeting: one line, or a neutral word where the account has none. */
const greeting = (name: string) => `Dear ${name.replace(/\s+/g, ' ').trim() || 'visitor'},`;

const paragraphs = (...parts: string[]) => parts.join('\n\n') + '\n';

/** Whole hours when the time is some ("1 hour", "2 hours"), else minutes. */
export function duration(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${String(hours)} hour${hours === 1 ? '' : 's'}`;
  }
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
}

export interface PasswordResetEmail {
  to: string;
  name: string;
  school: string;
  /** The page that opens it, with the token. */
  link: string;
  minutes: number;
  /** Who asked: the owner on the login page, or the school's staff for them. */
  askedBy: 'owner' | 'school';
}

export function passwordResetEmail(email: PasswordResetEmail): EmailMessage {
  const asked =
    email.askedBy === 'school'
      ? `The staff of ${email.school} sent you this link so that you can choose a new password for your account.`
      : `Someone, hopefully you, asked to choose a new password for your account at ${email.school}.`;
  return {
    to: email.to,
    subject: `Choose a new password for ${email.school}`,
    text: paragraphs(
      greeting(email.name),
      asked,
      `Open this link to choose it (it works once, for ${duration(email.minutes)}):\n${email.link}`,
      'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
      email.school,
    ),
  };
}

export interface PasswordChangedEmail {
  to: string;
  name: string;
  school: string;
  /** Where to ask for another link, should the change not have been theirs. */
  forgotLink: string;
}

/** Told after a new password was chosen through a link: every session had to log in again. */
export function passwordChangedEmail(email: PasswordChangedEmail): EmailMessage {
  return {
    to: email.to,
    subject: `Your password for ${email.school} was changed`,
    text: paragraphs(
      greeting(email.name),
      `The password of your account at ${email.school} was just changed through a password-reset link, and every device that was logged in has to log in again.`,
      `If this was not you, choose a new password at once: ${email.forgotLink}`,
      email.school,
    ),
  };
}

export interface ConfirmAddressEmail {
  to: string;
  name: string;
  school: string;
  /** The page that confirms it, with the token. */
  link: string;
  /** Days the link (and the unconfirmed account) lasts. */
  days: number;
}

/** Sent at sign-up (and when asked again): the link that confirms the address. */
export function confirmAddressEmail(email: ConfirmAddressEmail): EmailMessage {
  const days = `${String(email.days)} day${email.days === 1 ? '' : 's'}`;
  return {
    to: email.to,
    subject: `Confirm your e-mail address for ${email.school}`,
    text: paragraphs(
      greeting(email.name),
      `Thank you for signing up at ${email.school}. Please confirm that this address is yours by opening this link:\n${email.link}`,
      `You can log in and register for meetings already. An account whose address is not confirmed within ${days} is removed, with its registrations.`,
      'If you did not sign up, you can ignore this e-mail: the account is removed by itself.',
      email.school,
    ),
  };
}

export interface SignUpAgainEmail {
  to: string;
  name: string;
  school: string;
  /** A password-reset link, in case the owner forgot the password. */
  resetLink: string;
  minutes: number;
}

/**
 * Sent instead of a second account when someone signs up with an address that has one: the
 * answer to the sign-up is the same as for a new account, so it does not tell who has one here.
 */
export function signUpAgainEmail(email: SignUpAgainEmail): EmailMessage {
  return {
    to: email.to,
    subject: `You already have an account at ${email.school}`,
    text: paragraphs(
      greeting(email.name),
      `Someone, hopefully you, tried to sign up at ${email.school} with this address, which already has an account. No second account was made, and yours is unchanged.`,
      'Log in with your password as usual.',
      `Forgot it? Choose a new one with this link (it works once, for ${duration(email.minutes)}):\n${email.resetLink}`,
      'If it was not you, you can ignore this e-mail.',
      email.school,
    ),
  };
}

export interface InvitationEmail {
  to: string;
  school: string;
  /** The administrator who sent it. */
  invitedBy: string;
  /** The role as people read it (ROLE_LABELS), and what it may do (ROLE_DUTIES). */
  roleLabel: string;
  roleDuties: string;
  /** The page that accepts it, with the token. */
  link: string;
  days: number;
  /** When the link stops working. */
  expiresAt: Date;
  /** The school's way of writing it. */
  formats: SiteFormats;
}

/** An administrator's invitation to join the staff: the link sets the new member's password. */
export function invitationEmail(email: InvitationEmail): EmailMessage {
  const days = `${String(email.days)} day${email.days === 1 ? '' : 's'}`;
  const until = email.formats.dateTime(email.expiresAt);
  return {
    to: email.to,
    subject: `You are invited to help run ${email.school}'s website`,
    text: paragraphs(
      'Hello,',
      `${email.invitedBy} invited you to join the staff of ${email.school} on its website, as ${email.roleLabel}: ${email.roleDuties}.`,
      `Open this link to choose your name and a password (it works once, for ${days}, until ${until}):\n${email.link}`,
      'If you did not expect this invitation, you can ignore this e-mail: no account is made until the link is used.',
      email.school,
    ),
  };
}

export interface EmailChangeLinkEmail {
  /** The new address: the link proves it is the owner's. */
  to: string;
  name: string;
  school: string;
  link: string;
  minutes: number;
}

/** Sent to the address an account asked to move to: the link that makes the change. */
export function emailChangeLinkEmail(email: EmailChangeLinkEmail): EmailMessage {
  return {
    to: email.to,
    subject: `Confirm your new e-mail address for ${email.school}`,
    text: paragraphs(
      greeting(email.name),
      `You asked to use this address for your account at ${email.school}. Please confirm it by opening this link (it works once, for ${duration(email.minutes)}):\n${email.link}`,
      'Until then, log in with your old address as before.',
      'If you did not ask for it, you can ignore this e-mail: the account stays as it is.',
      email.school,
    ),
  };
}

export interface EmailChangeAskedEmail {
  /** The address the account has now. */
  to: string;
  name: string;
  school: string;
  newEmail: string;
  /** Where the owner changes the password, should the request not have been theirs. */
  accountLink: string;
}

/** Told to the account's present address: someone logged in asked to move it to another. */
export function emailChangeAskedEmail(email: EmailChangeAskedEmail): EmailMessage {
  return {
    to: email.to,
    subject: `A new e-mail address was asked for your account at ${email.school}`,
    text: paragraphs(
      greeting(email.name),
      `Someone logged in to your account at ${email.school} asked to use the address ${email.newEmail} instead of this one. It changes only when the link we sent there is opened; until then this address stays the account's.`,
      `If this was not you, change your password at once: ${email.accountLink}`,
      email.school,
    ),
  };
}

export interface AddressInUseEmail {
  /** The address asked for, which has an account of its own. */
  to: string;
  name: string;
  school: string;
}

/**
 * Sent instead of the link when the address asked for has an account already: the answer to the
 * request is the same either way, so it does not tell who has one here.
 */
export function addressInUseEmail(email: AddressInUseEmail): EmailMessage {
  return {
    to: email.to,
    subject: `Your e-mail address was entered at ${email.school}`,
    text: paragraphs(
      greeting(email.name),
      `Someone asked to move another account at ${email.school} to this address. This address has an account already (yours), so nothing was changed, and yours stays as it is.`,
      'If it was not you, you can ignore this e-mail.',
      email.school,
    ),
  };
}
