import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { AnswerCache, COMPRESSION, preferredEncoding } from './answer-cache';
import { etagOf } from './http-cache';

describe('preferredEncoding (as @fastify/compress chooses)', () => {
  const of = (headers: Record<string, string>) => preferredEncoding({ headers } as unknown as FastifyRequest);

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(of({ 'accept-encoding': header })).toBe(expected);
  });

  it('sends nothing compressed without Accept-Encoding, or with x-no-compression', () => {
    expect(of({})).toBeUndefined();
    expect(of({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBeUndefined();
  });
});

describe('public answers from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Enough meetings for an answer well over the compression threshold.
    for (let i = 0; i < 12; i += 1) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: bearer(t.adminToken),
        payload: {
          title: `Open evening ${i}`,
          description: 'A long description of the evening, so the list is worth compressing. '.repeat(3),
          price: 0,
          date: '2099-01-01',
          hours: '18:00',
          location: 'Hall',
          bookNow: 'Free',
          category: 'Soon',
        },
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const URL = '/api/meetings/category/Soon?page=1&limit=9';
  const get = (headers: Record<string, string> = {}) => t.app.inject({ url: URL, headers });
  const decoded = (response: LightMyRequestResponse) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.body;
  };
  const HEADERS = ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'] as const;
  const pick = (response: LightMyRequestResponse) =>
    Object.fromEntries(HEADERS.map((name) => [name, response.headers[name]]));

  it.each([['br, gzip'], ['gzip'], ['identity'], ['']])(
    'answers a repeated call (Accept-Encoding "%s") with the same bytes and headers',
    async (acceptEncoding) => {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const first = await get(headers);
      const again = await get(headers);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(pick(again)).toEqual(pick(first));
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const json = decoded(again);
      expect(again.headers.etag).toBe(etagOf(json));
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Buffer.byteLength(json)).toBeGreaterThan(COMPRESSION.threshold);
      const expectedEncoding = acceptEncoding.includes('br')
        ? 'br'
        : acceptEncoding === 'gzip'
          ? 'gzip'
          : undefined;
      expect(again.headers['content-encoding']).toBe(expectedEncoding);
      if (expectedEncoding) expect(again.headers.vary).toMatch(/accept-encoding/);
      expect(JSON.parse(json)).toMatchObject({ success: true, page: 1, limit: 9, totalMeetings: 12 });
    },
  );

  it('answers a matching If-None-Match with an empty 304, from memory too', async () => {
    const { etag } = (await get({ 'accept-encoding': 'br' })).headers;
    for (let i = 0; i < 2; i += 1) {
      const revalidated = await get({
        'accept-encoding': 'br',
        'if-none-match': `W/"other", ${String(etag)}`,
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
    }
  });

  it('answers a caller with a token the same list, without ETag and never to be stored', async () => {
    const visitor = await get();
    for (let i = 0; i < 2; i += 1) {
      const withToken = await get(bearer(t.adminToken));
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers.etag).toBeUndefined();
      expect(withToken.headers['cache-control']).toBe('no-store');
      expect(withToken.body).toBe(visitor.body);
    }
  });
});

describe('AnswerCache', () => {
  it('keeps at most its size in bytes, dropping the least recently used answers first', async () => {
    const cache = new AnswerCache(20_000);
    let computed = 0;
    const app = Fastify();
    await app.register(compress, { global: true, ...COMPRESSION });
    app.get('/item/:n', async (request, reply) => {
      const { n } = request.params as { n: string };
      return cache.send(request, reply, 'v1', n, () => {
        computed += 1;
        return Promise.resolve({ n, text: `${n} `.repeat(600) });
      });
    });
    const get = (n: number) => app.inject({ url: `/item/${n}`, headers: { 'accept-encoding': 'gzip' } });
    const first = await get(0);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toMatchObject({ n: '0' });
    expect(computed).toBe(1);
    await get(0);
    expect(computed).toBe(1);
    for (let n = 1; n <= 30; n += 1) {
      await get(n);
      await get(0); // kept in use
    }
    expect(computed).toBe(31);
    expect(cache.size).toBeLessThan(20);
    await get(0);
    expect(computed).toBe(31);
    await get(1);
    expect(computed).toBe(32);
    await app.close();
  });

  it('computes an answer once for requests that arrive together, and not at all after a failure', async () => {
    const cache = new AnswerCache(1_000_000);
    let computed = 0;
    let fail = true;
    const app = Fastify();
    app.get('/slow', async (request, reply) =>
      cache.send(request, reply, 'v1', 'slow', async () => {
        computed += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('database down');
        return { ok: true };
      }),
    );
    const failed = await Promise.all([app.inject('/slow'), app.inject('/slow')]);
    expect(failed.map((response) => response.statusCode)).toEqual([500, 500]);
    expect(computed).toBe(1);
    fail = false;
    const answers = await Promise.all([app.inject('/slow'), app.inject('/slow'), app.inject('/slow')]);
    expect(answers.map((response) => response.json<unknown>())).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(computed).toBe(2);
    await app.close();
  });
});

describe('answers that are not JSON', () => {
  const TEXT = `BEGIN:VCALENDAR\r\n${'SUMMARY:Open evening\r\n'.repeat(100)}END:VCALENDAR\r\n`;
  let made = 0;
  const cache = new AnswerCache(1_000_000);
  const app = Fastify();
  app.get('/file.ics', async (request, reply) =>
    cache.sendText(request, reply, 'v1', 'file', () => {
      made += 1;
      return Promise.resolve({
        type: 'text/calendar; charset=utf-8',
        body: TEXT,
        headers: {
          'content-disposition': 'attachment; filename="file.ics"',
          'cache-control': 'public, max-age=900',
        },
      });
    }),
  );
  afterAll(async () => {
    await app.close();
  });

  it('keeps its type and headers, on the answer and on its 304, and its compressed form', async () => {
    const first = await app.inject({ url: '/file.ics', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(TEXT);
    expect(first.headers.etag).toBe(etagOf(TEXT));
    const again = await app.inject({ url: '/file.ics', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const unchanged = await app.inject({
      url: '/file.ics',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    for (const response of [first, again, unchanged]) {
      // Its own cache-control, not the revalidation every other public read carries.
      expect(response.headers['cache-control']).toBe('public, max-age=900');
      expect(response.headers['content-disposition']).toBe('attachment; filename="file.ics"');
    }
    expect(made).toBe(1);
  });
});

describe("the website's pages from memory", () => {
  const HTML = `<!doctype html><title>Home</title>${'<p>Upcoming meetings and popular courses.</p>'.repeat(80)}`;
  let stamp = 'v1';
  let drawn = 0;
  let cache: AnswerCache;
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    const sent = await cache.sendPage(request, reply, stamp, request.url, () => {
      drawn += 1;
      if (request.url === '/admin') return Promise.resolve(null);
      return Promise.resolve({ status: request.url === '/gone' ? 404 : 200, html: HTML });
    });
    return sent ? reply : reply.send('drawn in the browser');
  });
  const get = (url: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) =>
    app.inject({ url, headers });

  beforeEach(() => {
    cache = new AnswerCache(1_000_000);
    stamp = 'v1';
    drawn = 0;
  });
  afterAll(async () => {
    await app.close();
  });

  it('draws a page once while the data it was drawn from is unchanged, and anew once it moves', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(HTML);
    await get('/');
    expect(drawn).toBe(1);
    stamp = 'v2';
    await get('/');
    expect(drawn).toBe(2);
  });

  it('sends a page asked for again in its strongest brotli form, the same HTML', async () => {
    const first = await get('/');
    await get('/');
    // Made off the main thread: it replaces the first form once done.
    await vi.waitFor(async () => {
      const later = await get('/');
      expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    });
    const later = await get('/');
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(HTML);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(drawn).toBe(1);
  });

  it('answers a matching If-None-Match with an empty 304, and keeps a missing page’s 404', async () => {
    const first = await get('/');
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gone = await get('/gone');
    expect(gone.statusCode).toBe(404);
    expect((await get('/gone')).statusCode).toBe(404);
    expect(drawn).toBe(2);
  });

  it('keeps nothing for a page the browser draws alone', async () => {
    expect((await get('/admin')).body).toBe('drawn in the browser');
    expect((await get('/admin')).body).toBe('drawn in the browser');
    expect(drawn).toBe(2);
    expect(cache.size).toBe(0);
  });
});
