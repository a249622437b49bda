import sharp from 'sharp';
import type {
  Meeting,
  MeetingByIdResponse,
  MeetingCategoryPage,
  MeetingListResponse,
  MeetingSavedResponse,
  MessageResponse,
} from '@/contract';
import type { NewMeetingRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addDays, nowIso, todayIso } from '../../lib/time';
import {
  bearer,
  createTestApp,
  createUser,
  multipart,
  type FormValue,
  type TestApp,
  expectError,
} from '../../testing/test-app';
import { insertMeeting } from './meetings.repository';

let t: TestApp;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  userToken = (await createUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const REQUIRED_FIELDS = ['title', 'price', 'date', 'hours', 'location', 'bookNow', 'category'] as const;

/** A complete meeting form as the admin screen sends it (every value a string). */
function form(overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    title: 'Open Day',
    description: 'Tour the campus with current students.',
    price: '25',
    date: addDays(todayIso(), 10),
    hours: 'Saturday: 09:00 - 13:00',
    location: 'Main Campus, Great Hall',
    bookNow: 'Reserve at the front office.',
    category: 'Important',
    ...overrides,
  };
}

function without(fields: Record<string, FormValue>, name: string): Record<string, FormValue> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

async function postForm(fields: Record<string, FormValue>, token: string | null = t.adminToken) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

async function patchForm(id: string, fields: Record<string, FormValue>, token: string | null = t.adminToken) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${id}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

async function createMeeting(fields: Record<string, FormValue> = {}): Promise<Meeting> {
  const response = await postForm(form(fields));
  expect(response.statusCode).toBe(201);
  return response.json<MeetingSavedResponse>().meeting;
}

/** Inserts straight through the repository: quick, and allows past dates. */
function seedMeeting(overrides: Partial<NewMeetingRow> = {}) {
  const now = nowIso();
  return insertMeeting(t.app.db, {
    id: newId(),
    title: 'Seeded meeting',
    description: '',
    date: todayIso(),
    price: 0,
    location: 'Library',
    hours: '10:00 - 12:00',
    book_now: 'Call us',
    category: 'Soon',
    meeting_image: '',
    created_at: now,
    updated_at: now,
    ...overrides,
  });
}

async function meetingCount(): Promise<number> {
  const row = await t.app.db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function clearMeetings(): Promise<void> {
  await t.app.db.deleteFrom('meetings').execute();
}

function getMeeting(id: string) {
  return t.app.inject({ method: 'GET', url: `/api/meetings/${id}` });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('POST /api/meetings', () => {
  it('creates a meeting from a multipart form with every field, image file included', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const fields = form({ meetingImage: { filename: 'poster.png', contentType: 'image/png', data: png } });
    const response = await postForm(fields);

    expect(response.statusCode).toBe(201);
    const body = response.json<MeetingSavedResponse>();
    expect(body.message).toBe('Meeting created successfully');
    const meeting = body.meeting;
    expect(meeting).toMatchObject({
      title: 'Open Day',
      description: 'Tour the campus with current students.',
      price: 25,
      date: fields.date,
      hours: 'Saturday: 09:00 - 13:00',
      location: 'Main Campus, Great Hall',
      bookNow: 'Reserve at the front office.',
      category: 'Important',
    });
    expect(meeting._id).toBe(meeting.id);
    expect(meeting._id.length).toBeGreaterThan(0);
    expect(typeof meeting.price).toBe('number');
    expect(meeting.date).toMatch(ISO_DATE);
    expect(meeting.meetingImage).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    expect(new Date(meeting.createdAt).toISOString()).toBe(meeting.createdAt);
    expect(meeting.updatedAt).toBe(meeting.createdAt);

    const stored = await getMeeting(meeting._id);
    expect(stored.statusCode).toBe(200);
    expect(stored.json<MeetingByIdResponse>().meetings).toEqual([meeting]);
  });

  it('creates a meeting from only the required fields (description and image may be empty)', async () => {
    const fields = without(form({ description: '', meetingImage: '' }), 'description');
    const response = await postForm({ ...fields, meetingImage: '' });

    expect(response.statusCode).toBe(201);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting).toMatchObject({
      title: 'Open Day',
      price: 25,
      description: '',
      meetingImage: '',
      category: 'Important',
    });
    expect(meeting._id).toBe(meeting.id);
  });

  it('accepts a decimal price and trims text fields', async () => {
    const response = await postForm(form({ price: '12.50', title: '  Evening Talk  ' }));
    expect(response.statusCode).toBe(201);
    const { meeting } = response.json<MeetingSavedResponse>();
    expect(meeting.price).toBe(12.5);
    expect(meeting.title).toBe('Evening Talk');
  });

  it('accepts an https URL given as the meetingImage text field', async () => {
    const url = 'https://images.example.org/meetings/open-day.jpg';
    const response = await postForm(form({ meetingImage: url }));
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.meetingImage).toBe(url);
  });

  it('creates a meeting from a JSON body', async () => {
    const date = addDays(todayIso(), 4);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bearer(t.adminToken),
      payload: {
        title: 'JSON meeting',
        price: 0,
        date,
        hours: '14:00 - 15:00',
        location: 'Online',
        bookNow: 'Use the contact form',
        category: 'Attractive',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<MeetingSavedResponse>();
    expect(body.message).toBe('Meeting created successfully');
    expect(body.meeting).toMatchObject({
      title: 'JSON meeting',
      price: 0,
      date,
      category: 'Attractive',
      description: '',
    });
    expect(body.meeting._id).toBe(body.meeting.id);
  });

  it('accepts a title of exactly 200 characters', async () => {
    const response = await postForm(form({ title: 'x'.repeat(200) }));
    expect(response.statusCode).toBe(201);
    expect(response.json<MeetingSavedResponse>().meeting.title).toHaveLength(200);
  });

  it.each(REQUIRED_FIELDS)('rejects a form without %s, naming the field', async (field) => {
    const before = await meetingCount();
    const response = await postForm(without(form(), field));
    expectError(response, 400, `${field} is required`);
    expect(await meetingCount()).toBe(before);
  });

  it.each(REQUIRED_FIELDS)('treats a blank %s as missing', async (field) => {
    const response = await postForm(form({ [field]: '   ' }));
    expectError(response, 400, `${field} is required`);
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

  it("rejects price 'abc' as not a number", async () => {
    expectError(await postForm(form({ price: 'abc' })), 400, 'price must be a number');
  });

  it.each(['', '   '])('counts a blank price (%j) as missing, not as 0', async (price) => {
    const before = await meetingCount();
    expectError(await postForm(form({ price })), 400, 'price is required');
    expect(await meetingCount()).toBe(before);
  });

  it('rejects a negative price', async () => {
    expectError(await postForm(form({ price: '-5' })), 400, /price/);
  });

  it('rejects a category outside Soon, Important and Attractive', async () => {
    expectError(await postForm(form({ category: 'Other' })), 400, /category/);
    expectError(await postForm(form({ category: 'All Meetings' })), 400, /category/);
  });

  it.each(['2026-02-30', 'tomorrow', '2026-13-01', '03/12/2026'])('rejects the date %j', async (date) => {
    expectError(await postForm(form({ date })), 400, 'date must be a valid date (YYYY-MM-DD)');
  });

  it('rejects a 201-character title, naming the limit', async () => {
    const body = expectError(await postForm(form({ title: 'x'.repeat(201) })), 400, /title/);
    expect(body.message).toContain('at most 200 characters');
  });

  it('answers 400 for malformed JSON or plain text and 415 for a body that is neither JSON nor a form', async () => {
    const before = await meetingCount();
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...bearer(t.adminToken), 'content-type': 'application/json' },
      payload: '{"title": "Open Day",',
    });
    expectError(broken, 400, 'The request body is not valid JSON');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...bearer(t.adminToken), 'content-type': 'application/xml' },
      payload: '<meeting><title>Open Day</title></meeting>',
    });
    expectError(xml, 415, 'Send JSON or a multipart form');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...bearer(t.adminToken), 'content-type': 'text/plain' },
      payload: 'title=Open Day',
    });
    expectError(text, 400);
    expect(await meetingCount()).toBe(before);
  });

  it('needs an admin token', async () => {
    const before = await meetingCount();
    expectError(await postForm(form(), null), 401);
    expectError(await postForm(form(), userToken), 403);
    expectError(await postForm(form(), 'not-a-token'), 401);
    expect(await meetingCount()).toBe(before);
  });
});

describe('GET /api/meetings/:id', () => {
  it('answers the meeting as a one-item list', async () => {
    const meeting = await createMeeting({ title: 'Fetch me' });
    const response = await getMeeting(meeting._id);
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingByIdResponse>();
    expect(typeof body.message).toBe('string');
    expect(body.meetings).toEqual([meeting]);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await getMeeting('no-such-meeting'), 404, 'No meeting with this id');
  });
});

describe('PATCH /api/meetings/:id', () => {
  it('changes only the fields sent and bumps updatedAt', async () => {
    const original = await createMeeting();
    await tick();
    const response = await patchForm(original._id, { title: 'Renamed', price: '40' });

    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingSavedResponse>();
    expect(body.message).toBe('Meeting updated successfully');
    expect(body.meeting).toEqual({
      ...original,
      title: 'Renamed',
      price: 40,
      updatedAt: body.meeting.updatedAt,
    });
    expect(body.meeting.updatedAt).not.toBe(original.updatedAt);
    expect(body.meeting.updatedAt > original.updatedAt).toBe(true);
    expect(body.meeting.createdAt).toBe(original.createdAt);

    const stored = await getMeeting(original._id);
    expect(stored.json<MeetingByIdResponse>().meetings).toEqual([body.meeting]);
  });

  it('ignores empty and blank fields in the form', async () => {
    const original = await createMeeting();
    const response = await patchForm(original._id, {
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
    const original = await createMeeting();
    const date = addDays(todayIso(), 30);
    const response = await patchForm(original._id, {
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
    const original = await createMeeting();
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

  it('answers 400 when there is nothing to change, and changes nothing', async () => {
    const original = await createMeeting();
    expectError(
      await patchForm(original._id, { title: '', price: '  ' }),
      400,
      'Send at least one field to change',
    );
    const json = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${original._id}`,
      headers: bearer(t.adminToken),
      payload: {},
    });
    expectError(json, 400, 'Send at least one field to change');
    expect((await getMeeting(original._id)).json<MeetingByIdResponse>().meetings).toEqual([original]);
  });

  it('validates the values it is given', async () => {
    const original = await createMeeting();
    expectError(await patchForm(original._id, { price: 'abc' }), 400, 'price must be a number');
    expectError(await patchForm(original._id, { price: '-1' }), 400, /price/);
    expectError(await patchForm(original._id, { category: 'Other' }), 400, /category/);
    expectError(await patchForm(original._id, { date: '2026-02-30' }), 400, /date/);
    expectError(
      await patchForm(original._id, { title: 'x'.repeat(201) }),
      400,
      'title must be at most 200 characters',
    );
    expectError(await patchForm(original._id, { meetingImage: 'javascript:alert(1)' }), 400, /meetingImage/);
    expect((await getMeeting(original._id)).json<MeetingByIdResponse>().meetings).toEqual([original]);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await patchForm('no-such-meeting', { title: 'Anything' }), 404, 'No meeting with this id');
  });

  it('needs an admin token', async () => {
    const original = await createMeeting();
    expectError(await patchForm(original._id, { title: 'Hacked' }, null), 401);
    expectError(await patchForm(original._id, { title: 'Hacked' }, userToken), 403);
    expect((await getMeeting(original._id)).json<MeetingByIdResponse>().meetings[0]?.title).toBe(
      original.title,
    );
  });
});

describe('DELETE /api/meetings/:id', () => {
  const remove = (id: string, token: string | null = t.adminToken) =>
    t.app.inject({ method: 'DELETE', url: `/api/meetings/${id}`, headers: token ? bearer(token) : {} });

  it('deletes the meeting; it is gone afterwards', async () => {
    const meeting = await createMeeting();
    const response = await remove(meeting._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageResponse>()).toEqual({ message: 'Meeting deleted successfully' });
    expectError(await getMeeting(meeting._id), 404);
    expectError(await remove(meeting._id), 404, 'No meeting with this id');
  });

  it('needs an admin token', async () => {
    const meeting = await createMeeting();
    expectError(await remove(meeting._id, null), 401);
    expectError(await remove(meeting._id, userToken), 403);
    expect((await getMeeting(meeting._id)).statusCode).toBe(200);
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

  it('shows meetings from today on, soonest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meetings' });
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingListResponse>();
    expect(typeof body.message).toBe('string');
    expect(body.meetings.map((m) => m.title)).toEqual(['Today', 'Tomorrow', 'In five days']);
    expect(body.totalMeetings).toBe(3);
    for (const meeting of body.meetings) {
      expect(meeting._id).toBe(meeting.id);
      expect(meeting.date >= today).toBe(true);
    }
  });

  it("treats scope=upcoming like no scope, and ignores a visitor's token", async () => {
    const upcoming = await t.app.inject({ method: 'GET', url: '/api/meetings?scope=upcoming' });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json<MeetingListResponse>().meetings.map((m) => m.title)).toEqual([
      'Today',
      'Tomorrow',
      'In five days',
    ]);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/meetings',
      headers: bearer(t.adminToken),
    });
    expect(withToken.json<MeetingListResponse>().meetings).toHaveLength(3);
  });

  it('adds past meetings only for scope=all with an admin token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/meetings?scope=all',
      headers: bearer(t.adminToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingListResponse>();
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
    expectError(await t.app.inject({ method: 'GET', url: '/api/meetings?scope=all' }), 401);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/meetings?scope=all', headers: bearer(userToken) }),
      403,
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/meetings?scope=everything' }), 400, /scope/);
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
    const response = await t.app.inject({ method: 'GET', url: '/api/meetings' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MeetingListResponse>().meetings).toEqual([]);
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
    const response = await categoryPage('All Meetings', '?page=1&limit=9');
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body).toMatchObject({ success: true, page: 1, limit: 9, totalPages: 3, totalMeetings: 20 });
    expect(body.meetings).toHaveLength(9);
    expect(body.meetings.map((m) => m.title)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Meeting ${String(19 - i).padStart(2, '0')}`),
    );
  });

  it('the last page has the remainder, and the pages together hold every meeting once', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => categoryPage('All Meetings', `?page=${page}&limit=9`)),
    );
    const bodies = pages.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<MeetingCategoryPage>();
    });
    expect(bodies.map((b) => b.meetings.length)).toEqual([9, 9, 2]);
    expect(bodies[2]).toMatchObject({ page: 3, totalPages: 3, totalMeetings: 20 });
    const all = bodies.flatMap((b) => b.meetings);
    expect(new Set(all.map((m) => m._id)).size).toBe(20);
    const dates = all.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= today)).toBe(true);
  });

  it('a page past the end is 200 with [] and the same totals', async () => {
    const response = await categoryPage('All Meetings', '?page=4&limit=9');
    expect(response.statusCode).toBe(200);
    expect(response.json<MeetingCategoryPage>()).toMatchObject({
      success: true,
      meetings: [],
      page: 4,
      totalPages: 3,
      totalMeetings: 20,
    });
  });

  it('the default limit is 9 and the default page is 1', async () => {
    const response = await categoryPage('All Meetings');
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body).toMatchObject({ page: 1, limit: 9, totalPages: 3, totalMeetings: 20 });
    expect(body.meetings).toHaveLength(9);
  });

  it.each([
    ['Soon', 7],
    ['Important', 7],
    ['Attractive', 6],
  ] as const)('%s counts only its own upcoming meetings', async (category, count) => {
    const response = await categoryPage(category);
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body).toMatchObject({ success: true, totalMeetings: count, totalPages: 1 });
    expect(body.meetings).toHaveLength(count);
    expect(body.meetings.every((m) => m.category === category)).toBe(true);
  });

  it('splits a category into pages with its own totals', async () => {
    const response = await categoryPage('Soon', '?page=2&limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body).toMatchObject({ page: 2, limit: 5, totalPages: 2, totalMeetings: 7 });
    expect(body.meetings).toHaveLength(2);
  });

  it("accepts the URL-encoded 'All%20Meetings'", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/meetings/category/All%20Meetings?page=3',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body).toMatchObject({ success: true, page: 3, totalPages: 3, totalMeetings: 20 });
    expect(body.meetings).toHaveLength(2);
  });

  it('accepts and ignores a token, even one that is no longer valid', async () => {
    const withAdmin = await categoryPage('All Meetings', '', bearer(t.adminToken));
    expect(withAdmin.statusCode).toBe(200);
    expect(withAdmin.json<MeetingCategoryPage>().totalMeetings).toBe(20);
    const withJunk = await categoryPage('All Meetings', '', bearer('stale-token'));
    expect(withJunk.statusCode).toBe(200);
    expect(withJunk.json<MeetingCategoryPage>().totalMeetings).toBe(20);
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

  it('allows limit=100', async () => {
    const response = await categoryPage('All Meetings', '?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<MeetingCategoryPage>();
    expect(body).toMatchObject({ limit: 100, totalPages: 1, totalMeetings: 20 });
    expect(body.meetings).toHaveLength(20);
  });

  it('an empty database gives one empty page', async () => {
    await clearMeetings();
    const response = await categoryPage('All Meetings');
    expect(response.statusCode).toBe(200);
    expect(response.json<MeetingCategoryPage>()).toEqual({
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
