import type { Course, CourseInput, CoursePatch } from '@/contract';
import type { Db } from '../../db/database';
import type { CourseRow, CourseRowUpdate, NewCourseRow } from '../../db/schema';
import { recordService, recordStamps, type RecordDeclaration } from '../resource-kit/record-service';
import { deleteCourse, findCourse, insertCourse, listCourses, updateCourse } from './courses.repository';

/** A course as the API sends it. */
function toCourse(row: CourseRow): Course {
  return {
    ...recordStamps(row),
    title: row.title,
    description: row.description,
    price: row.price,
    rating: row.rating,
    courseImage: row.course_image,
  };
}

/** A course's rules are those of every record with a picture (resource-kit): this is its mapping. */
export const courseRecords: RecordDeclaration<
  CourseRow,
  NewCourseRow,
  CourseRowUpdate,
  Course,
  CourseInput,
  CoursePatch
> = {
  noun: 'course',
  imageField: 'courseImage',
  repository: { find: findCourse, insert: insertCourse, update: updateCourse, remove: deleteCourse },
  toRecord: toCourse,
  newRow: (input, { id, image, now }) => ({
    id,
    title: input.title,
    description: input.description ?? '',
    price: input.price,
    rating: input.rating,
    course_image: image,
    created_at: now,
    updated_at: now,
  }),
  changes: (patch) => ({
    title: patch.title,
    description: patch.description,
    price: patch.price,
    rating: patch.rating,
  }),
  imageChange: (image) => ({ course_image: image }),
  changedAt: (now) => ({ updated_at: now }),
};

/** Courses: records with a picture, listed best rated first. */
export const coursesService = {
  ...recordService(courseRecords),

  /** One page of courses, best rated first, and how many there are. */
  async list(db: Db, page: { limit: number; offset: number }): Promise<{ courses: Course[]; total: number }> {
    const { rows, total } = await listCourses(db, page);
    return { courses: rows.map(toCourse), total };
  },
};
