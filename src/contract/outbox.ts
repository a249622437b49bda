import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, PagedList, WithMessage, WithSuccess, oneOf } from './common';

/** pending: waits to be sent (or sent again); sending: a sender holds it; sent; failed: given up. */
export const OutboxStatus = oneOf(['pending', 'sending', 'sent', 'failed']);
export type OutboxStatus = Static<typeof OutboxStatus>;

/** An e-mail as the admin's Outbox list shows it. */
export const OutboxEmailSummary = Type.Object({
  _id: Id,
  to: Type.String(),
  subject: Type.String(),
  status: OutboxStatus,
  /** Tries made so far (one per hand-over to the mail server). */
  attempts: Type.Integer(),
  /** Why the last try failed; null when none did. */
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDateTime,
  /** When a pending e-mail is tried next. */
  nextAttemptAt: IsoDateTime,
  sentAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type OutboxEmailSummary = Static<typeof OutboxEmailSummary>;

export const OutboxAttachment = Type.Object({
  filename: Type.String(),
  contentType: Type.String(),
  /** The attachment's text (an invitation's iCalendar), for the preview. */
  content: Type.String(),
});
export type OutboxAttachment = Static<typeof OutboxAttachment>;

/** The whole message, for a preview of what is (or would be) sent. */
export const OutboxEmail = Type.Object({
  ...OutboxEmailSummary.properties,
  /** The From it goes out with (MAIL_FROM); null while sending is not set up. */
  from: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  attachments: Type.Array(OutboxAttachment),
});
export type OutboxEmail = Static<typeof OutboxEmail>;

export const OutboxListResponse = Type.Object({
  ...PagedList(WithSuccess, 'data', OutboxEmailSummary, 'totalEmails').properties,
  /** Whether e-mails go out (SMTP_URL is set); false: they wait here until it is. */
  sending: Type.Boolean(),
});
export type OutboxListResponse = Static<typeof OutboxListResponse>;

export const OutboxEmailResponse = Type.Object({ ...WithMessage, email: OutboxEmail });
export type OutboxEmailResponse = Static<typeof OutboxEmailResponse>;
