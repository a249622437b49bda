import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from '../../../scripts/precompress';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { allowScripts } from './web';

let t: TestApp;
let webRoot: string;
const BIG_SCRIPT = `export const meetings = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ title: `Meeting ${i}`, place: 'Main hall' })),
)};`;
// As the build writes it: the boot script inside (scripts/inline-boot-plugin.ts).
const BOOT = 'document.title = "started"';
const PAGE = `<!doctype html><title>School</title><script type="module">${BOOT}</script>${'<p>Welcome to the school.</p>'.repeat(60)}<div id="root"></div>`;
const BOOT_SOURCE = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'school-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), PAGE);
  writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // As the build leaves them: a large script and the page, each with .br and .gz beside it.
  writeFileSync(path.join(webRoot, 'assets', 'app-Big456.js'), BIG_SCRIPT);
  // Its source map, as the build writes it beside (for the school's own error reports).
  writeFileSync(
    path.join(webRoot, 'assets', 'app-Big456.js.map'),
    JSON.stringify({ sources: ['x'.repeat(2000)] }),
  );
  await precompressFolder(webRoot);
  // A compressed copy of the map too, as a build that compressed it would leave: never sent either.
  writeFileSync(path.join(webRoot, 'assets', 'app-Big456.js.map.br'), 'compressed map');
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

  it('serves a file without a hash in its name to be asked again by its ETag, answered 304 when unchanged', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/assets/app-Big456.js.map', '/assets/app-Big456.js.map.br'])(
    'never hands out a source map (%s): it would give away the source',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );

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

  it.each(['/', '/admin/meetings'])(
    'lets the page %s run the script written inside it, by its hash, and no other inline script',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSources).toEqual(["'self'", BOOT_SOURCE]);
    },
  );

  it("leads /index.html to the home page (the file alone is not a page's address)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('sends security headers with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  const decode = (encoding: string | undefined, body: Buffer): string =>
    (encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : body
    ).toString();

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])(
    'sends a built script compressed as the build wrote it (Accept-Encoding: %s)',
    async (accept, encoding) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-Big456.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
      expect(decode(encoding, response.rawPayload)).toBe(BIG_SCRIPT);
    },
  );

  it('sends the plain file to a client that takes no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-Big456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it.each(['/', '/meetings/abc123'])('sends the page %s compressed and still never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload)).toBe(PAGE);
  });

  it('compresses API answers of 1 KB or more, and leaves small ones as they are', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', list.rawPayload))).toMatchObject({
      openapi: expect.any(String) as string,
    });

    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe("a page's script policy", () => {
  it('adds the allowed scripts to script-src, or makes a script-src with them', () => {
    expect(allowScripts("default-src 'self';script-src 'self';object-src 'none'", ["'sha256-a'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a';object-src 'none'",
    );
    expect(allowScripts("default-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a'",
    );
    expect(allowScripts("default-src 'self'", [])).toBe("default-src 'self'");
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
