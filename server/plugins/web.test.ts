import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'school-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_ROOT: webRoot });
});

afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the built website', () => {
  it('serves index.html at / and never lets it be cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    '/meetings',
    '/meetings/category/All%20Meetings?page=2',
    '/meetings/abc123',
    '/admin/courses/edit/xyz',
    '/login',
  ])('answers the page route %s with index.html (SPA fallback)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/assets/missing-123.js'],
    ['GET', '/uploads/'],
    ['POST', '/meetings'],
  ] as const)('answers %s %s with a JSON 404, not the page', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  it('sends security headers with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a built website', () => {
  it('serves the API only and answers page routes with a JSON 404', async () => {
    const apiOnly = await createTestApp();
    const response = await apiOnly.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    await apiOnly.close();
  });
});
