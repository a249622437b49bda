import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProfileResponse, UserListResponse } from '@/contract';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { newPasswordProblem } from '../modules/accounts/password-strength';
import { bearer } from '../testing/test-app';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin, generatedPasswordNotice } from './admin';

/** The app on an empty database: no admin yet, unlike createTestApp. */
let app: App;
let dataDir: string;

/** Login is rate limited per address; every login here comes from its own. */
let lastAddress = 0;
async function loginStatus(
  email: string,
  password: string,
): Promise<{ status: number; token: string | undefined }> {
  lastAddress += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.40.0.${lastAddress}`,
  });
  const body = response.json<{ data?: unknown }>();
  return { status: response.statusCode, token: typeof body.data === 'string' ? body.data : undefined };
}

async function tokenFor(email: string, password: string): Promise<string> {
  const { status, token } = await loginStatus(email, password);
  expect(status).toBe(200);
  if (!token) throw new Error(`no token for ${email}`);
  return token;
}

async function usersTable() {
  return app.db
    .selectFrom('users')
    .select(['user_email', 'role', 'session_version'])
    .orderBy('created_at')
    .execute();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'school-admin-'));
  app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web') }) });
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const NO_ENV = { adminEmail: undefined, adminPassword: undefined };

describe('ensureAdmin without ADMIN_EMAIL', () => {
  let generatedEmail: string;

  it('on a database without an admin, creates one with a generated password that logs in', async () => {
    expect(await usersTable()).toEqual([]);
    const outcome = await ensureAdmin(app.db, NO_ENV);
    if (outcome.kind !== 'created' || outcome.generatedPassword === undefined) {
      throw new Error(`expected a generated admin, got ${JSON.stringify(outcome)}`);
    }
    expect(outcome.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(outcome.generatedPassword.length).toBeGreaterThanOrEqual(16);
    // It meets the rule every other new password meets.
    expect(newPasswordProblem(outcome.generatedPassword, [outcome.email, 'Administrator'])).toBeUndefined();
    generatedEmail = outcome.email;

    const token = await tokenFor(outcome.email, outcome.generatedPassword);
    const me = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(me.json<ProfileResponse>().data).toMatchObject({ userEmail: DEFAULT_ADMIN_EMAIL, role: 'admin' });
    const adminOnly = await app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(token) });
    expect(adminOnly.statusCode).toBe(200);
  });

  it('does nothing when an admin exists', async () => {
    const before = await usersTable();
    expect(await ensureAdmin(app.db, NO_ENV)).toEqual({ kind: 'unchanged' });
    expect(await usersTable()).toEqual(before);
    expect(before.filter((u) => u.role === 'admin').map((u) => u.user_email)).toEqual([generatedEmail]);
  });
});

describe('ensureAdmin with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const email = 'Head@School.test';
  const password = 'head-teacher-password';
  const newPassword = 'head-teacher-new-password';

  it('creates that admin when the email is new', async () => {
    expect(await ensureAdmin(app.db, { adminEmail: email, adminPassword: password })).toEqual({
      kind: 'created',
      email,
    });
    const token = await tokenFor('head@school.test', password);
    const me = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(me.json<ProfileResponse>().data).toMatchObject({ userEmail: email, role: 'admin' });
  });

  it('leaves it unchanged when run again with the same password, so its tokens keep working', async () => {
    const token = await tokenFor(email, password);
    expect(await ensureAdmin(app.db, { adminEmail: email, adminPassword: password })).toEqual({
      kind: 'unchanged',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('resets the password when it changes (whatever the letter case of the email), ending old tokens', async () => {
    const oldToken = await tokenFor(email, password);
    expect(await ensureAdmin(app.db, { adminEmail: 'HEAD@school.test', adminPassword: newPassword })).toEqual(
      {
        kind: 'reset',
        email,
      },
    );
    expect((await loginStatus(email, password)).status).toBe(401);
    await tokenFor(email, newPassword);
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect(
      (await usersTable()).filter((u) => u.user_email.toLowerCase() === 'head@school.test'),
    ).toHaveLength(1);
  });
});

describe('ensureAdmin with the email of an ordinary user', () => {
  async function register(email: string, password: string): Promise<string> {
    lastAddress += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'Teacher', email, password, phonenumber: '123 456' },
      remoteAddress: `10.40.1.${lastAddress}`,
    });
    expect(response.statusCode).toBe(201);
    return tokenFor(email, password);
  }

  const role = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json<ProfileResponse>()
      .data.role;

  it('promotes the user to admin, keeping the password when ADMIN_PASSWORD is the same', async () => {
    const password = 'blue-lantern-maple-1';
    const token = await register('teacher@school.test', password);
    expect(await role(token)).toBe('user');

    expect(await ensureAdmin(app.db, { adminEmail: 'Teacher@School.test', adminPassword: password })).toEqual(
      {
        kind: 'reset',
        email: 'teacher@school.test',
      },
    );
    expect(await role(token)).toBe('admin');
    const list = await app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const teachers = list.json<UserListResponse>().data.filter((u) => u.userEmail === 'teacher@school.test');
    expect(teachers).toEqual([expect.objectContaining({ role: 'admin' })]);
  });

  it('promotes the user and sets ADMIN_PASSWORD when it differs, ending old tokens', async () => {
    const token = await register('coach@school.test', 'quiet-harbour-violin-3');
    expect(
      await ensureAdmin(app.db, { adminEmail: 'coach@school.test', adminPassword: 'coach-admin-password' }),
    ).toEqual({
      kind: 'reset',
      email: 'coach@school.test',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await loginStatus('coach@school.test', 'quiet-harbour-violin-3')).status).toBe(401);
    expect(await role(await tokenFor('coach@school.test', 'coach-admin-password'))).toBe('admin');
  });
});

describe('a generated admin when the default email is taken', () => {
  it('picks another email and leaves the ordinary user as it was', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'school-admin-'));
    const other = await buildApp({
      config: loadConfig({ DATA_DIR: otherDir, WEB_ROOT: path.join(otherDir, 'no-web') }),
    });
    try {
      const registered = await other.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          username: 'Not admin',
          email: DEFAULT_ADMIN_EMAIL,
          password: 'ordinary-password',
          phonenumber: '123 456',
        },
      });
      expect(registered.statusCode).toBe(201);

      const outcome = await ensureAdmin(other.db, NO_ENV);
      expect(outcome).toMatchObject({
        kind: 'created',
        email: expect.stringMatching(/^admin-[0-9a-f]{6}@school\.local$/) as string,
      });
      const users = await other.db
        .selectFrom('users')
        .select(['user_email', 'role'])
        .orderBy('created_at')
        .execute();
      expect(users).toEqual([
        { user_email: DEFAULT_ADMIN_EMAIL, role: 'user' },
        { user_email: outcome.kind === 'created' ? outcome.email : '', role: 'admin' },
      ]);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('generatedPasswordNotice', () => {
  it('is a frame of # around the email, the password and where to change it, within 80 columns', () => {
    const notice = generatedPasswordNotice(
      { email: DEFAULT_ADMIN_EMAIL, generatedPassword: 'Zq8-example-passwd' },
      'http://127.0.0.1:3000/admin/password',
    );
    expect(notice.split('\n')).toEqual([
      '',
      '  #######################################################################',
      '  #                                                                     #',
      '  #   An administrator account was created:                             #',
      '  #                                                                     #',
      '  #     email:     admin@school.local                                   #',
      '  #     password:  Zq8-example-passwd                                   #',
      '  #                                                                     #',
      '  #   Shown only this once: keep it now. To change it, log in and use   #',
      '  #     http://127.0.0.1:3000/admin/password                            #',
      '  #                                                                     #',
      '  #######################################################################',
      '',
    ]);
    expect(Math.max(...notice.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('keeps every row as wide as its edges, however long the email', () => {
    const rows = generatedPasswordNotice(
      { email: `admin-${'x'.repeat(120)}@school.local`, generatedPassword: 'p' },
      'PUT http://[::1]:3000/api/profile/password',
    )
      .split('\n')
      .filter(Boolean);
    expect(rows.some((row) => row.includes(`admin-${'x'.repeat(120)}@school.local`))).toBe(true);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  });
});
