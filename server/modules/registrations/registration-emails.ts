import { randomInt } from 'node:crypto';
import {
  calendarZone,
  meetingPage,
  MY_MEETINGS_PATH,
  siteFormats,
  UNCONFIRMED_ACCOUNT_DAYS,
  type Meeting,
  type Registration,
  type SiteFormats,
} from '@/contract';
import { REGISTRATION_EMAILS } from '@/i18n/catalogues/registration-emails';
import { translationsOf } from '@/i18n/translator';
import { publicAddress, publicHostName } from '../../config';
import type { Db } from '../../db/database';
import { invitationAttachment, type CalendarMeeting, type Organizer } from '../calendar/ics';
import {
  enqueueEmails,
  isMailAddress,
  outboxRows,
  type EmailAttachment,
  type EmailMessage,
} from '../mail/outbox';
import { siteService } from '../site/site.service';
import { invitationSequence, type ToldAhead } from './registrations.repository';

/**
 * What a visitor is told about their registration, one e-mail each: the registration changes
 * (a seat, the waiting list, a promotion, a cancellation) and the meeting's own changes (its
 * date, hours or place moved, or the meeting deleted).
 */
export type RegistrationNotice = (
  | { kind: 'confirmed' | 'waitlisted' | 'promoted'; registration: Registration }
  /** `by`: the visitor themselves, or the school (an administrator). */
  | { kind: 'cancelled'; registration: Registration; by: 'visitor' | 'school' }
  | { kind: 'meetingChanged'; registration: Registration; before: MeetingWhenAndWhere }
  | { kind: 'meetingDeleted'; registration: Registration }
) & {
  /**
   * The invitation's SEQUENCE when the change that made the notice already stored it (a new
   * registration's 0, a cancellation's raised one): no read under the meeting's lock for it.
   */
  sequence?: number;
  /** The registrant's account has not confirmed its address: the e-mail asks it to. */
  confirmAddress?: boolean;
};

/** What of a meeting a registrant's calendar holds, and so what a change is told for. */
export type MeetingWhenAndWhere = Pick<Meeting, 'date' | 'hours' | 'location'>;

/** Whether the meeting moved in a way its registrants must hear of (a title or price change is not). */
export const movedMeeting = (before: MeetingWhenAndWhere, after: MeetingWhenAndWhere): boolean =>
  before.date !== after.date || before.hours !== after.hours || before.location !== after.location;

/** What the e-mails need from the configuration; the rest comes from the site settings. */
export interface MailSite {
  /** PUBLIC_URL: the links in the e-mails. */
  publicUrl: string;
  /** SCHOOL_NAME: the school's name until an administrator saves the site settings. */
  schoolName: string;
  /** MAIL_FROM: the calendar's organiser when the site settings name no contact address. */
  mailFrom: string | undefined;
}

/** The school as the e-mails sign and the invitations name it. */
export interface EmailSchool {
  name: string;
  organizer: Organizer;
  meetingUrl: string;
  myMeetingsUrl: string;
  /** How the school writes dates (its language and date style: Site Settings). */
  formats: SiteFormats;
  /** The zone its calendar invitations place the hours in (calendarZone). */
  timeZone: string | undefined;
}

/** A subject stays one line, whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The registration e-mails' texts in each language. */
const textsIn = translationsOf(REGISTRATION_EMAILS);

function whenAndWhere(meeting: MeetingWhenAndWhere, formats: SiteFormats): string[] {
  const t = textsIn(formats.language);
  return [
    t('date', { date: formats.dayWithWeekday(meeting.date) }),
    ...(meeting.hours.trim() ? [t('time', { hours: meeting.hours.trim() })] : []),
    ...(meeting.location.trim() ? [t('place', { location: meeting.location.trim() })] : []),
  ];
}

/**
 * The subject and the text of one notice's e-mail, in the school's language (its formats'). Pure:
 * the words a visitor reads.
 */
export function composeEmail(
  notice: RegistrationNotice,
  meeting: CalendarMeeting,
  school: EmailSchool,
): { subject: string; text: string } {
  const t = textsIn(school.formats.language);
  const title = oneLine(meeting.title);
  const { registration } = notice;
  const position = String(registration.position);
  const details = [...whenAndWhere(meeting, school.formats), t('details', { url: school.meetingUrl })];
  const manage = t('manage', { url: school.myMeetingsUrl });

  const [subject, paragraphs] = ((): [string, string[]] => {
    switch (notice.kind) {
      case 'confirmed':
        return [
          t('confirmedSubject', { title }),
          [t('confirmed', { title }), details.join('\n'), t('calendarAdded')],
        ];
      case 'waitlisted':
        return [
          t('waitlistedSubject', { title, position }),
          [t('waitlisted', { title, position }), t('waitlistedNext'), details.join('\n')],
        ];
      case 'promoted':
        return [
          t('promotedSubject', { title }),
          [t('promoted', { title }), details.join('\n'), t('calendarAdded'), t('promotedCancelPlease')],
        ];
      case 'cancelled':
        return [
          t('cancelledSubject', { title }),
          [
            t(notice.by === 'school' ? 'cancelledBySchool' : 'cancelledByVisitor', { title }),
            details.join('\n'),
            ...(registration.confirmedAt ? [t('calendarRemoved')] : []),
          ],
        ];
      case 'meetingChanged': {
        const { before } = notice;
        const changes = [
          before.date !== meeting.date && t('changedDate'),
          before.hours !== meeting.hours && t('changedTime'),
          before.location !== meeting.location && t('changedPlace'),
        ]
          .filter(Boolean)
          .join(', ');
        const seated = registration.status === 'confirmed';
        return [
          t('changedSubject', { title, changes }),
          [
            t(seated ? 'changedSeat' : 'changedWaiting', { title, position }),
            `${t('changedNow')}\n${details.join('\n')}`,
            `${t('changedBefore')}\n${whenAndWhere(before, school.formats).join('\n')}`,
            ...(seated ? [t('calendarChanged')] : []),
          ],
        ];
      }
      case 'meetingDeleted':
        return [
          t('deletedSubject', { title }),
          [
            t('deleted', { title }),
            whenAndWhere(meeting, school.formats).join('\n'),
            ...(registration.status === 'confirmed' ? [t('calendarRemoved')] : []),
          ],
        ];
    }
  })();

  if (notice.confirmAddress) paragraphs.push(t('confirmAddress', { days: UNCONFIRMED_ACCOUNT_DAYS }));
  const name = oneLine(registration.name);
  const greeting = name ? t('greeting', { name }) : t('greetingNoName');
  const signature = school.name;
  const closing = notice.kind === 'meetingDeleted' ? [signature] : [manage, signature];
  return { subject, text: [greeting, ...paragraphs, ...closing].join('\n\n') + '\n' };
}

/**
 * Which calendar message goes with a notice: an invitation (REQUEST) when the visitor holds a
 * seat, its update on a change, a CANCEL when a seat they had is gone; none for the waiting list
 * (no seat, no entry in their calendar). `raise`: the SEQUENCE goes up (a change to what their
 * calendar already holds).
 */
function calendarMessage(
  notice: RegistrationNotice,
): { method: 'REQUEST' | 'CANCEL'; raise: boolean } | undefined {
  const { registration } = notice;
  switch (notice.kind) {
    case 'confirmed':
    case 'promoted':
      return { method: 'REQUEST', raise: false };
    case 'waitlisted':
      return undefined;
    case 'cancelled':
      // Only a seat ever got an invitation: a cancelled place on the waiting list has none to take back.
      return registration.confirmedAt ? { method: 'CANCEL', raise: true } : undefined;
    case 'meetingChanged':
      return registration.status === 'confirmed' ? { method: 'REQUEST', raise: true } : undefined;
    case 'meetingDeleted':
      return registration.status === 'confirmed' ? { method: 'CANCEL', raise: true } : undefined;
  }
}

/** The address part of MAIL_FROM ("School <office@school.example>" → office@school.example). */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * The school as the e-mails about `meetingId` name it: the site settings' name and contact
 * address first. Read before a seat decision takes the meeting's lock, so the lock is not held
 * while it is read.
 */
export async function emailSchool(db: Db, meetingId: string, site: MailSite): Promise<EmailSchool> {
  const settings = await siteService.settings(db, site.schoolName);
  const host = publicHostName(site);
  const email = settings.contact.email || (site.mailFrom && addressOf(site.mailFrom)) || `no-reply@${host}`;
  return {
    name: settings.schoolName,
    organizer: { name: settings.schoolName, email },
    meetingUrl: publicAddress(site, meetingPage(meetingId)),
    myMeetingsUrl: publicAddress(site, MY_MEETINGS_PATH),
    formats: siteFormats(settings),
    timeZone: calendarZone(settings),
  };
}

/**
 * The e-mail telling one notice, with its calendar message at `sequence` when it has one; none for
 * an address no mail server would take (an account from before addresses were checked: the
 * registration itself is not refused for it). Pure.
 */
function registrationEmail(
  notice: RegistrationNotice,
  meeting: CalendarMeeting,
  site: MailSite,
  school: EmailSchool,
  sequence: number | undefined,
): EmailMessage | undefined {
  const { registration } = notice;
  if (!isMailAddress(registration.email)) return undefined;
  const message = calendarMessage(notice);
  const attachments: EmailAttachment[] = [];
  if (message) {
    attachments.push(
      invitationAttachment(registration, meeting, {
        method: message.method,
        sequence: sequence ?? 0,
        host: publicHostName(site),
        url: school.meetingUrl,
        organizer: school.organizer,
        timeZone: school.timeZone,
        language: school.formats.language,
      }),
    );
  }
  return { to: registration.email, ...composeEmail(notice, meeting, school), attachments };
}

/**
 * A new registration's e-mail, made before its seat is decided in both forms it may take (a seat
 * with its invitation, or a place on the waiting list), so the decision can write the one that
 * holds in the same statement, and the meeting is not held while an e-mail is made. `confirmed`
 * and `waitlisted` are the registration as it would be either way (its place left out).
 */
export function newRegistrationEmails(
  outcomes: { confirmed: Registration; waitlisted: Registration },
  meeting: CalendarMeeting,
  site: MailSite,
  school: EmailSchool,
  confirmAddress = false,
): ToldAhead {
  const seated = registrationEmail(
    { kind: 'confirmed', registration: outcomes.confirmed, sequence: 0, confirmAddress },
    meeting,
    site,
    school,
    0,
  );
  // The place, unknown yet, is written as a number found nowhere else in the e-mail.
  for (let tries = 0; tries < 5; tries += 1) {
    const mark = String(randomInt(100_000_000, 1_000_000_000));
    const waiting = registrationEmail(
      {
        kind: 'waitlisted',
        registration: { ...outcomes.waitlisted, position: Number(mark) },
        confirmAddress,
      },
      meeting,
      site,
      school,
      undefined,
    );
    const told = (email: EmailMessage | undefined) => (email ? outboxRows([email])[0] : undefined);
    const row = told(waiting);
    if (row && (row.subject.split(mark).length !== 2 || row.body.split(mark).length !== 2)) continue;
    const confirmed = told(seated);
    return {
      ...(confirmed ? { confirmed } : {}),
      ...(row ? { waitlisted: { ...row, placeMark: mark } } : {}),
    };
  }
  throw new Error('no number for the waiting-list place was free in the e-mail');
}

/**
 * Puts each notice's e-mail in the outbox, with its calendar invitation, in the transaction `trx`
 * of the change that caused it (under the meeting's lock): the e-mails are kept exactly when the
 * change commits. `meeting` is the meeting as it is after the change (before, on deletion);
 * `school`, when the caller read it before taking the lock (emailSchool), is not read again.
 */
export async function writeRegistrationEmails(
  trx: Db,
  meeting: CalendarMeeting,
  notices: readonly RegistrationNotice[],
  site: MailSite,
  known?: EmailSchool,
): Promise<void> {
  if (notices.length === 0) return;
  const school = known ?? (await emailSchool(trx, meeting.id, site));
  const emails: EmailMessage[] = [];
  for (const notice of notices) {
    // No e-mail, and no calendar message to count, for an address no mail server would take.
    if (!isMailAddress(notice.registration.email)) continue;
    const message = calendarMessage(notice);
    const sequence =
      message && (notice.sequence ?? (await invitationSequence(trx, notice.registration.id, message.raise)));
    const email = registrationEmail(notice, meeting, site, school, sequence);
    if (email) emails.push(email);
  }
  // One statement for all of them: the meeting is held until the transaction ends.
  await enqueueEmails(trx, emails);
}
