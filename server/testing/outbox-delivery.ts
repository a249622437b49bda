import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app';
import type { Config } from '../config';
import { databaseEngine } from '../db/database';
import { createMailSender } from '../modules/mail/mail-sender';
import { createMailTransport } from '../modules/mail/mail-transport';
import { startSmtpTestServer, type ReceivedEmail, type SmtpTestServer } from './smtp-test-server';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Hands every e-mail the test app's outbox holds to the test's real SMTP server, as the mail sender
 * does (the app itself has no SMTP_URL, so nothing goes out behind the test's back); the e-mails
 * received, in the order they were written (to the millisecond: rows written in the same one are
 * in no particular order).
 */
export async function deliverOutbox(
  t: { app: App; config: Config },
  smtp: SmtpTestServer,
  from: string,
): Promise<ReceivedEmail[]> {
  const sender = createMailSender({
    db: t.app.db,
    engine: databaseEngine(t.config),
    transport: createMailTransport(smtp.url, from),
    log: silent,
  });
  const pending = await t.app.db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  while ((await sender.runOnce()) > 0);
  await smtp.waitFor(pending.length);
  // The sender sends several at once, so they arrive in any order; each Message-ID names its row.
  const written = new Map(pending.map((row, index) => [row.id, index]));
  const place = (email: ReceivedEmail) =>
    written.get(/^<([^@]+)@/.exec(email.mail.messageId ?? '')?.[1] ?? '') ?? -1;
  return smtp.received.splice(0).sort((a, b) => place(a) - place(b));
}

/**
 * A real SMTP server for the test file that calls it, started before its tests and stopped after
 * them, with the app's outbox and the server's mail emptied before each test: `deliver()` hands
 * the outbox to it and answers what arrived (deliverOutbox). The app has no SMTP_URL of its own.
 */
export function useMailbox(
  t: { app: App; config: Config },
  from: string,
): { deliver: () => Promise<ReceivedEmail[]> } {
  let smtp: SmtpTestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('outbox').execute();
    if (smtp) smtp.received.length = 0;
  });
  return {
    deliver: () => {
      if (!smtp) throw new Error('The mailbox starts in beforeAll: deliver inside a test');
      return deliverOutbox(t, smtp, from);
    },
  };
}

/** The token of the link to `page` (an address with no query) in an e-mail's text; throws when none is there. */
export function linkTokenIn(text: string | undefined, page: string): string {
  const escaped = page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = new RegExp(`${escaped}\\?token=(\\S+)`).exec(text ?? '');
  if (!link?.[1]) throw new Error(`No ${page} link in: ${text ?? ''}`);
  return link[1];
}
