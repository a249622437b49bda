/**
 * The audit log: who among the school's staff did what, to which record, when, and what changed.
 *
 * Writing an entry: call `recordAudit(trx, actor, { action, kind, recordId, changes })` with the
 * transaction of the change it records, so the two are kept or lost together: a change that fails
 * leaves no entry, and an entry that cannot be written undoes the change. `actor` is the member of
 * staff behind the request: a route passes `auditActor(request)` (accounts/authenticate.ts) down to
 * its service. `changes` comes from `auditChanges(before, after, rules)`: the record as it was and
 * as it is (undefined before a creation, after a deletion), compared field by field. A new kind of
 * action or record (an invitation sent or withdrawn, an account locked) is one word added to
 * AUDIT_ACTIONS or AUDIT_KINDS (src/contract/audit-values.ts), then e.g.
 *   await recordAudit(trx, actor, { action: 'lock', kind: 'user', recordId: userId });
 *
 * What is never recorded: a field whose name speaks of a password, token, secret or hash (the
 * diff drops it whatever the caller passes), a picture's bytes (a picture is its file name), and
 * anything a visitor does on their own account.
 *
 * Entries are only added: nothing here or in any route changes one, and the only removal is the
 * housekeeping sweep of those older than Site Settings' auditRetentionDays.
 */
import {
  UPLOADS_PREFIX,
  type AuditAction,
  type AuditActor,
  type AuditChange,
  type AuditKind,
  type AuditValue,
} from '@/contract';
import type { Db } from '../../db/database';
import { isPlainObject } from '../../lib/defined';
import { newId } from '../../lib/ids';
import { insertAuditEntry } from './audit.repository';

export type { AuditActor } from '@/contract';

/** What an entry says beside who and when. */
export interface AuditNote {
  action: AuditAction;
  /** One of AUDIT_KINDS, or a resource's noun (the record kit's). */
  kind: AuditKind | (string & {});
  /** The record's id; null for the school's one home page and settings. */
  recordId: string | null;
  changes?: readonly AuditChange[];
}

/**
 * Appends one entry, at this instant, in `trx`: the transaction of the change it records. A
 * change that changed nothing (settings saved as they were) is no news: no entry.
 */
export async function recordAudit(trx: Db, actor: AuditActor, note: AuditNote): Promise<void> {
  if (note.action === 'change' && (note.changes ?? []).length === 0) return;
  await insertAuditEntry(trx, {
    id: newId(),
    at: new Date().toISOString(),
    actor_id: actor.id,
    actor_name: actor.name,
    actor_role: actor.role,
    action: note.action,
    kind: note.kind,
    record_id: note.recordId,
    changes: JSON.stringify(note.changes ?? []),
  });
}

/** How a record's fields are compared. */
export interface ChangeRules {
  /** Fields holding a picture's address: recorded as the picture's file name. */
  pictures?: readonly string[];
  /** Fields not worth an entry (counts worked out from other tables). */
  leaveOut?: readonly string[];
}

/** Every record's own bookkeeping: its ids and times are the entry's, not changes. */
const BOOKKEEPING = new Set(['_id', 'id', 'createdAt', 'updatedAt']);
/** Never recorded, whatever a caller passes. */
const SECRET = /password|token|secret|hash/i;

/** A picture as the log names it: an upload by its file name, a link by its address; none: null. */
export function pictureName(address: AuditValue): AuditValue {
  if (typeof address !== 'string' || address === '') return null;
  return address.startsWith(UPLOADS_PREFIX) ? address.slice(UPLOADS_PREFIX.length) : address;
}

const isPlain = (value: unknown): value is AuditValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A record's fields by path (contact.email), lists and other values as their JSON text. */
function flatten(record: unknown, prefix = '', into = new Map<string, AuditValue>()) {
  for (const [key, value] of Object.entries(isPlainObject(record) ? record : {})) {
    const path = `${prefix}${key}`;
    if (value === undefined) continue;
    if (isPlainObject(value)) flatten(value, `${path}.`, into);
    else into.set(path, isPlain(value) ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * The fields that differ between a record as it was and as it is, each before → after (null
 * where there was or is none: before a creation, after a deletion). Long texts are kept whole.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  { pictures = [], leaveOut = [] }: ChangeRules = {},
): AuditChange[] {
  const was = flatten(before);
  const is = flatten(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields.flatMap((field) => {
    if (BOOKKEEPING.has(field) || leaveOut.includes(field) || SECRET.test(field)) return [];
    const named = (value: AuditValue | undefined) =>
      pictures.includes(field) ? pictureName(value ?? null) : (value ?? null);
    const change = { field, before: named(was.get(field)), after: named(is.get(field)) };
    return change.before === change.after ? [] : [change];
  });
}
