import type { OutboxAttachment, OutboxEmail, OutboxEmailSummary, OutboxStatus } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { OutboxRow, OutboxTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isPlainObject } from '../../lib/defined';
import { conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import type { ListPage } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { recordAudit, type AuditActor } from '../audit/audit-record';
import {
  findOutboxRow,
  insertOutboxRows,
  listOutbox,
  requeueFailedEmail,
  type DbOrTransaction,
} from './outbox.repository';

export interface EmailAttachment {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' for an invitation. */
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

/** One address, without the spaces or line breaks that would let it add headers or recipients. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
/** Line breaks in a header would let its value start a header of its own. */
const LINE_BREAK = /[\r\n]/;

/** Whether an e-mail can go to this address (one address, nothing that could add a header). */
export const isMailAddress = (address: string): boolean => ADDRESS.test(address);

function checkMessage(message: EmailMessage): void {
  if (!isMailAddress(message.to)) {
    throw new TypeError(`An e-mail needs one recipient address, not "${message.to}"`);
  }
  if (message.subject.trim() === '' || LINE_BREAK.test(message.subject)) {
    throw new TypeError('An e-mail needs a subject of one line');
  }
  for (const attachment of message.attachments ?? []) {
    if (attachment.filename.trim() === '' || LINE_BREAK.test(attachment.filename + attachment.contentType)) {
      throw new TypeError('An attachment needs a file name and a content type, each of one line');
    }
  }
}

/**
 * Puts an e-mail in the outbox, to be sent by the mail sender. Pass the transaction of the change
 * that causes it (a registration, a cancellation): the e-mail is then kept exactly when that change
 * commits, and never for one that rolled back. Throws on a message no mail server should get (a
 * caller's mistake, not a visitor's).
 */
export async function enqueueEmail(db: DbOrTransaction, message: EmailMessage): Promise<void> {
  await enqueueEmails(db, [message]);
}

/** Rows per insert: well under SQLite's and PostgreSQL's limits on a statement's parameters. */
const ROWS_PER_INSERT = 500;

/**
 * As enqueueEmail, for several e-mails written by one change (a cancellation and the promotion it
 * makes, or a meeting's change told to all its registrants): one statement for up to
 * ROWS_PER_INSERT of them, so a change holding a meeting's lock is not held one round trip per
 * e-mail. All are checked before any is written.
 */
export async function enqueueEmails(db: DbOrTransaction, messages: readonly EmailMessage[]): Promise<void> {
  const rows = outboxRows(messages);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insertOutboxRows(db, rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** A new outbox row, as enqueueEmails writes it. */
export type NewOutboxRow = Omit<OutboxTable, 'attempts'>;

/**
 * The outbox rows of these e-mails, waiting to be sent from now, for a caller that writes them
 * itself (a registration's one statement). Every e-mail is checked before any row is made.
 */
export function outboxRows(messages: readonly EmailMessage[]): NewOutboxRow[] {
  messages.forEach(checkMessage);
  const now = nowIso();
  return messages.map((message) => ({
    id: newId(),
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    attachments: JSON.stringify(
      (message.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    ),
    status: 'pending' as const,
    last_error: null,
    next_attempt_at: now,
    claim_token: null,
    claimed_until: null,
    created_at: now,
    sent_at: null,
  }));
}

/** A host name that names a site: not localhost, not an IP address (PUBLIC_URL's default is localhost). */
const SITE_HOST = /^(?!localhost$)(?!\d+(?:\.\d+){3}$)[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/**
 * The right-hand side of every Message-ID: PUBLIC_URL's host when it names the site, else
 * MAIL_FROM's domain, else whatever PUBLIC_URL holds. Taken from configuration that all instances
 * share, so every instance gives a row the same Message-ID.
 */
export function messageIdDomain(config: { publicUrl: string; mailFrom?: string | undefined }): string {
  const host = new URL(config.publicUrl).hostname.toLowerCase();
  if (SITE_HOST.test(host)) return host;
  const from = /@([^@<>\s]+)>?\s*$/.exec(config.mailFrom ?? '')?.[1]?.toLowerCase();
  return from ?? host;
}

/**
 * An outbox row's Message-ID: derived from the row alone, so a row sent again (its sender crashed
 * between the mail server's "accepted" and recording it) carries the same one, and mail clients
 * and servers that drop duplicates see it is the same message. Row ids are hex, valid as is.
 */
export const outboxMessageId = (rowId: string, domain: string): string => `<${rowId}@${domain}>`;

/** The attachments as stored; a row written by enqueueEmail always holds this shape. */
export function parseAttachments(json: string): EmailAttachment[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('An outbox row holds attachments that are not a list');
  return value.map((item: unknown) => {
    if (
      isPlainObject(item) &&
      typeof item.filename === 'string' &&
      typeof item.contentType === 'string' &&
      typeof item.content === 'string'
    ) {
      return { filename: item.filename, contentType: item.contentType, content: item.content };
    }
    throw new Error('An outbox row holds an attachment without a file name, type or content');
  });
}

const STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];

function status(value: string): OutboxStatus {
  const known = STATUSES.find((candidate) => candidate === value);
  if (!known) throw new Error(`An outbox row has the unknown status "${value}"`);
  return known;
}

function toSummary(row: OutboxRow): OutboxEmailSummary {
  return {
    _id: row.id,
    to: row.recipient,
    subject: row.subject,
    status: status(row.status),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  };
}

/** One page of the outbox, newest first, and how many e-mails it holds. */
export async function listOutboxEmails(db: Db, page: RowWindow): Promise<ListPage<OutboxEmailSummary>> {
  const { rows, total } = await listOutbox(db, page);
  return { records: rows.map(toSummary), total };
}

/**
 * An account link's token (`?token=…`, e.g. a password reset's) hidden: a preview must not hand
 * the staff who read it a way into someone's account. What is sent keeps it.
 */
export const withoutLinkTokens = (text: string): string =>
  text.replace(/([?&]token=)[^\s&#]+/g, '$1(hidden in the preview)');

/** The whole e-mail for a preview, with the From it goes out with (null while mail is not set up). */
export async function findOutboxEmail(
  db: Db,
  id: string,
  from: string | null,
): Promise<OutboxEmail | undefined> {
  const row = await findOutboxRow(db, id);
  if (!row) return undefined;
  const attachments: OutboxAttachment[] = parseAttachments(row.attachments);
  return { ...toSummary(row), from, text: withoutLinkTokens(row.body), attachments };
}

/**
 * Staff send a failed e-mail again (the address was mistyped and is now right, the mail server was
 * down for longer than the tries lasted): it waits to be sent at once, with every try ahead of it,
 * and the audit log says who asked. Only a failed one: a 409 says what the e-mail is doing instead.
 */
export async function sendFailedEmailAgain(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findOutboxRow(trx, id);
    if (!row) throw notFound('No e-mail with this id in the outbox');
    if (!(await requeueFailedEmail(trx, id, nowIso()))) {
      throw conflict(`Only an e-mail that failed can be sent again: this one is ${row.status}.`);
    }
    await recordAudit(trx, actor, {
      action: 'retry',
      kind: 'outbox',
      recordId: id,
      changes: [
        { field: 'to', before: row.recipient, after: row.recipient },
        { field: 'subject', before: row.subject, after: row.subject },
        { field: 'status', before: 'failed', after: 'pending' },
      ],
    });
  });
}
