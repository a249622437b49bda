import { SITE_NAME } from '@/config/constants';
import { documentTitle, meetingsListTitle, PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { cardImageUrl, type Course, type Meeting, type MeetingFilter, type PageHead } from '@/contract';
import { CONTACT_INFO } from '@/features/contact/contact-info';
import { excerpt } from '@/utils/excerpt';

/**
 * Each public page's <title>, description, canonical address, share card (Open Graph, Twitter) and
 * schema.org data, from the answers the page shows. The server writes them into the HTML
 * (app/server-pages.ts); the browser never loads them: a page keeps the tab's title right itself
 * (hooks/use-document-title), with the same names (config/page-titles).
 */

export interface HeadContext {
  origin: string;
  /** The page's path (and, where it matters, query): what `canonical` is made from. */
  path: string;
}

const absolute = (origin: string, path: string) => new URL(path, origin).href;

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A meeting's calendar day in words (December 3, 2026), the same on every server and browser. */
function longDate(day: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? day : LONG_DATE.format(parsed);
}

function base(context: HeadContext, page: string | undefined, description: string): PageHead {
  return {
    siteName: SITE_NAME,
    title: documentTitle(page),
    description,
    canonical: absolute(context.origin, context.path),
    type: 'website',
    jsonLd: [],
  };
}

function organization(origin: string) {
  return {
    '@type': 'EducationalOrganization',
    name: SITE_NAME,
    url: absolute(origin, paths.home),
    email: CONTACT_INFO.email,
    telephone: CONTACT_INFO.phone,
    address: CONTACT_INFO.address,
  };
}

const price = (amount: number) => ({ '@type': 'Offer', price: amount, priceCurrency: 'USD' });

function meetingImage(origin: string, meeting: Meeting): string | undefined {
  return meeting.meetingImage ? absolute(origin, meeting.meetingImage) : undefined;
}

/** schema.org Event for a meeting: when, where, what it costs, a picture. */
export function meetingEvent(origin: string, meeting: Meeting) {
  const url = absolute(origin, paths.meeting.href(meeting._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meeting.title,
    description: meeting.description || undefined,
    startDate: meeting.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: meeting.location, address: meeting.location },
    image: meetingImage(origin, meeting),
    url,
    offers: { ...price(meeting.price), url, availability: 'https://schema.org/InStock' },
    organizer: { '@type': 'EducationalOrganization', name: SITE_NAME, url: absolute(origin, paths.home) },
  };
}

function courseItem(origin: string, course: Course) {
  return {
    '@type': 'Course',
    name: course.title,
    description: course.description || course.title,
    image: course.courseImage ? absolute(origin, cardImageUrl(course.courseImage)) : undefined,
    provider: { '@type': 'EducationalOrganization', name: SITE_NAME, url: absolute(origin, paths.home) },
    offers: { ...price(course.price), category: course.price === 0 ? 'Free' : 'Paid' },
  };
}

function itemList(items: object[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

export function homeHead(context: HeadContext, courses: readonly Course[] = []): PageHead {
  return {
    ...base(
      context,
      undefined,
      `${SITE_NAME}: our courses, upcoming meetings and open days, and how to apply. Write to us, sign up and book your place.`,
    ),
    jsonLd: [
      { '@context': 'https://schema.org', ...organization(context.origin) },
      ...(courses.length > 0 ? [itemList(courses.map((course) => courseItem(context.origin, course)))] : []),
    ],
  };
}

export function meetingsListHead(
  context: HeadContext,
  category: MeetingFilter,
  page: number,
  meetings: readonly Meeting[] = [],
): PageHead {
  return {
    ...base(
      context,
      meetingsListTitle(category, page),
      `${meetingsListTitle(category)} at ${SITE_NAME}: dates, places and prices of our open days, information evenings and meetings.`,
    ),
    jsonLd:
      meetings.length > 0 ? [itemList(meetings.map((meeting) => meetingEvent(context.origin, meeting)))] : [],
  };
}

export function meetingHead(context: HeadContext, meeting: Meeting | null | undefined): PageHead {
  if (!meeting)
    return {
      ...base(context, PAGE_TITLES.meetingNotFound, 'This meeting could not be found.'),
      noindex: true,
    };
  const when = `${longDate(meeting.date)}, ${meeting.hours}`;
  const about = meeting.description ? ` ${excerpt(meeting.description, 30)}` : '';
  return {
    ...base(context, meeting.title, `${when} · ${meeting.location}.${about}`),
    type: 'article',
    image: meetingImage(context.origin, meeting),
    jsonLd: [meetingEvent(context.origin, meeting)],
  };
}

export function allDetailsHead(context: HeadContext, meetings: readonly Meeting[] = []): PageHead {
  return {
    ...base(
      context,
      PAGE_TITLES.meetingAllDetails,
      `Every upcoming meeting at ${SITE_NAME} in full: date, hours, place, price and how to book.`,
    ),
    jsonLd:
      meetings.length > 0 ? [itemList(meetings.map((meeting) => meetingEvent(context.origin, meeting)))] : [],
  };
}

export const loginHead = (context: HeadContext): PageHead =>
  base(
    context,
    PAGE_TITLES.login,
    `Log in to your ${SITE_NAME} account to book meetings and manage your details.`,
  );

export const signupHead = (context: HeadContext): PageHead =>
  base(
    context,
    PAGE_TITLES.signup,
    `Create your ${SITE_NAME} account: sign up to book meetings and hear about open days.`,
  );

export const accountHead = (context: HeadContext): PageHead => ({
  ...base(context, PAGE_TITLES.account, `Change the password of your ${SITE_NAME} account.`),
  noindex: true,
});

export const notFoundHead = (context: HeadContext): PageHead => ({
  ...base(context, PAGE_TITLES.notFound, 'There is no page at this address.'),
  noindex: true,
});
