import { siteFormats, type Role, type SiteFormats } from '@/contract';
import { ACCOUNT_EMAILS } from '@/i18n/catalogues/account-emails';
import { translationsOf } from '@/i18n/translator';
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

/** The school as an account e-mail names and signs it, and the language it is written in (Site Settings). */
export type EmailSite = Pick<AccountSite, 'schoolName' | 'formats'>;

const textsIn = translationsOf(ACCOUNT_EMAILS);

/** The e-mail's words in the school's language, the school's name in its messages, and the e-mail's parts. */
function writer(site: EmailSite) {
  const t = textsIn(site.formats.language);
  const school = site.schoolName;
  return {
    t,
    school,
    /** A name in a greeting: one line, or a neutral greeting where the account has none. */
    greeting: (name: string) => {
      const oneLine = name.replace(/\s+/g, ' ').trim();
      return oneLine ? t('greeting', { name: oneLine }) : t('greetingNoName');
    },
    /** Whole hours when the time is some ("1 hour", "2 hours"), else minutes. */
    duration: (minutes: number) =>
      minutes % 60 === 0 ? t('hours', { hours: minutes / 60 }) : t('minutes', { minutes }),
    /** The paragraphs, the school's name signing them. */
    paragraphs: (...parts: string[]) => [...parts, school].join('\n\n') + '\n',
  };
}

export interface PasswordResetEmail {
  to: string;
  name: string;
  site: EmailSite;
  /** The page that opens it, with the token. */
  link: string;
  minutes: number;
  /** Who asked: the owner on the login page, or the school's staff for them. */
  askedBy: 'owner' | 'school';
}

export function passwordResetEmail(email: PasswordResetEmail): EmailMessage {
  const { t, school, greeting, duration, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('resetSubject', { school }),
    text: paragraphs(
      greeting(email.name),
      t(email.askedBy === 'school' ? 'resetAskedBySchool' : 'resetAskedByOwner', { school }),
      t('resetLink', { duration: duration(email.minutes), link: email.link }),
      t('resetIgnore'),
    ),
  };
}

export interface PasswordChangedEmail {
  to: string;
  name: string;
  site: EmailSite;
  /** Where to ask for another link, should the change not have been theirs. */
  forgotLink: string;
}

/** Told after a new password was chosen through a link: every session had to log in again. */
export function passwordChangedEmail(email: PasswordChangedEmail): EmailMessage {
  const { t, school, greeting, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('changedSubject', { school }),
    text: paragraphs(
      greeting(email.name),
      t('changed', { school }),
      t('changedNotYou', { link: email.forgotLink }),
    ),
  };
}

export interface ConfirmAddressEmail {
  to: string;
  name: string;
  site: EmailSite;
  /** The page that confirms it, with the token. */
  link: string;
  /** Days the link (and the unconfirmed account) lasts. */
  days: number;
}

/** Sent at sign-up (and when asked again): the link that confirms the address. */
export function confirmAddressEmail(email: ConfirmAddressEmail): EmailMessage {
  const { t, school, greeting, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('confirmSubject', { school }),
    text: paragraphs(
      greeting(email.name),
      t('confirm', { school, link: email.link }),
      t('confirmAlready', { days: email.days }),
      t('confirmIgnore'),
    ),
  };
}

export interface SignUpAgainEmail {
  to: string;
  name: string;
  site: EmailSite;
  /** A password-reset link, in case the owner forgot the password. */
  resetLink: string;
  minutes: number;
}

/**
 * Sent instead of a second account when someone signs up with an address that has one: the
 * answer to the sign-up is the same as for a new account, so it does not tell who has one here.
 */
export function signUpAgainEmail(email: SignUpAgainEmail): EmailMessage {
  const { t, school, greeting, duration, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('againSubject', { school }),
    text: paragraphs(
      greeting(email.name),
      t('again', { school }),
      t('againLogIn'),
      t('againForgot', { duration: duration(email.minutes), link: email.resetLink }),
      t('ignoreNotYou'),
    ),
  };
}

export interface InvitationEmail {
  to: string;
  site: EmailSite;
  /** The administrator who sent it. */
  invitedBy: string;
  /** The role it gives, as the e-mail names it and says what it may do. */
  role: Role;
  /** The page that accepts it, with the token. */
  link: string;
  days: number;
  /** When the link stops working. */
  expiresAt: Date;
}

/** An administrator's invitation to join the staff: the link sets the new member's password. */
export function invitationEmail(email: InvitationEmail): EmailMessage {
  const { t, school, paragraphs } = writer(email.site);
  const { role } = email;
  return {
    to: email.to,
    subject: t('inviteSubject', { school }),
    text: paragraphs(
      t('inviteHello'),
      t('invite', {
        invitedBy: email.invitedBy,
        school,
        role: t('inviteRole', { role }),
        duties: t('inviteDuties', { role }),
      }),
      t('inviteLink', {
        days: email.days,
        until: email.site.formats.dateTime(email.expiresAt),
        link: email.link,
      }),
      t('inviteIgnore'),
    ),
  };
}

export interface EmailChangeLinkEmail {
  /** The new address: the link proves it is the owner's. */
  to: string;
  name: string;
  site: EmailSite;
  link: string;
  minutes: number;
}

/** Sent to the address an account asked to move to: the link that makes the change. */
export function emailChangeLinkEmail(email: EmailChangeLinkEmail): EmailMessage {
  const { t, school, greeting, duration, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('newAddressSubject', { school }),
    text: paragraphs(
      greeting(email.name),
      t('newAddress', { school, duration: duration(email.minutes), link: email.link }),
      t('newAddressUntil'),
      t('newAddressIgnore'),
    ),
  };
}

export interface EmailChangeAskedEmail {
  /** The address the account has now. */
  to: string;
  name: string;
  site: EmailSite;
  newEmail: string;
  /** Where the owner changes the password, should the request not have been theirs. */
  accountLink: string;
}

/** Told to the account's present address: someone logged in asked to move it to another. */
export function emailChangeAskedEmail(email: EmailChangeAskedEmail): EmailMessage {
  const { t, school, greeting, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('askedSubject', { school }),
    text: paragraphs(
      greeting(email.name),
      t('asked', { school, newEmail: email.newEmail }),
      t('askedNotYou', { link: email.accountLink }),
    ),
  };
}

export interface AddressInUseEmail {
  /** The address asked for, which has an account of its own. */
  to: string;
  name: string;
  site: EmailSite;
}

/**
 * Sent instead of the link when the address asked for has an account already: the answer to the
 * request is the same either way, so it does not tell who has one here.
 */
export function addressInUseEmail(email: AddressInUseEmail): EmailMessage {
  const { t, school, greeting, paragraphs } = writer(email.site);
  return {
    to: email.to,
    subject: t('inUseSubject', { school }),
    text: paragraphs(greeting(email.name), t('inUse', { school }), t('ignoreNotYou')),
  };
}
