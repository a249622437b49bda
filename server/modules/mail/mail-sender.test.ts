import type { OutboxListResponse } from '@/contract';
import { createDatabase, databaseEngine, type Db } from '../../db/database';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, getAs, useTestApp } from '../../testing/test-app';
import { createMailSender, defaultRetryDelay, type MailSenderOptions } from './mail-sender';
import { createMailTransport, type MailTransport } from './mail-transport';
import { enqueueEmail } from './outbox';
import { claimDueEmails, markEmailSent } from './outbox.repository';

type MarkSent = typeof markEmailSent;

const t = useTestApp();
const FROM = 'Springfield High <office@springfield.example>';
const DOMAIN = 'springfield.example';
const MINUTE = 60_000;
let smtp: SmtpTestServer;

const INVITATION = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//School//Meetings//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:registration-42@school.example',
  'SEQUENCE:0',
  'DTSTAMP:20260101T090000Z',
  'DTSTART:20260310T170000Z',
  'SUMMARY:Open Day',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

function sender(overrides: Partial<MailSenderOptions> = {}) {
  return createMailSender({
    db: t.app.db,
    engine: databaseEngine(t.config),
    transport: createMailTransport(smtp.url, FROM),
    log: silent,
    messageDomain: DOMAIN,
    pollMs: 30,
    retryDelay: () => 150,
    ...overrides,
  });
}

const rows = () => t.app.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();
const subjects = () => smtp.received.map(({ mail }) => mail.subject ?? '').sort();
const messageIdOf = (rowId: string) => `<${rowId}@${DOMAIN}>`;
const iso = (ms: number) => new Date(ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(async () => {
  await smtp.start();
  smtp.received.length = 0;
  await t.app.db.deleteFrom('outbox').execute();
});

describe('the mail sender', () => {
  it('sends exactly the e-mails whose change committed, with their attachments, from MAIL_FROM', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, {
        to: 'ana@example.com',
        subject: 'You are registered: Open Day',
        text: 'See you on 10 March.',
        attachments: [
          {
            filename: 'open-day.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: INVITATION,
          },
        ],
      });
      await enqueueEmail(trx, {
        to: 'ben@example.com',
        subject: 'You are on the waiting list',
        text: 'Number 1.',
      });
      await enqueueEmail(trx, {
        to: 'cy@example.com',
        subject: 'Your notes',
        text: 'Attached.',
        attachments: [{ filename: 'notes.txt', contentType: 'text/plain', content: 'Bring a pen.' }],
      });
    });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, { to: 'dee@example.com', subject: 'Never sent', text: 'Rolled back.' });
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');

    expect(await sender().runOnce()).toBe(3);
    await smtp.waitFor(3);
    expect(subjects()).toEqual(['You are on the waiting list', 'You are registered: Open Day', 'Your notes']);

    const confirmation = smtp.received.find(({ mail }) => mail.subject === 'You are registered: Open Day');
    expect(confirmation?.envelopeTo).toEqual(['ana@example.com']);
    expect(confirmation?.mail.from?.text).toBe('"Springfield High" <office@springfield.example>');
    expect(confirmation?.mail.text?.trim()).toBe('See you on 10 March.');
    const ics = confirmation?.mail.attachments.find((attachment) => attachment.filename === 'open-day.ics');
    expect(ics?.content.toString('utf8')).toContain('UID:registration-42@school.example');
    const notes = smtp.received.find(({ mail }) => mail.subject === 'Your notes')?.mail.attachments;
    expect(notes?.map((attachment) => [attachment.filename, attachment.content.toString('utf8')])).toEqual([
      ['notes.txt', 'Bring a pen.'],
    ]);

    const stored = await rows();
    expect(stored.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(stored.every((row) => row.sent_at !== null)).toBe(true);
    // Sent means done: a second round finds nothing, and nobody gets one twice.
    expect(await sender().runOnce()).toBe(0);
    await sleep(100);
    expect(smtp.received).toHaveLength(3);
  });

  it('lets requests go first: while the event loop is busy an e-mail waits, at most a set time', async () => {
    for (const n of [1, 2]) {
      await enqueueEmail(t.app.db, { to: `p${n}@example.com`, subject: `Registered ${n}`, text: '.' });
    }
    const events: string[] = [];
    const transport = createMailTransport(smtp.url, FROM);
    const watched: MailTransport = {
      send: async (email) => {
        await transport.send(email);
        events.push('sent');
      },
      close: transport.close,
    };
    // Busy for the first three looks, quiet after: the first e-mail waits for the quiet.
    let looks = 0;
    const quietAfterThree = sender({
      transport: watched,
      loopBusy: () => {
        looks += 1;
        events.push(looks <= 3 ? 'busy' : 'quiet');
        return looks <= 3 ? 0.9 : 0.1;
      },
      yieldToRequests: { above: 0.5, checkMs: 10, atMostMs: 60_000 },
    });
    expect(await quietAfterThree.runOnce()).toBe(2);
    // In the order claimed (both were written in the same millisecond): which first is not the point.
    expect(events).toEqual(['busy', 'busy', 'busy', 'quiet', 'sent', 'quiet', 'sent']);

    // Busy all the time: each e-mail still goes, once it has waited its longest.
    await enqueueEmail(t.app.db, { to: 'p3@example.com', subject: 'Registered 3', text: '.' });
    let busyLooks = 0;
    const alwaysBusy = sender({
      loopBusy: () => {
        busyLooks += 1;
        return 1;
      },
      yieldToRequests: { above: 0.5, checkMs: 10, atMostMs: 50 },
    });
    const started = Date.now();
    expect(await alwaysBusy.runOnce()).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(busyLooks).toBeGreaterThan(1);
    await smtp.waitFor(3);
    transport.close();
  });

  it('keeps e-mails while the mail server is away (tries, last error) and sends them once it returns', async () => {
    const running = sender();
    running.start();
    try {
      for (const n of [1, 2, 3])
        await enqueueEmail(t.app.db, { to: `p${n}@example.com`, subject: `Before ${n}`, text: '.' });
      await smtp.waitFor(3);

      await smtp.stop();
      for (const n of [1, 2])
        await enqueueEmail(t.app.db, { to: `q${n}@example.com`, subject: `During ${n}`, text: '.' });
      await until(async () => (await rows()).filter((row) => row.attempts >= 2).length === 2);
      const waiting = (await rows()).filter((row) => row.subject.startsWith('During'));
      expect(waiting.map((row) => row.status)).not.toContain('sent');
      for (const row of waiting) expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

      await smtp.start();
      await smtp.waitFor(5);
      await until(async () => (await rows()).every((row) => row.status === 'sent'));
    } finally {
      await running.stop();
    }
    await sleep(100);
    expect(subjects()).toEqual(['Before 1', 'Before 2', 'Before 3', 'During 1', 'During 2']);
  });

  it('backs off 1, 2, 4 … minutes up to an hour, and gives up after the last try', async () => {
    expect([1, 2, 3, 4, 6, 7, 10].map((n) => defaultRetryDelay(n) / 60_000)).toEqual([
      1, 2, 4, 8, 32, 60, 60,
    ]);

    await smtp.stop();
    await enqueueEmail(t.app.db, { to: 'gone@example.com', subject: 'Doomed', text: '.' });
    const clock = { now: Date.now() };
    const once = sender({ maxAttempts: 3, retryDelay: defaultRetryDelay, now: () => clock.now });
    expect(await once.runOnce()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(row?.next_attempt_at ?? '') - clock.now).toBe(60_000);
    // Not due yet.
    expect(await once.runOnce()).toBe(0);
    clock.now += 60_000;
    expect(await once.runOnce()).toBe(1);
    [row] = await rows();
    expect(Date.parse(row?.next_attempt_at ?? '') - clock.now).toBe(120_000);
    clock.now += 120_000;
    expect(await once.runOnce()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    clock.now += 24 * 3_600_000;
    expect(await once.runOnce()).toBe(0);
  });

  it('retries what a sender that died was holding once its lease runs out, and ignores the dead claim', async () => {
    await enqueueEmail(t.app.db, { to: 'late@example.com', subject: 'Held by a crashed sender', text: '.' });
    const start = Date.now();
    const [held] = await claimDueEmails(t.app.db, databaseEngine(t.config), {
      token: 'crashed-sender',
      now: new Date(start).toISOString(),
      until: new Date(start + 60_000).toISOString(),
      limit: 10,
    });
    expect(held?.status).toBe('sending');
    // Within the lease nobody else takes it.
    expect(await sender({ now: () => start + 30_000 }).runOnce()).toBe(0);
    expect(await sender({ now: () => start + 61_000 }).runOnce()).toBe(1);
    await smtp.waitFor(1);
    expect(await markEmailSent(t.app.db, held?.id ?? '', 'crashed-sender', new Date().toISOString())).toBe(
      false,
    );
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives each row a Message-ID of its own, the same when the row is sent again after a crash', async () => {
    for (const subject of ['Once', 'Twice'])
      await enqueueEmail(t.app.db, { to: 'ana@example.com', subject, text: '.' });
    expect(await sender().runOnce()).toBe(2);
    await smtp.waitFor(2);
    const stored = await rows();
    expect(smtp.received.map(({ mail }) => mail.messageId).sort()).toEqual(
      stored.map((row) => messageIdOf(row.id)).sort(),
    );

    // A sender that crashed after the mail server took "Twice", before recording it: the row is
    // claimed again once that sender's lease has run out, and goes out with the same Message-ID.
    const twice = stored.find((row) => row.subject === 'Twice');
    await t.app.db
      .updateTable('outbox')
      .set({ status: 'sending', claim_token: 'crashed-sender', claimed_until: iso(Date.now() - 1) })
      .where('id', '=', twice?.id ?? '')
      .execute();
    expect(await sender().runOnce()).toBe(1);
    await smtp.waitFor(3);
    expect(smtp.received[2]?.mail.subject).toBe('Twice');
    expect(smtp.countByMessageId().get(messageIdOf(twice?.id ?? ''))).toBe(2);
  });

  it('records "sent" through a failing database, retrying, while no other sender takes the row', async () => {
    await enqueueEmail(t.app.db, { to: 'ana@example.com', subject: 'Recorded at last', text: '.' });
    const clock = { now: Date.now() };
    const other = sender({ now: () => clock.now });
    let calls = 0;
    const waits: number[] = [];
    const slow = sender({
      now: () => clock.now,
      store: {
        markEmailSent: (...args: Parameters<MarkSent>) => {
          calls += 1;
          return calls <= 2
            ? Promise.reject(new Error('timeout exceeded when trying to connect'))
            : markEmailSent(...args);
        },
      },
      wait: async (ms) => {
        waits.push(ms);
        // Minutes go by with the database failing; another instance looks for due e-mails meanwhile.
        clock.now += 2 * MINUTE;
        expect(await other.runOnce()).toBe(0);
      },
    });
    expect(await slow.runOnce()).toBe(1);
    expect(calls).toBe(3);
    expect(waits).toEqual([100, 200]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // Long after, nothing is due either: the e-mail arrived once.
    clock.now += 24 * 60 * MINUTE;
    expect(await other.runOnce()).toBe(0);
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('takes a "sent" whose answer was lost (it had been written) as recorded, not as a lost claim', async () => {
    await enqueueEmail(t.app.db, { to: 'ana@example.com', subject: 'Answer lost', text: '.' });
    const warnings: string[] = [];
    let calls = 0;
    const one = sender({
      log: { ...silent, warn: (_: unknown, message?: string) => void warnings.push(message ?? '') },
      wait: () => Promise.resolve(),
      store: {
        markEmailSent: async (...args: Parameters<MarkSent>) => {
          calls += 1;
          const kept = await markEmailSent(...args);
          if (calls === 1) throw new Error('Query read timeout');
          return kept;
        },
      },
    });
    expect(await one.runOnce()).toBe(1);
    expect(calls).toBe(2);
    expect(warnings.some((message) => message.includes('claim ran out'))).toBe(false);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    await smtp.waitFor(1);
  });

  it('gives back the rest of a batch when it fails half-way, for the next run rather than after the lease', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      for (let n = 1; n <= 5; n += 1)
        await enqueueEmail(trx, { to: `b${n}@example.com`, subject: `Batch ${n}`, text: '.' });
    });
    const clock = { now: Date.now() };
    const real = createMailTransport(smtp.url, FROM);
    let sends = 0;
    // The second e-mail is refused, and recording that fails: the database went away.
    const refusesSecond: MailTransport = {
      send: (email) => {
        sends += 1;
        return sends === 2 ? Promise.reject(new Error('451 try again later')) : real.send(email);
      },
      close: () => real.close(),
    };
    const broken = sender({
      now: () => clock.now,
      transport: refusesSecond,
      store: { markEmailFailed: () => Promise.reject(new Error('Connection terminated unexpectedly')) },
    });
    await expect(broken.runOnce()).rejects.toThrow('Connection terminated unexpectedly');
    expect(smtp.received).toHaveLength(1);
    const left = (await rows()).filter((row) => row.status !== 'sent');
    expect(left.map((row) => [row.status, row.attempts, row.claim_token])).toEqual(
      Array.from({ length: 4 }, () => ['pending', 0, null]),
    );

    // The same moment, long before the lease would have run out: the next run sends them.
    expect(await sender({ now: () => clock.now }).runOnce()).toBe(4);
    await smtp.waitFor(5);
    expect(subjects()).toEqual(['Batch 1', 'Batch 2', 'Batch 3', 'Batch 4', 'Batch 5']);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('waits, when stopped, for a "sent" still being recorded, and gives back the rest of the batch', async () => {
    for (const n of [1, 2, 3])
      await enqueueEmail(t.app.db, { to: `s${n}@example.com`, subject: `Stop ${n}`, text: '.' });
    const events: string[] = [];
    let stopped: Promise<void> | undefined;
    let calls = 0;
    const one = sender({
      store: {
        markEmailSent: async (...args: Parameters<MarkSent>) => {
          calls += 1;
          if (calls === 1) throw new Error('timeout exceeded when trying to connect');
          const kept = await markEmailSent(...args);
          events.push('recorded');
          return kept;
        },
      },
      wait: async () => {
        // The process is told to stop while the first e-mail's "sent" is not recorded yet.
        stopped = one.stop(60_000).then(() => void events.push('stopped'));
        await Promise.resolve();
      },
    });
    expect(await one.runOnce()).toBe(3);
    await stopped;
    expect(events).toEqual(['recorded', 'stopped']);
    const stored = await rows();
    expect(stored.map((row) => row.status).sort()).toEqual(['pending', 'pending', 'sent']);
    expect(stored.filter((row) => row.status === 'pending').every((row) => row.attempts === 0)).toBe(true);
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('stops within its bound when "sent" cannot be recorded; the row goes out again after its lease', async () => {
    await enqueueEmail(t.app.db, { to: 'ana@example.com', subject: 'Never recorded', text: '.' });
    const errors: string[] = [];
    let stopped: Promise<void> | undefined;
    const claimedAt = Date.now();
    const one = sender({
      now: () => claimedAt,
      log: { ...silent, error: (_: unknown, message?: string) => void errors.push(message ?? '') },
      store: { markEmailSent: () => Promise.reject(new Error('the database is gone')) },
      wait: (_ms, signal) => {
        stopped ??= one.stop(0);
        // Retries until the stop gives up waiting.
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      },
    });
    expect(await one.runOnce()).toBe(1);
    await stopped;
    expect(errors).toEqual([expect.stringContaining('not recorded before the stop')]);
    const [row] = await rows();
    expect(row?.status).toBe('sending');

    expect(await sender({ now: () => claimedAt + 14 * MINUTE }).runOnce()).toBe(0);
    expect(await sender({ now: () => claimedAt + 16 * MINUTE }).runOnce()).toBe(1);
    await smtp.waitFor(2);
    expect([...smtp.countByMessageId()]).toEqual([[messageIdOf(row?.id ?? ''), 2]]);
  });

  it('two senders on one database (two connections, as two instances) deliver each of 200 e-mails once', async () => {
    const other: Db = createDatabase(t.config);
    try {
      await t.app.db.transaction().execute(async (trx) => {
        for (let n = 1; n <= 200; n += 1) {
          await enqueueEmail(trx, { to: `r${n}@example.com`, subject: `Race ${n}`, text: '.' });
        }
      });
      // Recording "sent" fails now and then: before writing, or after (the answer lost).
      const flaky = (): MarkSent => {
        let calls = 0;
        return async (...args) => {
          calls += 1;
          if (calls % 9 === 0) throw new Error('timeout exceeded when trying to connect');
          const kept = await markEmailSent(...args);
          if (calls % 13 === 0) throw new Error('Query read timeout');
          return kept;
        };
      };
      const drain = async (options: Partial<MailSenderOptions>) => {
        const one = sender({
          batchSize: 7,
          wait: () => Promise.resolve(),
          store: { markEmailSent: flaky() },
          ...options,
        });
        let claimed = 0;
        for (let round = await one.runOnce(); round > 0; round = await one.runOnce()) claimed += round;
        return claimed;
      };
      const [first, second] = await Promise.all([drain({}), drain({ db: other })]);
      expect(first + second).toBe(200);
      expect(first > 0 && second > 0).toBe(true);
      await smtp.waitFor(200);
      const stored = await rows();
      expect(stored.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      const counts = smtp.countByMessageId();
      expect([...counts.keys()].sort()).toEqual(stored.map((row) => messageIdOf(row.id)).sort());
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await other.destroy();
    }
  });
});

describe('enqueueEmail', () => {
  it('refuses a message no mail server should get', async () => {
    await expect(
      enqueueEmail(t.app.db, { to: 'two@a.example, three@b.example', subject: 'x', text: '.' }),
    ).rejects.toThrow('An e-mail needs one recipient address');
    await expect(
      enqueueEmail(t.app.db, { to: 'a@b.example', subject: 'x\r\nBcc: c@d.example', text: '.' }),
    ).rejects.toThrow('An e-mail needs a subject of one line');
    expect(await rows()).toEqual([]);
  });
});

describe('the app with SMTP_URL', () => {
  it('sends the outbox by itself, says so to the admin, and stops with the app', async () => {
    const app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      PUBLIC_URL: 'https://www.springfield.example',
    });
    try {
      await enqueueEmail(app.app.db, { to: 'zoe@example.com', subject: 'Sent by the app', text: '.' });
      await smtp.waitFor(1);
      expect(smtp.received[0]?.mail.subject).toBe('Sent by the app');
      const [sent] = await app.app.db.selectFrom('outbox').select('id').execute();
      expect(smtp.received[0]?.mail.messageId).toBe(`<${sent?.id ?? ''}@www.springfield.example>`);
      const list = (await getAs(app.app, '/api/admin/outbox', app.adminToken)).json<OutboxListResponse>();
      expect(list.sending).toBe(true);
      await until(async () => {
        const [row] = await app.app.db.selectFrom('outbox').select('status').execute();
        return row?.status === 'sent';
      });
    } finally {
      await app.close();
    }
  });
});
