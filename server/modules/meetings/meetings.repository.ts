import type { Meeting, MeetingCategory } from '@/contract';
import { MEETING_CATEGORIES } from '@/contract';
import type { Db } from '../../db/database';
import type { MeetingRow, MeetingRowUpdate, NewMeetingRow } from '../../db/schema';

export function toMeeting(row: MeetingRow): Meeting {
  const category = MEETING_CATEGORIES.find((c) => c === row.category) ?? 'Soon';
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    price: row.price,
    location: row.location,
    hours: row.hours,
    bookNow: row.book_now,
    category,
    meetingImage: row.meeting_image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface MeetingFilter {
  category?: MeetingCategory | undefined;
  /** Only meetings on or after this date (YYYY-MM-DD). */
  fromDate?: string | undefined;
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

/** One page of meetings, soonest first, and how many match in all. */
export async function listMeetings(
  db: Db,
  filter: MeetingFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MeetingRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('date', 'asc')
      .orderBy('title', 'asc')
      .orderBy('id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findMeeting(db: Db, id: string): Promise<MeetingRow | undefined> {
  return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertMeeting(db: Db, row: NewMeetingRow): Promise<MeetingRow> {
  return db.insertInto('meetings').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateMeeting(db: Db, id: string, patch: MeetingRowUpdate): Promise<MeetingRow | undefined> {
  return db.updateTable('meetings').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteMeeting(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('meetings').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
