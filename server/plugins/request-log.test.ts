import { DEFAULT_LOG_LEVEL } from '../config';
import { ADMIN, createTestApp, freshAddress, type TestApp } from '../testing/test-app';
import { SUMMARY_INTERVAL_MS } from './log-summary';
import { RefusalCounter, type RefusalSummary } from './request-log';

interface Line {
  msg: string;
  level: number;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: unknown;
  err?: unknown;
}

/** The app as production builds it, logging into an array instead of standard output. */
async function appWithLog(level: string = DEFAULT_LOG_LEVEL) {
  const lines: Line[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Line) };
  const t = await createTestApp({}, { logger: { level, stream } });
  return { t, lines };
}

/** Sends `count` requests, a hundred at a time. */
async function send(count: number, request: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - start) }, (_, i) => request(start + i)));
  }
}

describe('a flood of refused requests', () => {
  let t: TestApp;
  let lines: Line[];
  beforeAll(async () => {
    // Only the summary's interval is faked, so the test need not wait a minute for it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    ({ t, lines } = await appWithLog());
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('writes a handful of log lines, not one per request, and a summary with the counts', async () => {
    const before = lines.length;
    // Unknown paths from three addresses, a protected call without a token, a sign-up without
    // fields, and one address guessing the admin's password until the login limit stops it.
    await send(1500, (i) =>
      t.app.inject({ method: 'GET', url: `/api/nothing-${i}`, remoteAddress: `10.1.0.${i % 3}` }),
    );
    await send(1000, () =>
      t.app.inject({ method: 'GET', url: '/api/profile', remoteAddress: freshAddress() }),
    );
    await send(500, () =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: {}, remoteAddress: freshAddress() }),
    );
    await send(200, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN.email, password: 'not-the-password' },
        remoteAddress: '10.2.0.1',
      }),
    );
    const duringFlood = lines.slice(before);
    expect(duringFlood.map((line) => line.msg)).toEqual([]);

    vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
    const summaries = lines.slice(before).filter((line) => /^refused \d+ requests$/.test(line.msg));
    expect(summaries).toHaveLength(1);
    const summary = summaries[0] as unknown as RefusalSummary & { periodSeconds: number };
    expect(summary.refused).toBe(3200);
    expect(summary.periodSeconds).toBe(60);
    const { '401': unauthorized, '429': tooMany, ...others } = summary.byStatus;
    expect(others).toEqual({ '404': 1500, '400': 500 });
    expect((unauthorized ?? 0) + (tooMany ?? 0)).toBe(1200);
    expect(tooMany).toBeGreaterThan(150);
    expect(summary.byRoute).toEqual(
      expect.arrayContaining([
        { status: 404, method: 'GET', route: '(no route)', count: 1500 },
        { status: 401, method: 'GET', route: '/api/profile', count: 1000 },
        { status: 400, method: 'POST', route: '/api/register', count: 500 },
        { status: 429, method: 'POST', route: '/api/login', count: tooMany },
      ]),
    );
    expect(summary.topAddresses.slice(0, 4)).toEqual([
      { address: expect.stringMatching(/^10\.1\.0\.\d$/) as string, count: 500 },
      { address: expect.stringMatching(/^10\.1\.0\.\d$/) as string, count: 500 },
      { address: expect.stringMatching(/^10\.1\.0\.\d$/) as string, count: 500 },
      { address: '10.2.0.1', count: 200 },
    ]);

    // Counted afresh: a quiet minute writes nothing.
    vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
    expect(lines.slice(before).filter((line) => line.msg.startsWith('refused'))).toHaveLength(1);
  });
});

describe('requests that are answered', () => {
  it('are not logged one by one at the default level, so start-up lines stay in sight', async () => {
    const { t, lines } = await appWithLog();
    try {
      const before = lines.length;
      for (let i = 0; i < 3; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/meetings' })).statusCode).toBe(200);
      }
      expect(lines.slice(before)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('at LOG_LEVEL=debug are one line each, with method, URL, status and time', async () => {
    const { t, lines } = await appWithLog('debug');
    try {
      const before = lines.length;
      for (let i = 0; i < 3; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/meetings' })).statusCode).toBe(200);
      }
      const answered = lines.slice(before).filter((line) => line.msg === 'request completed');
      expect(answered).toHaveLength(3);
      for (const line of answered) {
        expect(line).toMatchObject({
          level: 20,
          req: { method: 'GET', url: '/api/meetings' },
          res: { statusCode: 200 },
          responseTime: expect.any(Number) as number,
        });
      }
    } finally {
      await t.close();
    }
  });

  it('that fail on our side (5xx) are logged one by one at the default level, with their cause', async () => {
    const { t, lines } = await appWithLog();
    try {
      // A fault on our side (here: the database closed under the app) is a 500, logged with its cause.
      // (A message, which must be stored: public lists may still be answered from memory.)
      await t.app.db.destroy();
      const failedAt = lines.length;
      const message = { name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'Is it open?' };
      for (let i = 0; i < 3; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
        expect(response.statusCode).toBe(500);
      }
      const failed = lines.slice(failedAt);
      expect(failed.filter((line) => line.msg === 'request failed' && line.err)).toHaveLength(3);
      expect(
        failed.filter((line) => line.msg === 'request completed' && line.res?.statusCode === 500),
      ).toHaveLength(3);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('RefusalCounter', () => {
  it('keeps a bounded number of addresses and says how many it did not count one by one', () => {
    const counter = new RefusalCounter();
    for (let i = 0; i < 10_005; i += 1) counter.add(429, 'POST', '/api/login', `addr-${i}`);
    const summary = counter.take();
    expect(summary?.refused).toBe(10_005);
    expect(summary?.uncountedAddresses).toBe(5);
    expect(summary?.topAddresses).toHaveLength(10);
    expect(counter.take()).toBeUndefined();
  });
});
