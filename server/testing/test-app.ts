import { mkdtempSync, rmSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ErrorResponse } from '@/contract';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { HashCost } from '../modules/accounts/password';
import { ensureAdmin } from '../seed/admin';
import { createScratchDatabase, testDatabaseUrl } from './scratch-database';

export const ADMIN = { email: 'admin@test.school', password: 'staffroom-kettle-4921' } as const;

/**
 * The test apps' password hashing: Argon2id at its smallest cost (8 KiB, one pass), a tenth of a
 * millisecond instead of 15 to 50 ms of a core per hash and verify, which every sign-up and login
 * of every test pays. The hashes are still Argon2id PHC strings, checked the same way. Only a config
 * built here has it: loadConfig always gives ARGON2_PARAMS (config.test.ts), and product code cannot
 * import server/testing (eslint.config.js). createTestApp's `passwordHashCost` gives an app another.
 */
export const TEST_HASH_COST: HashCost = Object.freeze({ memoryCost: 8, timeCost: 1, parallelism: 1 });

export interface TestApp {
  app: App;
  config: Config;
  /** A temporary folder (the SQLite file, or only the signing key on PostgreSQL), removed by close(). */
  dataDir: string;
  adminToken: string;
  /** The logged-in admin's user id. */
  adminId: string;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh SQLite file (or a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set), with one admin logged in. Built exactly as production builds it, only pointed at a
 * temporary data folder and hashing passwords at TEST_HASH_COST (unless `passwordHashCost` says).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    logger = false,
    passwordHashCost = TEST_HASH_COST,
  }: { logger?: FastifyServerOptions['logger']; passwordHashCost?: HashCost } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-api-'));
  // With TEST_DATABASE_URL the same tests run on a fresh PostgreSQL database instead.
  const serverUrl = testDatabaseUrl();
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web'),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...env,
    }),
    passwordHashCost,
  };
  const app = await buildApp({ config, logger });
  await ensureAdmin(app.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, passwordHashCost });
  const adminToken = await login(app, ADMIN.email, ADMIN.password);
  const { id: adminId } = await app.db
    .selectFrom('users')
    .select('id')
    .where('user_email', '=', ADMIN.email)
    .executeTakeFirstOrThrow();
  return {
    app,
    config,
    dataDir,
    adminToken,
    adminId,
    close: async () => {
      await app.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test app for the file (or describe block) that calls it: built before its tests, closed
 * after them. Its fields are read when a test or hook runs, by which time it has been built.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(env);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside a test or a hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get dataDir() {
      return current().dataDir;
    },
    get adminToken() {
      return current().adminToken;
    },
    get adminId() {
      return current().adminId;
    },
    close: () => current().close(),
  };
}

/** An ordinary user of a useTestApp app, signed up before the file's tests: their token, read in a test or a hook. */
export function useUserToken(t: TestApp): () => string {
  let token: string | undefined;
  beforeAll(async () => {
    token = (await createUser(t.app)).token;
  });
  return () => {
    if (token === undefined)
      throw new Error('The user signs up in beforeAll: read the token inside a test or a hook');
    return token;
  };
}

export async function login(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const body = response.json<{ data?: unknown }>();
  if (response.statusCode !== 200 || typeof body.data !== 'string') {
    throw new Error(`login failed for ${email}: ${response.statusCode} ${response.body}`);
  }
  return body.data;
}

let userCounter = 0;

/** A sign-up that passes every rule, with an email no other test uses; overrides change fields. */
export function signUpForm(overrides: Partial<{ email: string; password: string; username: string }> = {}) {
  userCounter += 1;
  return {
    username: `Student ${userCounter}`,
    email: `student${userCounter}-${Date.now()}@test.school`,
    password: 'student-password-1',
    phonenumber: '+55 48 99999-0000',
    ...overrides,
  };
}

/** Signs up an ordinary user through the API and logs in. */
export async function createUser(
  app: App,
  overrides: Partial<{ email: string; password: string; username: string }> = {},
) {
  const account = signUpForm(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: account });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { _id: string } }>();
  const token = await login(app, account.email, account.password);
  return { ...account, id: data._id, token };
}

/** A contact-form message that passes every rule; overrides change fields. */
export const contactMessage = (
  overrides: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {},
) => ({
  name: 'Ana',
  email: 'ana@school.test',
  subject: 'Hello',
  message: 'A question',
  ...overrides,
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The headers of a caller with this token, or of a visitor (null). */
export const callerHeaders = (token: string | null): Record<string, string> => (token ? bearer(token) : {});

/** A GET as the caller with this token (null: a visitor). */
export const getAs = (app: App, url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: callerHeaders(token) });

/** A POST from an address no other request has used, so per-address rate limits stay out of the test. */
export const postFromNewAddress = (
  app: App,
  url: string,
  payload: InjectOptions['payload'],
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });

/** A body without one of its fields, as a client that leaves it out sends it. */
export const without = <T>(body: Record<string, T>, field: string): Record<string, T> =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));

export type FormValue = string | { filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, FormValue>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([new Uint8Array(value.data)], { type: value.contentType }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
  };
}

/** Sends a multipart form, as the admin screens do, with the caller's token (null: none). */
export async function sendForm(
  app: App,
  request: { method: 'POST' | 'PATCH'; url: string; token: string | null },
  fields: Record<string, FormValue>,
) {
  const { payload, headers } = await multipart(fields);
  return app.inject({
    method: request.method,
    url: request.url,
    payload,
    headers: { ...headers, ...callerHeaders(request.token) },
  });
}

/** Sends a JSON body (any value, as a client may send it) with the caller's token (null: none). */
export function sendJson(
  app: App,
  request: { method: 'POST' | 'PUT' | 'PATCH'; url: string; token: string | null },
  body: unknown,
) {
  return app.inject({
    method: request.method,
    url: request.url,
    // JSON text, so a test can also send what a typed object could not hold.
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...callerHeaders(request.token) },
  });
}

/**
 * Asserts the API's error answer: the status, and the body `{success: false, statusCode, error,
 * message}`. A string message must match exactly; a RegExp must match somewhere.
 */
export function expectError(
  response: LightMyRequestResponse,
  statusCode: number,
  message?: string | RegExp,
): ErrorResponse {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<ErrorResponse>();
  expect(body).toEqual({
    success: false,
    statusCode,
    error: STATUS_CODES[statusCode],
    message: expect.stringMatching(/\S/) as string,
  });
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

let lastAddress = 0;
/** A client address no other request has used, so per-address rate limits do not mix into a test. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}
