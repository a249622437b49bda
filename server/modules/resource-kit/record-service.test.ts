import { countRows } from '../../db/count-rows';
import { useTestApp } from '../../testing/test-app';
import { solidImage } from '../../testing/test-images';
import { courseRecords } from '../courses/courses.service';
import { pageRecords } from '../pages/pages.service';
import { recordService } from './record-service';

const t = useTestApp();
let png: Buffer;
beforeAll(async () => {
  png = await solidImage('png', { width: 120, height: 80 });
});

const countUploads = () => countRows(t.app.db, 'uploads');

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
    const other = await solidImage('png', { width: 64, height: 64 }, '#e76f51');
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

describe('a record without a picture (resource kit)', () => {
  const pages = recordService(pageRecords);

  it('saves, changes and deletes it by the same rules, and stores no picture', async () => {
    const before = await countUploads();
    const page = await pages.create(t.app.db, { title: 'Kit page', slug: 'kit-page' });
    expect(page).toMatchObject({ title: 'Kit page', slug: 'kit-page', body: '' });
    expect(page.createdAt).toBe(page.updatedAt);
    const changed = await pages.update(t.app.db, page.id, { body: 'Changed' });
    expect(changed).toMatchObject({ title: 'Kit page', body: 'Changed' });
    expect(await countUploads()).toBe(before);
    await expect(pages.update(t.app.db, page.id, {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Send at least one field to change',
    });
    await pages.remove(t.app.db, page.id);
    await expect(pages.get(t.app.db, page.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'No page with this id',
    });
  });
});
