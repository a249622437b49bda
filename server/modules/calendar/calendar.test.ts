import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { addDays, todayIso } from '../../lib/time';
import { meetingRow } from '../../testing/record-resources';
import { settingsInput } from '../../testing/site-fixtures';
import { bearer, expectError, sendJson, useTestApp } from '../../testing/test-app';
import { meetingsService } from '../meetings/meetings.service';
import { siteService } from '../site/site.service';
import { FEED_MAX_EVENTS } from './calendar.routes';

const t = useTestApp({ PUBLIC_URL: 'https://www.riverside.test' });
/** PUBLIC_URL's host, which names the events (UIDs); the requests below say another Host. */
const HOST = 'www.riverside.test';
const today = todayIso();

/** An unfolded calendar's lines (CRLF + space is a fold). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const values = (text: string, name: string) =>
  lines(text)
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => line.slice(name.length + 1));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'riverside.test', ...headers } });

/** An answer's text, whichever way it was compressed. */
const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};

const ids = {
  tour: 'cal-tour',
  evening: 'cal-evening',
  past: 'cal-past',
  later: 'cal-later',
};

const saveSettings = async (email: string) => {
  const input = settingsInput();
  const saved = await sendJson(
    t.app,
    { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
    { ...input, contact: { ...input.contact, email } },
  );
  expect(saved.statusCode).toBe(200);
};

beforeAll(async () => {
  await saveSettings('office@riverside.test');
  await t.app.db
    .insertInto('meetings')
    .values([
      meetingRow({
        id: ids.tour,
        title: 'Open Day: Campus Tour',
        date: addDays(today, 3),
        hours: 'Friday: 09:00 - 11:00',
        location: 'Main Hall',
        category: 'Important',
      }),
      meetingRow({
        id: ids.evening,
        title: 'Information evening',
        date: addDays(today, 1),
        hours: 'Ask the office',
        category: 'Soon',
      }),
      meetingRow({ id: ids.past, title: 'Last year', date: addDays(today, -10), category: 'Important' }),
      meetingRow({ id: ids.later, title: 'Later today', date: today, hours: '18:30 - 20:00' }),
    ])
    .execute();
});

describe('GET /api/meetings/:id/calendar.ics', () => {
  it('answers one meeting as a calendar file to save', async () => {
    const response = await get(`/api/meetings/${ids.tour}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="open-day-campus-tour.ics"');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(values(text, 'BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(values(text, 'UID')).toEqual([`meeting-${ids.tour}@${HOST}`]);
    expect(values(text, 'SUMMARY')).toEqual(['Open Day: Campus Tour']);
    expect(values(text, 'DTSTART')).toEqual([`${addDays(today, 3).replace(/-/g, '')}T090000`]);
    expect(values(text, 'URL')).toEqual([`https://${HOST}/meetings/${ids.tour}`]);
  });

  it('is the same entry (same UID) however often it is downloaded, and revalidates by ETag', async () => {
    const first = await get(`/api/meetings/${ids.tour}/calendar.ics`);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get(`/api/meetings/${ids.tour}/calendar.ics`, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('names the school as organiser from the site settings, when they give an e-mail address', async () => {
    const named = await get(`/api/meetings/${ids.tour}/calendar.ics`);
    expect(lines(named.body)).toContain('ORGANIZER;CN="Riverside Academy":mailto:office@riverside.test');
    await saveSettings('');
    const unnamed = await get(`/api/meetings/${ids.tour}/calendar.ics`);
    expect(values(unnamed.body, 'ORGANIZER')).toEqual([]);
    await saveSettings('office@riverside.test');
  });

  it('answers 404 in JSON for an unknown meeting', async () => {
    expectError(await get('/api/meetings/no-such-meeting/calendar.ics'), 404, 'No meeting with this id');
  });

  it('follows a change of the meeting', async () => {
    const changed = await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/meetings/${ids.evening}`, token: t.adminToken },
      { hours: '19:00 - 21:00', location: 'Library; first floor' },
    );
    expect(changed.statusCode).toBe(200);
    const text = (await get(`/api/meetings/${ids.evening}/calendar.ics`)).body;
    expect(values(text, 'DTSTART')).toEqual([`${addDays(today, 1).replace(/-/g, '')}T190000`]);
    expect(values(text, 'LOCATION')).toEqual(['Library\\; first floor']);
  });
});

describe('GET /api/calendar.ics', () => {
  it('is a feed of the upcoming meetings, soonest first, that calendar apps may keep 15 minutes', async () => {
    const response = await get('/api/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(values(response.body, 'UID')).toEqual(
      [ids.later, ids.evening, ids.tour].map((id) => `meeting-${id}@${HOST}`),
    );
    expect(values(response.body, 'X-WR-CALNAME')).toEqual(['Riverside Academy: meetings']);
    expect(lines(response.body)).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
  });

  it('holds one category when asked, and "All Meetings" is every one', async () => {
    const important = await get('/api/calendar.ics?category=Important');
    expect(values(important.body, 'UID')).toEqual([`meeting-${ids.tour}@${HOST}`]);
    expect(values(important.body, 'X-WR-CALNAME')).toEqual(['Riverside Academy: Important meetings']);
    expect(important.headers['content-disposition']).toBe('attachment; filename="important-meetings.ics"');
    const all = await get(`/api/calendar.ics?category=${encodeURIComponent('All Meetings')}`);
    expect(values(all.body, 'UID')).toHaveLength(3);
  });

  it("is named and described in the school's language, its hours on the school's clock", async () => {
    const input = settingsInput();
    const portuguese = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      {
        ...input,
        contact: { ...input.contact, email: 'office@riverside.test' },
        language: 'pt-BR',
        timeZone: 'America/Sao_Paulo',
      },
    );
    expect(portuguese.statusCode).toBe(200);
    try {
      const feed = await get('/api/calendar.ics?category=Important');
      expect(values(feed.body, 'X-WR-CALNAME')).toEqual(['Riverside Academy: reuniões de Important']);
      expect(lines(feed.body).join('')).toContain('Detalhes: https://www.riverside.test/meetings/');
      // Friday 09:00 in São Paulo (UTC−3).
      expect(values(feed.body, 'DTSTART')[0]).toMatch(/T120000Z$/);
    } finally {
      const english = await sendJson(
        t.app,
        { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
        {
          ...input,
          contact: { ...input.contact, email: 'office@riverside.test' },
          language: 'en',
          languages: ['en'],
          timeZone: 'UTC',
        },
      );
      expect(english.statusCode).toBe(200);
    }
  });

  it('refuses an unknown category as the category list does', async () => {
    expectError(
      await get('/api/calendar.ics?category=Boring'),
      400,
      /^Unknown category "Boring": use All Meetings, Soon/,
    );
  });

  it('answers 304 to an app polling an unchanged feed, and the new feed once a meeting changes', async () => {
    const first = await get('/api/calendar.ics');
    const etag = String(first.headers.etag);
    const unchanged = await get('/api/calendar.ics', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=900');

    const changed = await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/meetings/${ids.tour}`, token: t.adminToken },
      { title: 'Open Day: Campus Tour and Labs' },
    );
    expect(changed.statusCode).toBe(200);
    const after = await get('/api/calendar.ics', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(values(after.body, 'SUMMARY')).toContain('Open Day: Campus Tour and Labs');
  });

  it('is the same for a logged-in caller (the feed is public, nothing personal in it)', async () => {
    const visitor = await get('/api/calendar.ics');
    const admin = await get('/api/calendar.ics', bearer(t.adminToken));
    expect(admin.body).toBe(visitor.body);
  });

  it(`holds at most ${FEED_MAX_EVENTS} meetings`, async () => {
    const many = Array.from({ length: FEED_MAX_EVENTS + 5 }, (_, i) =>
      meetingRow({ id: `cal-many-${String(i).padStart(4, '0')}`, title: 'Many', date: addDays(today, 30) }),
    );
    // In chunks: PostgreSQL takes at most 65,535 parameters a statement.
    for (let i = 0; i < many.length; i += 100) {
      await t.app.db
        .insertInto('meetings')
        .values(many.slice(i, i + 100))
        .execute();
    }
    const response = await get('/api/calendar.ics');
    expect(values(response.body, 'UID')).toHaveLength(FEED_MAX_EVENTS);
    expect(values(response.body, 'UID')[0]).toBe(`meeting-${ids.later}@${HOST}`);
  });
});

describe('calendar files from memory', () => {
  const FEED = '/api/calendar.ics';
  const meetingFile = () => `/api/meetings/${ids.tour}/calendar.ics`;
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('makes each file once per change: many requests, in any encoding, with or without an ETag, read the meetings once', async () => {
    // A change first, so nothing is kept from the tests before.
    const changed = await sendJson(
      t.app,
      { method: 'PATCH', url: `/api/meetings/${ids.evening}`, token: t.adminToken },
      { location: 'Library, second floor' },
    );
    expect(changed.statusCode).toBe(200);
    const list = vi.spyOn(meetingsService, 'list');
    const getOne = vi.spyOn(meetingsService, 'get');
    const settings = vi.spyOn(siteService, 'settings');
    const plain = await get(FEED);
    const file = await get(meetingFile());
    const encodings = ['br, gzip', 'gzip', ''];
    for (let i = 0; i < 30; i += 1) {
      const encoding = encodings[i % encodings.length] ?? '';
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      if (i % 2) headers['if-none-match'] = String(plain.headers.etag);
      const feed = await get(FEED, headers);
      expect(feed.statusCode).toBe(i % 2 ? 304 : 200);
      if (feed.statusCode === 200) expect(decoded(feed)).toBe(plain.body);
      expect(feed.headers.etag).toBe(plain.headers.etag);
      expect(feed.headers['cache-control']).toBe('public, max-age=900');
      expect(feed.headers['content-disposition']).toBe('attachment; filename="meetings.ics"');
      const again = await get(meetingFile(), headers);
      if (i % 2 === 0) expect(decoded(again)).toBe(file.body);
      expect(again.headers['content-disposition']).toBe(file.headers['content-disposition']);
    }
    expect(list).toHaveBeenCalledTimes(1);
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(settings).toHaveBeenCalledTimes(2);
  });

  it('keeps its compressed forms: the same bytes each time', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await get(FEED, headers);
    const again = await get(FEED, headers);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe((await get(FEED)).body);
  });

  it('holds a meeting added a moment ago, never a stale feed', async () => {
    const before = await get(FEED);
    const added = await sendJson(
      t.app,
      { method: 'POST', url: '/api/meetings', token: t.adminToken },
      {
        title: 'Added a moment ago',
        description: '',
        price: 0,
        date: addDays(today, 2),
        hours: '10:00 - 11:00',
        location: 'Hall',
        bookNow: 'Free',
        category: 'Soon',
      },
    );
    expect(added.statusCode).toBe(201);
    const after = await get(FEED, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(values(after.body, 'SUMMARY')).toContain('Added a moment ago');
    expect(values(before.body, 'SUMMARY')).not.toContain('Added a moment ago');
  });

  it("follows the date: tomorrow, today's meetings are no longer upcoming", async () => {
    const todays = `meeting-${ids.later}@${HOST}`;
    expect(values((await get(FEED)).body, 'UID')).toContain(todays);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(values((await get(FEED)).body, 'UID')).not.toContain(todays);
  });

  it("follows the site's settings (the organiser)", async () => {
    const organizers = async () =>
      lines((await get(FEED)).body).filter((line) => line.startsWith('ORGANIZER;'));
    expect(await organizers()).not.toEqual([]);
    await saveSettings('');
    expect(await organizers()).toEqual([]);
    await saveSettings('office@riverside.test');
    expect(await organizers()).not.toEqual([]);
  });
});

describe('the OpenAPI description', () => {
  it('lists both calendar calls, answering text/calendar', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{
      paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, unknown> }> } }>;
    }>();
    for (const path of ['/api/meetings/{id}/calendar.ics', '/api/calendar.ics']) {
      expect(Object.keys(paths[path]?.get?.responses?.['200']?.content ?? {})).toEqual(['text/calendar']);
    }
  });
});
