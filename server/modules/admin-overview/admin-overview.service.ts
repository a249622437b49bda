import { mayUse, type AdminOverviewResponse, type Role } from '@/contract';
import { dataVersion } from '../../db/data-versions';
import type { Db } from '../../db/database';
import { unreadMessages } from '../contact/contact.service';
import { meetingsService } from '../meetings/meetings.service';
import { countManagedRows } from './admin-overview.repository';

/** How many upcoming meetings the dashboard lists. */
export const NEXT_MEETINGS = 5;

/**
 * What the dashboard shows `viewer`: the counts, the next meetings from `today` on (the public
 * lists' "upcoming", through the same list, so both always agree) and, for those who read them,
 * the messages new to them.
 */
export async function adminOverview(
  db: Db,
  viewer: { id: string; role: Role },
  today: string,
): Promise<Omit<AdminOverviewResponse, 'message'>> {
  const version = await dataVersion(db, 'meetings');
  const [upcoming, counts, unread] = await Promise.all([
    meetingsService.list(db, { fromDate: today }, { limit: NEXT_MEETINGS, offset: 0 }, version),
    countManagedRows(db),
    // The messages' subjects and senders are for those who read the messages.
    mayUse(viewer.role, 'messages') ? unreadMessages(db, viewer.id) : null,
  ]);
  return {
    counts: { upcomingMeetings: upcoming.total, ...counts },
    upcomingMeetings: upcoming.meetings,
    unreadMessages: unread,
  };
}
