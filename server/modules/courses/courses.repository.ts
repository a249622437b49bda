import type { Db } from '../../db/database';
import { pageOfRows, type RowWindow } from '../../db/row-pages';
import { recordQueries } from '../resource-kit/record-queries';

/** Best-rated first: the home page shows them as 'Our Popular Courses'. */
export const listCourses = (db: Db, page: RowWindow) =>
  pageOfRows(db, 'courses', { rating: 'desc', title: 'asc', id: 'asc' }, page);

/** A course by its id: the queries every record table answers alike (resource-kit). */
export const courseQueries = recordQueries('courses');

export const insertCourse = courseQueries.insert;
