import type { ContactBody, ContactSubmission } from '@/contract';
import type { Db } from '../../db/database';
import type { ContactSubmissionRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import {
  countContactSubmissions,
  insertContactSubmission,
  listContactSubmissions,
} from './contact.repository';

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
export async function listMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ messages: ContactSubmission[]; total: number }> {
  const [rows, total] = await Promise.all([
    listContactSubmissions(db, page.limit, page.offset),
    countContactSubmissions(db),
  ]);
  return { messages: rows.map(toContactSubmission), total };
}
