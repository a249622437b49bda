import {
  cardImageUrl,
  MEETING_CATEGORIES,
  type CourseListResponse,
  type MeetingCategoryPage,
  type MeetingListResponse,
} from '@/contract';
import { newId } from '../lib/ids';
import { addDays, nowIso, todayIso } from '../lib/time';
import { insertCourse } from '../modules/courses/courses.repository';
import { insertMeeting } from '../modules/meetings/meetings.repository';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoContent } from './seed';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedDemoContent>>;
const today = todayIso();

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoContent(t.app.db);
});
afterAll(async () => {
  await t.close();
});

async function count(app: TestApp, table: 'meetings' | 'courses' | 'uploads' | 'app_meta'): Promise<number> {
  const row = await app.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
    expect(await count(t, 'meetings')).toBe(seeded?.meetings);
    expect(await count(t, 'courses')).toBe(seeded?.courses);
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

    for (const category of MEETING_CATEGORIES) {
      const inCategory = meetings.filter((m) => m.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(5);
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

  it('does nothing the second time', async () => {
    const before = {
      meetings: await count(t, 'meetings'),
      courses: await count(t, 'courses'),
      uploads: await count(t, 'uploads'),
    };
    expect(await seedDemoContent(t.app.db)).toBeUndefined();
    expect({
      meetings: await count(t, 'meetings'),
      courses: await count(t, 'courses'),
      uploads: await count(t, 'uploads'),
    }).toEqual(before);
  });

  it('does not come back after an admin deleted every demo record', async () => {
    await t.app.db.deleteFrom('meetings').execute();
    await t.app.db.deleteFrom('courses').execute();
    expect(await seedDemoContent(t.app.db)).toBeUndefined();
    expect(await count(t, 'meetings')).toBe(0);
    expect(await count(t, 'courses')).toBe(0);
  });
});

describe('seedDemoContent on a database with content', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(async () => {
    await other.close();
  });

  it('leaves a database that already has a meeting alone', async () => {
    const now = nowIso();
    await insertMeeting(other.app.db, {
      id: newId(),
      title: 'Real meeting',
      description: '',
      date: addDays(today, 2),
      price: 0,
      location: 'Hall',
      hours: '10:00',
      book_now: 'Call',
      category: 'Soon',
      meeting_image: '',
      created_at: now,
      updated_at: now,
    });
    expect(await seedDemoContent(other.app.db)).toBeUndefined();
    expect(await count(other, 'meetings')).toBe(1);
    expect(await count(other, 'courses')).toBe(0);
    expect(await count(other, 'uploads')).toBe(0);
  });

  it('leaves a database that already has only a course alone', async () => {
    await other.app.db.deleteFrom('meetings').execute();
    const now = nowIso();
    await insertCourse(other.app.db, {
      id: newId(),
      title: 'Real course',
      description: '',
      price: 10,
      rating: 3,
      course_image: '',
      created_at: now,
      updated_at: now,
    });
    expect(await seedDemoContent(other.app.db)).toBeUndefined();
    expect(await count(other, 'meetings')).toBe(0);
    expect(await count(other, 'courses')).toBe(1);
    expect(await count(other, 'uploads')).toBe(0);
  });
});
