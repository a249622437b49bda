import { countRows } from '../../db/count-rows';
import type { Db } from '../../db/database';
import type { CourseRow } from '../../db/schema';
import { recordQueries } from '../resource-kit/record-queries';

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

/** A course by its id: the queries every record table answers alike (resource-kit). */
export const courseQueries = recordQueries('courses');

export const insertCourse = courseQueries.insert;
