import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { courseRecords } from '../courses/courses.service';
import { recordService } from './record-service';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const countUploads = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Courses through the kit, with a repository whose update can find the record gone meanwhile. */
function service(options: { goneOnUpdate?: boolean } = {}) {
  const { repository } = courseRecords;
  return recordService({
    ...courseRecords,
    repository: {
      ...repository,
      update: async (db, id, changes) =>
        options.goneOnUpdate ? undefined : repository.update(db, id, changes),
    },
  });
}

describe('a record with a picture (resource kit)', () => {
  it('saves a new record with its picture, the id and times its own', async () => {
    const before = await countUploads();
    const course = await service().create(t.app.db, {
      title: 'Pottery',
      price: 40,
      rating: 4,
      courseImage: png,
    });
    expect(course.courseImage).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    expect(course.createdAt).toBe(course.updatedAt);
    expect(await countUploads()).toBe(before + 3);
    expect(await service().get(t.app.db, course.id)).toEqual(course);
  });

  it('leaves no picture behind when the record is gone before the change is saved', async () => {
    const course = await service().create(t.app.db, { title: 'Weaving', price: 30, rating: 3 });
    const before = await countUploads();
    const other = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    await expect(
      service({ goneOnUpdate: true }).update(t.app.db, course.id, { courseImage: other }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'No course with this id' });
    expect(await countUploads()).toBe(before);
  });

  it('refuses a change that changes nothing, and answers 404 for a record that is not there', async () => {
    const course = await service().create(t.app.db, { title: 'Glass', price: 50, rating: 5 });
    await expect(service().update(t.app.db, course.id, {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Send at least one field to change',
    });
    await expect(service().update(t.app.db, 'nope', { title: 'X' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service().remove(t.app.db, 'nope')).rejects.toMatchObject({ statusCode: 404 });
    await service().remove(t.app.db, course.id);
    await expect(service().get(t.app.db, course.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
