/**
 * The audit log's words, shared by the server (what it records, what a filter may ask for) and
 * the Audit log screen. TypeBox-free, so the browser has them as code.
 */

/** What a member of staff did. */
export const AUDIT_ACTIONS = [
  'create',
  'change',
  'delete',
  'cancel',
  'retry',
  'login',
  'failed-login',
  'send-password-reset',
  'invite',
  'withdraw',
  'accept',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of record the Audit log names in its words and offers as a filter: `home` and
 * `settings` are the school's one home page and settings (no record id); `session` is a login (its
 * record id is the account's). The log is open beyond them: a resource the record kit serves is
 * logged under its noun (AUDIT_KIND_PATTERN) with nothing to list; naming it here adds its words
 * and its filter.
 */
export const AUDIT_KINDS = [
  'meeting',
  'course',
  'page',
  'home',
  'settings',
  'user',
  'registration',
  'outbox',
  'session',
  'invitation',
  'category',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What any kind of record is called in the log: a resource's noun, lowercase. */
export const AUDIT_KIND_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

/**
 * How many days the audit log keeps an entry (Site Settings' auditRetentionDays): a year unless
 * the school says otherwise, never less than a month nor more than ten years.
 */
export const AUDIT_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;

/** Entries on one page of the Audit log screen. */
export const AUDIT_PAGE_SIZE = 25;
