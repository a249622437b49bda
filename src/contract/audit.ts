import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_KIND_PATTERN } from './audit-values';
import { Id, IsoDateTime, oneOf, PagedList, PageQuery, WithMessage } from './common';
import { LIMITS } from './common-values';
import { ROLES } from './users-values';

/**
 * The audit log (GET /api/admin/audit): who among the staff did what to which record, when, and
 * what changed. Entries are only ever added; housekeeping removes those older than the school's
 * retention period (Site Settings).
 */

/** Who did it, as they were then: an entry keeps the name and role after the account is gone. */
export const AuditActor = Type.Object({
  id: Id,
  name: Type.String(),
  role: oneOf(ROLES),
});
export type AuditActor = Static<typeof AuditActor>;

/**
 * A field's value before or after: texts, numbers and yes/no as they were; a list or a group of
 * fields as its JSON text; a picture as its file name; null for none (before a creation, after a
 * deletion).
 */
export const AuditValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type AuditValue = Static<typeof AuditValue>;

/** One field that changed: a nested one is named by its path (contact.email). */
export const AuditChange = Type.Object({ field: Type.String(), before: AuditValue, after: AuditValue });
export type AuditChange = Static<typeof AuditChange>;

export const AuditEntry = Type.Object({
  _id: Id,
  id: Id,
  at: IsoDateTime,
  actor: AuditActor,
  action: oneOf(AUDIT_ACTIONS),
  /** One of AUDIT_KINDS, or a newer resource's noun. */
  kind: Type.String({ pattern: AUDIT_KIND_PATTERN }),
  /** The record's id; null for the school's one-of-a-kind records (home page, settings). */
  recordId: Type.Union([Type.String(), Type.Null()]),
  /** Whether the record is still there (a link to it can be offered). */
  recordExists: Type.Boolean(),
  changes: Type.Array(AuditChange),
});
export type AuditEntry = Static<typeof AuditEntry>;

/**
 * The filters: one person (their account id), one kind of record, and a period. `from` and `to`
 * are a day (2026-03-01: from its start, to its end, in UTC) or an instant (an ISO date and time).
 */
export const AuditQuery = Type.Object({
  actor: Type.Optional(Type.String({ title: 'Person', minLength: 1, maxLength: 64 })),
  kind: Type.Optional(Type.String({ title: 'Kind of record', pattern: AUDIT_KIND_PATTERN })),
  from: Type.Optional(Type.String({ title: 'From', maxLength: LIMITS.shortText })),
  to: Type.Optional(Type.String({ title: 'To', maxLength: LIMITS.shortText })),
  ...PageQuery.properties,
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditListResponse = Type.Object({
  ...PagedList(WithMessage, 'entries', AuditEntry, 'totalEntries').properties,
  /** Everyone the whole log names (the person filter's choices), by name; deleted accounts too. */
  people: Type.Array(AuditActor),
});
export type AuditListResponse = Static<typeof AuditListResponse>;
