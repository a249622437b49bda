import type { Course } from '@/contract';
import type { PublicQuery } from '@/lib/page-data';

/** What visitors' pages read about courses (lib/page-data); the admin's calls are in courses-api.ts. */

/** The public course list (no token is sent). */
export const allCourses: PublicQuery<void, Course[]> = {
  url: () => '/api/courses',
  // Loaded with the first answer the browser fetches: a page the server drew needs no checker.
  check: () => import('./courses-answers').then((checks) => checks.allCourses),
};
