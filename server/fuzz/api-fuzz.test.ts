import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { MAX_RATING, TokenClaims } from '@/contract';
import { addDays, todayIso } from '../lib/time';
import {
  bearer,
  createTestApp,
  createUser,
  freshAddress,
  multipart,
  type FormValue,
} from '../testing/test-app';

/**
 * Throws generated junk at every route the app registers (its route catalog, so a new route is
 * fuzzed without touching this file): path, query, JSON and multipart bodies, with and without
 * tokens (tokens signed with the app's own key among them, whatever their claims hold), behind a
 * trusted proxy whose X-Forwarded-For may hold anything. Whatever is sent, no answer is a 5xx,
 * nothing is stored unless the request was a write that succeeded, and what is stored always
 * keeps the contract's limits (finite prices and ratings in range, no NUL characters; failed
 * logins counted under real addresses). It runs on SQLite and, with TEST_DATABASE_URL (as CI
 * sets it), on PostgreSQL too (the server-postgres project), which refuses more text than SQLite.
 * fast-check prints the seed and the smallest failing request when a run fails.
 *
 * How hard it looks: FUZZ_RUNS requests per route and method (default 25, each run a new random
 * sample, so CI covers more over time), FUZZ_SEED to replay a failure's seed. A deeper run, e.g.
 * before a release or after changing a route's checks (minutes, not seconds):
 *
 *   npm run test:fuzz                                 FUZZ_RUNS=500; PostgreSQL too with TEST_DATABASE_URL
 *   FUZZ_RUNS=2000 npx vitest run --project server server/fuzz
 *   FUZZ_SEED=-1234567 npx vitest run --project server server/fuzz     the same requests again
 */

// Behind one trusted proxy, so X-Forwarded-For is read (and fuzzed) as in a deployment behind one.
const t = await createTestApp({ TRUST_PROXY: '1' });
const user = await createUser(t.app);
/** The admin's session, so a forged token sometimes names a real one. */
const adminSession = String(decodeJwt(t.adminToken).sid);
afterAll(async () => {
  await t.close();
});

/** A number from the environment, refused rather than ignored when mistyped. */
function fromEnvironment(name: 'FUZZ_RUNS' | 'FUZZ_SEED', pattern: RegExp): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!pattern.test(raw)) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return Number(raw);
}

/** Requests per route and method. */
const RUNS = fromEnvironment('FUZZ_RUNS', /^[1-9]\d*$/) ?? 25;
/** fast-check's seed (it prints a failure's, which may be negative). */
const SEED = fromEnvironment('FUZZ_SEED', /^-?\d+$/);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** @fastify/cors answers a malformed preflight in plain text, not the API's error body. */
const PLAIN_TEXT_ERRORS = new Set(['OPTIONS *']);

const future = addDays(todayIso(), 30);
/** Well-formed bodies, so some generated requests are valid writes and others only one field off. */
const EXAMPLES: Record<string, Record<string, string>> = {
  'POST /api/meetings': {
    title: 'Fuzz Day',
    price: '10',
    date: future,
    hours: '9-12',
    location: 'Hall',
    bookNow: 'At the office',
    category: 'Soon',
  },
  'PATCH /api/meetings/:id': { title: 'Fuzz Day, moved', price: '12.5' },
  'POST /api/courses': { title: 'Fuzz course', price: '20', rating: '4.5' },
  'PATCH /api/courses/:id': { rating: '3' },
  'POST /api/pages': { title: 'Fuzz page', slug: 'fuzz-page', body: 'Some *text*' },
  'PATCH /api/pages/:id': { title: 'Fuzz page, renamed' },
  'POST /api/contact': { name: 'Ana', email: 'ana@test.school', subject: 'Hi', message: 'Hello' },
  'POST /api/register': {
    username: 'Fuzzer',
    email: 'fuzzer@test.school',
    password: 'fuzz-password-1',
    phonenumber: '123456',
  },
  'POST /api/login': { email: 'fuzzer@test.school', password: 'fuzz-password-1' },
};

// ---------------------------------------------------------------- generators

const NON_FINITE = ['Infinity', '-Infinity', '+Infinity', 'NaN', '1e400', '-1e400', '1e309', '-1E309'];
const ODD_NUMBERS = [
  '-0',
  '-0.0',
  '0',
  '1e-400',
  '0x10',
  '0X1f',
  '0b11',
  '0o17',
  '1_000',
  ' 5',
  '5 ',
  '+5',
  '.5',
  '5.',
  '-1',
  '1000001',
  '5.0000000001',
  '9007199254740993',
  '123456789012345678901234567890',
  '1'.repeat(400),
  '',
  ' ',
];
const WORDS = [
  'Soon',
  'Important',
  'Attractive',
  'All Meetings',
  'all',
  'upcoming',
  'true',
  'null',
  future,
  // A date-time as valid as it is long (any number of decimals), and one with an offset.
  `${future}T09:30:00.${'0'.repeat(60)}Z`,
  `${future}T09:30:00+01:00`,
];

/** Numbers as text: non-finite ones, odd spellings (hex, -0, huge integers), any double. */
const numericText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NON_FINITE), weight: 3 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 3 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
);

/** Text of every kind: numbers, unicode, NUL characters, very long strings. */
const text: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: numericText, weight: 2 },
  { arbitrary: fc.constantFrom(...WORDS), weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([a, b]) => `${a}\u0000${b}`),
    weight: 2,
  },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
  // Text that lower-casing makes longer ('İ' becomes two characters), as keys are made of emails.
  { arbitrary: fc.integer({ min: 1, max: 300 }).map((n) => 'İ'.repeat(n)), weight: 1 },
);

/** JSON nested `depth` levels deep. */
const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 2, max: 20_000 }), fc.boolean())
  .map(([depth, list]) =>
    list ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** JSON text for one value, including what JSON.stringify cannot write (1e400) and absurd nesting. */
const jsonValue = (numeric: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: (numeric ? numericText : text).map((value) => JSON.stringify(value)), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '1e400',
        '-1e400',
        '1E309',
        '-0',
        '1e-400',
        '123456789012345678901234567890',
      ),
      weight: numeric ? 4 : 1,
    },
    { arbitrary: fc.double().map((n) => (Number.isFinite(n) ? String(n) : 'null')), weight: numeric ? 2 : 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: deepJson, weight: 1 },
  );

/** Any string as it travels in a URL: every byte percent-encoded (lone surrogates too). */
const percentEncoded = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const RAW_URL_PIECES = ['%', '%00', '%E0%A4%A', '%ZZ', '..', '.', '%2F', 'a%2Fb', '%20', '+'];

type Auth = 'none' | 'admin' | 'user' | 'junk' | 'forged';

/**
 * A token signed with the app's own key (as a leaked key, or a bug, could make one) whose claims
 * hold anything: real ids, junk, NUL characters, very long text, other types.
 */
interface Forged {
  sub: string;
  sid: unknown;
  ver: unknown;
}
const forgedToken = (claims: Forged) =>
  new SignJWT({ sid: claims.sid, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(TokenClaims.issuer)
    .setAudience(TokenClaims.audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(t.config.jwtSecret));
const otherTypes = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
);
const forged: fc.Arbitrary<Forged> = fc.record({
  sub: fc.oneof({ arbitrary: fc.constant(t.adminId), weight: 2 }, { arbitrary: text, weight: 3 }),
  sid: fc.oneof(
    { arbitrary: fc.constant(adminSession), weight: 2 },
    { arbitrary: text, weight: 3 },
    { arbitrary: otherTypes, weight: 1 },
  ),
  ver: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: otherTypes, weight: 1 }),
});

/** What a trusted proxy passes on: mostly nothing, else addresses and junk (the visitor's own entries, or a proxy's). */
const forwardedFor: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.ipV4(), fc.ipV6(), text), { minLength: 1, maxLength: 3 })
      .map((entries) => entries.join(', ')),
    weight: 1,
  },
);
/** `keepExample`: the route's well-formed body with `fields` put over it (one field off), or `fields` alone. */
type Body =
  | { kind: 'none' }
  | { kind: 'json'; fields: [string, string][]; keepExample: boolean }
  | { kind: 'form'; fields: [string, string][]; keepExample: boolean; file: Uint8Array | null }
  | { kind: 'raw'; contentType: string; payload: string };

interface Case {
  params: (string | { existing: number })[];
  query: [string, string][];
  body: Body;
  auth: Auth;
  junkToken: string;
  forged: Forged;
  forwardedFor: string | null;
}

function properties(schema: unknown): Record<string, unknown> {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return {};
  const found = schema.properties;
  return typeof found === 'object' && found !== null ? { ...found } : {};
}
const schemaKeys = (schema: unknown) => Object.keys(properties(schema));

/** Field names the schema says hold numbers: they get numeric junk more often. */
function numericKeys(schema: unknown): Set<string> {
  const isNumeric = (field: unknown) =>
    typeof field === 'object' &&
    field !== null &&
    'type' in field &&
    (field.type === 'number' || field.type === 'integer');
  return new Set(
    Object.entries(properties(schema))
      .filter(([, field]) => isNumeric(field))
      .map(([name]) => name),
  );
}

/** A field name (mostly one the route knows) with a value fit to confuse it. */
function field(known: string[], numeric: Set<string>, value: (numeric: boolean) => fc.Arbitrary<string>) {
  // Numeric fields three times as often: Infinity slipping past a limit is the costliest miss.
  const weighted = known.flatMap((name) => (numeric.has(name) ? [name, name, name] : [name]));
  const key = fc.oneof(
    ...(weighted.length > 0 ? [{ arbitrary: fc.constantFrom(...weighted), weight: 5 }] : []),
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'id', '_id', 'role', 'extra'), weight: 1 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 12 }), weight: 1 },
  );
  return key.chain((name) => value(numeric.has(name)).map((v): [string, string] => [name, v]));
}

function caseFor(route: RouteOptions, example: Record<string, string>): fc.Arbitrary<Case> {
  const paramCount = (route.url.match(/:[^/]+|\*/g) ?? []).length;
  const bodyKeys = [...new Set([...schemaKeys(route.schema?.body), ...Object.keys(example)])];
  const numeric = new Set([...numericKeys(route.schema?.body), ...numericKeys(route.schema?.querystring)]);
  const textFor = (isNumeric: boolean) => (isNumeric ? fc.oneof(numericText, text) : text);
  // With the example: one or two fields off a well-formed body, what finds a bad value that gets
  // stored. Without: whatever fields.
  const jsonFields = (keepExample: boolean) =>
    fc.array(field(bodyKeys, numeric, jsonValue), {
      minLength: keepExample ? 1 : 0,
      maxLength: keepExample ? 2 : 6,
    });
  const formFields = (keepExample: boolean) =>
    fc.array(field(bodyKeys, numeric, textFor), {
      minLength: keepExample ? 1 : 0,
      maxLength: keepExample ? 2 : 6,
    });
  const keepExample = fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false));
  const jsonBody: fc.Arbitrary<Body> = keepExample.chain((keepExample) =>
    jsonFields(keepExample).map((fields): Body => ({ kind: 'json', fields, keepExample })),
  );
  const formBody: fc.Arbitrary<Body> = fc
    .tuple(keepExample, fc.option(fc.uint8Array({ maxLength: 2000 }), { freq: 4 }))
    .chain(([keepExample, file]) =>
      formFields(keepExample).map((fields): Body => ({ kind: 'form', fields, keepExample, file })),
    );
  const body = fc.oneof(
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
    { arbitrary: jsonBody, weight: 4 },
    { arbitrary: formBody, weight: 3 },
    {
      // A well-formed body with one extra field nested deep.
      arbitrary: deepJson.map((deep): Body => ({
        kind: 'json',
        fields: [['extra', deep]],
        keepExample: true,
      })),
      weight: 1,
    },
    {
      arbitrary: fc.record<Extract<Body, { kind: 'raw' }>>({
        kind: fc.constant('raw'),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
        ),
        payload: fc.oneof(fc.string({ maxLength: 200 }), jsonValue(false)),
      }),
      weight: 1,
    },
  );
  return fc.record({
    params: fc.array(
      fc.oneof(
        { arbitrary: fc.record({ existing: fc.nat() }), weight: 3 },
        { arbitrary: text.map(percentEncoded), weight: 3 },
        { arbitrary: fc.constantFrom(...RAW_URL_PIECES), weight: 1 },
      ),
      { minLength: paramCount, maxLength: paramCount },
    ),
    query: fc.array(field(schemaKeys(route.schema?.querystring), numeric, textFor), { maxLength: 4 }),
    body,
    auth: fc.constantFrom<Auth>('none', 'admin', 'admin', 'admin', 'user', 'junk', 'forged'),
    junkToken: fc.string({ maxLength: 60 }),
    forged,
    forwardedFor,
  });
}

// ---------------------------------------------------------------- the database, before and after

/** Everything a request could change, as one comparable text. */
async function snapshot() {
  const db = t.app.db;
  const [users, meetings, courses, contact, uploads, site, pages] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('meetings').selectAll().orderBy('id').execute(),
    db.selectFrom('courses').selectAll().orderBy('id').execute(),
    db.selectFrom('contact_submissions').selectAll().orderBy('id').execute(),
    db.selectFrom('uploads').select(['name', 'byte_size']).orderBy('name').execute(),
    db.selectFrom('site_content').selectAll().orderBy('key').execute(),
    db.selectFrom('pages').selectAll().orderBy('id').execute(),
  ]);
  return { users, meetings, courses, contact, uploads, site, pages };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Rows of `after` that `before` does not hold as they are: what this request wrote. */
function written(before: Snapshot, after: Snapshot): Snapshot {
  const changed = <Row>(old: Row[], now: Row[]) => {
    const seen = new Set(old.map((row) => JSON.stringify(row)));
    return now.filter((row) => !seen.has(JSON.stringify(row)));
  };
  return {
    users: changed(before.users, after.users),
    meetings: changed(before.meetings, after.meetings),
    courses: changed(before.courses, after.courses),
    contact: changed(before.contact, after.contact),
    uploads: changed(before.uploads, after.uploads),
    site: changed(before.site, after.site),
    pages: changed(before.pages, after.pages),
  };
}

/** The contract's limits hold for what a request stored, however it got there. */
function expectStoredDataKeepsLimits(data: Snapshot): void {
  const inRange = (value: number, max: number) =>
    Number.isFinite(value) && value >= 0 && value <= max && !Object.is(value, -0);
  for (const meeting of data.meetings)
    expect(inRange(meeting.price, 1_000_000), `meeting price ${meeting.price}`).toBe(true);
  for (const course of data.courses) {
    expect(inRange(course.price, 1_000_000), `course price ${course.price}`).toBe(true);
    expect(inRange(course.rating, MAX_RATING), `course rating ${course.rating}`).toBe(true);
  }
  const texts = JSON.stringify([
    data.users,
    data.meetings,
    data.courses,
    data.contact,
    data.site,
    data.pages,
  ]);
  expect(texts.includes('\\u0000'), 'a stored text holds a NUL character').toBe(false);
}

/** Failed logins are counted under addresses only (IPv4, or an IPv6 /64), whatever X-Forwarded-For said. */
async function expectCountedAddresses(): Promise<void> {
  const rows = await t.app.db
    .selectFrom('login_throttle')
    .select('key')
    .where('key', 'like', 'address:%')
    .execute();
  const notAddresses = rows
    .map((row) => row.key)
    .filter((key) => !/^address:([\d.]+|[\da-f:]+::\/64)$/.test(key));
  expect(notAddresses, 'failed logins counted under something that is not an address').toEqual([]);
}

/**
 * The database as the last request left it (each case's "after" is the next one's "before"), with
 * a meeting, a course and a content page kept around so PATCH and DELETE keep finding something to act on.
 */
let current: Snapshot | undefined;
async function databaseBefore(): Promise<Snapshot> {
  let known = current ?? (await snapshot());
  const create = async (url: string, payload: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: bearer(t.adminToken) });
    expect(response.statusCode).toBe(201);
  };
  if (known.meetings.length === 0 || known.courses.length === 0 || known.pages.length === 0) {
    if (known.meetings.length === 0) await create('/api/meetings', EXAMPLES['POST /api/meetings'] ?? {});
    if (known.courses.length === 0) await create('/api/courses', EXAMPLES['POST /api/courses'] ?? {});
    if (known.pages.length === 0) await create('/api/pages', EXAMPLES['POST /api/pages'] ?? {});
    known = await snapshot();
  }
  return known;
}

/** Ids of records that exist, so generated addresses sometimes name a real one. */
const idsIn = (data: Snapshot) => [
  ...data.meetings.map((row) => row.id),
  ...data.courses.map((row) => row.id),
  ...data.pages.map((row) => row.id),
  ...data.pages.map((row) => row.slug),
  ...data.users.map((row) => row.id),
  ...data.uploads.map((row) => row.name),
];

// ---------------------------------------------------------------- one request

async function send(
  method: HTTPMethods,
  route: RouteOptions,
  example: Record<string, string>,
  c: Case,
  ids: string[],
) {
  let index = 0;
  const url = route.url.replace(/:[^/]+|\*/g, () => {
    const param = c.params[index++];
    if (param === undefined) return '';
    return typeof param === 'string'
      ? param
      : percentEncoded(ids[param.existing % Math.max(ids.length, 1)] ?? 'none');
  });
  const query = c.query.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`).join('&');
  const token =
    c.auth === 'forged'
      ? await forgedToken(c.forged)
      : { none: null, admin: t.adminToken, user: user.token, junk: c.junkToken }[c.auth];
  const headers: Record<string, string> = token === null ? {} : bearer(token);
  if (c.forwardedFor !== null) headers['x-forwarded-for'] = c.forwardedFor;

  let payload: string | Buffer | undefined;
  const body = c.body;
  if (body.kind === 'json') {
    const entries = [
      ...(body.keepExample ? Object.entries(example).map(([k, v]) => [k, JSON.stringify(v)] as const) : []),
      ...body.fields,
    ];
    payload = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'form') {
    // No prototype, so a field named __proto__ is sent like any other.
    const fields: Record<string, FormValue> = Object.assign(
      Object.create(null) as Record<string, FormValue>,
      body.keepExample ? example : {},
    );
    for (const [k, v] of body.fields) fields[k] = v;
    if (body.file)
      fields[bodyImageField(route)] = {
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.from(body.file),
      };
    const form = await multipart(fields);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (body.kind === 'raw') {
    payload = body.payload;
    headers['content-type'] = body.contentType;
  }
  return t.app.inject({
    method,
    // A catch-all route ('*') has no leading slash of its own.
    url: `${url.startsWith('/') ? '' : '/'}${url}${query ? `?${query}` : ''}`,
    headers,
    remoteAddress: freshAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

const bodyImageField = (route: RouteOptions) =>
  schemaKeys(route.schema?.body).find((name) => name.endsWith('Image') || name === 'logo') ?? 'file';

// ---------------------------------------------------------------- the properties

const cases = t.app.routeCatalog.flatMap((route) =>
  [route.method].flat().map((method) => ({ method, route, name: `${method} ${route.url}` })),
);

describe('fuzzing every route: no 5xx, nothing stored unless a write succeeded', () => {
  it('covers the whole catalog', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  // A limit for a hang only: three minutes for the default runs, more for deeper ones.
  it.each(cases)('$name', { timeout: 180_000 * Math.max(1, RUNS / 25) }, async ({ method, route, name }) => {
    const example = EXAMPLES[`${method} ${route.url}`] ?? {};
    await fc.assert(
      fc.asyncProperty(caseFor(route, example), async (c) => {
        const before = await databaseBefore();
        current = undefined; // until this case ends well: a failed one may have changed anything
        const response = await send(method, route, example, c, idsIn(before));
        expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400 && method !== 'HEAD' && !PLAIN_TEXT_ERRORS.has(name)) {
          expect(response.json<{ success: unknown }>().success).toBe(false);
        }
        const after = await snapshot();
        const wrote = WRITES.has(method) && response.statusCode >= 200 && response.statusCode < 300;
        if (!wrote)
          expect(after, `${name} answered ${response.statusCode} but changed the database`).toEqual(before);
        expectStoredDataKeepsLimits(written(before, after));
        await expectCountedAddresses();
        current = after;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});
