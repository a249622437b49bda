import { fileSlug, type Language, type Meeting } from '@/contract';
import { CALENDAR_TEXTS } from '@/i18n/catalogues/calendar';
import { translationsOf } from '@/i18n/translator';

/** The calendar files' texts in each language. */
const textsIn = translationsOf(CALENDAR_TEXTS);

/**
 * iCalendar (RFC 5545) text for meetings: a public event, a feed of them, and a registrant's
 * invitation (iTIP, RFC 5546). Pure functions: the caller says which host names the UIDs, which
 * address the meeting's page has and who organises it.
 *
 * Times are floating (no Z, no TZID). A meeting's date and hours are the school's wall-clock
 * time, and the server has no setting naming the school's zone (TZ only moves the process's
 * clock); a floating 18:30 shows as 18:30 in every calendar, which is what a parent in the
 * school's town expects. A TZID would also need a VTIMEZONE block describing the zone's rules.
 */

/** What of a meeting its calendar entry shows (Pick, so new Meeting fields do not matter here). */
export type CalendarMeeting = Pick<
  Meeting,
  'id' | 'title' | 'description' | 'date' | 'hours' | 'location' | 'category' | 'updatedAt'
>;

/** The school as organiser: a calendar needs an e-mail address to name one. */
export interface Organizer {
  name: string;
  email: string;
}

export interface EventOptions {
  /** The domain part of the UID (the site's host name), so UIDs stay stable and unique. */
  host: string;
  /** The meeting's public page, absolute. */
  url: string;
  /** When this text was made (DTSTAMP); the meeting's last change when left out. */
  stamp?: Date | string;
  /** Raised on every change an attendee's calendar should take over (iTIP). */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
  organizer?: Organizer | undefined;
  /** The registrant, on an invitation. */
  attendee?: { name: string; email: string };
  /** The UID; `meeting-<id>@<host>` when left out. */
  uid?: string;
  /**
   * The school's time zone (Site Settings): a timed meeting's hours are its clock there, written
   * in UTC; left out, they are floating local times (each reader's own clock).
   */
  timeZone?: string | undefined;
  /** The language of the event's description (Site Settings); English when left out. */
  language?: Language | undefined;
}

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const PRODID = '-//School meetings//Meetings calendar 1.0//EN';
/** A description longer than this is cut at a word (the page holds the rest, its link follows). */
const EXCERPT_CHARACTERS = 600;
const MAX_OCTETS = 75;

// ---------------------------------------------------------------- text

/**
 * Characters a calendar's TEXT may not hold: controls other than tab (newlines are escaped, not
 * dropped) and UTF-16 halves without their pair, which no UTF-8 encoder can write.
 */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as a calendar can carry it: line ends as \n, no controls, well-formed UTF-16. */
export function cleanText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(LONE_SURROGATES, '\uFFFD');
  let clean = '';
  for (const char of lines) if (!isControl(char.charCodeAt(0))) clean += char;
  return clean;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line ends escaped. */
export function escapeText(text: string): string {
  return cleanText(text).replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/**
 * A parameter value (CN=…): always quoted; a double quote, a caret and a line end written as
 * RFC 6868 says (^' ^^ ^n), the rest as is.
 */
export function quoteParameter(value: string): string {
  const encoded = cleanText(value).replace(/[\^"\n]/g, (c) => ({ '^': '^^', '"': "^'", '\n': '^n' })[c] ?? c);
  return `"${encoded}"`;
}

/** A mailto: address with nothing in it that could end the line or the property. */
const mailto = (email: string) => `mailto:${cleanText(email).replace(/[\s"]/g, '')}`;

const utf8Octets = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * which counts, and a character's UTF-8 bytes are never split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** Content lines as a calendar file: folded, each ended by CRLF. */
const contentLines = (lines: string[]) => lines.map((line) => `${foldLine(line)}\r\n`).join('');

// ---------------------------------------------------------------- dates and hours

export interface ClockTime {
  hour: number;
  minute: number;
}

/** The start and (when given) end a meeting's free-text hours name, or undefined when unclear. */
export interface ParsedHours {
  start: ClockTime;
  end?: ClockTime;
}

/**
 * One time of day: 09:00, 9.30, 9h30, 9h, 6pm, 6:30 p.m. Minutes, an h or am/pm must be there,
 * so a bare number ("Room 3", "9-12") is never taken for a time.
 */
const TIME = String.raw`(\d{1,2})(?:(?:[:.]|h)(\d{2})|(h)(?![a-z]))?(?:\s*(a\.?m\.?|p\.?m\.?)(?![a-z]))?`;
const SEPARATOR = String.raw`\s*(?:-|–|—|~|to|until|till)\s*`;
const RANGE = new RegExp(String.raw`(?<![\d:.])${TIME}(?:${SEPARATOR}${TIME})?(?![\d])`, 'gi');

function clockTime(
  hourText: string | undefined,
  minuteText: string | undefined,
  hOnly: string | undefined,
  meridiem: string | undefined,
): ClockTime | undefined {
  if (hourText === undefined || (minuteText === undefined && hOnly === undefined && !meridiem)) {
    return undefined;
  }
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    const pm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 24 || (hour === 24 && minute > 0)) {
    return undefined;
  }
  return { hour, minute };
}

/**
 * The times in a meeting's hours text: "Friday: 09:00 - 11:00", "18:30 - 20:30", "9:00–11:00",
 * "09:00 to 11:00", "6pm - 8:30pm", or one start ("From 18:30"). More than one time range, or
 * none, is left to the reader (undefined): guessing which range is meant would put the meeting
 * at a wrong time in someone's calendar, which is worse than an all-day entry with the text.
 */
export function parseHours(hours: string): ParsedHours | undefined {
  const found: ParsedHours[] = [];
  for (const match of hours.matchAll(RANGE)) {
    const [, h1, m1, hOnly1, mer1, h2, m2, hOnly2, mer2] = match;
    // "2 - 4pm": the end's am/pm stands for the start's too ("11 - 1pm": the other half).
    const borrowed = mer1 === undefined && m1 === undefined && hOnly1 === undefined && h2 !== undefined;
    let start = clockTime(h1, m1, hOnly1, mer1 ?? (borrowed ? mer2 : undefined));
    if (!start) continue;
    const end = h2 === undefined ? undefined : clockTime(h2, m2, hOnly2, mer2);
    if (h2 !== undefined && !end) return undefined;
    if (borrowed && end && start.hour > end.hour) start = { ...start, hour: start.hour - 12 };
    if (start.hour === 24) return undefined;
    found.push(end && !(end.hour === start.hour && end.minute === start.minute) ? { start, end } : { start });
  }
  return found.length === 1 ? found[0] : undefined;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a YYYY-MM-DD day, or undefined when it is not a real day. */
function dayOf(date: string): Date | undefined {
  const [, y, m, d] = CALENDAR_DATE.exec(date) ?? [];
  if (y === undefined || m === undefined || d === undefined) return undefined;
  const day = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are; 31 April rolls into May: refused.
  day.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  return day.getUTCDate() === Number(d) && day.getUTCMonth() === Number(m) - 1 ? day : undefined;
}

/** Whether a meeting's date is a real calendar day (an entry cannot be made otherwise). */
export const isCalendarDate = (date: string): boolean => dayOf(date) !== undefined;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateValue = (day: Date) =>
  `${pad(day.getUTCFullYear(), 4)}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
const nextDay = (day: Date) => new Date(day.getTime() + 24 * 60 * 60 * 1000);

/** A floating local date-time on `day` (24:00 is the next day's 00:00). */
function localDateTime(day: Date, time: ClockTime): string {
  const [date, hour] = time.hour === 24 ? [nextDay(day), 0] : [day, time.hour];
  return `${dateValue(date)}T${pad(hour)}${pad(time.minute)}00`;
}

/** How far `zone`'s clock is ahead of UTC at the instant `at` (ms since the epoch), in ms. */
function zoneOffset(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value ?? 0);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - at
  );
}

/** The instant `time` on `day` is in `zone`, as a UTC date-time (a clock time a change of offset skips is read after it). */
function zonedDateTime(day: Date, time: ClockTime, zone: string): string {
  const wall = day.getTime() + (time.hour * 60 + time.minute) * 60_000;
  // Twice: the offset at the first guess may differ from the offset at the instant itself.
  const first = wall - zoneOffset(wall, zone);
  return utcDateTime(new Date(wall - zoneOffset(first, zone)));
}

/** A UTC date-time (DTSTAMP, LAST-MODIFIED). */
export function utcDateTime(at: Date | string): string {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) throw new RangeError(`Not a time: ${String(at)}`);
  return time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** DTSTART and DTEND: timed when the hours say when, else the whole day (DTEND is exclusive). */
function eventTimes(
  date: string,
  hours: string,
  timeZone: string | undefined,
): { lines: string[]; timed: boolean } {
  const day = dayOf(date);
  if (!day) throw new RangeError(`A meeting's date must be a calendar day (YYYY-MM-DD), not "${date}"`);
  const parsed = parseHours(hours);
  if (!parsed) {
    return {
      lines: [`DTSTART;VALUE=DATE:${dateValue(day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(day))}`],
      timed: false,
    };
  }
  const { start, end } = parsed;
  const at = (on: Date, time: ClockTime) =>
    timeZone ? zonedDateTime(on, time, timeZone) : localDateTime(on, time);
  const lines = [`DTSTART:${at(day, start)}`];
  if (end) {
    const endsNextDay = end.hour * 60 + end.minute < start.hour * 60 + start.minute;
    lines.push(`DTEND:${at(endsNextDay ? nextDay(day) : day, end)}`);
  }
  return { lines, timed: true };
}

// ---------------------------------------------------------------- events and calendars

/** The start of a description, cut at a word, with an ellipsis when something was left out. */
export function excerpt(text: string, limit = EXCERPT_CHARACTERS): string {
  const clean = cleanText(text).trim();
  const characters = Array.from(clean);
  if (characters.length <= limit) return clean;
  const cut = characters.slice(0, limit).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > limit / 2 ? atWord : cut).trimEnd()}…`;
}

/** A meeting's UID: the same in every download and feed, so calendars update the entry. */
export const meetingUid = (meetingId: string, host: string) => `meeting-${meetingId}@${host}`;
/**
 * A registration's UID: its invitation, its changes and its cancellation are one entry. No host
 * in it (RFC 7986 §5.3: a random id is unique on its own), so the entry stays the same one when
 * the school moves its site to another address between the invitation and a change.
 */
export const registrationUid = (registrationId: string) => `registration-${registrationId}`;

/** One VEVENT's content lines (unfolded). */
export function meetingEvent(meeting: CalendarMeeting, options: EventOptions): string[] {
  const { lines: times, timed } = eventTimes(meeting.date, meeting.hours, options.timeZone);
  // Hours that could not be read as times are kept as the school wrote them.
  const hours = timed ? '' : meeting.hours.trim();
  const t = textsIn(options.language ?? 'en');
  const description = [
    excerpt(meeting.description),
    hours && t('hours', { hours }),
    t('details', { url: options.url }),
  ];
  const { organizer, attendee } = options;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(options.uid ?? meetingUid(meeting.id, options.host))}`,
    `DTSTAMP:${utcDateTime(options.stamp ?? meeting.updatedAt)}`,
    `LAST-MODIFIED:${utcDateTime(meeting.updatedAt)}`,
    ...times,
    `SEQUENCE:${Math.max(0, Math.trunc(options.sequence ?? 0))}`,
    `STATUS:${options.status ?? 'CONFIRMED'}`,
    `SUMMARY:${escapeText(meeting.title)}`,
    `DESCRIPTION:${escapeText(description.filter(Boolean).join('\n\n'))}`,
    ...(meeting.location.trim() ? [`LOCATION:${escapeText(meeting.location.trim())}`] : []),
    `CATEGORIES:${escapeText(meeting.category)}`,
    `URL:${cleanText(options.url).replace(/\s/g, '')}`,
    ...(organizer ? [`ORGANIZER;CN=${quoteParameter(organizer.name)}:${mailto(organizer.email)}`] : []),
    // The visitor registered: their place is taken, there is nothing for them to answer.
    ...(attendee
      ? [
          `ATTENDEE;CN=${quoteParameter(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(attendee.email)}`,
        ]
      : []),
    'END:VEVENT',
  ];
}

export interface CalendarOptions {
  /** A scheduling message's method (an e-mail's invitation); a download or a feed has none. */
  method?: CalendarMethod;
  /** The name calendar apps show for a subscribed feed. */
  name?: string;
  /** How often a subscribed feed should be fetched again, in seconds. */
  refreshSeconds?: number;
}

/** A VCALENDAR holding these events (each the lines meetingEvent gives), as the file's text. */
export function calendar(events: string[][], options: CalendarOptions = {}): string {
  const { method, name, refreshSeconds } = options;
  return contentLines([
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    ...(method ? [`METHOD:${method}`] : []),
    ...(name ? [`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`] : []),
    ...(refreshSeconds
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${Math.ceil(refreshSeconds / 60)}M`,
          `X-PUBLISHED-TTL:PT${Math.ceil(refreshSeconds / 60)}M`,
        ]
      : []),
    ...events.flat(),
    'END:VCALENDAR',
  ]);
}

export interface InvitationOptions {
  /** REQUEST for a confirmation or a change, CANCEL when the place or the meeting is gone. */
  method: 'REQUEST' | 'CANCEL';
  /** 0 for the first invitation, raised with every change sent after it. */
  sequence: number;
  host: string;
  url: string;
  /** iTIP needs an organiser on every request and cancellation. */
  organizer: Organizer;
  stamp?: Date | string;
  /** As EventOptions' timeZone. */
  timeZone?: string | undefined;
  /** The language of the event's description (Site Settings); English when left out. */
  language?: Language | undefined;
}

/**
 * A registrant's invitation as a calendar file: one event per registration (its own UID), with
 * the registrant as attendee; a CANCEL of the same UID with a higher sequence removes it.
 */
export function invitation(
  registration: { id: string; name: string; email: string },
  meeting: CalendarMeeting,
  options: InvitationOptions,
): string {
  const event = meetingEvent(meeting, {
    host: options.host,
    url: options.url,
    stamp: options.stamp ?? new Date(),
    sequence: options.sequence,
    status: options.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: options.organizer,
    attendee: { name: registration.name, email: registration.email },
    uid: registrationUid(registration.id),
    timeZone: options.timeZone,
    language: options.language,
  });
  return calendar([event], { method: options.method });
}

/**
 * An invitation as an e-mail attachment (the outbox's shape): the Content-Type names the method,
 * as iTIP's e-mail binding (RFC 6047) asks, so mail programs offer it as an invitation.
 */
export function invitationAttachment(
  registration: { id: string; name: string; email: string },
  meeting: CalendarMeeting,
  options: InvitationOptions,
): { filename: string; contentType: string; content: string } {
  return {
    filename: options.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: invitation(registration, meeting, options),
  };
}

/** A file name made of the title's plain letters and digits ("open-day-campus-tour.ics"). */
export const calendarFileName = (title: string, fallback = 'meeting'): string =>
  `${fileSlug(title, fallback)}.ics`;
