// On SQLite only: the headers are the same whatever the database.
import { useTestApp } from '../testing/test-app';
import { apiHeaders, helmetHeaders } from './security';

const t = useTestApp();

describe('protective headers (Helmet), worked out once', () => {
  it('are the ones @fastify/helmet sends with our settings', async () => {
    const headers = await helmetHeaders();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(Object.keys(headers).length).toBeGreaterThanOrEqual(10);
  });

  it("come with every page and file, and the API's documentation (which brings its own script policy)", async () => {
    const expected = await helmetHeaders();
    // No website is built in this test app: its paths answer 404 pages, with the page headers.
    for (const url of ['/', '/meetings', '/uploads/none-such.webp', '/api/docs']) {
      const response = await t.app.inject({ url });
      for (const [name, value] of Object.entries(expected)) {
        if (name !== 'content-security-policy' || url !== '/api/docs')
          expect(response.headers[name]).toBe(value);
      }
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("the API's answers carry the REST set instead: never sniffed, framed or given a page's policy", async () => {
    const page = await helmetHeaders();
    const api = apiHeaders(page);
    expect(api).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': page['strict-transport-security'],
    });
    // A list (also from memory), a refusal and an unknown path.
    for (const url of ['/api/courses', '/api/courses', '/api/meetings/category/Nope', '/api/nothing-here']) {
      const response = await t.app.inject({ url });
      for (const [name, value] of Object.entries(api)) expect(response.headers[name]).toBe(value);
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
