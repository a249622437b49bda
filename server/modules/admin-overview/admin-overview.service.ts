import type { AdminOverviewResponse } from '@/contract';
import { dataVersion } from '../../db/data-versions';
import type { Db } from '../../db/database';
import { unreadMessages } from '../contact/contact.service';
import { meetingsService } from '../meetings/meetings.service';
import { countManagedRows } from './admin-overview.repository';

/** How many upcoming meetings the dashboard lists. */
export const NEXT_MEETINGS = 5;

/**
 * What the dashboard shows `userId`: the counts, the next meetings from `today` on (the public
 * lists' "upcoming", through the same list, so both always agree) and the messages new to them.
 */
export async function adminOverview(
  db: Db,
  userId: string,
  today: string,
): Promise<Omit<AdminOverviewResponse, 'message'>> {
  const version = await dataVersion(db, 'meetings');
  const [upcoming, counts, unread] = await Promise.all([
    meetingsService.list(db, { fromDate: today }, { limit: NEXT_MEETINGS, offset: 0 }, version),
    countManagedRows(db),
    unreadMessages(db, userId),
  ]);
  return {
    counts: { upcomingMeetings: upcoming.total, ...counts },
    upcomingMeetings: upcoming.meetings,
    unreadMessages: unread,
  };
}
