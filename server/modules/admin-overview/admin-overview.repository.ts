import { countRows } from '../../db/count-rows';
import type { Db } from '../../db/database';

/** How many rows the tables the admin area manages hold, read at once. */
export async function countManagedRows(db: Db) {
  const [meetings, courses, users, contactMessages, pages] = await Promise.all([
    countRows(db, 'meetings'),
    countRows(db, 'courses'),
    countRows(db, 'users'),
    countRows(db, 'contact_submissions'),
    countRows(db, 'pages'),
  ]);
  return { meetings, courses, users, contactMessages, pages };
}
