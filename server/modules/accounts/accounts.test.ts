import type { LightMyRequestResponse } from 'fastify';
import type { LoginResponse, ProfileResponse, RegisterResponse, User, UserListResponse } from '@/contract';
import {
  bearer,
  createTestApp,
  expectError,
  freshAddress,
  postFromNewAddress,
  type TestApp,
  without,
} from '../../testing/test-app';
import { findUserByEmail, updateUser } from './users.repository';
import { findAccountByEmail, upgradePasswordHash } from './users.service';

/** Register and login are rate limited per address, so every call here comes from its own. */

const PASSWORD = 'Correct-Horse-Battery-9';

interface Account {
  username: string;
  email: string;
  password: string;
  phonenumber: string;
}

const account = (overrides: Partial<Account> & Record<string, unknown> = {}): Record<string, unknown> => ({
  username: 'Ana Souza',
  email: `ana-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@test.school`,
  password: PASSWORD,
  phonenumber: '+55 (48) 99999-0000',
  ...overrides,
});

let t: TestApp;
/** Every response body this file saw, to check that none of them leaks a password or hash. */
const bodies: string[] = [];

function remember(response: LightMyRequestResponse): LightMyRequestResponse {
  bodies.push(response.body);
  return response;
}

async function register(payload: Record<string, unknown>) {
  return remember(await postFromNewAddress(t.app, '/api/register', payload));
}

async function loginCall(payload: Record<string, unknown>) {
  return remember(await postFromNewAddress(t.app, '/api/login', payload));
}

async function profile(headers: Record<string, string> = {}) {
  return remember(await t.app.inject({ method: 'GET', url: '/api/profile', headers }));
}

function expectUserShape(user: User) {
  expect(Object.keys(user).sort()).toEqual([
    '_id',
    'createdAt',
    'emailVerified',
    'id',
    'locked',
    'role',
    'userEmail',
    'userName',
    'userPhoneNumber',
  ]);
  expect(user.id).toBe(user._id);
  expect(user._id).toMatch(/^\S+$/);
  expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
}

/** One account registered once and logged in once, shared by the tests below. */
let registered: { email: string; user: User; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const email = 'Mixed.Case@Test.School';
  const response = await register(account({ email, username: '  Bruno Lima  ' }));
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const login = await loginCall({ email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  registered = {
    email,
    user: response.json<RegisterResponse>().data,
    token: login.json<LoginResponse>().data,
  };
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/register', () => {
  it('creates an ordinary user and answers 201 {message, data: User}', () => {
    const { user } = registered;
    expectUserShape(user);
    expect(user).toMatchObject({
      userName: 'Bruno Lima',
      userEmail: 'Mixed.Case@Test.School',
      userPhoneNumber: '+55 (48) 99999-0000',
      role: 'user',
    });
  });

  it('answers with a message and the user', async () => {
    const payload = account({ username: 'Carla Dias' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json<RegisterResponse>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
    expectUserShape(body.data);
    expect(body.data).toMatchObject({ userName: 'Carla Dias', userEmail: payload.email, role: 'user' });
  });

  it('always makes an ordinary user, even when the body asks for admin', async () => {
    const payload = account({ role: 'admin', isAdmin: true, userRole: 'admin' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<RegisterResponse>();
    expect(data.role).toBe('user');

    const token = (await loginCall({ email: payload.email, password: PASSWORD })).json<LoginResponse>().data;
    const me = await profile(bearer(token));
    expect(me.json<ProfileResponse>().data.role).toBe('user');
    const adminCall = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(token) });
    expect(adminCall.statusCode).toBe(403);
  });

  it('trims the name, email and phone number but never the password', async () => {
    const password = '  spaced password  ';
    const response = await register(
      account({ username: '  Dora  ', email: ' Dora@Test.School ', phonenumber: ' 123 456 ', password }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<RegisterResponse>().data).toMatchObject({
      userName: 'Dora',
      userEmail: 'Dora@Test.School',
      userPhoneNumber: '123 456',
    });
    expect((await loginCall({ email: 'dora@test.school', password })).statusCode).toBe(200);
    expectError(
      await loginCall({ email: 'dora@test.school', password: password.trim() }),
      401,
      'Invalid email or password',
    );
  });

  it.each(['username', 'email', 'password', 'phonenumber'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      expectError(await register(without(account(), field)), 400, `${field} is required`);
    },
  );

  it.each([
    ['email', 'not-an-email', 'email must be a valid email address'],
    ['email', 'ana@', 'email must be a valid email address'],
    ['email', 'ana@school', 'email must be a valid email address'],
    ['email', 12345, 'email must be a valid email address'],
    ['password', 'short7!', 'password must be at least 12 characters'],
    ['password', 'elevenchars', 'password must be at least 12 characters'],
    ['password', 'x'.repeat(201), 'password must be at most 200 characters'],
    ['username', '', 'username must not be empty'],
    ['username', '   ', 'username must not be empty'],
    ['phonenumber', '   ', 'phonenumber must be at least 3 characters'],
    ['username', 'n'.repeat(101), 'username must be at most 100 characters'],
    ['phonenumber', 'call me', 'phonenumber contains characters that are not allowed'],
    ['phonenumber', '12', 'phonenumber must be at least 3 characters'],
    ['email', { nested: true }, 'email must be a string'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    expectError(await register(account({ [field]: value })), 400, message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await postFromNewAddress(t.app, '/api/register', '{"username": ', {
      'content-type': 'application/json',
    });
    expectError(response, 400, 'The request body is not valid JSON');
  });

  it('answers a taken email (in any letter case) exactly as a new one, and makes no second account', async () => {
    const first = account({ email: 'a@x.com' });
    const created = await register(first);
    expect(created.statusCode).toBe(201);
    for (const email of ['a@x.com', 'A@X.com', '  a@X.COM ']) {
      const again = await register(account({ email, username: 'Someone Else' }));
      expect(again.statusCode).toBe(201);
      const { message, data } = again.json<RegisterResponse>();
      expect(message).toBe(created.json<RegisterResponse>().message);
      expectUserShape(data);
      // A fresh id, the form's own fields: nothing of the account that exists.
      expect(data._id).not.toBe(created.json<RegisterResponse>().data._id);
      expect(data).toMatchObject({ userName: 'Someone Else', userEmail: email.trim(), emailVerified: false });
    }
    const accounts = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'a@x.com')
      .execute();
    expect(accounts).toHaveLength(1);
    // The owner's password is unchanged.
    expect((await loginCall({ email: 'a@x.com', password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/login', () => {
  it('answers 200 {message, data: token} and the token opens the profile', async () => {
    const response = await loginCall({ email: registered.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.data.split('.')).toHaveLength(3);
    const me = await profile(bearer(body.data));
    expect(me.statusCode).toBe(200);
    expect(me.json<ProfileResponse>().data._id).toBe(registered.user._id);
  });

  it('accepts the email in another letter case', async () => {
    const response = await loginCall({ email: 'mixed.case@TEST.school', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const me = await profile(bearer(response.json<LoginResponse>().data));
    expect(me.json<ProfileResponse>().data.userEmail).toBe(registered.email);
  });

  it('answers 401 with the same message for an unknown email and for a wrong password', async () => {
    const unknown = await loginCall({ email: 'nobody@test.school', password: PASSWORD });
    const wrong = await loginCall({ email: registered.email, password: `${PASSWORD}x` });
    expectError(unknown, 401, 'Invalid email or password');
    expectError(wrong, 401, 'Invalid email or password');
    expect(unknown.body).toBe(wrong.body);
  });

  it('does not accept the password in another letter case', async () => {
    expectError(
      await loginCall({ email: registered.email, password: PASSWORD.toLowerCase() }),
      401,
      'Invalid email or password',
    );
  });

  it.each(['email', 'password'])('answers 400 naming %s when it is missing', async (field) => {
    const payload = { email: registered.email, password: PASSWORD };
    expectError(await loginCall(without(payload, field)), 400, `${field} is required`);
  });
});

describe('hashes stored before Argon2id', () => {
  /** A hash the scrypt code stored (N=2^15, r=8, p=3), and its password. */
  const OLD = {
    password: 'Old-Scrypt-Password-7',
    hash: 'scrypt$32768$8$3$fkMs35QrM3BhbmLpJIsiUA==$fsn/DpNWVnGCwCcXclJTAndNRpoJ18GF8PFvpxYaO7w=',
  };

  /** A registered account whose stored hash is then put back to the scrypt one. */
  async function accountWithScryptHash(): Promise<string> {
    const payload = account();
    expect((await register(payload)).statusCode).toBe(201);
    const email = String(payload.email);
    const row = await findUserByEmail(t.app.db, email);
    if (!row) throw new Error('the account was not stored');
    await updateUser(t.app.db, row.id, { password_hash: OLD.hash });
    return email;
  }

  const storedHash = async (email: string) => (await findUserByEmail(t.app.db, email))?.password_hash;

  it('log in, and the login stores the password again as Argon2id', async () => {
    const email = await accountWithScryptHash();
    const first = await loginCall({ email, password: OLD.password });
    expect(first.statusCode).toBe(200);
    // At the app's cost (a test app's is cheap; test-app.test.ts holds production's).
    const { memoryCost, timeCost, parallelism } = t.config.passwordHashCost;
    expect(await storedHash(email)).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`),
    );

    // The same password still logs in; the token from before the re-hash still works.
    expect((await loginCall({ email, password: OLD.password })).statusCode).toBe(200);
    expect((await profile(bearer(first.json<LoginResponse>().data))).statusCode).toBe(200);
    expectError(await loginCall({ email, password: PASSWORD }), 401, 'Invalid email or password');
  });

  it('a wrong password is refused and leaves the scrypt hash as it was', async () => {
    const email = await accountWithScryptHash();
    expectError(await loginCall({ email, password: `${OLD.password}x` }), 401, 'Invalid email or password');
    expect(await storedHash(email)).toBe(OLD.hash);
    expect((await loginCall({ email, password: OLD.password })).statusCode).toBe(200);
  });

  it('a re-hash that finishes after a password change does not bring the old password back', async () => {
    const email = await accountWithScryptHash();
    const before = await findAccountByEmail(t.app.db, email);
    if (!before) throw new Error('the account was not stored');
    const row = await findUserByEmail(t.app.db, email);
    await updateUser(t.app.db, before.user.id, { password_hash: `${row?.password_hash ?? ''}-changed` });
    await upgradePasswordHash(t.app.db, before, OLD.password);
    expect(await storedHash(email)).toBe(`${OLD.hash}-changed`);
  });
});

describe('GET /api/profile', () => {
  it('answers 200 {message, data: User} with the logged-in user', async () => {
    const response = await profile(bearer(registered.token));
    expect(response.statusCode).toBe(200);
    const body = response.json<ProfileResponse>();
    expect(body.message).toEqual(expect.any(String));
    expectUserShape(body.data);
    expect(body.data).toEqual(registered.user);
  });

  it("shows the admin its own account, not another user's", async () => {
    const body = (await profile(bearer(t.adminToken))).json<ProfileResponse>();
    expect(body.data).toMatchObject({ userEmail: 'admin@test.school', role: 'admin' });
    expect(body.data._id).not.toBe(registered.user._id);
  });

  it('answers 401 without a token', async () => {
    const response = await profile();
    expectError(response, 401, /\S/);
  });

  it('answers 401 with a token that is not one', async () => {
    expectError(await profile({ authorization: 'Bearer not-a-token' }), 401, /\S/);
  });
});

describe('login rate limit', () => {
  it('slows down guessing one account from one address, without blocking other accounts there', async () => {
    const remoteAddress = freshAddress();
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong-guess' },
        remoteAddress,
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('victim@school.test')).statusCode).toBe(401);
    expectError(
      await attempt('VICTIM@school.test'),
      429,
      /^Too many failed logins for this account\. Please wait \d+ seconds and try again\.$/,
    );
    expect((await attempt('someone-else@school.test')).statusCode).toBe(401);
  });
});

describe('secrets never leave the server', () => {
  it('no register, login, profile or admin user list body carries a password or its hash', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(t.adminToken) });
    expect(list.statusCode).toBe(200);
    const users = list.json<UserListResponse>().data;
    expect(users.length).toBeGreaterThanOrEqual(4);
    for (const user of users) expectUserShape(user);
    remember(list);

    // Every kind of call this file made is among the bodies.
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('admin-password-123');
      expect(body).not.toContain('scrypt');
      expect(body).not.toContain('$argon2');
      expect(body).not.toContain('password_hash');
      expect(body).not.toContain('passwordHash');
      expect(body).not.toContain('session_version');
    }
  });
});
