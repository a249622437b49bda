import { readFileSync } from 'node:fs';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/unavailable';
import { createTestApp, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET /api/health', () => {
  it("answers ok and the server's version (package.json's) once the database answers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.json()).toEqual({ status: 'ok', version });
  });

  it('answers 503 with a message when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    await broken.close().catch(() => undefined);
  });
});

describe('GET /api/docs', () => {
  it('describes every call of the wire contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/meetings',
        '/api/meetings/category/{category}',
        '/api/meetings/{id}',
        '/api/courses',
        '/api/courses/{id}',
        '/api/site',
        '/api/site/settings',
        '/api/site/logo',
        '/api/site/home',
        '/api/pages',
        '/api/pages/{id}',
        '/api/pages/slug/{slug}',
        '/api/register',
        '/api/login',
        '/api/profile',
        '/api/contact',
        '/api/admin/contact',
        '/api/admin/contact/unread',
        '/api/admin/contact/seen',
        '/api/admin/overview',
        '/api/admin/user',
        '/api/admin/user/{id}',
        '/api/health',
        '/uploads/{name}',
      ]),
    );
  });
});
