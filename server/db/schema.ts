import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Tables as stored. Dates are ISO-8601 text on every engine so both dialects return the same thing. */
export interface UsersTable {
  id: string;
  user_name: string;
  user_email: string;
  /** Lower-cased email: the unique key, so emails are unique regardless of case. */
  email_key: string;
  phone_number: string;
  role: string;
  password_hash: string;
  /** Bumped when the password changes so older tokens stop working. */
  session_version: number;
  created_at: string;
  /** When the owner confirmed the address (migration 0013); null: not yet. */
  email_verified_at: string | null;
  /** When an administrator locked the account (migration 0015); null (a new account's): not locked. */
  locked_at: ColumnType<string | null, string | null | undefined>;
}

export interface MeetingsTable {
  id: string;
  title: string;
  description: string;
  date: string;
  price: number;
  location: string;
  hours: string;
  book_now: string;
  category: string;
  meeting_image: string;
  /** Seats for online registration; null: none. */
  capacity: number | null;
  registration_closes_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CoursesTable {
  id: string;
  title: string;
  description: string;
  price: number;
  rating: number;
  course_image: string;
  /** A meeting category's name, or '' (migration 0018). */
  category: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface ContactSubmissionsTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface UploadsTable {
  name: string;
  content_type: string;
  data: Buffer;
  width: number;
  height: number;
  byte_size: number;
  created_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** One login; the token carries its id. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** Failed-login counts for one key (`account:<email>` or `address:<ip>`); times in epoch ms. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  successes: number;
  blocked_until: number;
  window_started_at: number;
  updated_at: number;
}

/**
 * A counter per table, raised by triggers in the same transaction as every change to that table
 * (migration 0003): what an instance computed from the table is current while the counter is.
 */
export interface DataVersionsTable {
  name: string;
  version: number;
}

/** The school's own texts: one JSON document per key ('settings', 'home'), read and saved whole. */
export interface SiteContentTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A content page (privacy notice, terms…); its slug is its address, unique. */
export interface PagesTable {
  id: string;
  title: string;
  slug: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/** Where an administrator last looked at the contact messages: the newest one seen then. */
export interface ContactSeenTable {
  user_id: string;
  seen_at: string;
}

export type RegistrationStatusValue = 'confirmed' | 'waitlisted' | 'cancelled';

/** A visitor's place at a meeting (migration 0006); queue_seq is the order of arrival. */
export interface RegistrationsTable {
  id: string;
  meeting_id: string;
  /** Null once the account was deleted. */
  user_id: string | null;
  name: string;
  email: string;
  status: RegistrationStatusValue;
  queue_seq: number;
  created_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
  checked_in_at: string | null;
  /** The SEQUENCE of the last calendar invitation sent for it (migration 0008). */
  invitation_sequence: Generated<number>;
}

export type OutboxStatusValue = 'pending' | 'sending' | 'sent' | 'failed';

/** An e-mail waiting to be sent, being sent, sent or given up on (migration 0007). */
export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  /** JSON text: [{filename, contentType, content}]. */
  attachments: string;
  status: OutboxStatusValue;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  /** The sender holding a 'sending' row, until claimed_until. */
  claim_token: string | null;
  claimed_until: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * A meeting's seats, apart from its content (migration 0009): what registrations change, under
 * this row's lock. capacity follows the meeting's (triggers); last_seq is the last place in the
 * meeting's order of arrival given out.
 */
export interface MeetingSeatsTable {
  meeting_id: string;
  capacity: number | null;
  seats_taken: Generated<number>;
  waitlist_length: Generated<number>;
  last_seq: Generated<number>;
}

/** What an account link is for (migration 0012). */
export type AccountLinkPurpose = 'password-reset' | 'email-verification' | 'email-change';

/** A single-use link e-mailed to an account's owner (migration 0012): only its token's hash is kept. */
export interface AccountLinksTable {
  id: string;
  user_id: string;
  purpose: AccountLinkPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** An e-mail-change link's new address (migration 0014); null for the other purposes. */
  new_email: string | null;
}

/** An administrator's invitation to join the staff (migration 0015): only its token's hash is kept. */
export interface InvitationsTable {
  id: string;
  email: string;
  email_key: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  invited_by_name: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
}

/** One entry of the audit log (migration 0016): appended, never changed. */
export interface AuditEntriesTable {
  id: string;
  at: string;
  /** The member of staff as they were then (no reference: the entry outlives the account). */
  actor_id: string;
  actor_name: string;
  actor_role: string;
  action: string;
  kind: string;
  record_id: string | null;
  /** JSON text: [{field, before, after}]. */
  changes: string;
}

export interface Database {
  users: UsersTable;
  meetings: MeetingsTable;
  courses: CoursesTable;
  contact_submissions: ContactSubmissionsTable;
  uploads: UploadsTable;
  app_meta: AppMetaTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  data_versions: DataVersionsTable;
  site_content: SiteContentTable;
  pages: PagesTable;
  contact_seen: ContactSeenTable;
  registrations: RegistrationsTable;
  meeting_seats: MeetingSeatsTable;
  outbox: OutboxTable;
  account_links: AccountLinksTable;
  invitations: InvitationsTable;
  audit_entries: AuditEntriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type MeetingRow = Selectable<MeetingsTable>;
export type NewMeetingRow = Insertable<MeetingsTable>;
export type CourseRow = Selectable<CoursesTable>;
export type NewCourseRow = Insertable<CoursesTable>;
export type ContactSubmissionRow = Selectable<ContactSubmissionsTable>;
export type UploadRow = Selectable<UploadsTable>;
export type SiteContentRow = Selectable<SiteContentTable>;
export type PageRow = Selectable<PagesTable>;
export type NewPageRow = Insertable<PagesTable>;
export type RegistrationRow = Selectable<RegistrationsTable>;
export type MeetingSeatsRow = Selectable<MeetingSeatsTable>;
/** A meeting with its seat counts, as the records and lists read it. */
export type MeetingWithSeats = MeetingRow & Pick<MeetingSeatsRow, 'seats_taken' | 'waitlist_length'>;
export type NewRegistrationRow = Insertable<RegistrationsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AccountLinkRow = Selectable<AccountLinksTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type NewAuditEntryRow = Insertable<AuditEntriesTable>;
