import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, databaseEngine, type DatabaseEngine, type Db } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import { watchEventLoop } from '../../lib/event-loop-load';
import { newId } from '../../lib/ids';
import { createMailTransport, type MailTransport } from './mail-transport';
import { messageIdDomain, outboxMessageId, parseAttachments } from './outbox';
import { claimDueEmails, markEmailFailed, markEmailSent, releaseEmails } from './outbox.repository';

const MINUTE = 60_000;

/** 1 minute after the first failure, then 2, 4, 8 … never more than an hour. */
export const defaultRetryDelay = (attempts: number): number =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);

/** The outbox writes a sender makes (outbox.repository); a test swaps one for a failing one. */
export interface OutboxStore {
  claimDueEmails: typeof claimDueEmails;
  markEmailSent: typeof markEmailSent;
  markEmailFailed: typeof markEmailFailed;
  releaseEmails: typeof releaseEmails;
}

/**
 * While requests keep the event loop over half busy, an e-mail waits (checking every 50 ms), at
 * most a second: handing e-mails over costs the loop about as much as answering a registration,
 * and after a rush of registrations every one of them has an e-mail to send at the same moment.
 */
const YIELD_TO_REQUESTS = { above: 0.5, checkMs: 50, atMostMs: 1000 };

const OUTBOX_STORE: OutboxStore = { claimDueEmails, markEmailSent, markEmailFailed, releaseEmails };

/** Waits `ms`, or less once `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export interface MailSenderOptions {
  /** The sender's own handle (mailSenderPlugin), so requests waiting for theirs never hold it up. */
  db: Db;
  engine: DatabaseEngine;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /**
   * The right-hand side of each Message-ID: the plugin passes messageIdDomain (the same on every
   * instance); localhost, PUBLIC_URL's default, when not given.
   */
  messageDomain?: string;
  /** How often to look for due e-mails when the last look found fewer than a batch. */
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claim holds its e-mails; a sender that died holding them is replaced after this.
   * Must exceed sendBudgetMs + recordBudgetMs (see createMailSender for why a long lease and no
   * renewal).
   */
  leaseMs?: number;
  /**
   * The longest one hand-over may take (the transport's timeouts): an e-mail is only tried while
   * the lease has this and recordBudgetMs left, so another sender cannot take it meanwhile.
   */
  sendBudgetMs?: number;
  /** How long after a hand-over the lease still runs at least, for recording "sent" (retried). */
  recordBudgetMs?: number;
  /** Recording "sent" is retried after `firstMs`, doubling up to `maxMs`, until it sticks. */
  recordRetry?: { firstMs: number; maxMs: number };
  /** Waits between those retries; must end early when `signal` aborts (a stop gave up waiting). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Tries before an e-mail is marked failed. */
  maxAttempts?: number;
  /** How long to wait after the n-th failed try. */
  retryDelay?: (attempts: number) => number;
  now?: () => number;
  /**
   * How busy the event loop has been lately, 0 to 1 (watchEventLoop; the plugin passes it): while
   * it is above `yieldToRequests.above`, each e-mail waits, for at most `atMostMs`, so the
   * requests of a rush are answered first and the e-mails go out right after. Without it the
   * sender never waits.
   */
  loopBusy?: () => number;
  yieldToRequests?: { above: number; checkMs: number; atMostMs: number };
  /** Replaces some of the outbox writes (tests: a database that fails on cue). */
  store?: Partial<OutboxStore>;
}

export interface MailSender {
  /** Claims the due e-mails (one batch) and tries them; answers how many were claimed. */
  runOnce: () => Promise<number>;
  /** Polls until stopped. */
  start: () => void;
  /**
   * Stops polling; waits (up to `waitMs`) for the e-mail being handed over and for a "sent" still
   * being recorded, and gives back the others.
   */
  stop: (waitMs?: number) => Promise<void>;
}

/**
 * Delivers the outbox. Any number of senders may run on one database (one per instance): each
 * claims its own e-mails (outbox.repository's claim), records one sent as soon as the mail server
 * accepted it, and on failure records why and tries again later, up to `maxAttempts`.
 *
 * Why a long lease rather than one renewed while "sent" is being recorded: another sender takes a
 * row only once its lease has run out, and renewing it is a write to the same row that succeeds
 * exactly when recording "sent" would have, so while this sender cannot write, it cannot renew
 * either and renewing protects nothing. Time does: a row is only handed to the mail server while
 * its lease has sendBudgetMs + recordBudgetMs left, so recording it has minutes of retries (a slow
 * or briefly lost database) before any other instance may claim it. Retrying goes on past that,
 * and the claim's token on the row decides: still ours, it is recorded; another sender's, this
 * claim is lost and that sender sends it again (with the same Message-ID), which takes this
 * instance failing to write for minutes while another one can. Instances' clocks differ by
 * seconds, far less than these margins. A fixed lease also costs no extra write per e-mail in a rush.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const {
    db,
    engine,
    transport,
    log,
    messageDomain = 'localhost',
    pollMs = 5000,
    batchSize = 10,
    leaseMs = 15 * MINUTE,
    sendBudgetMs = MINUTE,
    recordBudgetMs = 5 * MINUTE,
    recordRetry = { firstMs: 100, maxMs: 5000 },
    wait = pause,
    maxAttempts = 10,
    retryDelay = defaultRetryDelay,
    now = Date.now,
    loopBusy,
    yieldToRequests = YIELD_TO_REQUESTS,
  } = options;
  if (leaseMs <= sendBudgetMs + recordBudgetMs) {
    throw new RangeError('The lease must be longer than a send and the recording of it together');
  }
  const store: OutboxStore = { ...OUTBOX_STORE, ...options.store };
  const iso = (ms: number) => new Date(ms).toISOString();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let databaseTrouble = false;
  /** Batches under way (the polling one, or runOnce called directly): a stop waits for them. */
  const inFlight = new Set<Promise<number>>();
  /** Aborted when a stop gave up waiting: a "sent" still being recorded then gets one last try. */
  const abandon = new AbortController();

  /**
   * Waits while requests keep the event loop busy, up to yieldToRequests.atMostMs, so that an
   * e-mail still leaves at least that often under constant load.
   */
  async function letRequestsGoFirst(): Promise<void> {
    if (!loopBusy) return;
    const { above, checkMs, atMostMs } = yieldToRequests;
    const until = now() + atMostMs;
    while (!stopping && loopBusy() > above && now() < until) await pause(checkMs, abandon.signal);
  }

  /** Hands one e-mail to the mail server; answers whether it took it (false: the failure is recorded). */
  async function deliver(row: OutboxRow, token: string): Promise<boolean> {
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        attachments: parseAttachments(row.attachments),
        messageId: outboxMessageId(row.id, messageDomain),
      });
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const attempts = row.attempts;
      const giveUp = attempts >= maxAttempts;
      const retryAt = giveUp ? null : iso(now() + retryDelay(attempts));
      await store.markEmailFailed(db, row.id, token, reason, retryAt);
      if (giveUp) log.error({ email: row.id, attempts, reason }, 'e-mail failed for good; see the Outbox');
      else log.warn({ email: row.id, attempts, retryAt, reason }, 'e-mail not sent; it will be tried again');
      return false;
    }
  }

  /**
   * The mail server took the e-mail: records that until it sticks or the row turns out to be
   * another sender's. A crash before it sticks is the only way an e-mail goes out twice.
   */
  async function recordSent(row: OutboxRow, token: string): Promise<void> {
    const sentAt = iso(now());
    let delay = recordRetry.firstMs;
    for (let failures = 0; ; failures += 1) {
      try {
        const kept = await store.markEmailSent(db, row.id, token, sentAt);
        if (!kept) {
          log.warn({ email: row.id }, 'e-mail sent after its claim ran out; another sender may send it too');
        } else if (failures > 0) log.info({ email: row.id, failures }, 'e-mail sent, and recorded at last');
        else log.debug({ email: row.id }, 'e-mail sent');
        return;
      } catch (error) {
        if (abandon.signal.aborted) {
          log.error(
            { email: row.id, err: error },
            'e-mail sent but not recorded before the stop; it goes out again (same Message-ID) once its claim runs out',
          );
          return;
        }
        if (failures === 0)
          log.warn({ email: row.id, err: error }, 'e-mail sent; recording it failed, retrying');
        await wait(delay, abandon.signal);
        delay = Math.min(delay * 2, recordRetry.maxMs);
      }
    }
  }

  async function runBatch(): Promise<number> {
    const token = newId();
    const until = now() + leaseMs;
    const rows = await store.claimDueEmails(db, engine, {
      token,
      now: iso(now()),
      until: iso(until),
      limit: batchSize,
    });
    // Rows whose outcome is the mail server's acceptance or a recorded failure: never given back.
    const settled = new Set<string>();
    try {
      for (const row of rows) {
        // Too little lease left to send it and record that: given back below, for a fresh claim.
        if (stopping || now() + sendBudgetMs + recordBudgetMs > until) break;
        await letRequestsGoFirst();
        const accepted = await deliver(row, token);
        settled.add(row.id);
        if (accepted) await recordSent(row, token);
      }
    } finally {
      // Also when the batch failed half-way (the database went away): the rest go out at the next
      // claim, here or on another instance, not after the lease. Best effort: if this fails too,
      // the lease still brings them back.
      const left = rows.filter((row) => !settled.has(row.id)).map((row) => row.id);
      await store.releaseEmails(db, left, token).catch((error: unknown) => {
        log.warn(
          { err: error, emails: left.length },
          'claimed e-mails not given back; retried once the claim runs out',
        );
      });
    }
    return rows.length;
  }

  function runOnce(): Promise<number> {
    const batch = runBatch();
    inFlight.add(batch);
    const forget = () => inFlight.delete(batch);
    batch.then(forget, forget);
    return batch;
  }

  /** Whether every batch under way ended within `ms`. */
  async function settles(ms: number): Promise<boolean> {
    let gaveUp: NodeJS.Timeout | undefined;
    const ended = await Promise.race([
      Promise.allSettled([...inFlight]).then(() => true),
      new Promise<boolean>((resolve) => {
        gaveUp = setTimeout(() => resolve(false), ms);
      }),
    ]);
    clearTimeout(gaveUp);
    return ended;
  }

  function schedule(delay: number): void {
    if (stopping) return;
    timer = setTimeout(() => {
      runOnce().then(
        (claimed) => {
          if (databaseTrouble) log.info('the mail sender reaches the database again');
          databaseTrouble = false;
          schedule(claimed >= batchSize ? 0 : pollMs);
        },
        (error: unknown) => {
          // The database may be away for a while: say so once, and keep trying.
          if (!databaseTrouble)
            log.warn({ err: error }, 'the mail sender cannot reach the outbox; it keeps trying');
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
      if (await settles(waitMs)) return;
      // Waited long enough (a shutdown has its own deadline): a "sent" still unrecorded gets one
      // last try, and the batch its unsent rows given back.
      abandon.abort();
      await settles(1000);
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
  const engine = databaseEngine(app.config);
  // PostgreSQL: a pool of its own, so "sent" is never recorded late (or times out) behind a rush of
  // requests waiting for theirs. SQLite: the requests' own connection, on purpose. A second one
  // would, while a request holds a write transaction across an await (a registration), wait for
  // SQLite's lock synchronously, freezing the whole process up to busy_timeout (5 s) and then
  // failing; one connection instead queues the sender's statements behind it (one writer anyway).
  const db = engine === 'postgresql' ? createDatabase(app.config, { poolSize: 2, name: 'mail' }) : app.db;
  const transport = createMailTransport(smtpUrl, mailFrom);
  const loop = watchEventLoop();
  const sender = createMailSender({
    db,
    engine,
    transport,
    log: app.log,
    messageDomain: messageIdDomain(app.config),
    loopBusy: loop.busy,
  });
  app.addHook('onReady', (done) => {
    sender.start();
    done();
  });
  app.addHook('preClose', async () => {
    await sender.stop();
    loop.stop();
    transport.close();
    if (db !== app.db) await db.destroy();
  });
  return Promise.resolve();
}

export const mailSender = fp(mailSenderPlugin, { name: 'mail-sender', dependencies: ['database'] });
