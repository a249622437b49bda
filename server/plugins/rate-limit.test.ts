import { randomInt } from 'node:crypto';
import { createTestApp, expectError, type TestApp } from '../testing/test-app';

/** A Redis for the shared-counter tests (.ci/run sets it); without it those tests are skipped. */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

// Random, so counters another run left in the shared Redis within the minute never mix in.
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function sendContact(t: TestApp, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ana', email: 'ana@school.test', subject: 'Hello', message: 'A question' },
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
