import { Type, type Static } from 'typebox';
import { WithMessage } from './common';
import { UnreadMessages } from './contact';
import { Meeting } from './meetings';

const count = Type.Integer();

/** How many there are of what the admin area manages. */
export const AdminCounts = Type.Object({
  /** Meetings from today on, as the public lists count them. */
  upcomingMeetings: count,
  meetings: count,
  courses: count,
  /** Every account, administrators included. */
  users: count,
  contactMessages: count,
  pages: count,
});
export type AdminCounts = Static<typeof AdminCounts>;

/** What an administrator opens the admin area for: counts, what comes next, what came in. */
export const AdminOverviewResponse = Type.Object({
  ...WithMessage,
  counts: AdminCounts,
  /** The next meetings from today on, soonest first (five at most). */
  upcomingMeetings: Type.Array(Meeting),
  /** Null for a role that does not read the messages (ACCESS.messages). */
  unreadMessages: Type.Union([UnreadMessages, Type.Null()]),
});
export type AdminOverviewResponse = Static<typeof AdminOverviewResponse>;
