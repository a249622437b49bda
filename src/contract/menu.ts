/*
 * The school's menu (Site Settings' `menu`): what an entry may point at, the template's menu, and
 * which entries a visitor sees. Plain code: the server checks and resolves the menu (GET /api/site
 * answers the visible links), the Site Settings form checks it as the admin writes.
 */

import { contentPagePath, MY_MEETINGS_PATH, PUBLIC_PATHS } from './pages';

/** A menu entry as stored: its label, where it leads, and whether the admin hid it. */
export interface MenuEntry {
  label: string;
  /**
   * A built-in page's address (`/meetings`), a content page's (`/pages/about-us`), a section of
   * the home page (`/#contact`) or an external `https://` address.
   */
  target: string;
  hidden?: boolean;
  /**
   * The dropdown it sits in, by the dropdown's label (the template's PAGES): the entries naming one
   * group show under one dropdown, where the first of them stands in the menu.
   */
  group?: string;
}

/** A link of the top bar. A type, not an interface: it travels as an island's JSON props. */
export type MenuLink = { label: string; href: string };

/** A dropdown of the top bar: its label and its links, in order. */
export type MenuGroup = { label: string; links: MenuLink[] };

/** What the top bar draws (GET /api/site's `menu`): only the entries a visitor sees. */
export type MenuItem = MenuLink | MenuGroup;

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'links' in item;

/** The courses' list page (its own issue); a menu may name it before it has courses. */
export const COURSES_PATH = '/courses';

/** The built-in pages a menu entry may lead to, as the editor offers them. */
export const MENU_PAGES = [
  { href: PUBLIC_PATHS.home, name: 'Home page' },
  { href: PUBLIC_PATHS.meetings, name: 'Meetings' },
  { href: PUBLIC_PATHS.meetingAllDetails, name: 'Meeting details' },
  { href: COURSES_PATH, name: 'Courses' },
  { href: MY_MEETINGS_PATH, name: 'My meetings (signed-in visitors)' },
  { href: PUBLIC_PATHS.login, name: 'Login' },
  { href: PUBLIC_PATHS.signup, name: 'Sign up' },
] as const;

/** The home page's sections a menu entry may scroll to, by their anchors (config/paths' ids). */
export const MENU_SECTIONS = [
  { anchor: 'apply', name: 'Apply' },
  { anchor: 'features', name: 'Features' },
  { anchor: 'upcoming-meetings', name: 'Upcoming meetings' },
  { anchor: 'courses', name: 'Courses' },
  { anchor: 'facts', name: 'Facts and figures' },
  { anchor: 'contact', name: 'Contact' },
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number]['anchor'];

/** A section's target: the home page at its anchor. */
export const sectionTarget = (anchor: string): string => `${PUBLIC_PATHS.home}#${anchor}`;

/** The template's dropdown, and the group its two pages are in. */
const TEMPLATE_GROUP = 'PAGES';

/** The template's menu, as its top bar showed it, with its PAGES dropdown. */
export const DEFAULT_MENU: readonly MenuEntry[] = [
  { label: 'HOME', target: PUBLIC_PATHS.home },
  { label: 'MEETINGS', target: PUBLIC_PATHS.meetings },
  { label: 'APPLY NOW', target: sectionTarget('apply') },
  { label: 'Upcoming Meetings', target: PUBLIC_PATHS.meetings, group: TEMPLATE_GROUP },
  { label: 'Meeting Details', target: PUBLIC_PATHS.meetingAllDetails, group: TEMPLATE_GROUP },
  { label: 'COURSES', target: sectionTarget('courses') },
  { label: 'CONTACT US', target: sectionTarget('contact') },
];

export const MENU_LIMITS = { entries: 16, label: 40 } as const;

/** What a target is, read from its address. */
export type MenuTarget =
  | { kind: 'page'; href: string }
  | { kind: 'content'; slug: string }
  | { kind: 'section'; anchor: string }
  | { kind: 'link'; url: string }
  | { kind: 'unknown' };

const CONTENT_PREFIX = contentPagePath('');

export function menuTarget(target: string): MenuTarget {
  if (target.startsWith(`${PUBLIC_PATHS.home}#`)) return { kind: 'section', anchor: target.slice(2) };
  if (target.startsWith(CONTENT_PREFIX) && target.length > CONTENT_PREFIX.length)
    return { kind: 'content', slug: decodeURIComponent(target.slice(CONTENT_PREFIX.length)) };
  if (MENU_PAGES.some((page) => page.href === target)) return { kind: 'page', href: target };
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) return { kind: 'link', url: target };
  return { kind: 'unknown' };
}

/** An external address a menu may link to: https only (a school's visitors are never sent over http). */
const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s]*$/u;

/**
 * Why an entry cannot be saved, or null: its label is empty, its link is not https, its content
 * page does not exist (`slugs`: the school's content pages), or it leads nowhere the site has.
 */
export function menuEntryProblem(entry: MenuEntry, slugs: readonly string[]): string | null {
  const label = entry.label.trim();
  if (!label) return 'needs a label';
  if (label.length > MENU_LIMITS.label) return `has a label longer than ${MENU_LIMITS.label} characters`;
  if ((entry.group?.trim().length ?? 0) > MENU_LIMITS.label)
    return `has a dropdown name longer than ${MENU_LIMITS.label} characters`;
  const target = menuTarget(entry.target.trim());
  switch (target.kind) {
    case 'page':
      return null;
    case 'content':
      return slugs.includes(target.slug)
        ? null
        : `leads to a content page that does not exist (${target.slug})`;
    case 'section':
      return MENU_SECTIONS.some((section) => section.anchor === target.anchor)
        ? null
        : `leads to a section the home page does not have (#${target.anchor})`;
    case 'link':
      return HTTPS_URL.test(target.url)
        ? null
        : 'must link to an https:// address, like https://www.school.org';
    case 'unknown':
      return entry.target.trim()
        ? 'must lead to a page of the site, a section of the home page or an https:// address'
        : 'needs a target';
  }
}

/** The first problem of a menu as a message: "Menu entry 2 (“About us”) leads to …". */
export function menuProblem(menu: readonly MenuEntry[], slugs: readonly string[]): string | null {
  if (menu.length > MENU_LIMITS.entries) return `The menu may hold at most ${MENU_LIMITS.entries} entries`;
  for (const [index, entry] of menu.entries()) {
    const problem = menuEntryProblem(entry, slugs);
    if (problem) {
      const label = entry.label.trim();
      return `Menu entry ${index + 1}${label ? ` (“${label}”)` : ''} ${problem}`;
    }
  }
  return null;
}

/** What decides whether an entry shows: what the site has to show now. */
export interface MenuFacts {
  /** The content pages' slugs. */
  slugs: readonly string[];
  /** The home page's sections that show something (the others are hidden on the page). */
  sections: readonly string[];
  hasCourses: boolean;
  hasUpcomingMeetings: boolean;
}

/**
 * The entries a visitor sees: not those the admin hid, nor those that lead to an empty section, a
 * content page that is gone, or a list with nothing in it; those in a group as one dropdown, where
 * its first visible entry stands (a dropdown with nothing left to show is not shown).
 */
export function visibleMenu(menu: readonly MenuEntry[], facts: MenuFacts): MenuItem[] {
  const leadsSomewhere = (target: MenuTarget): boolean => {
    switch (target.kind) {
      case 'page':
        if (target.href === COURSES_PATH) return facts.hasCourses;
        if (target.href === PUBLIC_PATHS.meetingAllDetails) return facts.hasUpcomingMeetings;
        return true;
      case 'content':
        return facts.slugs.includes(target.slug);
      case 'section':
        return facts.sections.includes(target.anchor);
      case 'link':
        return HTTPS_URL.test(target.url);
      case 'unknown':
        return false;
    }
  };
  const items: MenuItem[] = [];
  const groups = new Map<string, MenuGroup>();
  for (const entry of menu) {
    if (entry.hidden === true || !leadsSomewhere(menuTarget(entry.target))) continue;
    const link = { label: entry.label, href: entry.target };
    const groupLabel = entry.group?.trim();
    if (!groupLabel) {
      items.push(link);
      continue;
    }
    const group = groups.get(groupLabel);
    if (group) group.links.push(link);
    else {
      const made = { label: groupLabel, links: [link] };
      groups.set(groupLabel, made);
      items.push(made);
    }
  }
  return items;
}
