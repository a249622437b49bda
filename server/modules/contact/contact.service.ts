import type { ContactBody, ContactSubmission, UnreadMessages } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { ContactSubmissionRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { ListPage } from '../../lib/pagination';
import { nowIso, storedInstant } from '../../lib/time';
import {
  countContactSubmissionsAfter,
  findContactSeen,
  insertContactSubmission,
  listContactSubmissions,
  listContactSubmissionsAfter,
  listContactSubmissionsFrom,
  newestContactTime,
  saveContactSeen,
} from './contact.repository';

/** How many of the new messages an unread answer lists. */
export const UNREAD_LATEST = 5;

/** A message as the admin area reads it. */
function toContactSubmission(row: ContactSubmissionRow): ContactSubmission {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
  };
}

/** Keeps a visitor's message, its fields without surrounding spaces. */
export async function sendMessage(db: Db, body: ContactBody): Promise<ContactSubmission> {
  const row = await insertContactSubmission(db, {
    id: newId(),
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
    created_at: nowIso(),
  });
  return toContactSubmission(row);
}

/** One page of messages, newest first, and how many there are. */
export async function listMessages(db: Db, page: RowWindow): Promise<ListPage<ContactSubmission>> {
  const { rows, total } = await listContactSubmissions(db, page);
  return { records: rows.map(toContactSubmission), total };
}

/** The messages a visitor sent from this address (for their own data export), oldest first. */
export async function messagesFrom(db: Db, email: string): Promise<ContactSubmission[]> {
  return (await listContactSubmissionsFrom(db, email)).map(toContactSubmission);
}

const later = (a: string | null, b: string | null): string | null =>
  a === null || (b !== null && b > a) ? b : a;

/**
 * The messages `userId` has not seen: how many, since when, and the newest few. With `after`,
 * the few are only those created after it (what a notifier has not shown yet); the count is not.
 */
export async function unreadMessages(db: Db, userId: string, after?: string): Promise<UnreadMessages> {
  const since = (await findContactSeen(db, userId)) ?? null;
  const from = later(since, after === undefined ? null : storedInstant(after, 'after'));
  const [unread, rows] = await Promise.all([
    countContactSubmissionsAfter(db, since),
    listContactSubmissionsAfter(db, from, UNREAD_LATEST),
  ]);
  return { unread, since, latest: rows.map(toContactSubmission) };
}

/**
 * Marks as seen every message up to `upTo` (the newest the admin's screen showed), or, without
 * it, every message stored now. The marker is a message's own time, never the clock's: a message
 * that arrives while the screen loads, or in the same second, stays new. Null while there is no
 * message to have seen.
 */
export async function markMessagesSeen(db: Db, userId: string, upTo?: string): Promise<string | null> {
  const newest = await newestContactTime(db);
  if (newest === undefined) return (await findContactSeen(db, userId)) ?? null;
  const shown = upTo === undefined ? newest : storedInstant(upTo, 'upTo');
  // No later than the newest message: a client's clock cannot hide messages still to come.
  return saveContactSeen(db, userId, shown < newest ? shown : newest);
}
