import type { LightMyRequestResponse } from 'fastify';
import type { Course, CourseSavedResponse, Meeting, MeetingSavedResponse } from '@/contract';
import { addDays, todayIso } from '../lib/time';
import { bearer, expectError, freshAddress, multipart, useTestApp } from '../testing/test-app';
import { fieldWithNul, nestsDeeperThan } from './text-input';
import { strictWholeNumbers, wholeNumberText } from './whole-numbers';

const t = useTestApp();

const admin = () => bearer(t.adminToken);

/** `{"x":[[[…]]]}` nested `depth` levels: about 2 bytes a level. */
const nested = (fields: Record<string, string>, depth: number) =>
  `${JSON.stringify(fields).slice(0, -1)},"extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;

const meetingFields = () => ({
  title: 'Open Day',
  price: '25',
  date: addDays(todayIso(), 10),
  hours: '9-12',
  location: 'Hall',
  bookNow: 'At the office',
  category: 'Soon',
});
const courseFields = () => ({ title: 'Pottery', price: '10', rating: '4' });

async function count(table: 'meetings' | 'courses' | 'users' | 'contact_submissions'): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('deeply nested JSON is refused with a 400, before anything walks it', () => {
  it.each([
    ['/api/login', { email: 'nobody@test.school', password: 'whatever-123' }],
    [
      '/api/register',
      { username: 'Deep', email: 'deep@test.school', password: 'deep-password-1', phonenumber: '123456' },
    ],
    ['/api/contact', { name: 'Ana', email: 'ana@test.school', subject: 'Hi', message: 'Hello' }],
  ])('POST %s with an extra field nested 5,000 levels, without a token', async (url, fields) => {
    const before = { users: await count('users'), contact: await count('contact_submissions') };
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: nested(fields, 5000),
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, 'The request nests too deeply');
    expect({ users: await count('users'), contact: await count('contact_submissions') }).toEqual(before);
  });

  it('an admin route refuses it too, and a body on a route that reads none (DELETE)', async () => {
    for (const [method, url] of [
      ['POST', '/api/meetings'],
      ['DELETE', '/api/meetings/some-id'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: nested(meetingFields(), 200_000),
        headers: { ...admin(), 'content-type': 'application/json' },
      });
      expectError(response, 400, 'The request nests too deeply');
    }
  });

  it('ordinary nesting a few levels deep is still read (an unknown field is dropped, not refused)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: nested({ name: 'Ana', email: 'ana@test.school', subject: 'Hi', message: 'Hello' }, 5),
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('extra');
  });
});

describe('the body walkers use no recursion, so no depth overflows the stack', () => {
  const deep = (depth: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { inner: value };
    return value;
  };

  it('finds a NUL character a million levels down', () => {
    expect(fieldWithNul(deep(1_000_000, 'a\u0000b'), 'body')).toBe('inner');
    expect(fieldWithNul(deep(1_000_000, 'fine'), 'body')).toBeNull();
  });

  it('tells how deep a value nests', () => {
    expect(nestsDeeperThan(deep(1_000_000, 1), 32)).toBe(true);
    expect(nestsDeeperThan(deep(32, 1), 32)).toBe(false);
    expect(nestsDeeperThan(deep(33, 1), 32)).toBe(true);
    // A form with a repeated field is two levels; a file's bytes are not a level.
    expect(nestsDeeperThan({ file: Buffer.alloc(10), tags: ['a', 'b'] }, 2)).toBe(false);
    expect(nestsDeeperThan({ file: Buffer.alloc(10), tags: ['a', 'b'] }, 1)).toBe(true);
  });
});

describe('unknown body fields are dropped, never stored or acted on', () => {
  it('sign-up ignores a role field and a stray one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'Sneaky',
        email: 'sneaky@test.school',
        password: 'Quietly-Tangled-Harbour-42',
        phonenumber: '123456',
        role: 'admin',
        isAdmin: true,
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { role: string } }>().data.role).toBe('user');
  });

  it('a meeting PATCH with only unknown fields changes nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: meetingFields(),
      headers: admin(),
    });
    const meeting = created.json<MeetingSavedResponse>().meeting;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting._id}`,
      payload: { id: 'other-id', created_at: 'yesterday', nonsense: [1, 2] },
      headers: admin(),
    });
    expectError(response, 400, 'Send at least one field to change');
  });
});

describe('numbers must be finite', () => {
  // page and limit are whole numbers: an Infinity is not decimal digits, refused as such.
  it.each([
    'page=Infinity',
    'page=-Infinity',
    'limit=1e400',
    'limit=-1e400',
    'page=1e309',
    `page=${'9'.repeat(400)}`,
  ])('GET /api/meetings?%s is a 400 naming the field', async (query) => {
    const field = query.split('=')[0] ?? '';
    const response = await t.app.inject({ method: 'GET', url: `/api/meetings?${query}` });
    expectError(response, 400, `${field} must be a whole number`);
  });

  it.each([
    '/api/meetings/category/All%20Meetings?page=Infinity',
    '/api/courses?limit=1e400',
    '/api/admin/contact?limit=-1e400',
    '/api/admin/user?page=Infinity',
    '/api/meetings?scope=all&limit=Infinity',
  ])('GET %s is a 400, never a 500', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: admin() });
    expectError(response, 400, /^(page|limit) must be a whole number$/);
  });

  it.each(['Infinity', '-Infinity', '1e309', '-1e400'])(
    'a meeting priced %s is refused (JSON and multipart), nothing stored',
    async (price) => {
      const before = await count('meetings');
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        payload: { ...meetingFields(), price },
        headers: admin(),
      });
      expectError(json, 400, 'price must be a finite number');
      const form = await multipart({ ...meetingFields(), price });
      const multi = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        payload: form.payload,
        headers: { ...admin(), ...form.headers },
      });
      expectError(multi, 400, 'price must be a finite number');
      expect(await count('meetings')).toBe(before);
    },
  );

  it('a JSON number too large for a double (1e400 parses as Infinity) is refused', async () => {
    const body = JSON.stringify({ ...meetingFields(), price: 1 }).replace('"price":1', '"price":1e400');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: body,
      headers: { ...admin(), 'content-type': 'application/json' },
    });
    expectError(response, 400, /^price must be a/);
  });

  it.each([
    ['rating', 'Infinity'],
    ['price', '-Infinity'],
    ['rating', '1e309'],
  ])('a course with %s %s is refused, on create and on change', async (field, value) => {
    const before = await count('courses');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: { ...courseFields(), [field]: value },
      headers: admin(),
    });
    expectError(created, 400, `${field} must be a finite number`);
    expect(await count('courses')).toBe(before);

    const course: Course = (
      await t.app.inject({ method: 'POST', url: '/api/courses', payload: courseFields(), headers: admin() })
    ).json<CourseSavedResponse>().course;
    const form = await multipart({ [field]: value });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/courses/${course._id}`,
      payload: form.payload,
      headers: { ...admin(), ...form.headers },
    });
    expectError(patched, 400, `${field} must be a finite number`);
    const stored = await t.app.inject({ method: 'GET', url: `/api/courses/${course._id}` });
    expect(stored.json<{ course: Course[] }>().course[0]).toMatchObject({ price: 10, rating: 4 });
  });

  it('a meeting PATCH to a price of Infinity is refused and the price stays', async () => {
    const meeting: Meeting = (
      await t.app.inject({ method: 'POST', url: '/api/meetings', payload: meetingFields(), headers: admin() })
    ).json<MeetingSavedResponse>().meeting;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting._id}`,
      payload: { price: 'Infinity' },
      headers: admin(),
    });
    expectError(response, 400, 'price must be a finite number');
    const stored = await t.app.inject({ method: 'GET', url: `/api/meetings/${meeting._id}` });
    expect(stored.json<{ meetings: Meeting[] }>().meetings[0]?.price).toBe(25);
  });

  it('"-0" is stored as 0, and limits still apply to finite numbers', async () => {
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { ...meetingFields(), price: '-0' },
      headers: admin(),
    });
    expect(zero.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('meetings')
      .select('price')
      .where('id', '=', zero.json<MeetingSavedResponse>().meeting._id)
      .executeTakeFirstOrThrow();
    expect(Object.is(row.price, -0)).toBe(false);
    expect(row.price).toBe(0);

    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { ...meetingFields(), price: '1000001' },
      headers: admin(),
    });
    expectError(tooMuch, 400, 'price must be 1000000 or less');
  });
});

describe('a whole number is a JSON integer or decimal digits, nothing Number() would also take', () => {
  /** What a lenient reading took as a number: true as 1, "0x10" as 16, "1e3" as 1000, " 12" as 12… */
  const NOT_WHOLE_TEXT = ['true', '0x10', '1e3', ' 12', '12 ', '12abc', '1.5', '+12', '١٢', '１２'];
  const NOT_WHOLE_JSON: unknown[] = [true, false, 12.5, [12], { value: 12 }, ...NOT_WHOLE_TEXT];

  const createMeeting = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/meetings', payload, headers: admin() });
  const createMeetingForm = async (fields: Record<string, string>) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: form.payload,
      headers: { ...admin(), ...form.headers },
    });
  };
  const changeMeeting = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/meetings/${id}`, payload, headers: admin() });
  const changeMeetingForm = async (id: string, fields: Record<string, string>) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      payload: form.payload,
      headers: { ...admin(), ...form.headers },
    });
  };
  const storedCapacity = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/meetings/${id}` })).json<{ meetings: Meeting[] }>()
      .meetings[0]?.capacity;

  let meetingId: string;
  beforeAll(async () => {
    const created = await createMeeting({ ...meetingFields(), capacity: 7 });
    expect(created.statusCode).toBe(201);
    meetingId = created.json<MeetingSavedResponse>().meeting._id;
  });

  /** Each value sent as JSON, and each text in a form too: on create, and as a change of the meeting. */
  type Sends = {
    create: () => Promise<LightMyRequestResponse>;
    change: () => Promise<LightMyRequestResponse>;
  };
  const REFUSED_CAPACITIES: [shown: string, via: string, sends: Sends][] = [
    ...NOT_WHOLE_JSON.map((capacity): [string, string, Sends] => [
      JSON.stringify(capacity),
      'JSON',
      {
        create: () => createMeeting({ ...meetingFields(), capacity }),
        change: () => changeMeeting(meetingId, { capacity }),
      },
    ]),
    ...NOT_WHOLE_TEXT.map((capacity): [string, string, Sends] => [
      JSON.stringify(capacity),
      'a form',
      {
        create: () => createMeetingForm({ ...meetingFields(), capacity }),
        change: () => changeMeetingForm(meetingId, { capacity }),
      },
    ]),
  ];

  it.each(REFUSED_CAPACITIES)(
    'a capacity of %s in %s is refused on create and on change, nothing stored',
    async (_shown, _via, { create, change }) => {
      const before = await count('meetings');
      expectError(await create(), 400, 'Capacity must be a whole number');
      expect(await count('meetings')).toBe(before);
      expectError(await change(), 400, 'Capacity must be a whole number');
      expect(await storedCapacity(meetingId)).toBe(7);
    },
  );

  it('a capacity in range is refused by its range, not as a number; "-3" too, where none may be negative', async () => {
    expectError(await changeMeeting(meetingId, { capacity: 0 }), 400, 'Capacity must be 1 or more');
    expectError(await changeMeeting(meetingId, { capacity: '-3' }), 400, 'Capacity must be 1 or more');
    expectError(
      await changeMeetingForm(meetingId, { capacity: '100001' }),
      400,
      'Capacity must be 100000 or less',
    );
    expect(await storedCapacity(meetingId)).toBe(7);
  });

  it('"12" and 12 are taken, in JSON and in a form, on create and on change', async () => {
    for (const capacity of ['12', 12]) {
      const json = await createMeeting({ ...meetingFields(), capacity });
      expect(json.statusCode, json.body).toBe(201);
      expect(json.json<MeetingSavedResponse>().meeting.capacity).toBe(12);
      const changed = await changeMeeting(meetingId, { capacity });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await storedCapacity(meetingId)).toBe(12);
      await changeMeeting(meetingId, { capacity: 7 });
    }
    const form = await createMeetingForm({ ...meetingFields(), capacity: '12' });
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json<MeetingSavedResponse>().meeting.capacity).toBe(12);
    const changed = await changeMeetingForm(meetingId, { capacity: '0012' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedCapacity(meetingId)).toBe(12);
  });

  it('an empty capacity is no number but "none", as the contract says: no online registration', async () => {
    const created = await createMeetingForm({ ...meetingFields(), capacity: '' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<MeetingSavedResponse>().meeting.capacity).toBeNull();
    const cleared = await changeMeetingForm(meetingId, { capacity: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await storedCapacity(meetingId)).toBeNull();
    await changeMeeting(meetingId, { capacity: 7 });
  });

  it.each([
    ...['true', '0x10', '1e3', '', '%2012', '12%20', '12abc', '1.5', '%2B2'].map((value) => `page=${value}`),
    ...['true', '0x10', '1e3', '', '%2012', '12abc', '1.5'].map((value) => `limit=${value}`),
  ])('GET /api/meetings?%s is refused, naming the field', async (query) => {
    const field = query.split('=')[0] ?? '';
    expectError(
      await t.app.inject({ url: `/api/meetings?${query}` }),
      400,
      `${field} must be a whole number`,
    );
    expectError(
      await t.app.inject({ url: `/api/admin/user?${query}`, headers: admin() }),
      400,
      `${field} must be a whole number`,
    );
  });

  it('page and limit as digits are taken', async () => {
    const response = await t.app.inject({ url: '/api/meetings?page=2&limit=12' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ page: 2, limit: 12 });
  });

  it('the digits rule: a minus only where the field may be negative, never another kind of digit', () => {
    expect(wholeNumberText('12', { minimum: 1 })).toBe(true);
    expect(wholeNumberText('-12', {})).toBe(true);
    expect(wholeNumberText('-12', { minimum: -20 })).toBe(true);
    expect(wholeNumberText('-12', { minimum: 0 })).toBe(false);
    expect(wholeNumberText('-', {})).toBe(false);
    expect(wholeNumberText('', {})).toBe(false);
    expect(wholeNumberText('١٢', {})).toBe(false);
  });

  it("the contract's schemas stay as they are; the validator checks a rewritten copy", () => {
    const schema = {
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1, default: 1, title: 'N' } },
    };
    const copy = JSON.stringify(schema);
    expect(strictWholeNumbers(schema)).toEqual({
      type: 'object',
      properties: {
        n: {
          title: 'N',
          default: 1,
          'x-whole-number': { minimum: 1 },
          allOf: [{ type: 'integer', minimum: 1, default: 1, title: 'N' }],
        },
      },
    });
    expect(JSON.stringify(schema)).toBe(copy);
  });
});
