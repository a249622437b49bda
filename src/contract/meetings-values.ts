import type { RecordWire } from './common-values';

/**
 * A meeting's category: the name of one of the school's categories (GET /api/categories); the
 * template's are TEMPLATE_CATEGORIES.
 */
export type MeetingCategory = string;

/** The list filter adds 'All Meetings' to the school's categories (its name is no category's). */
export const ALL_MEETINGS = 'All Meetings';
/** What a meetings list shows: 'All Meetings' or one category, by its name. */
export type MeetingFilter = string;

/** Meetings on one page of a category's list. */
export const MEETINGS_PAGE_SIZE = 9;

/**
 * How old, at most, the seat counts a public list, record or page shows may be (seatsTaken,
 * waitlistLength): the server takes a new count at most this often, so a rush of registrations
 * does not recompute every answer for each one. A registration's own answer is always exact; the
 * meeting's page asks again once this has passed, so the visitor sees the seats as they are.
 */
export const SEAT_COUNTS_FRESH_MS = 1000;

/** Meetings on the wire (RecordWire); the original site's read-one answer has them under the plural. */
export const MEETINGS_WIRE = {
  path: '/api/meetings',
  keys: { records: 'meetings', total: 'totalMeetings', byId: 'meetings', saved: 'meeting' },
} as const satisfies RecordWire;
