import type { CourseInput, MeetingInput } from '@/contract';
import type { Db } from '../db/database';
import type { NewCourseRow, NewMeetingRow } from '../db/schema';
import { newId } from '../lib/ids';
import { addDays, nowIso, todayIso } from '../lib/time';
import { courseRecords } from '../modules/courses/courses.service';
import { meetingRecords } from '../modules/meetings/meetings.service';
import { readImageField, saveImageField, type ImageField } from '../modules/uploads/image-field';
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

  // Pictures are drawn and encoded first; rows and pictures are saved together, or not at all.
  const now = nowIso();
  const meetings: { input: MeetingInput; image: ImageField }[] = [];
  for (const [index, demo] of DEMO_MEETINGS.entries()) {
    const png = await renderArt({
      seed: index + 1,
      colors: CATEGORY_COLORS[demo.category],
      motif: demo.motif,
    });
    const { inDays, motif: _motif, ...fields } = demo;
    meetings.push({
      input: { ...fields, date: addDays(today, inDays) },
      image: await readImageField(db, 'meetingImage', png),
    });
  }
  const courses: { input: CourseInput; image: ImageField }[] = [];
  for (const [index, demo] of DEMO_COURSES.entries()) {
    const colors = COURSE_COLORS[index % COURSE_COLORS.length] ?? CATEGORY_COLORS.Soon;
    const png = await renderArt({ seed: 1000 + index, colors, motif: demo.motif });
    const { motif: _motif, ...fields } = demo;
    courses.push({ input: fields, image: await readImageField(db, 'courseImage', png) });
  }

  const rowOf = async <Input, Row>(
    trx: Db,
    records: { newRow: (input: Input, meta: { id: string; image: string; now: string }) => Row },
    { input, image }: { input: Input; image: ImageField },
  ) => records.newRow(input, { id: newId(), image: await saveImageField(trx, image), now });
  await db.transaction().execute(async (trx) => {
    const meetingRows: NewMeetingRow[] = [];
    for (const meeting of meetings) meetingRows.push(await rowOf(trx, meetingRecords, meeting));
    const courseRows: NewCourseRow[] = [];
    for (const course of courses) courseRows.push(await rowOf(trx, courseRecords, course));
    await trx.insertInto('meetings').values(meetingRows).execute();
    await trx.insertInto('courses').values(courseRows).execute();
    await trx.insertInto('app_meta').values({ key: SEEDED_KEY, value: now }).execute();
  });
  return { meetings: meetings.length, courses: courses.length };
}
