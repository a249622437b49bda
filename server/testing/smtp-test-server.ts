import type { Readable } from 'node:stream';
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
  /** How many connections clients opened so far. */
  connections: () => number;
  /** How many times each Message-ID arrived: an e-mail sent twice counts 2. */
  countByMessageId: () => Map<string, number>;
  /** Waits until `count` e-mails arrived in all (fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  /**
   * With `parseLater`, the e-mails that arrived but are not parsed yet go into `received` (in the
   * order they arrived); otherwise there are none.
   */
  parseArrived: () => Promise<void>;
  /** Stops listening (a mail server that went away); start() brings it back on the same port (if stopped). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export interface SmtpTestServerOptions {
  /**
   * Keep each e-mail as it arrived and parse it only when parseArrived() is called: a benchmark's
   * stand-in for a mail server elsewhere then costs the machine under test next to nothing while
   * it measures (parsing takes about as much CPU as sending). `received` and waitFor() count only
   * what has been parsed.
   */
  parseLater?: boolean;
}

/**
 * A real SMTP server on a free local port, keeping what it receives (parsed). No TLS and no login
 * needed, as a relay on the same machine would be.
 */
export async function startSmtpTestServer({
  parseLater = false,
}: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  const arrived: { envelopeTo: string[]; raw: Buffer }[] = [];
  const parse = async (envelopeTo: string[], source: Buffer | Readable) => {
    received.push({ envelopeTo, mail: await simpleParser(source, {}) });
  };
  let port = 0;
  let connections = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      // Without a certificate of its own it would offer STARTTLS with a test one the client refuses.
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Gone at once when stopped, as a mail server shutting down is: open connections are told
      // 421 and closed (a pooled client's too), rather than waited for (30 s by default).
      closeTimeout: 10,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const fail = (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)));
        if (!parseLater) {
          parse(envelopeTo, stream).then(() => callback(), fail);
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('error', fail);
        stream.once('end', () => {
          arrived.push({ envelopeTo, raw: Buffer.concat(chunks) });
          callback();
        });
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
    connections: () => connections,
    parseArrived: async () => {
      for (let next = arrived.shift(); next; next = arrived.shift()) await parse(next.envelopeTo, next.raw);
    },
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
