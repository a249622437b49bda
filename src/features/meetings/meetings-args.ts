import { ALL_MEETINGS, TEMPLATE_CATEGORIES, type MeetingFilter } from '@/contract';
import { parsePageParam } from '@/utils/page-param';

/**
 * The lists the public pages offer: still the template's categories (the school's own, from
 * GET /api/categories, are to come to the pills, the pages and their addresses).
 */
export const MEETING_FILTERS: readonly MeetingFilter[] = [ALL_MEETINGS, ...TEMPLATE_CATEGORIES];
import type { MeetingsPageArgs } from './meetings-api';

/** The category named in the URL, matched regardless of case ('soon' is 'Soon'). */
export function findFilter(name: string): MeetingFilter | undefined {
  const wanted = name.trim().toLowerCase();
  return MEETING_FILTERS.find((filter) => filter.toLowerCase() === wanted);
}

/**
 * The list a meetings address shows: /meetings/category/:category?page=N. A category that is not
 * one of ours shows the 'All Meetings' list from its first page. The list page and the server's
 * rendering of it (app/site-routes) read the address the same way.
 */
export function meetingsPageArgs(
  categoryParam: string | undefined,
  pageParam: string | null,
): MeetingsPageArgs {
  const known = categoryParam === undefined ? ALL_MEETINGS : findFilter(categoryParam);
  return {
    category: known ?? ALL_MEETINGS,
    page: known === undefined ? 1 : parsePageParam(pageParam),
  };
}
