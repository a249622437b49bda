import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** The envelope's recipients, as the mail server was told them. */
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  /** SMTP_URL for it. */
  url: string;
  received: ReceivedEmail[];
  /** How many times each Message-ID arrived: an e-mail sent twice counts 2. */
  countByMessageId: () => Map<string, number>;
  /** Waits until `count` e-mails arrived in all (fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  /** Stops listening (a mail server that went away); start() brings it back on the same port (if stopped). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port, keeping what it receives (parsed). No TLS and no login
 * needed, as a relay on the same machine would be.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      // Without a certificate of its own it would offer STARTTLS with a test one the client refuses.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.server.address();
    if (address === null || typeof address === 'string') throw new Error('The SMTP test server has no port');
    port = address.port;
    server = next;
  };
  await listen();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    countByMessageId: () => {
      const counts = new Map<string, number>();
      for (const { mail } of received) {
        const id = mail.messageId ?? '';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`The SMTP test server received ${received.length} e-mails, not ${count}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) resolve();
        else closing.close(() => resolve());
      }),
    start: listen,
  };
}
