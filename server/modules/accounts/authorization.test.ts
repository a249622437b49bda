import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import {
  ACCESS,
  accessRefusal,
  mayUse,
  TokenClaims,
  type Access,
  type CategorySavedResponse,
  type ContentPageSavedResponse,
  type Course,
  type ErrorResponse,
  type HomeContentAnswer,
  type InvitationListResponse,
  type InvitationSavedResponse,
  type Meeting,
  type ProfileResponse,
  type SiteAnswer,
} from '@/contract';
import { ensureAdmin } from '../../seed/admin';
import { COURSES, MEETINGS, recordClient, type RecordResource } from '../../testing/record-resources';
import { homeContent, pageInput, settingsInput } from '../../testing/site-fixtures';
import {
  ADMIN,
  bearer,
  createUser,
  getAs,
  login,
  multipart,
  postFromNewAddress,
  signUpForm,
  useTestApp,
} from '../../testing/test-app';
import { solidImage } from '../../testing/test-images';

const t = useTestApp();
/** The session of the admin's login, so hand-made tokens below differ from a real one in one claim only. */
let adminSession: string;
let user: Awaited<ReturnType<typeof createUser>>;
/** Records that the admin's calls in the matrix change or delete. */
const ids = {
  meeting: '',
  meetingToDelete: '',
  course: '',
  courseToDelete: '',
  page: '',
  pageToDelete: '',
  category: '',
  categoryToDelete: '',
  userToDelete: '',
  userToPromote: '',
  registration: '',
  email: '',
  invitation: '',
};

function sign(
  claims: {
    sub: string;
    ver?: number;
    /** The session id; null leaves it out. */
    sid?: string | null;
    iss?: string;
    aud?: string;
    exp?: number;
    iat?: number;
  },
  secret: string,
) {
  const sid = claims.sid === undefined ? adminSession : claims.sid;
  const jwt = new SignJWT({
    ...(claims.ver === undefined ? {} : { ver: claims.ver }),
    ...(sid === null ? {} : { sid }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? TokenClaims.issuer)
    .setAudience(claims.aud ?? TokenClaims.audience)
    .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600);
  return jwt.sign(new TextEncoder().encode(secret));
}

/** The logo call's multipart body (a real image); made in beforeAll. */
let logoForm: { payload: Buffer; headers: Record<string, string> };

/** The editor's and the door staff's tokens; made in beforeAll. */
const staff: Record<'editor' | 'door', string> = { editor: '', door: '' };

/** Headers for every kind of caller; filled in beforeAll. */
const callers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  adminSession = String(decodeJwt(t.adminToken).sid);
  const png = await solidImage('png', { width: 60, height: 30 });
  logoForm = await multipart({ logo: { filename: 'logo.png', contentType: 'image/png', data: png } });
  user = await createUser(t.app);

  const meetings = recordClient(t, MEETINGS);
  const courses = recordClient(t, COURSES);
  ids.meeting = (await meetings.create())._id;
  ids.meetingToDelete = (await meetings.create())._id;
  ids.course = (await courses.create())._id;
  ids.courseToDelete = (await courses.create())._id;
  for (const key of ['page', 'pageToDelete'] as const) {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: bearer(t.adminToken),
      payload: pageInput(),
    });
    ids[key] = page.json<ContentPageSavedResponse>().page.id;
  }
  for (const [key, name] of [
    ['category', 'Workshops'],
    ['categoryToDelete', 'Talks'],
  ] as const) {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(t.adminToken),
      payload: { name },
    });
    ids[key] = category.json<CategorySavedResponse>().category.id;
  }
  const victim = await postFromNewAddress(
    t.app,
    '/api/register',
    signUpForm({ username: 'To delete', email: 'to-delete@test.school' }),
  );
  ids.userToDelete = victim.json<{ data: { _id: string } }>().data._id;
  ids.userToPromote = (await createUser(t.app)).id;
  const seated = await t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${ids.meeting}`,
    headers: bearer(t.adminToken),
    payload: { capacity: 10 },
  });
  expect(seated.statusCode, seated.body).toBe(200);
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${ids.meeting}/registrations`,
    headers: bearer(user.token),
  });
  ids.registration = registered.json<{ registration: { _id: string } }>().registration._id;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: bearer(t.adminToken),
    payload: { email: 'to-withdraw@test.school', role: 'door' },
  });
  ids.invitation = invited.json<InvitationSavedResponse>().invitation.id;
  const outbox = await t.app.db.selectFrom('outbox').select('id').limit(1).executeTakeFirstOrThrow();
  ids.email = outbox.id;
  // A member of staff of each role, made so by an administrator.
  for (const role of ['editor', 'door'] as const) {
    const member = await createUser(t.app);
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}`,
      headers: bearer(t.adminToken),
      payload: { role },
    });
    expect(made.statusCode, made.body).toBe(200);
    staff[role] = member.token;
  }

  const now = Math.floor(Date.now() / 1000);
  const expired = await sign(
    { sub: t.adminId, ver: 1, iat: now - 8 * 86_400, exp: now - 60 },
    t.config.jwtSecret,
  );
  const otherKey = await sign({ sub: t.adminId, ver: 1 }, 'another-secret-that-is-long-enough-0123456789');
  const otherIssuer = await sign({ sub: t.adminId, ver: 1, iss: 'someone-else' }, t.config.jwtSecret);
  const otherAudience = await sign({ sub: t.adminId, ver: 1, aud: 'another-api' }, t.config.jwtSecret);
  const noVersion = await sign({ sub: t.adminId }, t.config.jwtSecret);
  const noSession = await sign({ sub: t.adminId, ver: 1, sid: null }, t.config.jwtSecret);
  const endedSession = await sign({ sub: t.adminId, ver: 1, sid: 'logged-out-session' }, t.config.jwtSecret);
  const unknownUser = await sign({ sub: 'no-such-user', ver: 1 }, t.config.jwtSecret);
  // Claims PostgreSQL cannot look up (a NUL character: "invalid byte sequence", a 500 on every call).
  const nulUser = await sign({ sub: `${t.adminId}\u0000`, ver: 1 }, t.config.jwtSecret);
  const nulSession = await sign({ sub: t.adminId, ver: 1, sid: `${adminSession}\u0000` }, t.config.jwtSecret);
  const longSession = await sign({ sub: t.adminId, ver: 1, sid: 'x'.repeat(5000) }, t.config.jwtSecret);
  const unsigned = new UnsecuredJWT({ ver: 1 })
    .setSubject(t.adminId)
    .setIssuer(TokenClaims.issuer)
    .setAudience(TokenClaims.audience)
    .setExpirationTime('1h')
    .encode();

  Object.assign(callers, {
    'no token': {},
    'a malformed token': { authorization: 'Bearer abc.def' },
    'an empty bearer': { authorization: 'Bearer ' },
    'a token without "Bearer"': { authorization: t.adminToken },
    'a Basic header': {
      authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
    },
    'an expired token': bearer(expired),
    'a token signed with another key': bearer(otherKey),
    'a token of another issuer': bearer(otherIssuer),
    'a token for another audience': bearer(otherAudience),
    'a token without a session version': bearer(noVersion),
    'a token without a session (issued before logout existed)': bearer(noSession),
    'a token whose session ended (logged out)': bearer(endedSession),
    'a token of a user that does not exist': bearer(unknownUser),
    'a token whose user id holds a NUL character': bearer(nulUser),
    'a token whose session id holds a NUL character': bearer(nulSession),
    'a token whose session id is longer than any id': bearer(longSession),
    'an unsigned token (alg none)': bearer(unsigned),
    'an ordinary user': bearer(user.token),
    'an admin': bearer(t.adminToken),
    'an editor': bearer(staff.editor),
    'door staff': bearer(staff.door),
  });
});

interface AdminCall {
  name: string;
  /** Which staff may make it (ACCESS in the contract). */
  access: Access;
  request: () => InjectOptions;
  /**
   * The call made so that it cannot succeed (an id longer than any, a body that breaks its
   * schema): a staff role it lets through gets a 400 (or 404), never a 401 or 403, and changes
   * nothing. Left out where the real call changes nothing that matters (a read, marking seen).
   */
  probe?: () => InjectOptions;
  /** What the admin gets: the call really does its work. */
  adminStatus: number;
}

/** An id no record has, and longer than the contract lets an id be: refused after the role check. */
const TOO_LONG_ID = 'x'.repeat(65);

/**
 * An admin call, named by its method and address; `:id` there stands for `id()`, and what it sends
 * is made when it is called (the records' ids are known only then).
 */
function adminCall(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  address: string,
  access: Access,
  {
    id = () => '',
    url,
    body = () => ({}),
    adminStatus = 200,
    probe,
  }: {
    id?: () => string;
    /** The address itself, where more than one id is in it. */
    url?: () => string;
    body?: () => Pick<InjectOptions, 'payload' | 'headers'>;
    adminStatus?: number;
    /** 'id': the call with TOO_LONG_ID; 'body': with a body its schema refuses; a request; none: harmless. */
    probe?: 'id' | 'body' | (() => InjectOptions);
  } = {},
): AdminCall {
  const request = (withId: () => string, withBody: typeof body) => () => ({
    method,
    url: url?.() ?? address.replace(':id', withId()),
    ...withBody(),
  });
  const probes = {
    id: request(() => TOO_LONG_ID, body),
    body: request(id, () => ({
      payload: { nothing: 'of what it needs' },
      headers: { 'content-type': 'application/json' },
    })),
  };
  return {
    name: `${method} ${address}`,
    access,
    request: request(id, body),
    ...(probe === undefined ? {} : { probe: typeof probe === 'function' ? probe : probes[probe] }),
    adminStatus,
  };
}

/** A record's admin calls: create one, change one, delete one. */
function recordCalls<R extends Course | Meeting>(
  resource: RecordResource<R>,
  changes: Record<string, unknown>,
  target: { changed: () => string; deleted: () => string },
): AdminCall[] {
  const { path } = resource;
  return [
    adminCall('POST', path, 'content', {
      body: () => ({ payload: resource.json().body }),
      adminStatus: 201,
      probe: 'body',
    }),
    adminCall('PATCH', `${path}/:id`, 'content', {
      id: target.changed,
      body: () => ({ payload: changes }),
      probe: 'id',
    }),
    adminCall('DELETE', `${path}/:id`, 'content', { id: target.deleted, probe: 'id' }),
  ];
}

const ADMIN_CALLS: AdminCall[] = [
  ...recordCalls(
    MEETINGS,
    { title: 'Renamed' },
    { changed: () => ids.meeting, deleted: () => ids.meetingToDelete },
  ),
  adminCall('GET', '/api/meetings?scope=all', 'registrations'),
  adminCall('GET', '/api/meetings/:id/registrations', 'registrations', { id: () => ids.meeting }),
  adminCall('DELETE', '/api/meetings/:id/registrations/:registrationId', 'content', {
    url: () => `/api/meetings/${ids.meeting}/registrations/${ids.registration}`,
    probe: () => ({ method: 'DELETE', url: `/api/meetings/${ids.meeting}/registrations/${TOO_LONG_ID}` }),
  }),
  ...recordCalls(COURSES, { rating: 3 }, { changed: () => ids.course, deleted: () => ids.courseToDelete }),
  adminCall('POST', '/api/pages', 'content', {
    body: () => ({ payload: pageInput() }),
    adminStatus: 201,
    probe: 'body',
  }),
  adminCall('PATCH', '/api/pages/:id', 'content', {
    id: () => ids.page,
    body: () => ({ payload: { title: 'Renamed page' } }),
    probe: 'id',
  }),
  adminCall('DELETE', '/api/pages/:id', 'content', { id: () => ids.pageToDelete, probe: 'id' }),
  adminCall('POST', '/api/categories', 'content', {
    body: () => ({ payload: { name: 'Open days' } }),
    adminStatus: 201,
    probe: 'body',
  }),
  adminCall('PATCH', '/api/categories/:id', 'content', {
    id: () => ids.category,
    body: () => ({ payload: { name: 'Evening workshops', order: 1 } }),
    probe: 'id',
  }),
  adminCall('DELETE', '/api/categories/:id', 'content', { id: () => ids.categoryToDelete, probe: 'id' }),
  adminCall('PUT', '/api/site/settings', 'content', {
    body: () => ({ payload: settingsInput({ schoolName: 'Changed' }) }),
    probe: 'body',
  }),
  adminCall('POST', '/api/site/logo', 'content', {
    body: () => logoForm,
    probe: () => ({
      method: 'POST',
      url: '/api/site/logo',
      payload: {},
      headers: { 'content-type': 'application/json' },
    }),
  }),
  adminCall('DELETE', '/api/site/logo', 'content'),
  adminCall('PUT', '/api/site/home', 'content', {
    body: () => ({ payload: homeContent({ applyHeading: 'Changed' }) }),
    probe: 'body',
  }),
  adminCall('GET', '/api/admin/contact', 'messages'),
  adminCall('GET', '/api/admin/contact/unread', 'messages'),
  adminCall('POST', '/api/admin/contact/seen', 'messages', { body: () => ({ payload: {} }) }),
  adminCall('GET', '/api/admin/outbox', 'messages'),
  adminCall('GET', '/api/admin/outbox/:id', 'messages', { id: () => ids.email, probe: 'id' }),
  // (That e-mail has not failed: the administrator passes the check and hears so.)
  adminCall('POST', '/api/admin/outbox/:id/retry', 'messages', {
    id: () => ids.email,
    probe: 'id',
    adminStatus: 409,
  }),
  adminCall('GET', '/api/admin/overview', 'staff'),
  adminCall('GET', '/api/admin/audit', 'audit'),
  adminCall('GET', '/api/admin/user', 'users'),
  adminCall('PATCH', '/api/users/:id', 'users', {
    id: () => ids.userToPromote,
    body: () => ({ payload: { role: 'editor' } }),
    probe: 'id',
  }),
  adminCall('POST', '/api/users/:id/password-reset', 'users', {
    id: () => ids.userToPromote,
    adminStatus: 202,
    probe: 'id',
  }),
  adminCall('DELETE', '/api/admin/user/:id', 'users', { id: () => ids.userToDelete, probe: 'id' }),
  adminCall('POST', '/api/admin/invitations', 'users', {
    body: () => ({ payload: { email: 'invited@test.school', role: 'editor' } }),
    adminStatus: 201,
    probe: 'body',
  }),
  adminCall('GET', '/api/admin/invitations', 'users'),
  adminCall('DELETE', '/api/admin/invitations/:id', 'users', { id: () => ids.invitation, probe: 'id' }),
];

const REFUSED: [caller: string, status: 401 | 403][] = [
  ['no token', 401],
  ['a malformed token', 401],
  ['an empty bearer', 401],
  ['a token without "Bearer"', 401],
  ['a Basic header', 401],
  ['an expired token', 401],
  ['a token signed with another key', 401],
  ['a token of another issuer', 401],
  ['a token for another audience', 401],
  ['a token without a session version', 401],
  ['a token without a session (issued before logout existed)', 401],
  ['a token whose session ended (logged out)', 401],
  ['a token of a user that does not exist', 401],
  ['a token whose user id holds a NUL character', 401],
  ['a token whose session id holds a NUL character', 401],
  ['a token whose session id is longer than any id', 401],
  ['an unsigned token (alg none)', 401],
  ['an ordinary user', 403],
];

function call(adminCall: AdminCall, caller: string): Promise<LightMyRequestResponse> {
  const request = adminCall.request();
  const headers = callers[caller];
  if (!headers) throw new Error(`unknown caller ${caller}`);
  return t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...headers } });
}

function expectErrorBody(response: LightMyRequestResponse, statusCode: number) {
  expect(response.statusCode).toBe(statusCode);
  const body = response.json<ErrorResponse>();
  expect(body).toEqual({
    success: false,
    statusCode,
    error: statusCode === 401 ? 'Unauthorized' : 'Forbidden',
    message: expect.stringMatching(/\S/) as string,
  });
}

describe('the authorization matrix', () => {
  const cases = ADMIN_CALLS.flatMap((adminCall) =>
    REFUSED.map(([caller, status]) => ({ label: adminCall.name, caller, status, adminCall })),
  );

  it.each(cases)('$label with $caller: $status', async ({ adminCall, caller, status }) => {
    expectErrorBody(await call(adminCall, caller), status);
  });

  const STAFF_CALLERS = [
    ['an editor', 'editor'],
    ['door staff', 'door'],
  ] as const;
  const staffCases = ADMIN_CALLS.flatMap((adminCall) =>
    STAFF_CALLERS.map(([caller, role]) => ({
      label: adminCall.name,
      caller,
      adminCall,
      allowed: mayUse(role, adminCall.access),
    })),
  );

  it.each(staffCases)('$label by $caller: allowed $allowed', async ({ adminCall, caller, allowed }) => {
    if (!allowed) {
      const refused = await call(adminCall, caller);
      expectErrorBody(refused, 403);
      expect(refused.json<ErrorResponse>().message).toBe(accessRefusal(adminCall.access));
      return;
    }
    // Let through: a request made to fail after the role check shows it, changing nothing.
    const response = await call({ ...adminCall, request: adminCall.probe ?? adminCall.request }, caller);
    expect([401, 403], response.body).not.toContain(response.statusCode);
    if (adminCall.probe) expect([400, 404, 415], response.body).toContain(response.statusCode);
    else expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('every staff call of the app is in the matrix, with the access it needs', () => {
    const accessOf = (route: RouteOptions): Access | undefined =>
      (Object.keys(ACCESS) as Access[]).find((access) =>
        [route.onRequest].flat().includes(t.app.requireAccess(access)),
      );
    const staffRoutes = t.app.routeCatalog.flatMap((route) => {
      const access = accessOf(route);
      // HEAD routes are Fastify's own twins of the GET ones.
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      return access && methods.length > 0 ? [`${methods.join(',')} ${route.url} ${access}`] : [];
    });
    const inMatrix = ADMIN_CALLS.map((adminCall) => `${adminCall.name} ${adminCall.access}`);
    expect(staffRoutes.length).toBeGreaterThan(20);
    expect(staffRoutes.filter((route) => !inMatrix.includes(route))).toEqual([]);
  });

  it('refused calls changed nothing', async () => {
    const meeting = await t.app.inject({ method: 'GET', url: `/api/meetings/${ids.meetingToDelete}` });
    expect(meeting.statusCode).toBe(200);
    const course = await t.app.inject({ method: 'GET', url: `/api/courses/${ids.courseToDelete}` });
    expect(course.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/pages/${ids.pageToDelete}` });
    expect(page.statusCode).toBe(200);
    const categories = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(
      categories.json<{ categories: { name: string }[] }>().categories.map((category) => category.name),
    ).toEqual(['Soon', 'Important', 'Attractive', 'Workshops', 'Talks']);
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json<SiteAnswer>().settings).toMatchObject({ schoolName: t.config.schoolName, logo: '' });
    const home = await t.app.inject({ method: 'GET', url: '/api/site/home' });
    expect(home.json<HomeContentAnswer>().content.applyHeading).toBe('');
    const renamed = await t.app.inject({ method: 'GET', url: `/api/meetings/${ids.meeting}` });
    expect(renamed.json<{ meetings: { title: string }[] }>().meetings[0]?.title).toBe(
      MEETINGS.formRecord().title,
    );
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: bearer(t.adminToken),
    });
    expect(users.json<{ data: { _id: string }[] }>().data.map((u) => u._id)).toContain(ids.userToDelete);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: bearer(t.adminToken),
    });
    expect(invitations.json<InvitationListResponse>().invitations.map((one) => one.email)).toEqual([
      'to-withdraw@test.school',
    ]);
  });

  // Runs after every refused case above, so the admin's changes cannot hide a refused one.
  it.each(ADMIN_CALLS)('$name with an admin token: $adminStatus', async (adminCall) => {
    const response = await call(adminCall, 'an admin');
    expect(response.statusCode).not.toBe(401);
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode, response.body).toBe(adminCall.adminStatus);
  });

  it('a token signed here with the right key, issuer, audience and version is accepted (so each refusal above has one cause)', async () => {
    const token = await sign({ sub: t.adminId, ver: 1 }, t.config.jwtSecret);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });

  it('the public meeting list ignores a bad token when scope=all is not asked for', async () => {
    expect((await getAs(t.app, '/api/meetings', 'abc.def')).statusCode).toBe(200);
  });
});

describe('tokens stop working when the account changes', () => {
  it("refuses a deleted user's token at once", async () => {
    const victim = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(victim.token) })).statusCode,
    ).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${victim.id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string }>().message).toMatch(/\S/);

    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(victim.token) });
    expectErrorBody(after, 401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: victim.email, password: victim.password },
    });
    expect(relogin.statusCode).toBe(401);
  });

  it("ends an admin's old tokens when ADMIN_PASSWORD changes, and the new password logs in", async () => {
    // A second admin, so the shared admin token of this file stays valid.
    const email = 'second-admin@test.school';
    const oldPassword = 'first-admin-password';
    const newPassword = 'changed-admin-password';
    expect(await ensureAdmin(t.app.db, { adminEmail: email, adminPassword: oldPassword })).toEqual({
      kind: 'created',
      email,
    });
    const oldToken = await login(t.app, email, oldPassword);
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(oldToken) });
    expect(before.statusCode).toBe(200);

    expect(await ensureAdmin(t.app.db, { adminEmail: email, adminPassword: newPassword })).toEqual({
      kind: 'reset',
      email,
    });

    expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(oldToken) }),
      401,
    );
    expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(oldToken) }),
      401,
    );
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: oldPassword },
    });
    expect(oldLogin.statusCode).toBe(401);

    const newToken = await login(t.app, email, newPassword);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(newToken) });
    expect(after.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(newToken) });
    expect(me.json<ProfileResponse>().data).toMatchObject({ userEmail: email, role: 'admin' });
  });

  it('keeps tokens when ensureAdmin runs again with the same password', async () => {
    expect(await ensureAdmin(t.app.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password })).toEqual({
      kind: 'unchanged',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: bearer(t.adminToken),
    });
    expect(response.statusCode).toBe(200);
  });
});
