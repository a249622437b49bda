import type { App } from '../app';
import type { Config } from '../config';
import { databaseEngine } from '../db/database';
import { createMailSender } from '../modules/mail/mail-sender';
import { createMailTransport } from '../modules/mail/mail-transport';
import type { ReceivedEmail, SmtpTestServer } from './smtp-test-server';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Hands every e-mail the test app's outbox holds to the test's real SMTP server, as the mail sender
 * does (the app itself has no SMTP_URL, so nothing goes out behind the test's back); the e-mails
 * received, in the order they were written.
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
  const pending = await t.app.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute();
  while ((await sender.runOnce()) > 0);
  await smtp.waitFor(pending.length);
  const received = smtp.received.splice(0);
  return received.sort((a, b) => (a.mail.date?.getTime() ?? 0) - (b.mail.date?.getTime() ?? 0));
}
