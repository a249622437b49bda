import { randomInt } from 'node:crypto';
import { contactMessage, createTestApp, expectError, type TestApp, useTestApp } from '../testing/test-app';
import { RATE_LIMITS } from './security';

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

  it('lets requests through when Redis does not answer, rather than refusing everyone', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    apps = [t];
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      expect((await sendContact(t, randomAddress())).statusCode).toBe(201);
      // Not held up waiting for Redis either.
      expect(Date.now() - started).toBeLessThan(1000);
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
});
