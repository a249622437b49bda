// On SQLite only: the routes' schemas, not what they read.
import type { RouteOptions } from 'fastify';
import { FINITE_KEYWORD } from '@/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const methods = (route: RouteOptions) => [route.method].flat();
const label = (route: RouteOptions) => `${methods(route).join(',')} ${route.url}`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every sub-schema of `schema` with its JSON pointer (schemas are small trees). */
function subSchemas(schema: unknown, at = ''): [string, Record<string, unknown>][] {
  if (!isRecord(schema)) return [];
  const inner = Object.entries(schema).flatMap(([key, value]) =>
    Array.isArray(value)
      ? value.flatMap((item, index) => subSchemas(item, `${at}/${key}/${index}`))
      : subSchemas(value, `${at}/${key}`),
  );
  return [[at || '/', schema], ...inner];
}

/** Writes that need nothing sent (a body, if any, is never read); a new one is added here on purpose. */
const TAKES_NO_BODY = new Set([
  'POST /api/admin/outbox/:id/retry',
  'POST /api/email-verification',
  'POST /api/logout',
  'POST /api/meetings/:id/registrations',
  'POST /api/users/:id/password-reset',
]);

describe('every route the app registers states its input rules (so new routes keep them)', () => {
  it('the catalog holds the routes (sanity check for the walks below)', () => {
    const urls = t.app.routeCatalog.map(label);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/meetings', 'GET /api/courses', 'POST /api/login']),
    );
  });

  it('every route that takes a body declares it, as an object that drops unknown fields', () => {
    const writes = t.app.routeCatalog
      .filter((route) => methods(route).some((m) => WRITES.has(m)))
      .filter((route) => !TAKES_NO_BODY.has(label(route)));
    expect(writes.length).toBeGreaterThan(0);
    const open = writes
      .filter((route) => {
        const body = route.schema?.body;
        return !isRecord(body) || body.type !== 'object' || body.additionalProperties !== false;
      })
      .map(label);
    expect(open).toEqual([]);
  });

  it('every number a client can send (address, query, body) must be finite', () => {
    const loose = t.app.routeCatalog.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        subSchemas(route.schema?.[part])
          .filter(([, schema]) => schema.type === 'number' || schema.type === 'integer')
          .filter(([, schema]) => schema[FINITE_KEYWORD] !== true)
          .map(([at]) => `${label(route)} ${part}${at}`),
      ),
    );
    expect(loose).toEqual([]);
  });
});
