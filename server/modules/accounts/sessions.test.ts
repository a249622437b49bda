import type { LoginResponse, MessageResponse } from '@/contract';
import {
  ADMIN,
  bearer,
  createUser,
  expectError,
  freshAddress,
  login,
  useTestApp,
} from '../../testing/test-app';
import { hashPassword } from './password';
import { insertUser } from './users.repository';

const t = useTestApp();

const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode;

const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

const changePassword = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile/password',
    headers: bearer(token),
    payload: body,
    remoteAddress: freshAddress(),
  });

describe('POST /api/logout', () => {
  it('answers 200 {message} and the token is refused from then on, while other logins go on', async () => {
    const user = await createUser(t.app);
    const second = await login(t.app, user.email, user.password);
    const response = await logout(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageResponse>()).toEqual({ message: expect.stringMatching(/\S/) as string });
    expect(await profileStatus(user.token)).toBe(401);
    expectError(await logout(user.token), 401);
    // The same account's other login (another device) is not logged out.
    expect(await profileStatus(second)).toBe(200);
  });

  it('refuses a call without a token with 401', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/logout' }),
      401,
      'Please log in to continue.',
    );
  });

  it('also ends an admin token for the admin calls', async () => {
    const token = await login(t.app, ADMIN.email, ADMIN.password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(token) }), 401);
  });
});

describe('PATCH /api/profile/password', () => {
  const NEW_PASSWORD = 'otter-lantern-quartz-71';

  it('changes the password, keeps this session and ends the other ones', async () => {
    const user = await createUser(t.app);
    const otherDevice = await login(t.app, user.email, user.password);
    const response = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MessageResponse>()).toEqual({ message: expect.stringMatching(/\S/) as string });

    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(otherDevice)).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: freshAddress(),
    });
    expectError(oldLogin, 401, 'Invalid email or password');
    expect(await profileStatus(await login(t.app, user.email, NEW_PASSWORD))).toBe(200);
  });

  it('answers 400 "Current password is not correct" for a wrong one, and the session stays', async () => {
    const user = await createUser(t.app);
    const response = await changePassword(user.token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expectError(response, 400, 'Current password is not correct');
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(await login(t.app, user.email, user.password))).toBe(200);
  });

  it.each([
    [{ newPassword: 'x'.repeat(11) }, 'newPassword must be at least 12 characters'],
    [
      { newPassword: 'password1234' },
      /^This password is too easy to guess: this is similar to a commonly used password\./,
    ],
    [{ newPassword: 'aaaaaaaaaaaaaaaa' }, /^This password is too easy to guess: /],
    [{ newPassword: 'studentpassword' }, /^This password is too easy to guess: /],
    [{ currentPassword: undefined }, 'currentPassword is required'],
    [{ newPassword: undefined }, 'newPassword is required'],
  ])('answers 400 for %j, saying why', async (change, message) => {
    const user = await createUser(t.app);
    const body = Object.fromEntries(
      Object.entries({ currentPassword: user.password, newPassword: NEW_PASSWORD, ...change }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    expectError(await changePassword(user.token, body), 400, message);
    expect(await profileStatus(user.token)).toBe(200);
  });

  it('refuses a new password that contains the name or the email', async () => {
    const user = await createUser(t.app, {
      username: 'Rosalind Franklin',
      email: `rosalind.f${Date.now()}@test.school`,
    });
    const local = user.email.split('@')[0] ?? '';
    for (const newPassword of [`${local}-was-here`, 'Rosalind Franklin 1920', `x${user.email}`]) {
      expectError(
        await changePassword(user.token, { currentPassword: user.password, newPassword }),
        400,
        'The password must not contain your name or email address.',
      );
    }
  });

  it('refuses the current password as the new one', async () => {
    const user = await createUser(t.app);
    expectError(
      await changePassword(user.token, { currentPassword: user.password, newPassword: user.password }),
      400,
      'The new password must be different from the current one.',
    );
  });

  it('refuses without a token, and with an ended session', async () => {
    const user = await createUser(t.app);
    await logout(user.token);
    const body = { currentPassword: user.password, newPassword: NEW_PASSWORD };
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/profile/password', payload: body }), 401);
    expectError(await changePassword(user.token, body), 401);
  });
});

describe('new passwords at sign-up', () => {
  const register = (password: string, email = `new-${Date.now()}-${Math.random()}@test.school`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'Grace Hopper', email, password, phonenumber: '123 456' },
      remoteAddress: freshAddress(),
    });

  it.each([
    ['password1234', /^This password is too easy to guess: this is similar to a commonly used password\. /],
    ['qwertyuiop12', /^This password is too easy to guess: /],
    ['123456789012', /^This password is too easy to guess: /],
    ['Grace Hopper 1906', 'The password must not contain your name or email address.'],
  ])('refuses %j with a message saying why', async (password, message) => {
    expectError(await register(password), 400, message);
  });

  it('accepts a long unguessable one', async () => {
    expect((await register('violet-compass-harbor-88')).statusCode).toBe(201);
  });

  it('still logs in an account whose password predates the rule (any length)', async () => {
    await insertUser(t.app.db, {
      id: `old-${Date.now()}`,
      user_name: 'Old Account',
      user_email: 'old-account@test.school',
      email_key: 'old-account@test.school',
      phone_number: '123',
      role: 'user',
      password_hash: await hashPassword('short8ch'),
      session_version: 1,
      created_at: new Date().toISOString(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'old-account@test.school', password: 'short8ch' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().data).toMatch(/\./);
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every answer to a request with a token, and on login, sign-up and logout', async () => {
    const user = await createUser(t.app);
    const withToken = [
      { method: 'GET' as const, url: '/api/profile' },
      { method: 'GET' as const, url: '/api/admin/user' },
      { method: 'GET' as const, url: '/api/meetings' },
      { method: 'GET' as const, url: '/api/no-such-route' },
    ];
    for (const request of withToken) {
      const response = await t.app.inject({ ...request, headers: bearer(t.adminToken) });
      expect(response.headers['cache-control'], request.url).toBe('no-store');
    }
    // An error answer to a bad token too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer('abc.def') });
    expect(refused.headers['cache-control']).toBe('no-store');

    const loginAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: freshAddress(),
    });
    expect(loginAnswer.statusCode).toBe(200);
    expect(loginAnswer.headers['cache-control']).toBe('no-store');
    const failedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'wrong-password' },
      remoteAddress: freshAddress(),
    });
    expect(failedLogin.headers['cache-control']).toBe('no-store');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'Ada',
        email: `ada-${Date.now()}@test.school`,
        password: 'violet-compass-harbor-88',
        phonenumber: '123',
      },
      remoteAddress: freshAddress(),
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    expect((await logout(user.token)).headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers without a token cacheable as before', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meetings' });
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the OpenAPI document', () => {
  it('describes logout and the password change, with a closed body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    expect(Object.keys(document.paths['/api/logout'] ?? {})).toContain('post');
    const patch = document.paths['/api/profile/password']?.patch;
    expect(patch?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['currentPassword', 'newPassword'],
      additionalProperties: false,
      properties: { newPassword: { minLength: 12 } },
    });
  });
});
