import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, PagedList, RequestBody, WithSuccess } from './common';
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
