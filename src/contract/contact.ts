import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, PagedList, RequestBody, WithMessage, WithSuccess } from './common';
import { LIMITS } from './common-values';

export const ContactSubmission = Type.Object({
  _id: Id,
  id: Id,
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  createdAt: IsoDateTime,
});
export type ContactSubmission = Static<typeof ContactSubmission>;

export const ContactBody = RequestBody({
  name: Type.String({ minLength: 1, maxLength: LIMITS.shortText }),
  email: Type.String({ format: 'email', maxLength: LIMITS.email }),
  subject: Type.String({ minLength: 1, maxLength: LIMITS.shortText }),
  message: Type.String({ minLength: 1, maxLength: LIMITS.longText }),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactSentResponse = Type.Object({ message: Type.String(), data: ContactSubmission });
export type ContactSentResponse = Static<typeof ContactSentResponse>;

export const ContactListResponse = PagedList(WithSuccess, 'data', ContactSubmission, 'totalMessages');
export type ContactListResponse = Static<typeof ContactListResponse>;

/** The messages that came since an admin last looked at the list, and the newest few of them. */
export const UnreadMessages = Type.Object({
  /** How many came after `since`. */
  unread: Type.Integer(),
  /** When the admin last looked (the newest message seen then); null: never, so every message counts. */
  since: Type.Union([IsoDateTime, Type.Null()]),
  /** The newest of them, newest first (five at most). */
  latest: Type.Array(ContactSubmission),
});
export type UnreadMessages = Static<typeof UnreadMessages>;

export const UnreadMessagesResponse = Type.Object({ ...WithMessage, ...UnreadMessages.properties });
export type UnreadMessagesResponse = Static<typeof UnreadMessagesResponse>;

export const UnreadMessagesQuery = Type.Object({
  after: Type.Optional(
    Type.String({
      format: 'date-time',
      title: 'after',
      description: 'Only these in `latest` (for notifications); `unread` still counts from the last look',
    }),
  ),
});
export type UnreadMessagesQuery = Static<typeof UnreadMessagesQuery>;

export const MessagesSeenBody = RequestBody({
  upTo: Type.Optional(
    Type.String({
      format: 'date-time',
      title: 'upTo',
      description:
        "The newest message's createdAt the admin was shown; without it, every message stored now counts as seen",
    }),
  ),
});
export type MessagesSeenBody = Static<typeof MessagesSeenBody>;

export const MessagesSeenResponse = Type.Object({
  ...WithMessage,
  /** Messages created after this are new; null while there is no message at all. */
  seenAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type MessagesSeenResponse = Static<typeof MessagesSeenResponse>;
