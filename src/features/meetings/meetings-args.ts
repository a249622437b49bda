import { ALL_MEETINGS, MEETING_FILTERS, type MeetingFilter } from '@/contract';
import { parsePageParam } from '@/utils/page-param';
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
