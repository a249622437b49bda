import type { AuditActor } from '@/contract';
import { countRows } from '../../db/count-rows';
import { useTestApp } from '../../testing/test-app';
import { solidImage } from '../../testing/test-images';
import { courseRecords } from '../courses/courses.service';
import { pageRecords } from '../pages/pages.service';
import { recordService } from './record-service';

const t = useTestApp();
/** Who makes the kit's writes here, as the audit log names them. */
const actor: AuditActor = { id: 'kit-tests', name: 'Kit tests', role: 'admin' };
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
    const course = await service().create(
      t.app.db,
      { title: 'Pottery', price: 40, rating: 4, courseImage: png },
      actor,
    );
    expect(course.courseImage).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    expect(course.createdAt).toBe(course.updatedAt);
    expect(await countUploads()).toBe(before + 3);
    expect(await service().get(t.app.db, course.id)).toEqual(course);
  });

  it('leaves no picture behind when the record is gone before the change is saved', async () => {
    const course = await service().create(t.app.db, { title: 'Weaving', price: 30, rating: 3 }, actor);
    const before = await countUploads();
    const other = await solidImage('png', { width: 64, height: 64 }, '#e76f51');
    await expect(
      service({ goneOnUpdate: true }).update(t.app.db, course.id, { courseImage: other }, actor),
    ).rejects.toMatchObject({ statusCode: 404, message: 'No course with this id' });
    expect(await countUploads()).toBe(before);
  });

  it('refuses a change that changes nothing, and answers 404 for a record that is not there', async () => {
    const course = await service().create(t.app.db, { title: 'Glass', price: 50, rating: 5 }, actor);
    await expect(service().update(t.app.db, course.id, {}, actor)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Send at least one field to change',
    });
    await expect(service().update(t.app.db, 'nope', { title: 'X' }, actor)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service().remove(t.app.db, 'nope', actor)).rejects.toMatchObject({ statusCode: 404 });
    await service().remove(t.app.db, course.id, actor);
    await expect(service().get(t.app.db, course.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('a record without a picture (resource kit)', () => {
  const pages = recordService(pageRecords);

  it('saves, changes and deletes it by the same rules, and stores no picture', async () => {
    const before = await countUploads();
    const page = await pages.create(t.app.db, { title: 'Kit page', slug: 'kit-page' }, actor);
    expect(page).toMatchObject({ title: 'Kit page', slug: 'kit-page', body: '' });
    expect(page.createdAt).toBe(page.updatedAt);
    const changed = await pages.update(t.app.db, page.id, { body: 'Changed' }, actor);
    expect(changed).toMatchObject({ title: 'Kit page', body: 'Changed' });
    expect(await countUploads()).toBe(before);
    await expect(pages.update(t.app.db, page.id, {}, actor)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Send at least one field to change',
    });
    await pages.remove(t.app.db, page.id, actor);
    await expect(pages.get(t.app.db, page.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'No page with this id',
    });
  });
});

describe("a resource's work inside the kit's transactions (hooks)", () => {
  /** Courses whose hooks add a page beside each change and refuse what `refuse` names. */
  function hooked(refuse: { update?: boolean; remove?: boolean } = {}) {
    const seen: string[] = [];
    const addPage = (trx: typeof t.app.db, title: string, slug: string) =>
      pageRecords.repository.insert(
        trx,
        pageRecords.newRow({ title, slug }, { id: slug, image: '', now: '2026-01-01T00:00:00.000Z' }),
      );
    const courses = recordService({
      ...courseRecords,
      hooks: {
        async afterUpdate(trx, { before, row }) {
          seen.push(`${before.title} → ${row.title}`);
          await addPage(trx, `Changed ${row.title}`, `changed-${row.id}`);
          if (refuse.update) throw new Error('refused after the change');
          return row;
        },
        async beforeRemove(trx, before) {
          seen.push(`removing ${before.title}`);
          await addPage(trx, `Gone ${before.title}`, `gone-${before.id}`);
          if (refuse.remove) throw new Error('refused before the deletion');
        },
      },
    });
    return { courses, seen };
  }
  const pagesTitled = async (prefix: string) =>
    (await t.app.db.selectFrom('pages').select('title').where('title', 'like', `${prefix}%`).execute()).map(
      (row) => row.title,
    );

  it('runs them with the record as it stood, and keeps what they write with the change', async () => {
    const { courses, seen } = hooked();
    const course = await courses.create(t.app.db, { title: 'Clay', price: 40, rating: 4 }, actor);
    expect((await courses.update(t.app.db, course.id, { title: 'Porcelain' }, actor)).title).toBe(
      'Porcelain',
    );
    await courses.remove(t.app.db, course.id, actor);
    expect(seen).toEqual(['Clay → Porcelain', 'removing Porcelain']);
    expect(await pagesTitled('Changed Porcelain')).toEqual(['Changed Porcelain']);
    expect(await pagesTitled('Gone Porcelain')).toEqual(['Gone Porcelain']);
  });

  it('rolls the record back with what they wrote when one fails', async () => {
    const { courses } = hooked({ update: true, remove: true });
    const course = await courses.create(t.app.db, { title: 'Enamel', price: 30, rating: 3 }, actor);
    await expect(courses.update(t.app.db, course.id, { title: 'Lacquer' }, actor)).rejects.toThrow(
      'refused after the change',
    );
    await expect(courses.remove(t.app.db, course.id, actor)).rejects.toThrow('refused before the deletion');
    expect((await courses.get(t.app.db, course.id)).title).toBe('Enamel');
    expect(await pagesTitled('Changed Lacquer')).toEqual([]);
    expect(await pagesTitled('Gone Enamel')).toEqual([]);
  });

  it('answers 404 without running them for a record that is not there', async () => {
    const { courses, seen } = hooked();
    await expect(courses.remove(t.app.db, 'nope', actor)).rejects.toMatchObject({ statusCode: 404 });
    expect(seen).toEqual([]);
  });
});
