import type { Db } from '../db/database';
import type { NewCourseRow, NewMeetingRow } from '../db/schema';
import { newId } from '../lib/ids';
import { addDays, nowIso, todayIso } from '../lib/time';
import { storeImageField } from '../modules/uploads/image-field';
import { CATEGORY_COLORS, COURSE_COLORS, DEMO_COURSES, DEMO_MEETINGS } from './demo-content';
import { renderArt } from './demo-images';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty database with demo meetings, courses and their generated images, once: a
 * database that was seeded before, or already holds meetings or courses, is left alone.
 */
export async function seedDemoContent(
  db: Db,
  today = todayIso(),
): Promise<{ meetings: number; courses: number } | undefined> {
  const seeded = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (seeded) return undefined;
  const meeting = await db.selectFrom('meetings').select('id').limit(1).executeTakeFirst();
  const course = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst();
  if (meeting || course) return undefined;

  const now = nowIso();
  const meetingRows: NewMeetingRow[] = [];
  for (const [index, demo] of DEMO_MEETINGS.entries()) {
    const png = await renderArt({
      seed: index + 1,
      colors: CATEGORY_COLORS[demo.category],
      motif: demo.motif,
    });
    meetingRows.push({
      id: newId(),
      title: demo.title,
      description: demo.description,
      date: addDays(today, demo.inDays),
      price: demo.price,
      location: demo.location,
      hours: demo.hours,
      book_now: demo.bookNow,
      category: demo.category,
      meeting_image: await storeImageField(db, 'meetingImage', png),
      created_at: now,
      updated_at: now,
    });
  }
  const courseRows: NewCourseRow[] = [];
  for (const [index, demo] of DEMO_COURSES.entries()) {
    const colors = COURSE_COLORS[index % COURSE_COLORS.length] ?? CATEGORY_COLORS.Soon;
    const png = await renderArt({ seed: 1000 + index, colors, motif: demo.motif });
    courseRows.push({
      id: newId(),
      title: demo.title,
      description: demo.description,
      price: demo.price,
      rating: demo.rating,
      course_image: await storeImageField(db, 'courseImage', png),
      created_at: now,
      updated_at: now,
    });
  }

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('meetings').values(meetingRows).execute();
    await trx.insertInto('courses').values(courseRows).execute();
    await trx.insertInto('app_meta').values({ key: SEEDED_KEY, value: now }).execute();
  });
  return { meetings: meetingRows.length, courses: courseRows.length };
}
