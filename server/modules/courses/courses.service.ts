import type { Course, CourseInput, CoursePatch } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { CourseRow } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import type { ListPage } from '../../lib/pagination';
import type { AuditActor } from '../audit/audit-record';
import { categoriesService } from '../categories/categories.service';
import {
  ownColumns,
  recordService,
  recordStamps,
  type TableRecordDeclaration,
} from '../resource-kit/record-service';
import { courseQueries, listCourses } from './courses.repository';

/** A course as the API sends it: its columns keep their names, but for the picture's. */
function toCourse(row: CourseRow): Course {
  const { course_image: courseImage, ...columns } = ownColumns(row);
  return { ...recordStamps(row), ...columns, courseImage };
}

/**
 * The meeting category a course names, as stored: '' for none, else one of the school's
 * categories by its own name (matched regardless of case and spaces around it); anything else is
 * refused with the choices. Undefined: a change that leaves it alone.
 */
async function courseCategory(db: Db, sent: string | undefined): Promise<string | undefined> {
  if (sent === undefined) return undefined;
  const wanted = sent.trim().toLowerCase();
  if (wanted === '') return '';
  const names = (await categoriesService.all(db)).map((category) => category.name);
  const known = names.find((name) => name.toLowerCase() === wanted);
  if (known === undefined)
    throw badRequest(`Category must be one of the meeting categories (${names.join(', ')}) or empty`);
  return known;
}

/** A course's rules are those of every record with a picture (resource-kit): this is its mapping. */
export const courseRecords: TableRecordDeclaration<'courses', Course, CourseInput, CoursePatch> = {
  noun: 'course',
  imageField: 'courseImage',
  repository: courseQueries,
  toRecord: toCourse,
  newRow: (input, { id, image, now }) => ({
    id,
    title: input.title,
    description: input.description ?? '',
    price: input.price,
    rating: input.rating,
    category: input.category ?? '',
    course_image: image,
    created_at: now,
    updated_at: now,
  }),
  changes: (patch) => ({
    title: patch.title,
    description: patch.description,
    price: patch.price,
    rating: patch.rating,
    category: patch.category,
  }),
  imageChange: (image) => ({ course_image: image }),
};

const records = recordService(courseRecords);

/** Courses: records with a picture, listed best rated first; the category one of the school's. */
export const coursesService = {
  ...records,
  async create(db: Db, input: CourseInput, actor: AuditActor): Promise<Course> {
    return records.create(
      db,
      { ...input, category: (await courseCategory(db, input.category)) ?? '' },
      actor,
    );
  },
  async update(db: Db, id: string, patch: CoursePatch, actor: AuditActor): Promise<Course> {
    const category = await courseCategory(db, patch.category);
    return records.update(db, id, category === undefined ? patch : { ...patch, category }, actor);
  },

  /** One page of courses, best rated first, and how many there are. */
  async list(db: Db, page: RowWindow): Promise<ListPage<Course>> {
    const { rows, total } = await listCourses(db, page);
    return { records: rows.map(toCourse), total };
  },
};
