import { countRows } from '../../db/count-rows';
import type { Db } from '../../db/database';
import type { CourseRow, CourseRowUpdate, NewCourseRow } from '../../db/schema';

/** Best-rated first: the home page shows them as 'Our Popular Courses'. */
export async function listCourses(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: CourseRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('courses')
      .selectAll()
      .orderBy('rating', 'desc')
      .orderBy('title', 'asc')
      .orderBy('id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(db, 'courses'),
  ]);
  return { rows, total };
}

export function findCourse(db: Db, id: string): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCourse(db: Db, row: NewCourseRow): Promise<CourseRow> {
  return db.insertInto('courses').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateCourse(db: Db, id: string, patch: CourseRowUpdate): Promise<CourseRow | undefined> {
  return db.updateTable('courses').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteCourse(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('courses').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
