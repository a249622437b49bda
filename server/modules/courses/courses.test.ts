import type { CourseByIdResponse, CourseListResponse, CourseSavedResponse } from '@/contract';
import { COURSES, recordClient } from '../../testing/record-resources';
import { useTestApp } from '../../testing/test-app';

// What every record of the resource kit shares (create, read, change, delete, admins only, the
// required fields) is tested over courses and meetings alike in resource-kit/record-routes.test.ts.

const t = useTestApp();
const courses = recordClient(t, COURSES);

describe('POST /api/courses', () => {
  it('answers price and rating as numbers', async () => {
    const course = await courses.create();
    expect(typeof course.price).toBe('number');
    expect(typeof course.rating).toBe('number');
  });

  it.each([
    ['0', 0],
    ['5', 5],
    ['3.5', 3.5],
  ] as const)('accepts the rating %s', async (rating, expected) => {
    const response = await courses.post(COURSES.form({ rating }));
    expect(response.statusCode).toBe(201);
    expect(response.json<CourseSavedResponse>().course.rating).toBe(expected);
  });
});

describe('GET /api/courses', () => {
  it('lists every course, best rated first', async () => {
    await t.app.db.deleteFrom('courses').execute();
    await courses.create({ title: 'Three stars', rating: '3' });
    await courses.create({ title: 'Five stars', rating: '5' });
    await courses.create({ title: 'No stars', rating: '0' });

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

describe('PATCH /api/courses/:id', () => {
  it('can set the rating to 0 and change the image URL', async () => {
    const original = await courses.create({ rating: '5' });
    const response = await courses.patch(original._id, {
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
});

describe("a course's category", () => {
  it("is '' when the original client's call names none, and stays so on its changes", async () => {
    const course = await courses.create();
    expect(course.category).toBe('');
    const response = await courses.patch(course._id, { price: '12' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseSavedResponse>().course).toMatchObject({ price: 12, category: '' });
  });

  it("is a meeting category's own name, matched regardless of case, and may be cleared", async () => {
    const course = await courses.create({ category: ' important ' });
    expect(course.category).toBe('Important');
    const cleared = await courses.patch(course._id, { category: '' });
    expect(cleared.json<CourseSavedResponse>().course.category).toBe('');
    const listed = await t.app.inject({ method: 'GET', url: `/api/courses/${course._id}` });
    expect(listed.json<CourseByIdResponse>().course[0]?.category).toBe('');
  });

  it('refuses a name that is no meeting category, saying which ones there are', async () => {
    const response = await courses.post(COURSES.form({ category: 'Cooking' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Category must be one of the meeting categories (Soon, Important, Attractive) or empty',
    );
  });
});
