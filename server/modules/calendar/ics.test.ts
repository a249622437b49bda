import fc from 'fast-check';
import {
  calendar,
  calendarFileName,
  escapeText,
  excerpt,
  foldLine,
  invitation,
  invitationAttachment,
  meetingEvent,
  parseHours,
  quoteParameter,
  type CalendarMeeting,
} from './ics';

// ---------------------------------------------------------------- a small reader, to check the writer

/** Content lines as a calendar program reads them: CRLF + one space (or tab) joins a fold. */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);

/** A TEXT value as a calendar program reads it. */
const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_match, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** One property of an unfolded calendar: its parameters and its value (the first one by name). */
function property(text: string, name: string): { params: string; value: string } | undefined {
  const line = unfold(text).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  if (!line) return undefined;
  // A parameter's quoted value may hold a colon: the value starts after the first colon outside quotes.
  const head = /^([^:"]|"[^"]*")*/.exec(line)?.[0] ?? '';
  return { params: head.slice(name.length), value: line.slice(head.length + 1) };
}
const valueOf = (text: string, name: string) => property(text, name)?.value;

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

const meeting = (overrides: Partial<CalendarMeeting> = {}): CalendarMeeting => ({
  id: 'm42',
  title: 'Open Day: Campus Tour',
  description: 'Meet the teachers, see the labs; bring questions, and your parents.',
  date: '2026-12-04',
  hours: 'Friday: 09:00 - 11:00',
  location: 'Main Hall, 12 River Road',
  category: 'Important',
  updatedAt: '2026-11-20T10:15:30.123Z',
  ...overrides,
});

const SCHOOL = { name: 'Riverside Academy', email: 'office@riverside.test' };
const eventOptions = { host: 'riverside.test', url: 'https://riverside.test/meetings/m42' };
const oneEvent = (m: CalendarMeeting = meeting(), options = {}) =>
  calendar([meetingEvent(m, { ...eventOptions, ...options })]);

// ---------------------------------------------------------------- hours

describe('parseHours reads the times schools write', () => {
  it.each([
    ['Friday: 09:00 - 11:00', [9, 0], [11, 0]],
    ['18:30 - 20:30', [18, 30], [20, 30]],
    ['9:00–11:00', [9, 0], [11, 0]],
    ['09:00 to 11:00', [9, 0], [11, 0]],
    ['Mon-Fri 09:00-12:00', [9, 0], [12, 0]],
    ['9.30 — 12.15', [9, 30], [12, 15]],
    ['9h30 - 11h', [9, 30], [11, 0]],
    ['6pm - 8:30pm', [18, 0], [20, 30]],
    ['2 - 4 p.m.', [14, 0], [16, 0]],
    ['11 - 1pm', [11, 0], [13, 0]],
    ['12am - 1am', [0, 0], [1, 0]],
    ['22:00 until 24:00', [22, 0], [24, 0]],
  ])('"%s"', (hours, [h1, m1], [h2, m2]) => {
    expect(parseHours(hours)).toEqual({ start: { hour: h1, minute: m1 }, end: { hour: h2, minute: m2 } });
  });

  it('takes a lone start time', () => {
    expect(parseHours('From 18:30')).toEqual({ start: { hour: 18, minute: 30 } });
  });

  it.each([
    'All day',
    '9-12',
    'Room 3-4',
    'Mon 09:00-11:00, Tue 14:00-16:00',
    '25:00 - 26:00',
    '09:75 - 10:00',
    '13pm - 2pm',
    'Room 6 amphitheatre',
    '',
  ])('leaves "%s" to the reader', (hours) => {
    expect(parseHours(hours)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- events

describe('a meeting as a calendar file', () => {
  it('is a VCALENDAR with one VEVENT holding the meeting, in CRLF lines', () => {
    const text = oneEvent(meeting(), { organizer: SCHOOL });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'UID:meeting-m42@riverside.test',
        'DTSTAMP:20261120T101530Z',
        'LAST-MODIFIED:20261120T101530Z',
        'DTSTART:20261204T090000',
        'DTEND:20261204T110000',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        'SUMMARY:Open Day: Campus Tour',
        'LOCATION:Main Hall\\, 12 River Road',
        'CATEGORIES:Important',
        'URL:https://riverside.test/meetings/m42',
        'ORGANIZER;CN="Riverside Academy":mailto:office@riverside.test',
      ]),
    );
    expect(valueOf(text, 'PRODID')).toMatch(/\S/);
    expect(lines.some((l) => l.startsWith('METHOD:'))).toBe(false);
    expect(unescapeText(valueOf(text, 'DESCRIPTION') ?? '')).toBe(
      'Meet the teachers, see the labs; bring questions, and your parents.\n\n' +
        'Details: https://riverside.test/meetings/m42',
    );
  });

  it('uses floating local times (no Z, no TZID), crossing midnight when the end is earlier', () => {
    const text = oneEvent(meeting({ hours: '22:30 - 01:00' }));
    expect(valueOf(text, 'DTSTART')).toBe('20261204T223000');
    expect(valueOf(text, 'DTEND')).toBe('20261205T010000');
    expect(text).not.toContain('TZID');
  });

  it('ends at midnight as the next day (24:00) and month ends roll over', () => {
    const text = oneEvent(meeting({ date: '2026-12-31', hours: '20:00 - 24:00' }));
    expect(valueOf(text, 'DTEND')).toBe('20270101T000000');
  });

  it('is a whole-day event when the hours cannot be read, with the hours in the description', () => {
    const text = oneEvent(meeting({ date: '2028-02-28', hours: 'Mornings, ask the office' }));
    expect(property(text, 'DTSTART')).toEqual({ params: ';VALUE=DATE', value: '20280228' });
    // DTEND of a whole day is the next day; 2028 is a leap year.
    expect(property(text, 'DTEND')).toEqual({ params: ';VALUE=DATE', value: '20280229' });
    expect(unescapeText(valueOf(text, 'DESCRIPTION') ?? '')).toContain('Hours: Mornings, ask the office');
  });

  it('has no DTEND for a lone start time', () => {
    const text = oneEvent(meeting({ hours: 'Starts 18:30' }));
    expect(valueOf(text, 'DTSTART')).toBe('20261204T183000');
    expect(valueOf(text, 'DTEND')).toBeUndefined();
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => oneEvent(meeting({ date: '2026-02-30' }))).toThrow(/calendar day/);
    expect(() => oneEvent(meeting({ date: 'next Friday' }))).toThrow(/calendar day/);
  });

  it('leaves the organiser out when the school has no e-mail address, and the location when empty', () => {
    const text = oneEvent(meeting({ location: '  ' }));
    expect(valueOf(text, 'ORGANIZER')).toBeUndefined();
    expect(valueOf(text, 'LOCATION')).toBeUndefined();
  });

  it('shows an excerpt of a long description, cut at a word', () => {
    const long = `${'word '.repeat(300)}end`;
    const cut = excerpt(long, 100);
    expect(cut.endsWith('word…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(101);
    const text = oneEvent(meeting({ description: long }));
    expect(unescapeText(valueOf(text, 'DESCRIPTION') ?? '')).not.toContain('end');
  });

  it('names the school in a parameter safely (quotes, colons, semicolons, line ends)', () => {
    const organizer = { name: 'St. "Mary\'s"; Lower: School\n^', email: 'office@st-marys.test' };
    const text = oneEvent(meeting(), { organizer });
    expect(property(text, 'ORGANIZER')).toEqual({
      params: `;CN=${quoteParameter(organizer.name)}`,
      value: 'mailto:office@st-marys.test',
    });
    expect(quoteParameter(organizer.name)).toBe("\"St. ^'Mary's^'; Lower: School^n^^\"");
  });

  it('gives a feed a name and a refresh interval', () => {
    const text = calendar(
      [meetingEvent(meeting(), eventOptions), meetingEvent(meeting({ id: 'm43' }), eventOptions)],
      {
        name: 'Riverside Academy: meetings',
        refreshSeconds: 900,
      },
    );
    const lines = unfold(text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Riverside Academy: meetings',
        'NAME:Riverside Academy: meetings',
        'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
        'X-PUBLISHED-TTL:PT15M',
      ]),
    );
  });
});

// ---------------------------------------------------------------- invitations

describe("a meeting's hours in the school's time zone", () => {
  const times = (options: { timeZone?: string }, m = meeting()) =>
    unfold(oneEvent(m, options)).filter((line) => /^DT(START|END)/.test(line));

  it("are the school's clock, written in UTC: 09:00 in São Paulo is 12:00 UTC", () => {
    expect(times({ timeZone: 'America/Sao_Paulo' })).toEqual([
      'DTSTART:20261204T120000Z',
      'DTEND:20261204T140000Z',
    ]);
  });

  it('follow the change to summer time: Lisbon is UTC in winter and an hour ahead in summer', () => {
    expect(
      times({ timeZone: 'Europe/Lisbon' }, meeting({ date: '2027-01-15', hours: '18:00 - 20:00' })),
    ).toEqual(['DTSTART:20270115T180000Z', 'DTEND:20270115T200000Z']);
    expect(
      times({ timeZone: 'Europe/Lisbon' }, meeting({ date: '2027-07-15', hours: '18:00 - 20:00' })),
    ).toEqual(['DTSTART:20270715T170000Z', 'DTEND:20270715T190000Z']);
  });

  it('end on the next day when the end comes before the start, in the zone too', () => {
    expect(times({ timeZone: 'Asia/Tokyo' }, meeting({ hours: '22:00 - 01:00' }))).toEqual([
      'DTSTART:20261204T130000Z',
      'DTEND:20261204T160000Z',
    ]);
  });

  it("stay each reader's own clock without a zone, and a whole day stays a whole day", () => {
    expect(times({})).toEqual(['DTSTART:20261204T090000', 'DTEND:20261204T110000']);
    expect(times({ timeZone: 'America/Sao_Paulo' }, meeting({ hours: 'All day' }))).toEqual([
      'DTSTART;VALUE=DATE:20261204',
      'DTEND;VALUE=DATE:20261205',
    ]);
  });
});

describe("a registrant's invitation", () => {
  const registration = { id: 'r7', name: 'Ana Souza', email: 'ana@family.test' };
  const options = { ...eventOptions, organizer: SCHOOL, stamp: '2026-11-21T08:00:00Z' };

  it('is a REQUEST with its own UID, the registrant as attendee and the school as organiser', () => {
    const text = invitation(registration, meeting(), { ...options, method: 'REQUEST', sequence: 0 });
    const lines = unfold(text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'UID:registration-r7',
        'DTSTAMP:20261121T080000Z',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        'ORGANIZER;CN="Riverside Academy":mailto:office@riverside.test',
        'ATTENDEE;CN="Ana Souza";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ana@family.test',
      ]),
    );
  });

  it('a change raises the SEQUENCE of the same UID; a CANCEL marks it cancelled', () => {
    const moved = invitation(registration, meeting({ hours: '10:00 - 12:00' }), {
      ...options,
      method: 'REQUEST',
      sequence: 1,
    });
    expect(valueOf(moved, 'UID')).toBe('registration-r7');
    expect(valueOf(moved, 'SEQUENCE')).toBe('1');
    expect(valueOf(moved, 'DTSTART')).toBe('20261204T100000');

    const cancelled = invitation(registration, meeting(), { ...options, method: 'CANCEL', sequence: 2 });
    expect(valueOf(cancelled, 'METHOD')).toBe('CANCEL');
    expect(valueOf(cancelled, 'UID')).toBe('registration-r7');
    expect(valueOf(cancelled, 'SEQUENCE')).toBe('2');
    expect(valueOf(cancelled, 'STATUS')).toBe('CANCELLED');
  });

  it('keeps its UID when the site moved to another address between two messages', () => {
    const moved = invitation(registration, meeting(), {
      ...options,
      host: 'www.riverside-new.test',
      url: 'https://www.riverside-new.test/meetings/m1',
      method: 'REQUEST',
      sequence: 1,
    });
    expect(valueOf(moved, 'UID')).toBe('registration-r7');
  });

  it('as an attachment, names its method in the content type', () => {
    const attachment = invitationAttachment(registration, meeting(), {
      ...options,
      method: 'CANCEL',
      sequence: 3,
    });
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(attachment.filename).toBe('cancel.ics');
    expect(valueOf(attachment.content, 'METHOD')).toBe('CANCEL');
  });
});

// ---------------------------------------------------------------- text, folding and file names

describe('text and line folding', () => {
  it('escapes backslashes, semicolons, commas and line ends (CRLF, CR and LF alike)', () => {
    expect(escapeText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  const TEXT = fc.string({ unit: 'binary', maxLength: 400 });
  /** Text as the writer keeps it: no control characters but tab and newline. */
  const CARRIED = fc.string({
    unit: fc.oneof(
      fc.constantFrom('\n', '\\', ';', ',', ':', '"', ' ', '\t'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => {
        const code = c.charCodeAt(0);
        return code === 0x09 || (code >= 0x20 && code !== 0x7f);
      }),
    ),
    maxLength: 400,
  });

  it('any text goes through escaping and folding and comes back as it was', () => {
    fc.assert(
      fc.property(CARRIED, (text) => {
        const folded = `${foldLine(`DESCRIPTION:${escapeText(text)}`)}\r\n`;
        for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(unescapeText(valueOf(folded, 'DESCRIPTION') ?? '')).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('any meeting makes a file of CRLF lines of at most 75 octets that reads back the same', () => {
    fc.assert(
      fc.property(TEXT, TEXT, TEXT, TEXT, (title, location, description, name) => {
        const text = invitation(
          { id: 'r1', name, email: 'a@b.test' },
          meeting({ title, location, description }),
          { ...eventOptions, organizer: { name, email: 'office@b.test' }, method: 'REQUEST', sequence: 0 },
        );
        expect(text.endsWith('\r\n')).toBe(true);
        const physical = text.slice(0, -2).split('\r\n');
        for (const line of physical) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/[\r\n]/);
        }
        // Once unfolded, every line is a property: nothing in a value broke out of it.
        for (const line of unfold(text)) expect(line).toMatch(/^[A-Z-]+[;:]/);
        expect(valueOf(text, 'SUMMARY')).toBe(escapeText(title));
        if (location.trim()) expect(valueOf(text, 'LOCATION')).toBe(escapeText(location.trim()));
        expect(property(text, 'ATTENDEE')?.params).toBe(
          `;CN=${quoteParameter(name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE`,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Open Day: Campus Tour', 'open-day-campus-tour.ics'],
    ['Élève & Café — Soirée', 'eleve-cafe-soiree.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
    ['"; rm -rf', 'rm-rf.ics'],
    ['日本語', 'meeting.ics'],
  ])('"%s" → %s', (title, name) => {
    expect(calendarFileName(title)).toBe(name);
  });
});
