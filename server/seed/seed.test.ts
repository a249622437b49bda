import {
  cardImageUrl,
  TEMPLATE_CATEGORIES,
  type CourseListResponse,
  type HomeContentAnswer,
  type MeetingCategoryPage,
  type MeetingListResponse,
  type SiteAnswer,
} from '@/contract';
import { countRows } from '../db/count-rows';
import type { Db } from '../db/database';
import { addDays, todayIso } from '../lib/time';
import { insertCourse } from '../modules/courses/courses.repository';
import { insertMeeting } from '../modules/meetings/meetings.repository';
import { courseRow, meetingRow, recordCounts } from '../testing/record-resources';
import { useTestApp } from '../testing/test-app';
import { DEMO_HOME, DEMO_PAGES, DEMO_SETTINGS } from './demo-site';
import { seedDemoContent } from './seed';

const t = useTestApp();
let seeded: Awaited<ReturnType<typeof seedDemoContent>>;
const today = todayIso();

beforeAll(async () => {
  seeded = await seedDemoContent(t.app.db);
});

const count = (table: 'meetings' | 'courses') => countRows(t.app.db, table);

async function publicMeetings() {
  const response = await t.app.inject({ method: 'GET', url: '/api/meetings' });
  expect(response.statusCode).toBe(200);
  return response.json<MeetingListResponse>().meetings;
}

async function publicCourses() {
  const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
  expect(response.statusCode).toBe(200);
  return response.json<CourseListResponse>().courses;
}

async function expectWebp(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
}

describe('seedDemoContent on an empty database', () => {
  it('reports what it added, matching the database', async () => {
    expect(seeded).toBeDefined();
    expect(seeded?.meetings).toBeGreaterThanOrEqual(24);
    expect(seeded?.courses).toBeGreaterThanOrEqual(8);
    expect(await count('meetings')).toBe(seeded?.meetings);
    expect(await count('courses')).toBe(seeded?.courses);
  });

  it('adds upcoming meetings in every category, dated from today within the coming months', async () => {
    const meetings = await publicMeetings();
    // Every seeded meeting is upcoming, so the public list shows them all.
    expect(meetings.length).toBe(seeded?.meetings);
    const latest = addDays(today, 183);
    for (const meeting of meetings) {
      expect(meeting.date >= today, meeting.date).toBe(true);
      expect(meeting.date <= latest, meeting.date).toBe(true);
      expect(meeting.title.length).toBeGreaterThan(0);
      expect(meeting.hours.length).toBeGreaterThan(0);
      expect(meeting.location.length).toBeGreaterThan(0);
      expect(meeting.bookNow.length).toBeGreaterThan(0);
      expect(meeting.price).toBeGreaterThanOrEqual(0);
    }
    // Spread over time, not all on one day.
    expect(new Set(meetings.map((m) => m.date)).size).toBeGreaterThan(meetings.length / 2);

    for (const category of TEMPLATE_CATEGORIES) {
      const inCategory = meetings.filter((m) => m.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it("puts every meeting on the weekday its hours name ('Saturday: …' on a Saturday)", async () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const meetings = await publicMeetings();
    const named = meetings.filter((meeting) => days.some((day) => meeting.hours.includes(day)));
    expect(named.length).toBeGreaterThan(0);
    for (const meeting of named) {
      // The first day the hours name ("Monday - Friday: …" starts on a Monday).
      const word = days
        .map((day) => ({ day, at: meeting.hours.indexOf(day) }))
        .filter(({ at }) => at !== -1)
        .sort((a, b) => a.at - b.at)[0]?.day;
      const onDate = days[new Date(`${meeting.date}T12:00:00Z`).getUTCDay()];
      expect(onDate, `${meeting.title}: ${meeting.hours} on ${meeting.date}`).toBe(word);
    }
  });

  it('offers online registration on some of them, every seat free, and Book Now text on the rest', async () => {
    const meetings = await publicMeetings();
    const online = meetings.filter((m) => m.capacity !== null);
    expect(online.length).toBeGreaterThanOrEqual(3);
    expect(online.length).toBeLessThan(meetings.length);
    for (const meeting of online) {
      expect(meeting).toMatchObject({ seatsTaken: 0, waitlistLength: 0, registrationClosesAt: null });
      expect(meeting.capacity).toBeGreaterThanOrEqual(1);
    }
  });

  it('fills at least two pages of every category list and three of All Meetings', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/meetings/category/All%20Meetings' });
    expect(all.statusCode).toBe(200);
    const page = all.json<MeetingCategoryPage>();
    expect(page.meetings).toHaveLength(9);
    expect(page.totalMeetings).toBe(seeded?.meetings);
    expect(page.totalPages).toBeGreaterThanOrEqual(3);
  });

  it('adds courses with ratings from 0 to 5', async () => {
    const courses = await publicCourses();
    expect(courses.length).toBe(seeded?.courses);
    for (const course of courses) {
      expect(Number.isFinite(course.rating)).toBe(true);
      expect(course.rating).toBeGreaterThanOrEqual(0);
      expect(course.rating).toBeLessThanOrEqual(5);
      expect(course.price).toBeGreaterThanOrEqual(0);
      expect(course.title.length).toBeGreaterThan(0);
    }
  });

  it('gives every meeting and course an uploaded WebP image, with its card variant', async () => {
    const urls = [
      ...(await publicMeetings()).map((m) => m.meetingImage),
      ...(await publicCourses()).map((c) => c.courseImage),
    ];
    expect(urls.length).toBeGreaterThanOrEqual(32);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{16,64}\.webp$/);
      await expectWebp(url);
      await expectWebp(cardImageUrl(url));
    }
  });

  it("adds the demo site: the template's settings and home texts, and three content pages", async () => {
    expect(seeded?.pages).toBe(DEMO_PAGES.length);
    const site = (await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteAnswer>();
    expect(site.settings).toMatchObject({ ...DEMO_SETTINGS, logo: '' });
    expect(site.pages).toEqual([
      { title: 'About us', slug: 'about-us' },
      { title: 'Privacy notice', slug: 'privacy' },
      { title: 'Terms of use', slug: 'terms' },
    ]);
    const home = (await t.app.inject({ method: 'GET', url: '/api/site/home' })).json<HomeContentAnswer>();
    expect(home.content).toEqual(DEMO_HOME);
  });

  it('does nothing the second time', async () => {
    const before = await recordCounts(t.app.db);
    expect(await seedDemoContent(t.app.db)).toBeUndefined();
    expect(await recordCounts(t.app.db)).toEqual(before);
  });

  it('does not come back after an admin deleted every demo record', async () => {
    await t.app.db.deleteFrom('meetings').execute();
    await t.app.db.deleteFrom('courses').execute();
    expect(await seedDemoContent(t.app.db)).toBeUndefined();
    expect(await count('meetings')).toBe(0);
    expect(await count('courses')).toBe(0);
  });
});

describe('seedDemoContent on a database with content', () => {
  const other = useTestApp();

  it.each([
    [
      'a meeting',
      (db: Db) => insertMeeting(db, meetingRow({ title: 'Real meeting', date: addDays(today, 2) })),
      { meetings: 1, courses: 0, uploads: 0 },
    ],
    [
      'only a course',
      async (db: Db) => {
        await db.deleteFrom('meetings').execute();
        return insertCourse(db, courseRow({ title: 'Real course' }));
      },
      { meetings: 0, courses: 1, uploads: 0 },
    ],
  ])('leaves a database that already has %s alone', async (_content, add, expected) => {
    await add(other.app.db);
    expect(await seedDemoContent(other.app.db)).toBeUndefined();
    expect(await recordCounts(other.app.db)).toEqual(expected);
  });
});
