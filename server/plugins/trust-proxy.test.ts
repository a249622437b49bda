import { randomInt } from 'node:crypto';
import { LOGIN_THROTTLE } from '../modules/accounts/login-throttle';
import { createTestApp, expectError, type TestApp } from '../testing/test-app';

/** Addresses of their own per run, so counters in a shared Redis never mix in. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const PROXY = '192.0.2.10';

const contact = (t: TestApp, forwardedFor: string, remoteAddress = PROXY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ana', email: 'ana@school.test', subject: 'Hello', message: 'A question' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

/** What the visitor sent (a made-up address each time) with what the proxy appended (the real one). */
const rotated = (client: string) => `${randomAddress()}, ${client}`;

describe.each([
  ['a number of hops', '1'],
  ['the proxy addresses', `${PROXY}, 198.51.100.0/24`],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the address the proxy saw, so a made-up X-Forwarded-For per request does not escape the limit', async () => {
    const client = randomAddress();
    for (let i = 0; i < 5; i += 1) expect((await contact(t, rotated(client))).statusCode).toBe(201);
    expectError(await contact(t, rotated(client)), 429, /^Too many requests\. Please wait \d+ seconds/);
    // Another visitor behind the same proxy is counted on its own.
    expect((await contact(t, rotated(randomAddress()))).statusCode).toBe(201);
  });

  it('does not let failed logins escape the per-address limit either', async () => {
    const client = randomAddress();
    const { failures } = LOGIN_THROTTLE.address;
    // A different account and a fresh made-up address each time: the limit must still see one address.
    const statuses: number[] = [];
    for (let i = 0; i < failures + 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `sprayed-${i}@school.test`, password: 'Summer2026!' },
        headers: { 'x-forwarded-for': rotated(client) },
        remoteAddress: PROXY,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, failures)).toEqual(Array.from({ length: failures }, () => 401));
    expect(statuses.slice(failures)).toEqual([429, 429, 429]);
  });
});

describe('TRUST_PROXY as addresses', () => {
  it('ignores X-Forwarded-For from anyone who is not a listed proxy', async () => {
    const t = await createTestApp({ TRUST_PROXY: PROXY });
    try {
      const direct = randomAddress();
      for (let i = 0; i < 5; i += 1) {
        expect((await contact(t, randomAddress(), direct)).statusCode).toBe(201);
      }
      expectError(await contact(t, randomAddress(), direct), 429, /^Too many requests/);
    } finally {
      await t.close();
    }
  });
});

describe('X-Forwarded-For entries that are not addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A failed login, and the addresses login_throttle counts failures under after it. */
  async function failedLogin(forwardedFor: string, remoteAddress: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `junk-${randomInt(1e9)}@school.test`, password: 'Summer2026!' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(401);
    const rows = await t.app.db
      .selectFrom('login_throttle')
      .select('key')
      .where('key', 'like', 'address:%')
      .execute();
    return rows.map((row) => row.key);
  }

  const JUNK: [label: string, junk: string][] = [
    ['400 characters (PostgreSQL refused them as a key: a 500)', 'x'.repeat(400)],
    ['a NUL character (PostgreSQL refused it: a 500)', '192.0.2.77\u0000'],
    ['words', 'unknown'],
    ['an address with a zone', 'fe80::1%eth0'],
  ];

  it.each(JUNK)(
    'ending in %s: a 401, counted under the address that passed it on, never the text',
    async (_label, junk) => {
      const peer = randomAddress();
      const keys = await failedLogin(`${randomAddress()}, ${junk}`, peer);
      expect(keys).toContain(`address:${peer}`);
      expect(keys.filter((key) => key.includes(junk))).toEqual([]);
    },
  );

  it.each(JUNK)(
    "with %s before the proxy's own entry: counted under the address the proxy saw",
    async (_label, junk) => {
      const client = randomAddress();
      expect(await failedLogin(`${junk}, ${client}`, PROXY)).toContain(`address:${client}`);
    },
  );
});
