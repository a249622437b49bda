import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { LIMITS } from '@/contract';
import { buildApp } from '../../app';
import { testDatabaseUrl } from '../../testing/scratch-database';
import { createUser, expectError, freshAddress, useTestApp } from '../../testing/test-app';
import { KNOWN_DEVICE, knownDevice, rememberDevice } from './known-devices';
import {
  accountDelayMs,
  addressKey,
  checkAddress,
  claimAccountAttempt,
  LOGIN_THROTTLE,
  recordAddressOutcome,
} from './login-throttle';
import { passwordHashing, PasswordWorkGate } from './password-work-gate';

const t = useTestApp();

const login = (email: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

/** The account's counter row as stored (the key is the normalised email). */
const accountRow = (email: string) =>
  t.app.db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', '=', `account:${email.trim().toLowerCase()}`)
    .executeTakeFirst();

/**
 * Makes the account's current wait end `ms` from now (the clock's now: a test that reads the
 * seconds left stops it), so the next answer does not depend on how long the machine took (the
 * waits themselves are tested on a clock below).
 */
const holdAccount = (email: string, ms: number) =>
  t.app.db
    .updateTable('login_throttle')
    .set({ blocked_until: Date.now() + ms })
    .where('key', '=', `account:${email.trim().toLowerCase()}`)
    .execute();

/** The answer without what differs per response anyway (the date, the request's timing). */
const comparable = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body.replace(/\d+ seconds/, 'N seconds'),
  retryAfter: response.headers['retry-after'] === undefined ? 'none' : 'set',
  cacheControl: response.headers['cache-control'],
});

describe('failed logins per account, whatever the address', () => {
  it('counts failures from every address against the account and then refuses, saying how long to wait', async () => {
    const victim = await createUser(t.app);
    // The clock stands still: the seconds left are counted from the test's now, not the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const now = Date.now();
      // Every guess from its own address: the per-address limits of before let each address guess 10 a minute.
      for (let i = 0; i < 5; i += 1) {
        expect((await login(victim.email, `guess-number-${i}`)).statusCode).toBe(401);
        const row = await accountRow(victim.email);
        expect(row?.failures).toBe(i + 1);
        // The fifth failure starts the first wait.
        if (i === 4) expect(row?.blocked_until).toBe(now + 1000);
      }
      await holdAccount(victim.email, 30_000);
      // Even the right password, from yet another address, waits: the guesser must not learn it meanwhile.
      const refused = await login(victim.email, victim.password);
      expectError(
        refused,
        429,
        'Too many failed logins for this account. Please wait 30 seconds and try again.',
      );
      expect(refused.headers['retry-after']).toBe('30');
      expect((await accountRow(victim.email))?.failures).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a throttled unknown email exactly like a throttled real account (no enumeration)', async () => {
    const real = await createUser(t.app);
    const unknown = `nobody-${Date.now()}@test.school`;
    for (let i = 0; i < 5; i += 1) {
      const [a, b] = await Promise.all([login(real.email, `guess-${i}`), login(unknown, `guess-${i}`)]);
      expect(comparable(a)).toEqual(comparable(b));
    }
    await Promise.all([holdAccount(real.email, 20_000), holdAccount(unknown, 20_000)]);
    const [a, b] = await Promise.all([login(real.email, 'guess-6'), login(unknown, 'guess-6')]);
    expect(a.statusCode).toBe(429);
    expect(comparable(a)).toEqual(comparable(b));
  });

  it('waits twice as long after each further failure, at most a minute: ~70 guesses an hour at most', () => {
    const delays = Array.from({ length: 14 }, (_, i) => accountDelayMs(i + 1) / 1000);
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    // Guessing as fast as allowed for an hour.
    let now = 0;
    let guesses = 0;
    for (let failures = 1; now < 3_600_000; failures += 1) {
      guesses += 1;
      now += Math.max(accountDelayMs(failures), 200);
    }
    expect(guesses).toBeLessThanOrEqual(100);
  });

  it('lets a guess through only when the wait is over, and counts parallel guesses one by one', async () => {
    const email = `clock-${Date.now()}@test.school`;
    let now = 1_000_000;
    // Five parallel guesses at once: all counted, none lost to a race.
    const first = await Promise.all(
      Array.from({ length: 5 }, () => claimAccountAttempt(t.app.db, email, now)),
    );
    expect(first.every((verdict) => verdict.allowed)).toBe(true);
    // Ten more in parallel after the fifth failure: the first wait (1 s) holds for every one of them.
    const blocked = await Promise.all(
      Array.from({ length: 10 }, () => claimAccountAttempt(t.app.db, email, now)),
    );
    expect(blocked).toEqual(Array.from({ length: 10 }, () => ({ allowed: false, retryAfterMs: 1000 })));
    now += 1000;
    const [next, ...rest] = await Promise.all(
      Array.from({ length: 5 }, () => claimAccountAttempt(t.app.db, email, now)),
    );
    // Exactly one of five parallel guesses passes once the wait is over; it starts a 2 s wait.
    expect([next, ...rest].filter((verdict) => verdict?.allowed)).toHaveLength(1);
    now += 1999;
    expect(await claimAccountAttempt(t.app.db, email, now)).toEqual({ allowed: false, retryAfterMs: 1 });
    // An hour later without failures the account starts afresh.
    now += LOGIN_THROTTLE.account.forgetAfterMs;
    expect(await claimAccountAttempt(t.app.db, email, now)).toEqual({ allowed: true });
  });

  it("counts an email that lower-casing makes longer than any account's under a key that fits (PostgreSQL refused it: a 500)", async () => {
    // 254 characters, as a login may send, and 508 once lower-cased ('İ' becomes 'i' and a dot).
    const email = 'İ'.repeat(LIMITS.email);
    for (let i = 0; i < 3; i += 1) expect((await login(email, `guess-${i}`)).statusCode).toBe(401);
    const rows = await t.app.db
      .selectFrom('login_throttle')
      .select(['key', 'failures'])
      .where('key', 'like', 'account:sha256:%')
      .execute();
    expect(rows).toEqual([
      { key: expect.stringMatching(/^account:sha256:[\da-f]{64}$/) as string, failures: 3 },
    ]);
  });

  it('forgets the failures once the right password logs in', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  // Several instances share PostgreSQL (SQLite belongs to one process); tests/cluster does it with real processes.
  it.runIf(testDatabaseUrl())(
    'counts on the database, so a second instance on it refuses what the first counted',
    async () => {
      // Another app on the same database, with a folder of its own, as a second instance would be.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'school-second-'));
      const other = await buildApp({ config: { ...t.config, dataDir } });
      try {
        const email = `shared-${Date.now()}@test.school`;
        for (let i = 0; i < 5; i += 1) expect((await login(email, `guess-${i}`)).statusCode).toBe(401);
        await holdAccount(email, 10_000);
        const refused = await other.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: email.toUpperCase(), password: 'guess-6' },
          remoteAddress: freshAddress(),
        });
        expectError(refused, 429, /^Too many failed logins for this account\./);
      } finally {
        await other.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe("the owner's own browser, known from a past login", () => {
  /** A login from a browser holding `cookie` (the Cookie header's value, when it has one). */
  const loginWith = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: freshAddress(),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  /** The known-device cookie a login answer set, as a browser sends it back. */
  const cookieFrom = (response: LightMyRequestResponse): string => {
    const header = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith(`${KNOWN_DEVICE.cookie}=`));
    if (!header) throw new Error(`no ${KNOWN_DEVICE.cookie} cookie in the answer`);
    return header.split(';')[0] ?? '';
  };

  /** Makes a known browser's current wait end `ms` from now (its row, by the key its cookie gives). */
  const holdDevice = (cookie: string, email: string, ms: number) =>
    t.app.db
      .updateTable('login_throttle')
      .set({ blocked_until: Date.now() + ms })
      .where('key', '=', knownDevice(cookie, email, t.config.jwtSecret) ?? 'none')
      .execute();

  it("logs its owner in at once while others' wrong guesses make everyone else wait", async () => {
    const owner = await createUser(t.app);
    const cookie = cookieFrom(await loginWith(owner.email, owner.password));
    for (let i = 0; i < 5; i += 1) expect((await login(owner.email, `guess-${i}`)).statusCode).toBe(401);
    await holdAccount(owner.email, 30_000);
    expectError(await login(owner.email, 'guess-6'), 429, /^Too many failed logins for this account\./);

    const fromOwnBrowser = await loginWith(owner.email, owner.password, cookie);
    expect(fromOwnBrowser.statusCode).toBe(200);
    // The owner's login does not lift the wait that others' guesses earned.
    expectError(await loginWith(owner.email, owner.password), 429, /^Too many failed logins/);
    expect((await accountRow(owner.email))?.failures).toBe(5);
  });

  it('makes that browser wait after its own wrong guesses, without holding up the account elsewhere', async () => {
    const owner = await createUser(t.app);
    const cookie = cookieFrom(await loginWith(owner.email, owner.password));
    for (let i = 0; i < 5; i += 1)
      expect((await loginWith(owner.email, `typo-${i}`, cookie)).statusCode).toBe(401);
    await holdDevice(cookie, owner.email, 30_000);
    expectError(await loginWith(owner.email, owner.password, cookie), 429, /^Too many failed logins/);
    expect(await accountRow(owner.email)).toBeUndefined();
    expect((await loginWith(owner.email, owner.password)).statusCode).toBe(200);
  });

  it("does not let a cookie pass for another account, altered, or signed with another server's secret", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const othersCookie = cookieFrom(await loginWith(other.email, other.password));
    const ownCookie = cookieFrom(await loginWith(owner.email, owner.password));
    for (let i = 0; i < 5; i += 1) expect((await login(owner.email, `guess-${i}`)).statusCode).toBe(401);
    await holdAccount(owner.email, 30_000);

    const [, value = ''] = ownCookie.split('=');
    const altered = `${KNOWN_DEVICE.cookie}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const elsewhere = rememberDevice(
      undefined,
      owner.email,
      'another-secret-another-secret-another!',
      false,
    ).split(';')[0];
    for (const cookie of [othersCookie, altered, elsewhere]) {
      expectError(await loginWith(owner.email, owner.password, cookie), 429, /^Too many failed logins/);
    }
    expect((await loginWith(owner.email, owner.password, ownCookie)).statusCode).toBe(200);
  });

  it('is sent only to the login, unreadable by scripts, never to other sites, and remembers the last five accounts', async () => {
    const family = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    let cookie: string | undefined;
    let setCookie = '';
    for (const member of family) {
      const answer = await loginWith(member.email, member.password, cookie);
      expect(answer.statusCode).toBe(200);
      setCookie = [answer.headers['set-cookie'] ?? []].flat()[0] ?? '';
      cookie = cookieFrom(answer);
    }
    expect(setCookie).toMatch(/; Path=\/api\/login; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
    const remembered = family.map(
      (member) => knownDevice(cookie, member.email, t.config.jwtSecret) !== undefined,
    );
    expect(remembered).toEqual([false, true, true, true, true, true]);
    // Over HTTPS (PUBLIC_URL https://…) the browser sends it back only over HTTPS.
    expect(rememberDevice(undefined, family[0]?.email ?? '', t.config.jwtSecret, true)).toMatch(/; Secure$/);
  });
});

describe('failed logins per address', () => {
  it('stops one address trying many accounts, with a 429 that says how long to wait', async () => {
    const address = freshAddress();
    // The spraying so far (28 accounts, one guess each), counted without spending 28 scrypt runs here.
    for (let i = 0; i < LOGIN_THROTTLE.address.failures - 2; i += 1) {
      await recordAddressOutcome(t.app.db, address, `sprayed-${i}@test.school`, 'failure', Date.now());
    }
    expect((await login('sprayed-a@test.school', 'Summer2026!', address)).statusCode).toBe(401);
    expect((await login('sprayed-b@test.school', 'Summer2026!', address)).statusCode).toBe(401);
    const refused = await login('sprayed-c@test.school', 'Summer2026!', address);
    expectError(
      refused,
      429,
      /^Too many failed logins from your network\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Nor can it be used for a real account meanwhile; another address is not affected.
    const user = await createUser(t.app);
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('does not lock out a campus behind one address that mostly logs in fine', async () => {
    const campus = `campus-${Date.now()}`;
    const now = Date.now();
    // A busy morning: 200 people logging in fine and 60 typos from one NAT address.
    const person = (i: number) => `pupil-${i}@test.school`;
    for (let i = 0; i < 200; i += 1) await recordAddressOutcome(t.app.db, campus, person(i), 'success', now);
    for (let i = 0; i < 60; i += 1) await recordAddressOutcome(t.app.db, campus, person(i), 'failure', now);
    expect(await checkAddress(t.app.db, campus, now)).toEqual({ allowed: true });
    // After the window the counts start again.
    const later = now + LOGIN_THROTTLE.address.windowMs;
    for (let i = 0; i < LOGIN_THROTTLE.address.failures; i += 1) {
      await recordAddressOutcome(t.app.db, campus, person(i), 'failure', later);
    }
    expect((await checkAddress(t.app.db, campus, later)).allowed).toBe(false);
  });

  it('counts each account that logged in once a window, so logging in again and again buys no guesses', async () => {
    const address = freshAddress();
    const user = await createUser(t.app);
    // Ten logins to one's own account, then guesses at other accounts.
    for (let i = 0; i < 10; i += 1)
      expect((await login(user.email, user.password, address)).statusCode).toBe(200);
    const now = Date.now();
    for (let i = 0; i < LOGIN_THROTTLE.address.failures; i += 1) {
      await recordAddressOutcome(t.app.db, address, `target-${i}@test.school`, 'failure', now);
    }
    // The one account earned one more failure, not ten.
    expect((await login('target-a@test.school', 'Summer2026!', address)).statusCode).toBe(401);
    expect((await login('target-b@test.school', 'Summer2026!', address)).statusCode).toBe(429);
    // A second person logging in from there earns one more.
    const other = await createUser(t.app);
    expect((await login(other.email, other.password, address)).statusCode).toBe(429);
    await recordAddressOutcome(t.app.db, address, other.email, 'success', Date.now());
    expect((await login('target-c@test.school', 'Summer2026!', address)).statusCode).toBe(401);
    expect((await login('target-d@test.school', 'Summer2026!', address)).statusCode).toBe(429);
  });

  it('sees an IPv6 subscriber (a /64) as one address, and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:192.0.2.7')).toBe(addressKey('192.0.2.7'));
  });
});

describe('password work per address', () => {
  it('runs two hashes at a time per address, queues a few more and refuses the rest', async () => {
    const gate = new PasswordWorkGate(2, 3);
    const releases: (() => void)[] = [];
    const work = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const runs = Array.from({ length: 6 }, () => gate.run('flood', work));
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    expect(gate.load('flood')).toBe(5);
    // Another address is not held up by the flood.
    const other = gate.run('someone', () => Promise.resolve('fast'));
    expect(await other).toEqual({ value: 'fast' });
    expect(await runs[5]).toBeUndefined();
    while (releases.length) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual(Array.from({ length: 5 }, () => ({ value: 'done' })));
    expect(gate.load('flood')).toBe(0);
  });

  it('keeps a real login ahead of a flood of 40 logins from one address: behind two of them, not forty', async () => {
    const user = await createUser(t.app);
    // The unknown emails' decoy hash made beforehand, so only logins wait in the line below.
    expect((await login('no-such-account@test.school', 'Summer2026!')).statusCode).toBe(401);
    // Every place in the process-wide hashing line held until the test lets go, and no timer
    // firing meanwhile (the line's waiting budget), so what waits where is counted, not timed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const holders: (() => void)[] = [];
    const held = Array.from({ length: passwordHashing.options.permits }, () =>
      passwordHashing.run(() => new Promise<void>((resolve) => holders.push(resolve))),
    );
    try {
      const flooder = freshAddress();
      const answered: number[] = [];
      const flood = Array.from({ length: 40 }, (_, i) =>
        login(`flood-${i}@test.school`, 'Summer2026!', flooder).then((response) => {
          answered.push(response.statusCode);
          return response.statusCode;
        }),
      );
      // Two of the flood's checks wait in the line, eight more at the address's own gate; the
      // other 30 are turned away at once instead of queueing for the CPU.
      await vi.waitFor(
        () => {
          expect(answered).toEqual(Array.from({ length: 30 }, () => 429));
          expect(passwordHashing.load.waiting).toBe(2);
        },
        { timeout: 10_000, interval: 5 },
      );
      // The real login, from its own address, waits behind those two only.
      const real = login(user.email, user.password);
      await vi.waitFor(() => expect(passwordHashing.load.waiting).toBe(3), { timeout: 10_000, interval: 5 });

      for (const release of holders) release();
      await Promise.all(held);
      expect((await real).statusCode).toBe(200);
      const statuses = await Promise.all(flood);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    } finally {
      for (const release of holders) release();
      vi.useRealTimers();
    }
  });
});
