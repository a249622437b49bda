import type { MeetingCategoryPage, MeetingListResponse, MeetingSavedResponse } from '@/contract';
import type { NewMeetingRow } from '../../db/schema';
import { addDays, todayIso } from '../../lib/time';
import { MEETINGS, meetingRow, recordClient } from '../../testing/record-resources';
import { bearer, expectError, getAs, useTestApp, useUserToken } from '../../testing/test-app';
import { insertMeeting } from './meetings.repository';

// What every record of the resource kit shares (create, read, change, delete, admins only, the
// required fields, the refused values) is tested over courses and meetings alike in
// resource-kit/record-routes.test.ts; here is what only meetings have.

const t = useTestApp();
const meetings = recordClient(t, MEETINGS);
const userToken = useUserToken(t);

const seedMeeting = (overrides: Partial<NewMeetingRow> = {}) =>
  insertMeeting(t.app.db, meetingRow(overrides));

async function clearMeetings(): Promise<void> {
  await t.app.db.deleteFrom('meetings').execute();
}

describe('POST /api/meetings', () => {
  it('accepts a decimal price and trims text fields', async () => {
    const response = await meetings.post(MEETINGS.form({ price: '12.50', title: '  Evening Talk  ' }));
    expect(response.statusCode).toBe(201);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting.price).toBe(12.5);
    expect(meeting.title).toBe('Evening Talk');
  });

  it('rejects a JSON body without a required field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(t.adminToken),
      payload: { title: 'No date', price: 1, hours: 'x', location: 'y', bookNow: 'z', category: 'Soon' },
    });
    expectError(response, 400, 'date is required');
  });

  it.each([
    [
      'malformed JSON',
      'application/json',
      '{"title": "Open Day",',
      400,
      'The request body is not valid JSON',
    ],
    [
      'XML',
      'application/xml',
      '<meeting><title>Open Day</title></meeting>',
      415,
      'Send JSON or a multipart form',
    ],
    ['plain text', 'text/plain', 'title=Open Day', 400, undefined],
  ] as const)(
    'answers %s with %i, creating nothing',
    async (_kind, contentType, payload, status, message) => {
      const before = await meetings.count();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { ...bearer(t.adminToken), 'content-type': contentType },
        payload,
      });
      expectError(response, status, message);
      expect(await meetings.count()).toBe(before);
    },
  );
});

describe('PATCH /api/meetings/:id', () => {
  it('ignores empty and blank fields in the form', async () => {
    const original = await meetings.create();
    const response = await meetings.patch(original._id, {
      title: '',
      price: '',
      location: '   ',
      date: '',
      category: '',
      meetingImage: '',
      hours: 'Sunday: 10:00 - 11:00',
    });
    expect(response.statusCode).toBe(200);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting).toEqual({ ...original, hours: 'Sunday: 10:00 - 11:00', updatedAt: meeting.updatedAt });
  });

  it('changes the category, date and image URL', async () => {
    const original = await meetings.create();
    const date = addDays(todayIso(), 30);
    const response = await meetings.patch(original._id, {
      category: 'Soon',
      date,
      meetingImage: 'https://cdn.example.com/x.png',
    });
    expect(response.statusCode).toBe(200);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting).toMatchObject({
      category: 'Soon',
      date,
      meetingImage: 'https://cdn.example.com/x.png',
      title: original.title,
    });
  });

  it('accepts a JSON body', async () => {
    const original = await meetings.create();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${original._id}`,
      headers: bearer(t.adminToken),
      payload: { bookNow: 'Call +55 48 3721-0000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<MeetingSavedResponse>().meeting).toMatchObject({
      bookNow: 'Call +55 48 3721-0000',
      title: original.title,
    });
  });

  it('stores when registration closes as one instant in UTC, however long the date-time sent', async () => {
    const original = await meetings.create({ capacity: '20' });
    // Any number of decimals and an offset: as sent, too long for its column on PostgreSQL (a 500).
    const sent = `2030-01-01T00:00:00.${'0'.repeat(60)}+01:00`;
    const changed = await meetings.patch(original._id, { registrationClosesAt: sent });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<MeetingSavedResponse>().meeting.registrationClosesAt).toBe(
      '2029-12-31T23:00:00.000Z',
    );
    expect((await meetings.stored(original._id))[0]?.registrationClosesAt).toBe('2029-12-31T23:00:00.000Z');

    const created = await meetings.post(MEETINGS.form({ capacity: '20', registrationClosesAt: sent }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<MeetingSavedResponse>().meeting.registrationClosesAt).toBe(
      '2029-12-31T23:00:00.000Z',
    );
  });

  it('refuses a date-time that names no instant (a leap second), changing nothing', async () => {
    const original = await meetings.create({ capacity: '20' });
    expectError(
      await meetings.patch(original._id, { registrationClosesAt: '2030-06-30T23:59:60Z' }),
      400,
      /^Registration closes must be a date-time the server can read/,
    );
    expect(await meetings.stored(original._id)).toEqual([original]);
  });
});

describe('GET /api/meetings (public list)', () => {
  const today = todayIso();

  beforeAll(async () => {
    await clearMeetings();
    await seedMeeting({ title: 'Last week', date: addDays(today, -7) });
    await seedMeeting({ title: 'In five days', date: addDays(today, 5), category: 'Important' });
    await seedMeeting({ title: 'Yesterday', date: addDays(today, -1) });
    await seedMeeting({ title: 'Tomorrow', date: addDays(today, 1), category: 'Attractive' });
    await seedMeeting({ title: 'Today', date: today });
  });

  /** The list as this caller (null: a visitor) sees it; it must be answered 200. */
  const listOf = async (query = '', token: string | null = null) => {
    const response = await getAs(t.app, `/api/meetings${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MeetingListResponse>();
  };

  it('shows meetings from today on, soonest first', async () => {
    const body = await listOf();
    expect(typeof body.message).toBe('string');
    expect(body.meetings.map((m) => m.title)).toEqual(['Today', 'Tomorrow', 'In five days']);
    expect(body.totalMeetings).toBe(3);
    for (const meeting of body.meetings) {
      expect(meeting._id).toBe(meeting.id);
      expect(meeting.date >= today).toBe(true);
    }
  });

  it("treats scope=upcoming like no scope, and ignores a visitor's token", async () => {
    expect((await listOf('?scope=upcoming')).meetings.map((m) => m.title)).toEqual([
      'Today',
      'Tomorrow',
      'In five days',
    ]);
    expect((await listOf('', t.adminToken)).meetings).toHaveLength(3);
  });

  it('adds past meetings only for scope=all with an admin token', async () => {
    const body = await listOf('?scope=all', t.adminToken);
    expect(body.meetings.map((m) => m.title)).toEqual([
      'Last week',
      'Yesterday',
      'Today',
      'Tomorrow',
      'In five days',
    ]);
    expect(body.totalMeetings).toBe(5);
  });

  it('refuses scope=all without a token (401) or with a non-admin token (403)', async () => {
    expectError(await getAs(t.app, '/api/meetings?scope=all', null), 401);
    expectError(await getAs(t.app, '/api/meetings?scope=all', userToken()), 403);
    expectError(await getAs(t.app, '/api/meetings?scope=everything', null), 400, /scope/);
  });

  it('keeps past meetings out of the category lists too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meetings/category/Soon' });
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body.meetings.map((m) => m.title)).toEqual(['Today']);
    expect(body.totalMeetings).toBe(1);
  });

  it('answers 200 with [] when nothing is upcoming', async () => {
    await clearMeetings();
    await seedMeeting({ title: 'Long ago', date: addDays(today, -30) });
    expect((await listOf()).meetings).toEqual([]);
  });
});

describe('GET /api/meetings/category/:category (pagination)', () => {
  const today = todayIso();
  const CATEGORIES = ['Soon', 'Important', 'Attractive'] as const;
  const categoryPage = (category: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/meetings/category/${encodeURIComponent(category)}${query}`,
      headers,
    });
  /** The page, which must be answered 200. */
  const pageOf = async (category: string, query = '', headers: Record<string, string> = {}) => {
    const response = await categoryPage(category, query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MeetingCategoryPage>();
  };

  beforeAll(async () => {
    await clearMeetings();
    // 20 upcoming meetings: 7 Soon, 7 Important, 6 Attractive; plus 2 past ones that never count.
    for (let i = 0; i < 20; i += 1) {
      await seedMeeting({
        title: `Meeting ${String(i).padStart(2, '0')}`,
        date: addDays(today, 20 - i),
        category: CATEGORIES[i % 3] ?? 'Soon',
      });
    }
    await seedMeeting({ title: 'Past Soon', date: addDays(today, -2), category: 'Soon' });
    await seedMeeting({ title: 'Past Attractive', date: addDays(today, -9), category: 'Attractive' });
  });

  it("'All Meetings' page 1 has 9 meetings, soonest first, with the totals", async () => {
    const body = await pageOf('All Meetings', '?page=1&limit=9');
    expect(body).toMatchObject({ success: true, page: 1, limit: 9, totalPages: 3, totalMeetings: 20 });
    expect(body.meetings.map((m) => m.title)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Meeting ${String(19 - i).padStart(2, '0')}`),
    );
  });

  it('the last page has the remainder, and the pages together hold every meeting once', async () => {
    const bodies = await Promise.all(
      [1, 2, 3].map((page) => pageOf('All Meetings', `?page=${page}&limit=9`)),
    );
    expect(bodies.map((b) => b.meetings.length)).toEqual([9, 9, 2]);
    expect(bodies[2]).toMatchObject({ page: 3, totalPages: 3, totalMeetings: 20 });
    const all = bodies.flatMap((b) => b.meetings);
    expect(new Set(all.map((m) => m._id)).size).toBe(20);
    const dates = all.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= today)).toBe(true);
  });

  it.each([
    [
      'a page past the end is [] with the same totals',
      'All Meetings',
      '?page=4&limit=9',
      0,
      { page: 4, totalPages: 3 },
    ],
    [
      'the default limit is 9 and the default page is 1',
      'All Meetings',
      '',
      9,
      { page: 1, limit: 9, totalPages: 3 },
    ],
    [
      "the URL-encoded 'All%20Meetings' is understood",
      'All Meetings',
      '?page=3',
      2,
      { page: 3, totalPages: 3 },
    ],
    ['limit=100 is allowed', 'All Meetings', '?limit=100', 20, { limit: 100, totalPages: 1 }],
    [
      'a category splits into pages with its own totals',
      'Soon',
      '?page=2&limit=5',
      2,
      { page: 2, limit: 5, totalPages: 2, totalMeetings: 7 },
    ],
  ] as const)('%s', async (_name, category, query, length, expected) => {
    const body = await pageOf(category, query);
    expect(body).toMatchObject({ success: true, totalMeetings: 20, ...expected });
    expect(body.meetings).toHaveLength(length);
  });

  it.each([
    ['Soon', 7],
    ['Important', 7],
    ['Attractive', 6],
  ] as const)('%s counts only its own upcoming meetings', async (category, count) => {
    const body = await pageOf(category);
    expect(body).toMatchObject({ success: true, totalMeetings: count, totalPages: 1 });
    expect(body.meetings).toHaveLength(count);
    expect(body.meetings.every((m) => m.category === category)).toBe(true);
  });

  it('accepts and ignores a token, even one that is no longer valid', async () => {
    expect((await pageOf('All Meetings', '', bearer(t.adminToken))).totalMeetings).toBe(20);
    expect((await pageOf('All Meetings', '', bearer('stale-token'))).totalMeetings).toBe(20);
  });

  it('answers 400 {success:false, error, message} for an unknown category', async () => {
    const body = expectError(await categoryPage('Other'), 400, /^Unknown category "Other"/);
    expect(body.error).toBe('Bad Request');
    expectError(await categoryPage('soon'), 400, /^Unknown category "soon"/);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
  ])('answers 400 with a message naming the parameter for %s', async (query, name) => {
    expectError(await categoryPage('All Meetings', query), 400, new RegExp(`^${name} must be`));
  });

  it('an empty database gives one empty page', async () => {
    await clearMeetings();
    expect(await pageOf('All Meetings')).toEqual({
      success: true,
      meetings: [],
      page: 1,
      limit: 9,
      totalPages: 1,
      totalMeetings: 0,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/meetings' });
    expect(list.statusCode).toBe(200);
    expect(list.json<MeetingListResponse>()).toMatchObject({ meetings: [], totalMeetings: 0, totalPages: 1 });
  });
});
