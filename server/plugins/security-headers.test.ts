import { createTestApp, type TestApp } from '../testing/test-app';
import { helmetHeaders } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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

  it('come with every answer: a list (also from memory), a refusal and an unknown path', async () => {
    const expected = await helmetHeaders();
    for (const url of ['/api/courses', '/api/courses', '/api/meetings/category/Nope', '/api/nothing-here']) {
      const response = await t.app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
