import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseEngine, type DatabaseEngine, type Db } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createMailTransport, type MailTransport } from './mail-transport';
import { parseAttachments } from './outbox';
import { claimDueEmails, markEmailFailed, markEmailSent, releaseEmails } from './outbox.repository';

const MINUTE = 60_000;

/** 1 minute after the first failure, then 2, 4, 8 … never more than an hour. */
export const defaultRetryDelay = (attempts: number): number =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);

export interface MailSenderOptions {
  db: Db;
  engine: DatabaseEngine;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** How often to look for due e-mails when the last look found fewer than a batch. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim holds its e-mails; a sender that died holding them is replaced after this. */
  leaseMs?: number;
  /**
   * The longest one hand-over may take (the transport's timeouts): an e-mail is only tried while
   * the lease has this much left, so another sender cannot take it meanwhile and send it again.
   */
  sendBudgetMs?: number;
  /** Tries before an e-mail is marked failed. */
  maxAttempts?: number;
  /** How long to wait after the n-th failed try. */
  retryDelay?: (attempts: number) => number;
  now?: () => number;
}

export interface MailSender {
  /** Claims the due e-mails (one batch) and tries them; answers how many were claimed. */
  runOnce: () => Promise<number>;
  /** Polls until stopped. */
  start: () => void;
  /** Stops polling; waits (up to `waitMs`) for the e-mail being handed over, gives back the others. */
  stop: (waitMs?: number) => Promise<void>;
}

/**
 * Delivers the outbox. Any number of senders may run on one database (one per instance): each
 * claims its own e-mails (outbox.repository's claim), marks one sent as soon as the mail server
 * accepted it, and on failure records why and tries again later, up to `maxAttempts`.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const {
    db,
    engine,
    transport,
    log,
    pollMs = 5000,
    batchSize = 10,
    leaseMs = 10 * MINUTE,
    sendBudgetMs = MINUTE,
    maxAttempts = 10,
    retryDelay = defaultRetryDelay,
    now = Date.now,
  } = options;
  const iso = (ms: number) => new Date(ms).toISOString();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let databaseTrouble = false;

  async function deliver(row: OutboxRow, token: string): Promise<void> {
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        attachments: parseAttachments(row.attachments),
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const attempts = row.attempts;
      const giveUp = attempts >= maxAttempts;
      const retryAt = giveUp ? null : iso(now() + retryDelay(attempts));
      await markEmailFailed(db, row.id, token, reason, retryAt);
      if (giveUp) log.error({ email: row.id, attempts, reason }, 'e-mail failed for good; see the Outbox');
      else log.warn({ email: row.id, attempts, retryAt, reason }, 'e-mail not sent; it will be tried again');
      return;
    }
    // Right after the server took it: a crash between the two is the only way to send it twice.
    const kept = await markEmailSent(db, row.id, token, iso(now()));
    if (kept) log.debug({ email: row.id }, 'e-mail sent');
    else log.warn({ email: row.id }, 'e-mail sent after its claim ran out; another sender may send it too');
  }

  async function runOnce(): Promise<number> {
    const token = newId();
    const claimedAt = now();
    const until = claimedAt + leaseMs;
    const rows = await claimDueEmails(db, engine, {
      token,
      now: iso(claimedAt),
      until: iso(until),
      limit: batchSize,
    });
    for (const [index, row] of rows.entries()) {
      if (stopping || now() + sendBudgetMs > until) {
        await releaseEmails(
          db,
          rows.slice(index).map((left) => left.id),
          token,
        );
        break;
      }
      await deliver(row, token);
    }
    return rows.length;
  }

  function schedule(delay: number): void {
    if (stopping) return;
    timer = setTimeout(() => {
      running = runOnce().then(
        (claimed) => {
          if (databaseTrouble) log.info('the mail sender reaches the database again');
          databaseTrouble = false;
          schedule(claimed >= batchSize ? 0 : pollMs);
        },
        (error: unknown) => {
          // The database may be away for a while: say so once, and keep trying.
          if (!databaseTrouble)
            log.warn({ err: error }, 'the mail sender cannot read the outbox; it keeps trying');
          databaseTrouble = true;
          schedule(pollMs);
        },
      );
    }, delay);
  }

  return {
    runOnce,
    start: () => schedule(0),
    stop: async (waitMs = 5000) => {
      stopping = true;
      clearTimeout(timer);
      let gaveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          gaveUp = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(gaveUp);
    },
  };
}

/**
 * Starts the sender once the app is ready, when SMTP_URL is set, and stops it before the database
 * closes. Without SMTP_URL the e-mails wait in the outbox, where the admin's Outbox shows them.
 */
async function mailSenderPlugin(app: FastifyInstance): Promise<void> {
  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl || !mailFrom) {
    app.log.info('SMTP_URL is not set: e-mails wait in the outbox (admin area, Outbox) until it is');
    return;
  }
  const transport = createMailTransport(smtpUrl, mailFrom);
  const sender = createMailSender({
    db: app.db,
    engine: databaseEngine(app.config),
    transport,
    log: app.log,
  });
  app.addHook('onReady', (done) => {
    sender.start();
    done();
  });
  app.addHook('preClose', async () => {
    await sender.stop();
    transport.close();
  });
  return Promise.resolve();
}

export const mailSender = fp(mailSenderPlugin, { name: 'mail-sender', dependencies: ['database'] });
