import type { CourseInput, MeetingInput } from '@/contract';
import type { Db } from '../db/database';
import type { NewCourseRow, NewMeetingRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { newId } from '../lib/ids';
import { nowIso, todayIso } from '../lib/time';
import { courseRecords } from '../modules/courses/courses.service';
import { meetingRecords } from '../modules/meetings/meetings.service';
import { findPageBySlug, insertPage } from '../modules/pages/pages.repository';
import { pageRecords } from '../modules/pages/pages.service';
import { siteService } from '../modules/site/site.service';
import { readImageField, saveImageField, type ImageField } from '../modules/uploads/image-field';
import { CATEGORY_COLORS, COURSE_COLORS, DEMO_COURSES, DEMO_MEETINGS } from './demo-content';
import { demoMeetingDate } from './demo-dates';
import { renderArt } from './demo-images';
import { DEMO_HOME, DEMO_PAGES, DEMO_SETTINGS } from './demo-site';

const SEEDED_KEY = 'demo_seeded_at';
/** Set once the demo site's texts and pages were added (they came later than the records). */
const SITE_SEEDED_KEY = 'demo_site_seeded_at';

/** What the demo seed added. */
export interface SeededDemo {
  meetings: number;
  courses: number;
  /** Content pages added; the settings and home texts come with them. */
  pages: number;
}

/**
 * Fills an empty database with demo content, once: meetings, courses and their generated images,
 * then the demo site (the template's texts and three content pages). A database that already
 * holds meetings or courses of its own is left alone; one that had the demo records before the
 * site's texts existed gets the texts and pages it lacks. Undefined when nothing was added.
 */
export async function seedDemoContent(db: Db, today = todayIso()): Promise<SeededDemo | undefined> {
  const records = await seedDemoRecords(db, today);
  const site = await seedDemoSite(db);
  if (!records && site === undefined) return undefined;
  return { meetings: records?.meetings ?? 0, courses: records?.courses ?? 0, pages: site?.pages ?? 0 };
}

/** Whether app_meta holds `key` (a step of the demo seed that ran). */
async function hasMark(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}

/**
 * The demo site, once, on a database that has (or had) the demo records: the template's settings
 * and home texts where none are stored, and the demo pages whose addresses are free. A page an
 * admin deleted later does not come back.
 */
async function seedDemoSite(db: Db): Promise<{ pages: number } | undefined> {
  if ((await hasMark(db, SITE_SEEDED_KEY)) || !(await hasMark(db, SEEDED_KEY))) return undefined;
  return inTransaction(db, async (trx) => {
    await siteService.addWhereMissing(trx, { settings: DEMO_SETTINGS, home: DEMO_HOME });
    const now = nowIso();
    let pages = 0;
    for (const page of DEMO_PAGES) {
      if (await findPageBySlug(trx, page.slug)) continue;
      await insertPage(trx, pageRecords.newRow(page, { id: newId(), image: '', now }));
      pages += 1;
    }
    await trx.insertInto('app_meta').values({ key: SITE_SEEDED_KEY, value: now }).execute();
    return { pages };
  });
}

/** The demo meetings and courses with their pictures, on an empty database, once. */
async function seedDemoRecords(
  db: Db,
  today: string,
): Promise<{ meetings: number; courses: number } | undefined> {
  if (await hasMark(db, SEEDED_KEY)) return undefined;
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
    const { inDays: _inDays, motif: _motif, ...fields } = demo;
    meetings.push({
      input: { ...fields, date: demoMeetingDate(today, demo) },
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
  await inTransaction(db, async (trx) => {
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
