import sharp from 'sharp';
import type {
  Course,
  CourseByIdResponse,
  CourseListResponse,
  CourseSavedResponse,
  MessageResponse,
} from '@/contract';
import {
  bearer,
  createTestApp,
  createUser,
  multipart,
  type FormValue,
  type TestApp,
  expectError,
} from '../../testing/test-app';

let t: TestApp;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  userToken = (await createUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

const REQUIRED_FIELDS = ['title', 'price', 'rating'] as const;

/** A complete course form as the admin screen sends it (every value a string). */
function form(overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    title: 'Web Development Bootcamp',
    description: 'HTML, CSS, JavaScript and React from scratch.',
    price: '320',
    rating: '4',
    ...overrides,
  };
}

function without(fields: Record<string, FormValue>, name: string): Record<string, FormValue> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, FormValue>,
  token: string | null,
) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

const postForm = (fields: Record<string, FormValue>, token: string | null = t.adminToken) =>
  send('POST', '/api/courses', fields, token);
const patchForm = (id: string, fields: Record<string, FormValue>, token: string | null = t.adminToken) =>
  send('PATCH', `/api/courses/${id}`, fields, token);
const getCourse = (id: string) => t.app.inject({ method: 'GET', url: `/api/courses/${id}` });
const remove = (id: string, token: string | null = t.adminToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: token ? bearer(token) : {} });

async function createCourse(fields: Record<string, FormValue> = {}): Promise<Course> {
  const response = await postForm(form(fields));
  expect(response.statusCode).toBe(201);
  return response.json<CourseSavedResponse>().course;
}

async function courseCount(): Promise<number> {
  const row = await t.app.db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('POST /api/courses', () => {
  it('creates a course from a multipart form with a courseImage file', async () => {
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#264653' } })
      .png()
      .toBuffer();
    const response = await postForm(
      form({ courseImage: { filename: 'course.png', contentType: 'image/png', data: png } }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json<CourseSavedResponse>();
    expect(body.message).toBe('Course created successfully');
    expect(body.course).toMatchObject({
      title: 'Web Development Bootcamp',
      description: 'HTML, CSS, JavaScript and React from scratch.',
      price: 320,
      rating: 4,
    });
    expect(body.course._id).toBe(body.course.id);
    expect(typeof body.course.price).toBe('number');
    expect(typeof body.course.rating).toBe('number');
    expect(body.course.courseImage).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    expect(body.course.updatedAt).toBe(body.course.createdAt);

    const image = await t.app.inject({ method: 'GET', url: body.course.courseImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('creates a course without an image and without a description', async () => {
    const response = await postForm(without(form(), 'description'));
    expect(response.statusCode).toBe(201);
    const { course } = response.json<CourseSavedResponse>();
    expect(course).toMatchObject({
      title: 'Web Development Bootcamp',
      description: '',
      courseImage: '',
      price: 320,
      rating: 4,
    });
  });

  it('accepts an https URL as courseImage', async () => {
    const url = 'https://images.example.org/courses/web.jpg';
    const response = await postForm(form({ courseImage: url }));
    expect(response.statusCode).toBe(201);
    expect(response.json<CourseSavedResponse>().course.courseImage).toBe(url);
  });

  it('creates a course from a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: bearer(t.adminToken),
      payload: { title: 'Business English', price: 180.5, rating: 4.5 },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<CourseSavedResponse>();
    expect(body.message).toBe('Course created successfully');
    expect(body.course).toMatchObject({
      title: 'Business English',
      price: 180.5,
      rating: 4.5,
      description: '',
      courseImage: '',
    });
    expect(body.course._id).toBe(body.course.id);
  });

  it.each(REQUIRED_FIELDS)('rejects a form without %s, naming the field', async (field) => {
    const before = await courseCount();
    expectError(await postForm(without(form(), field)), 400, `${field} is required`);
    expectError(await postForm(form({ [field]: '  ' })), 400, `${field} is required`);
    expect(await courseCount()).toBe(before);
  });

  it.each(['6', '-1', '5.5'])('rejects the rating %s (ratings are 0..5)', async (rating) => {
    const before = await courseCount();
    expectError(await postForm(form({ rating })), 400, /rating/);
    expect(await courseCount()).toBe(before);
  });

  it.each([
    ['0', 0],
    ['5', 5],
    ['3.5', 3.5],
  ] as const)('accepts the rating %s', async (rating, expected) => {
    const response = await postForm(form({ rating }));
    expect(response.statusCode).toBe(201);
    expect(response.json<CourseSavedResponse>().course.rating).toBe(expected);
  });

  it('rejects a price that is not a non-negative number', async () => {
    expectError(await postForm(form({ price: 'abc' })), 400, 'price must be a number');
    expectError(await postForm(form({ price: '-10' })), 400, /price/);
    expectError(await postForm(form({ rating: 'five' })), 400, 'rating must be a number');
  });

  it('rejects a 201-character title', async () => {
    expectError(
      await postForm(form({ title: 'x'.repeat(201) })),
      400,
      'title must be at most 200 characters',
    );
  });

  it('needs an admin token', async () => {
    const before = await courseCount();
    expectError(await postForm(form(), null), 401);
    expectError(await postForm(form(), userToken), 403);
    expect(await courseCount()).toBe(before);
  });
});

describe('GET /api/courses', () => {
  it('lists every course, best rated first', async () => {
    await t.app.db.deleteFrom('courses').execute();
    await createCourse({ title: 'Three stars', rating: '3' });
    await createCourse({ title: 'Five stars', rating: '5' });
    await createCourse({ title: 'No stars', rating: '0' });

    const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    const body = response.json<CourseListResponse>();
    expect(typeof body.message).toBe('string');
    expect(body.courses.map((c) => [c.title, c.rating])).toEqual([
      ['Five stars', 5],
      ['Three stars', 3],
      ['No stars', 0],
    ]);
    for (const course of body.courses) expect(course._id).toBe(course.id);
  });

  it('answers 200 with [] when there are no courses', async () => {
    await t.app.db.deleteFrom('courses').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseListResponse>()).toMatchObject({ courses: [] });
  });
});

describe('GET /api/courses/:id', () => {
  it('answers the course as a one-item list', async () => {
    const course = await createCourse({ title: 'Fetch me' });
    const response = await getCourse(course._id);
    expect(response.statusCode).toBe(200);
    const body = response.json<CourseByIdResponse>();
    expect(typeof body.message).toBe('string');
    expect(body.course).toEqual([course]);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await getCourse('no-such-course'), 404, 'No course with this id');
  });
});

describe('PATCH /api/courses/:id', () => {
  it('changes only the fields sent and bumps updatedAt', async () => {
    const original = await createCourse();
    await tick();
    const response = await patchForm(original._id, { price: '99', title: '', description: '   ' });
    expect(response.statusCode).toBe(200);
    const body = response.json<CourseSavedResponse>();
    expect(body.message).toBe('Course updated successfully');
    expect(body.course).toEqual({ ...original, price: 99, updatedAt: body.course.updatedAt });
    expect(body.course.updatedAt > original.updatedAt).toBe(true);
    expect((await getCourse(original._id)).json<CourseByIdResponse>().course).toEqual([body.course]);
  });

  it('can set the rating to 0 and change the image URL', async () => {
    const original = await createCourse({ rating: '5' });
    const response = await patchForm(original._id, {
      rating: '0',
      courseImage: 'https://cdn.example.com/c.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseSavedResponse>().course).toMatchObject({
      rating: 0,
      courseImage: 'https://cdn.example.com/c.webp',
      title: original.title,
      price: original.price,
    });
  });

  it('answers 400 when there is nothing to change or a value is invalid, and changes nothing', async () => {
    const original = await createCourse();
    expectError(
      await patchForm(original._id, { title: '', rating: '' }),
      400,
      'Send at least one field to change',
    );
    expectError(await patchForm(original._id, { rating: '6' }), 400, /rating/);
    expectError(await patchForm(original._id, { rating: '-1' }), 400, /rating/);
    expectError(await patchForm(original._id, { price: 'abc' }), 400, 'price must be a number');
    expect((await getCourse(original._id)).json<CourseByIdResponse>().course).toEqual([original]);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await patchForm('no-such-course', { title: 'Anything' }), 404, 'No course with this id');
  });

  it('needs an admin token', async () => {
    const original = await createCourse();
    expectError(await patchForm(original._id, { title: 'Hacked' }, null), 401);
    expectError(await patchForm(original._id, { title: 'Hacked' }, userToken), 403);
    expect((await getCourse(original._id)).json<CourseByIdResponse>().course).toEqual([original]);
  });
});

describe('DELETE /api/courses/:id', () => {
  it('deletes the course; it is gone afterwards', async () => {
    const course = await createCourse();
    const response = await remove(course._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageResponse>()).toEqual({ message: 'Course deleted successfully' });
    expectError(await getCourse(course._id), 404);
    expectError(await remove(course._id), 404, 'No course with this id');
  });

  it('needs an admin token', async () => {
    const course = await createCourse();
    expectError(await remove(course._id, null), 401);
    expectError(await remove(course._id, userToken), 403);
    expect((await getCourse(course._id)).statusCode).toBe(200);
  });
});
