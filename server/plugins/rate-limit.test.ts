// On SQLite only: the limits count requests in memory or in Redis, never in SQL.
import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { contactMessage, createTestApp, expectError, type TestApp, useTestApp } from '../testing/test-app';
import { FREE_READS, RATE_LIMITS } from './security';

/** A Redis for the shared-counter tests (.ci/run sets it); without it those tests are skipped. */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

// Random, so counters another run left in the shared Redis within the minute never mix in.
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function sendContact(t: TestApp, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contactMessage(),
    remoteAddress,
  });
}

/** Two instances of the backend, as a load balancer would have them, with the same settings. */
async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  return [await createTestApp(env), await createTestApp(env)];
}

describe('rate limits across instances', () => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((t) => t.close()));
    apps = [];
  });

  it('without REDIS_URL each instance counts on its own', async () => {
    const [a, b] = await twoInstances({});
    apps = [a, b];
    const address = randomAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendContact(a, address)).statusCode).toBe(201);
      expect((await sendContact(b, address)).statusCode).toBe(201);
    }
    expectError(await sendContact(a, address), 429, /^Too many requests/);
  });

  it.runIf(redisUrl)('with REDIS_URL the instances share one count per address', async () => {
    const [a, b] = await twoInstances({ REDIS_URL: redisUrl ?? '' });
    apps = [a, b];
    const address = randomAddress();
    for (const instance of [a, b, a, b, a])
      expect((await sendContact(instance, address)).statusCode).toBe(201);
    // The contact form allows 5 a minute: the sixth is refused on either instance.
    expectError(await sendContact(b, address), 429, /^Too many requests\. Please wait \d+ seconds/);
    expectError(await sendContact(a, address), 429, /^Too many requests/);
    expect((await sendContact(b, randomAddress())).statusCode).toBe(201);
  });

  it('lets requests through when Redis does not answer, rather than refusing everyone, without waiting for it', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    apps = [t];
    // No timer fires from here on: an answer that waited for Redis (a connection or command
    // timeout, a retry) would never come, and the test would fail on its time limit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      for (let i = 0; i < 3; i += 1) expect((await sendContact(t, randomAddress())).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what counts against an address', () => {
  const t = useTestApp();

  const overTheLimit = RATE_LIMITS.default.max + 50;
  const askMany = async (url: string, remoteAddress: string) => {
    const statuses = new Set<number>();
    for (let i = 0; i < overTheLimit; i += 1) {
      statuses.add((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
    }
    return statuses;
  };

  it('pictures, pages and the public lists are not counted: a whole school behind one address reads them freely', async () => {
    const address = randomAddress();
    // No website is built in this test app: pages answer 404, but they are answered, not refused.
    expect(await askMany('/uploads/none-such.webp', address)).not.toContain(429);
    expect(await askMany('/meetings', address)).not.toContain(429);
    expect(await askMany('/api/courses', address)).not.toContain(429);
    expect(await askMany('/api/meetings/category/Soon?page=1&limit=9', address)).not.toContain(429);
  });

  it('the rest of the API still is', async () => {
    expect(await askMany('/api/docs/json', randomAddress())).toContain(429);
  });

  it("the calendar feed and the site's settings are not counted, while that address's writes still are", async () => {
    const address = randomAddress();
    const statuses = new Set<number>();
    const etags = new Map<string, string>();
    for (let i = 0; i < 1500; i += 1) {
      for (const url of ['/api/calendar.ics', '/api/site']) {
        // Half of them revalidating, as calendar apps and browsers do.
        const etag = etags.get(url);
        const headers = i % 2 && etag ? { 'if-none-match': etag } : {};
        const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress: address });
        statuses.add(response.statusCode);
        if (typeof response.headers.etag === 'string') etags.set(url, response.headers.etag);
      }
    }
    expect([...statuses].sort()).toEqual([200, 304]);

    // None of the 3,000 reads was counted: the address's whole allowance is left for the rest
    // of the API …
    const counted = await t.app.inject({ url: '/api/docs/json', remoteAddress: address });
    expect(counted.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMITS.default.max - 1));
    // … and its writes are limited as before.
    for (let i = 0; i < RATE_LIMITS.contact.max; i += 1) {
      expect((await sendContact(t, address)).statusCode).toBe(201);
    }
    expectError(await sendContact(t, address), 429, /^Too many requests/);
  });
});

describe('FREE_READS', () => {
  const t = useTestApp();

  it('names only public reads, each registered without a limit; calls that need a token keep theirs', () => {
    const routes = t.app.routeCatalog;
    const needsToken = (route: RouteOptions) => route.schema !== undefined && 'security' in route.schema;
    // The website's files (/*) are served only with a built website, which this test app has not.
    for (const url of [...FREE_READS].filter((path) => path !== '/*')) {
      const same = routes.filter((route) => route.url === url);
      const reads = same.filter((route) => route.method === 'GET' || route.method === 'HEAD');
      expect(reads.map((route) => route.method).sort(), url).toEqual(['GET', 'HEAD']);
      for (const route of reads) {
        expect(needsToken(route), url).toBe(false);
        expect(route.config?.rateLimit, url).toBe(false);
      }
      // The same path's writes (POST /api/meetings) are counted.
      for (const route of same.filter((write) => !reads.includes(write))) {
        expect(route.config?.rateLimit, `${String(route.method)} ${url}`).not.toBe(false);
      }
    }
    const counted = routes.filter((route) => needsToken(route) || route.method === 'POST');
    expect(counted.map((route) => route.url)).toContain('/api/meetings/:id/registrations');
    for (const route of counted) expect(route.config?.rateLimit, route.url).not.toBe(false);
  });
  it("covers the website's files when a website is built", async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'school-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.js'), 'console.log(1)');
    const site = await createTestApp({ WEB_ROOT: webRoot });
    try {
      const files = site.app.routeCatalog.filter((route) => route.url === '/*');
      expect(files.flatMap((route) => [route.method].flat()).sort()).toEqual(['GET', 'HEAD']);
      for (const route of files) expect(route.config?.rateLimit).toBe(false);
      const address = randomAddress();
      for (let i = 0; i < RATE_LIMITS.default.max + 50; i += 1) {
        const url = i % 2 ? '/assets/index-AbC123.js' : '/meetings';
        expect((await site.app.inject({ url, remoteAddress: address })).statusCode).toBe(200);
      }
    } finally {
      await site.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
