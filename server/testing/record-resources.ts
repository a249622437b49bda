import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  Course,
  CourseByIdResponse,
  CourseSavedResponse,
  Meeting,
  MeetingByIdResponse,
  MeetingSavedResponse,
} from '@/contract';
import { countRows } from '../db/count-rows';
import type { Db } from '../db/database';
import type { NewCourseRow, NewMeetingRow } from '../db/schema';
import { newId } from '../lib/ids';
import { addDays, nowIso, todayIso } from '../lib/time';
import { callerHeaders, sendForm, type FormValue, type TestApp } from './test-app';

export type Fields = Record<string, FormValue>;

/** A value a form or JSON body can carry, and what the API answers for it (a RegExp: somewhere in the message). */
export type Refusal = [fields: Fields, message: string | RegExp];

/**
 * What the tests of a resource the resource kit serves need to know of it: its names, a valid
 * form, and the values its own rules refuse. The kit's rules are tested once over every resource
 * (resource-kit/record-routes.test.ts); each resource's file tests what only it has.
 */
export interface RecordResource<R extends Course | Meeting> {
  path: string;
  table: 'courses' | 'meetings';
  noun: string;
  imageField: 'courseImage' | 'meetingImage';
  required: readonly string[];
  /** A complete form as the admin screen sends it (every value a string). */
  form: (overrides?: Fields) => Fields;
  /** What the record made from an unchanged form() holds. */
  formRecord: () => Partial<R>;
  /** A JSON body of only required fields, and what the record made from it holds. */
  json: () => { body: Record<string, unknown>; record: Partial<R> };
  /** A change as a form (a blank required field is left alone) and what it changes. */
  change: { fields: Fields; changed: Partial<R> };
  /** Values its rules refuse, on a new record and on a change alike. */
  refused: Refusal[];
  saved: (response: LightMyRequestResponse) => { message: string; record: R };
  byId: (response: LightMyRequestResponse) => { message: string; records: R[] };
  image: (record: R) => string;
}

/**
 * How a resource's answers are read: the wire contract names the record differently per resource
 * (course / course, meeting / meetings), under a message.
 */
function answersUnder<Saved extends { message: string }, ById extends { message: string }>() {
  return <SavedKey extends keyof Saved, ByIdKey extends keyof ById>(saved: SavedKey, byId: ByIdKey) => ({
    saved: (response: LightMyRequestResponse) => {
      const body = response.json<Saved>();
      return { message: body.message, record: body[saved] };
    },
    byId: (response: LightMyRequestResponse) => {
      const body = response.json<ById>();
      return { message: body.message, records: body[byId] };
    },
  });
}

export const COURSES: RecordResource<Course> = {
  path: '/api/courses',
  table: 'courses',
  noun: 'course',
  imageField: 'courseImage',
  required: ['title', 'price', 'rating'],
  form: (overrides = {}) => ({
    title: 'Web Development Bootcamp',
    description: 'HTML, CSS, JavaScript and React from scratch.',
    price: '320',
    rating: '4',
    ...overrides,
  }),
  formRecord: () => ({
    title: 'Web Development Bootcamp',
    description: 'HTML, CSS, JavaScript and React from scratch.',
    price: 320,
    rating: 4,
  }),
  json: () => ({
    body: { title: 'Business English', price: 180.5, rating: 4.5 },
    record: { title: 'Business English', price: 180.5, rating: 4.5 },
  }),
  change: { fields: { price: '99', title: '' }, changed: { price: 99 } },
  refused: [
    [{ rating: '6' }, /rating/],
    [{ rating: '-1' }, /rating/],
    [{ rating: '5.5' }, /rating/],
    [{ rating: 'five' }, 'rating must be a number'],
    [{ price: 'abc' }, 'price must be a number'],
    [{ price: '-10' }, /price/],
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    [{ courseImage: 'javascript:alert(1)' }, /courseImage/],
  ],
  ...answersUnder<CourseSavedResponse, CourseByIdResponse>()('course', 'course'),
  image: (course) => course.courseImage,
};

const inTenDays = () => addDays(todayIso(), 10);

export const MEETINGS: RecordResource<Meeting> = {
  path: '/api/meetings',
  table: 'meetings',
  noun: 'meeting',
  imageField: 'meetingImage',
  required: ['title', 'price', 'date', 'hours', 'location', 'bookNow', 'category'],
  form: (overrides = {}) => ({
    title: 'Open Day',
    description: 'Tour the campus with current students.',
    price: '25',
    date: inTenDays(),
    hours: 'Saturday: 09:00 - 13:00',
    location: 'Main Campus, Great Hall',
    bookNow: 'Reserve at the front office.',
    category: 'Important',
    ...overrides,
  }),
  formRecord: () => ({
    title: 'Open Day',
    description: 'Tour the campus with current students.',
    price: 25,
    date: inTenDays(),
    hours: 'Saturday: 09:00 - 13:00',
    location: 'Main Campus, Great Hall',
    bookNow: 'Reserve at the front office.',
    category: 'Important',
  }),
  json: () => {
    const date = addDays(todayIso(), 4);
    const record = { title: 'JSON meeting', price: 0, date, category: 'Attractive' } as const;
    return {
      body: { ...record, hours: '14:00 - 15:00', location: 'Online', bookNow: 'Use the contact form' },
      record,
    };
  },
  change: { fields: { title: 'Renamed', price: '40' }, changed: { title: 'Renamed', price: 40 } },
  refused: [
    [{ price: 'abc' }, 'price must be a number'],
    [{ price: '-5' }, /price/],
    [{ category: 'Other' }, /category/],
    [{ category: 'All Meetings' }, /category/],
    ...['2026-02-30', 'tomorrow', '2026-13-01', '03/12/2026'].map((date): Refusal => [
      { date },
      'date must be a valid date (YYYY-MM-DD)',
    ]),
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    [{ meetingImage: 'javascript:alert(1)' }, /meetingImage/],
  ],
  ...answersUnder<MeetingSavedResponse, MeetingByIdResponse>()('meeting', 'meetings'),
  image: (meeting) => meeting.meetingImage,
};

/** The admin's calls on one resource's records, each as the admin unless another token (or null) is given. */
export function recordClient<R extends Course | Meeting>(t: TestApp, resource: RecordResource<R>) {
  const { path } = resource;
  const post = (fields: Fields, token: string | null = t.adminToken) =>
    sendForm(t.app, { method: 'POST', url: path, token }, fields);
  return {
    post,
    patch: (id: string, fields: Fields, token: string | null = t.adminToken) =>
      sendForm(t.app, { method: 'PATCH', url: `${path}/${id}`, token }, fields),
    get: (id: string) => t.app.inject({ method: 'GET', url: `${path}/${id}` }),
    /** The stored record, as GET /:id answers it (a one-item list). */
    stored: async (id: string) =>
      resource.byId(await t.app.inject({ method: 'GET', url: `${path}/${id}` })).records,
    remove: (id: string, token: string | null = t.adminToken) =>
      t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: callerHeaders(token) }),
    count: () => countRows(t.app.db, resource.table),
    /** A new record from form(overrides), which must be created. */
    create: async (overrides: Fields = {}): Promise<R> => {
      const response = await post(resource.form(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return resource.saved(response).record;
    },
  };
}

/** How many meetings, courses and uploads there are: what creating a record may add to. */
export async function recordCounts(db: Db) {
  return {
    meetings: await countRows(db, 'meetings'),
    courses: await countRows(db, 'courses'),
    uploads: await countRows(db, 'uploads'),
  };
}

/** A new row's id and times, as the repositories store them. */
function rowStamps() {
  const now = nowIso();
  return { id: newId(), created_at: now, updated_at: now };
}

/** A meeting's row to insert straight through the repository: quick, and it may be in the past. */
export const meetingRow = (overrides: Partial<NewMeetingRow> = {}): NewMeetingRow => ({
  ...rowStamps(),
  title: 'Seeded meeting',
  description: '',
  date: todayIso(),
  price: 0,
  location: 'Library',
  hours: '10:00 - 12:00',
  book_now: 'Call us',
  category: 'Soon',
  meeting_image: '',
  ...overrides,
});

/** A course's row to insert straight through the repository. */
export const courseRow = (overrides: Partial<NewCourseRow> = {}): NewCourseRow => ({
  ...rowStamps(),
  title: 'Seeded course',
  description: '',
  price: 10,
  rating: 3,
  course_image: '',
  ...overrides,
});
