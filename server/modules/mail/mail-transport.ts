import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { EmailAttachment } from './outbox';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
  /** `<id@host>`, the same each time the same outbox row is sent (outboxMessageId). */
  messageId: string;
}

/** Hands e-mails to a mail server; resolves once the server accepted one, rejects with why not. */
export interface MailTransport {
  send: (email: OutgoingEmail) => Promise<void>;
  close: () => void;
}

/** Long enough for a slow mail server, short enough that a hung one does not hold the sender (or a shutdown). */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

const CALENDAR_METHOD = /^text\/calendar\b.*;\s*method=([A-Za-z-]+)/i;

/**
 * The message as nodemailer takes it. The first invitation (text/calendar with a METHOD) goes as
 * nodemailer's icalEvent: both an alternative part calendar apps act on (add, update, cancel) and
 * an .ics attachment; the others are plain attachments.
 */
export function toMailOptions(email: OutgoingEmail): SendMailOptions {
  const invitation = email.attachments.find((attachment) => CALENDAR_METHOD.test(attachment.contentType));
  const method = invitation ? CALENDAR_METHOD.exec(invitation.contentType)?.[1] : undefined;
  return {
    messageId: email.messageId,
    to: email.to,
    subject: email.subject,
    text: email.text,
    attachments: email.attachments
      .filter((attachment) => attachment !== invitation)
      .map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    ...(invitation && method
      ? {
          icalEvent: {
            method: method.toUpperCase(),
            filename: invitation.filename,
            content: invitation.content,
          },
        }
      : {}),
  };
}

/** An error's message with the SMTP password (as written, and as URL-encoded) blanked out. */
export function withoutSecret(message: string, smtpUrl: string): string {
  let password = '';
  try {
    password = new URL(smtpUrl).password;
  } catch {
    return message;
  }
  if (password === '') return message;
  let clean = message;
  for (const secret of new Set([password, decodeURIComponent(password)]))
    clean = clean.split(secret).join('***');
  return clean;
}

/**
 * One connection kept open and reused for the e-mails that follow (the sender hands them over one
 * at a time), up to 100 on one connection, closed after 30 idle seconds (the socket timeout
 * below; nodemailer's pool would wait 4 minutes) and opened again for the next e-mail. A new
 * connection for each e-mail cost a connection, a greeting and, with STARTTLS, a TLS handshake:
 * about a tenth of a second each, so 1,200 e-mails after a registration rush took two minutes to
 * leave. A hand-over that fails, also on a connection the server closed meanwhile, is not tried
 * again by the pool (maxRequeues 0): the outbox decides when it is tried again and counts it.
 */
const POOL = { pool: true, maxConnections: 1, maxMessages: 100, maxRequeues: 0 } as const;

/** A transport to the mail server SMTP_URL names (smtp:// with STARTTLS when offered, smtps:// with TLS), From = MAIL_FROM. */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    ...POOL,
    // An IPv6 address comes in brackets in a URL, and without them to the socket.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    ...TIMEOUTS,
  });
  return {
    send: async (email) => {
      try {
        await transporter.sendMail({ ...toMailOptions(email), from });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // A new error without the original as its cause: logs and the outbox keep only this text.
        throw new Error(withoutSecret(reason, smtpUrl));
      }
    },
    close: () => transporter.close(),
  };
}
