import type { OutboxListResponse } from '@/contract';
import { createDatabase, databaseEngine, type Db } from '../../db/database';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, getAs, useTestApp } from '../../testing/test-app';
import { createMailSender, defaultRetryDelay, type MailSenderOptions } from './mail-sender';
import { createMailTransport } from './mail-transport';
import { enqueueEmail } from './outbox';
import { claimDueEmails, markEmailSent } from './outbox.repository';

const t = useTestApp();
const FROM = 'Springfield High <office@springfield.example>';
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
    pollMs: 30,
    retryDelay: () => 150,
    ...overrides,
  });
}

const rows = () => t.app.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();
const subjects = () => smtp.received.map(({ mail }) => mail.subject ?? '').sort();
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

  it('two senders on one database (two connections, as two instances) deliver each e-mail exactly once', async () => {
    const other: Db = createDatabase(t.config);
    try {
      await t.app.db.transaction().execute(async (trx) => {
        for (let n = 1; n <= 20; n += 1) {
          await enqueueEmail(trx, {
            to: `r${n}@example.com`,
            subject: `Race ${String(n).padStart(2, '0')}`,
            text: '.',
          });
        }
      });
      const drain = async (options: Partial<MailSenderOptions>) => {
        const one = sender({ batchSize: 3, ...options });
        let claimed = 0;
        for (let round = await one.runOnce(); round > 0; round = await one.runOnce()) claimed += round;
        return claimed;
      };
      const [first, second] = await Promise.all([drain({}), drain({ db: other })]);
      expect(first + second).toBe(20);
      await smtp.waitFor(20);
      await sleep(200);
      expect(subjects()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Race ${String(i + 1).padStart(2, '0')}`),
      );
      expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
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
    const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
    try {
      await enqueueEmail(app.app.db, { to: 'zoe@example.com', subject: 'Sent by the app', text: '.' });
      await smtp.waitFor(1);
      expect(smtp.received[0]?.mail.subject).toBe('Sent by the app');
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
