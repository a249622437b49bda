// On SQLite only: which origins are answered is decided before any route reads the database.
import { DESKTOP_APP_ORIGIN } from '@/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://admin.school.test' });
});

afterAll(async () => {
  await t.close();
});

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/meetings',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization',
    },
  });

describe('calls from other origins (CORS)', () => {
  it('always lets the desktop admin app call the API, with its bearer token', async () => {
    const response = await preflight(DESKTOP_APP_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('app://admin');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { origin: DESKTOP_APP_ORIGIN },
    });
    expect(read.headers['access-control-allow-origin']).toBe('app://admin');
  });

  it('lets the origins named in CORS_ORIGINS call it too', async () => {
    const response = await preflight('https://admin.school.test');
    expect(response.headers['access-control-allow-origin']).toBe('https://admin.school.test');
  });

  it('gives any other site no permission to read the answers', async () => {
    const response = await preflight('https://elsewhere.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
