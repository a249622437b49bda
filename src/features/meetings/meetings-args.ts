import { ALL_MEETINGS, categorySegment, type Category, type MeetingFilter } from '@/contract';
import { parsePageParam } from '@/utils/page-param';
import type { MeetingsPageArgs } from './meetings-api';

/** What the public pages need of a category: its name (meetings and the API name it) and its address. */
export type CategoryAddress = Pick<Category, 'name' | 'slug'>;

/** A list the public pages offer: its name, as the API takes it, and its address segment. */
export interface MeetingsList {
  name: MeetingFilter;
  segment: string;
}

const ALL: MeetingsList = { name: ALL_MEETINGS, segment: ALL_MEETINGS };

const listOf = (category: CategoryAddress): MeetingsList => ({
  name: category.name,
  segment: categorySegment(category),
});

/** The school's categories' lists, in their order. */
export const categoryLists = (categories: readonly CategoryAddress[]): MeetingsList[] =>
  categories.map(listOf);

/** The lists the public pages offer: 'All Meetings', then the school's categories in their order. */
export const meetingLists = (categories: readonly CategoryAddress[]): MeetingsList[] => [
  ALL,
  ...categoryLists(categories),
];

/**
 * The list an address segment (or a course's category) names: a category by its address or, as
 * the original site's links do, by its name, regardless of case ('soon' is 'Soon').
 */
export function findList(categories: readonly CategoryAddress[], segment: string): MeetingsList | undefined {
  const wanted = segment.trim().toLowerCase();
  if (wanted === ALL_MEETINGS.toLowerCase()) return ALL;
  const found =
    categories.find((category) => category.slug === wanted) ??
    categories.find((category) => category.name.toLowerCase() === wanted);
  return found && listOf(found);
}

/** The page of a list an address shows, and the list's own address segment. */
export interface MeetingsAddress {
  args: MeetingsPageArgs;
  segment: string;
}

/**
 * The list a meetings address shows: /meetings/category/:category?page=N, among the school's
 * `categories`. A category that is not one of ours shows the 'All Meetings' list from its first
 * page. The list page and the server's rendering of it (app/server-pages) read the address the
 * same way; an address whose segment is not the list's own leads to it.
 */
export function meetingsPageArgs(
  categories: readonly CategoryAddress[],
  categoryParam: string | undefined,
  pageParam: string | null,
): MeetingsAddress {
  const known = categoryParam === undefined ? ALL : findList(categories, categoryParam);
  const list = known ?? ALL;
  return {
    args: { category: list.name, page: known === undefined ? 1 : parsePageParam(pageParam) },
    segment: list.segment,
  };
}
