import { sql } from 'kysely';
import { dataVersion } from '../../db/data-versions';
import type { Db } from '../../db/database';
import type { MeetingRow, MeetingWithSeats, NewMeetingRow } from '../../db/schema';
import { recordQueries, type RecordRepository, type RecordRowUpdate } from '../resource-kit/record-queries';

export interface MeetingFilter {
  /** A category's name. */
  category?: string | undefined;
  /** Only meetings on or after this date (YYYY-MM-DD). */
  fromDate?: string | undefined;
}

/** Meetings with their seat counts (kept apart, in meeting_seats: migration 0009). */
function withSeats(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('meeting_seats', 'meeting_seats.meeting_id', 'meetings.id')
    .selectAll('meetings')
    .select((eb) => [
      eb.fn.coalesce('meeting_seats.seats_taken', eb.lit(0)).as('seats_taken'),
      eb.fn.coalesce('meeting_seats.waitlist_length', eb.lit(0)).as('waitlist_length'),
    ]);
}

function filtered(db: Db, filter: MeetingFilter) {
  let query = db.selectFrom('meetings');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.fromDate) query = query.where('date', '>=', filter.fromDate);
  return query;
}

/** Ids and change times of meetings from a date on, soonest first, at most `limit` (for the sitemap). */
export function listMeetingStamps(
  db: Db,
  fromDate: string,
  limit: number,
): Promise<Pick<MeetingRow, 'id' | 'updated_at'>[]> {
  return filtered(db, { fromDate })
    .select(['id', 'updated_at'])
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The list order: soonest first, then by title, the id breaking ties (one index per filter, migration 0003). */
interface SortKey {
  date: string;
  title: string;
  id: string;
}

export const ANCHOR_EVERY = 64;

/**
 * What is known about one filter at one value of the meetings table's change counter
 * (server/db/data-versions.ts): how many meetings match, and, once a page past the first
 * ANCHOR_EVERY rows was asked for, the sort key of every ANCHOR_EVERY-th of them. Page n then
 * starts at the anchor at or before its first row and skips fewer than ANCHOR_EVERY rows, so a
 * deep page costs what page 1 costs (OFFSET walks every row before it). Any change, through any
 * instance, moves the counter, and the next list counts again (one walk of the filter's index)
 * instead of counting every matching row on every request. Concurrent requests share a pending
 * computation.
 */
interface FilterState {
  version: number;
  total: Promise<number>;
  anchors?: Promise<SortKey[]>;
}

const filterStates = new WeakMap<Db, Map<string, FilterState>>();
const MAX_KEPT_FILTERS = 64;

async function countMeetings(db: Db, filter: MeetingFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function findAnchors(db: Db, filter: MeetingFilter): Promise<SortKey[]> {
  const numbered = filtered(db, filter).select([
    'date',
    'title',
    'id',
    sql<number | string>`row_number() over (order by date, title, id)`.as('n'),
  ]);
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .select(['date', 'title', 'id', 'n'])
    .where(sql<boolean>`n % ${sql.lit(ANCHOR_EVERY)} = 1`)
    .execute();
  // Sorted here: an ORDER BY on the outer query makes SQLite sort what is already in order.
  return rows
    .map((row) => ({ n: Number(row.n), key: { date: row.date, title: row.title, id: row.id } }))
    .sort((x, y) => x.n - y.n)
    .map((row) => row.key);
}

function filterState(db: Db, filter: MeetingFilter, version: number): FilterState {
  let kept = filterStates.get(db);
  if (!kept) filterStates.set(db, (kept = new Map<string, FilterState>()));
  const key = `${filter.category ?? '*'}|${filter.fromDate ?? '*'}`;
  const known = kept.get(key);
  if (known && known.version === version) return known;
  const state: FilterState = { version, total: countMeetings(db, filter) };
  // What a request that read an older counter than one already kept computes is used once, not kept.
  if (!known || known.version < version) {
    if (!known && kept.size >= MAX_KEPT_FILTERS) kept.clear();
    kept.set(key, state);
    state.total.catch(() => {
      if (kept.get(key) === state) kept.delete(key);
    });
  }
  return state;
}

function anchorsOf(db: Db, filter: MeetingFilter, state: FilterState): Promise<SortKey[]> {
  if (!state.anchors) {
    const anchors = findAnchors(db, filter);
    state.anchors = anchors;
    anchors.catch(() => {
      if (state.anchors === anchors) state.anchors = undefined;
    });
  }
  return state.anchors;
}

/**
 * One page of meetings, soonest first, and how many match in all. `version` is the meetings
 * table's change counter when the caller already read it (dataVersion), else it is read here.
 */
export async function listMeetings(
  db: Db,
  filter: MeetingFilter,
  page: { limit: number; offset: number },
  version?: number,
): Promise<{ rows: MeetingWithSeats[]; total: number }> {
  const state = filterState(db, filter, version ?? (await dataVersion(db, 'meetings')));
  const total = await state.total;
  if (page.offset >= total) return { rows: [], total };
  const step = Math.floor(page.offset / ANCHOR_EVERY);
  const anchor = step > 0 ? (await anchorsOf(db, filter, state))[step] : undefined;
  // From an anchor, the date condition goes: the anchor matched it, so every row after it does,
  // and left in, it is the range SQLite picks (without ANALYZE), walking from today again.
  const query = anchor
    ? filtered(db, { category: filter.category }).where((eb) =>
        eb(eb.refTuple('date', 'title', 'id'), '>=', eb.tuple(anchor.date, anchor.title, anchor.id)),
      )
    : filtered(db, filter);
  const rows = await withSeats(query)
    .orderBy('date', 'asc')
    .orderBy('title', 'asc')
    .orderBy('id', 'asc')
    .limit(page.limit)
    .offset(anchor ? page.offset - step * ANCHOR_EVERY : page.offset)
    .execute();
  return { rows, total };
}

const rowQueries = recordQueries('meetings');

/** A meeting with its seat counts, by its id. */
const findMeeting = (db: Db, id: string): Promise<MeetingWithSeats | undefined> =>
  withSeats(filtered(db, {})).where('meetings.id', '=', id).executeTakeFirst();

/**
 * A meeting by its id: the queries every record table answers alike (resource-kit), each row
 * with its seat counts (a new meeting's are 0: its seats row is made by a trigger).
 */
export const meetingQueries: RecordRepository<
  MeetingWithSeats,
  NewMeetingRow,
  RecordRowUpdate<'meetings'>
> = {
  find: findMeeting,
  insert: async (db, row) => ({ ...(await rowQueries.insert(db, row)), seats_taken: 0, waitlist_length: 0 }),
  update: async (db, id, changes) =>
    (await rowQueries.update(db, id, changes)) ? findMeeting(db, id) : undefined,
  remove: rowQueries.remove,
};

export const insertMeeting = meetingQueries.insert;
