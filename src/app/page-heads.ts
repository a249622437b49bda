import { coursesListTitle, documentTitle, meetingsListTitle, PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import {
  cardImageUrl,
  siteAddress,
  siteFormats,
  TEXTS_LANGUAGE,
  type ContentPage,
  type Course,
  type Meeting,
  type MeetingFilter,
  type PageHead,
  type SiteSettings,
} from '@/contract';
import { pageSummary } from '@/features/pages/page-summary';
import { excerpt } from '@/utils/excerpt';

/**
 * Each public page's <title>, description, canonical address, share card (Open Graph, Twitter) and
 * schema.org data, from the answers the page shows. The server writes them into the HTML
 * (app/server-pages.ts); the browser never loads them: a page keeps the tab's title right itself
 * (hooks/use-document-title), with the same names (config/page-titles).
 */

export interface HeadContext {
  /** The site's address (PUBLIC_URL), which every absolute address here is made from. */
  origin: string;
  /** The page's path (and, where it matters, query): what `canonical` is made from. */
  path: string;
  /** The school's settings: its name in every title, its contact details in the structured data. */
  site: SiteSettings;
}

/** " at <school>" for a description, or nothing while the school has no name (its settings failed to load). */
const atSchool = ({ site }: HeadContext) => (site.schoolName ? ` at ${site.schoolName}` : '');

/** "your <school> account", or "your account" without a name. */
const yourAccount = ({ site }: HeadContext) =>
  site.schoolName ? `your ${site.schoolName} account` : 'your account';

function base(context: HeadContext, page: string | undefined, description: string): PageHead {
  return {
    siteName: context.site.schoolName,
    title: documentTitle(page, context.site.schoolName),
    description,
    canonical: siteAddress(context.origin, context.path),
    type: 'website',
    jsonLd: [],
    language: TEXTS_LANGUAGE,
  };
}

/** The school as the organizer or provider of a meeting or course: its name and home page. */
const school = ({ origin, site }: HeadContext) => ({
  '@type': 'EducationalOrganization',
  name: site.schoolName,
  url: siteAddress(origin, paths.home),
});

/** The school in full, with the contact details and logo its settings hold (a detail left empty is left out). */
function organization(context: HeadContext) {
  const { contact, logo } = context.site;
  return {
    ...school(context),
    email: contact.email || undefined,
    telephone: contact.phone || undefined,
    address: contact.address || undefined,
    logo: logo ? siteAddress(context.origin, logo) : undefined,
  };
}

const price = ({ site }: HeadContext, amount: number) => ({
  '@type': 'Offer',
  price: amount,
  priceCurrency: site.currency,
});

function meetingImage(origin: string, meeting: Meeting): string | undefined {
  return meeting.meetingImage ? siteAddress(origin, meeting.meetingImage) : undefined;
}

/** schema.org Event for a meeting: when, where, what it costs, a picture. */
export function meetingEvent(context: HeadContext, meeting: Meeting) {
  const { origin } = context;
  const url = siteAddress(origin, paths.meeting.href(meeting._id));
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
    offers: { ...price(context, meeting.price), url, availability: 'https://schema.org/InStock' },
    organizer: school(context),
  };
}

function courseImage(origin: string, course: Course): string | undefined {
  return course.courseImage ? siteAddress(origin, cardImageUrl(course.courseImage)) : undefined;
}

/** schema.org Course: what it is, its page, its price, and the school as its provider. */
function courseItem(context: HeadContext, course: Course) {
  const { origin } = context;
  return {
    '@type': 'Course',
    name: course.title,
    description: course.description || course.title,
    image: courseImage(origin, course),
    url: siteAddress(origin, paths.course.href(course._id)),
    provider: school(context),
    offers: { ...price(context, course.price), category: course.price === 0 ? 'Free' : 'Paid' },
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
  const { schoolName } = context.site;
  const opening = schoolName ? `${schoolName}: our` : 'Our';
  return {
    ...base(
      context,
      undefined,
      `${opening} courses, upcoming meetings and open days, and how to apply. Write to us, sign up and book your place.`,
    ),
    jsonLd: [
      { '@context': 'https://schema.org', ...organization(context) },
      ...(courses.length > 0 ? [itemList(courses.map((course) => courseItem(context, course)))] : []),
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
      `${meetingsListTitle(category)}${atSchool(context)}: dates, places and prices of our open days, information evenings and meetings.`,
    ),
    jsonLd: meetings.length > 0 ? [itemList(meetings.map((meeting) => meetingEvent(context, meeting)))] : [],
  };
}

export function meetingHead(context: HeadContext, meeting: Meeting | null | undefined): PageHead {
  if (!meeting)
    return {
      ...base(context, PAGE_TITLES.meetingNotFound, 'This meeting could not be found.'),
      noindex: true,
    };
  const when = `${siteFormats(context.site).day(meeting.date)}, ${meeting.hours}`;
  const about = meeting.description ? ` ${excerpt(meeting.description, 30)}` : '';
  return {
    ...base(context, meeting.title, `${when} · ${meeting.location}.${about}`),
    type: 'article',
    image: meetingImage(context.origin, meeting),
    jsonLd: [meetingEvent(context, meeting)],
  };
}

export function allDetailsHead(context: HeadContext, meetings: readonly Meeting[] = []): PageHead {
  return {
    ...base(
      context,
      PAGE_TITLES.meetingAllDetails,
      `Every upcoming meeting${atSchool(context)} in full: date, hours, place, price and how to book.`,
    ),
    jsonLd: meetings.length > 0 ? [itemList(meetings.map((meeting) => meetingEvent(context, meeting)))] : [],
  };
}

export const loginHead = (context: HeadContext): PageHead =>
  base(
    context,
    PAGE_TITLES.login,
    `Log in to ${yourAccount(context)} to book meetings and manage your details.`,
  );

export const signupHead = (context: HeadContext): PageHead =>
  base(
    context,
    PAGE_TITLES.signup,
    `Create ${yourAccount(context)}: sign up to book meetings and hear about open days.`,
  );

export const forgotPasswordHead = (context: HeadContext): PageHead => ({
  ...base(
    context,
    PAGE_TITLES.forgotPassword,
    `Forgot the password of ${yourAccount(context)}? Get a link to choose a new one.`,
  ),
  noindex: true,
});

/** Opened from an e-mail's link: its address holds a secret, so nothing for search engines. */
export const resetPasswordHead = (context: HeadContext): PageHead => ({
  ...base(context, PAGE_TITLES.resetPassword, `Choose a new password for ${yourAccount(context)}.`),
  noindex: true,
});

/** Opened from a sign-up's confirmation e-mail: its address holds a secret. */
export const verifyEmailHead = (context: HeadContext): PageHead => ({
  ...base(context, PAGE_TITLES.verifyEmail, `Confirm the e-mail address of ${yourAccount(context)}.`),
  noindex: true,
});

/** Opened from a staff invitation's e-mail: its address holds a secret. */
export const acceptInvitationHead = (context: HeadContext): PageHead => ({
  ...base(
    context,
    PAGE_TITLES.acceptInvitation,
    `Accept your invitation to join the staff${atSchool(context)}.`,
  ),
  noindex: true,
});

export const accountHead = (context: HeadContext): PageHead => ({
  ...base(
    context,
    PAGE_TITLES.account,
    `The details, e-mail address, password and data of ${yourAccount(context)}.`,
  ),
  noindex: true,
});

/** A visitor's own registrations: nothing for search engines. */
export const myMeetingsHead = (context: HeadContext): PageHead => ({
  ...base(context, PAGE_TITLES.myMeetings, `The meetings you registered for with ${yourAccount(context)}.`),
  noindex: true,
});

export const notFoundHead = (context: HeadContext): PageHead => ({
  ...base(context, PAGE_TITLES.notFound, 'There is no page at this address.'),
  noindex: true,
});

export function coursesListHead(
  context: HeadContext,
  page: number,
  courses: readonly Course[] = [],
): PageHead {
  return {
    ...base(
      context,
      coursesListTitle(page),
      `The courses${atSchool(context)}: what each one teaches, what it costs, and the meetings to learn more.`,
    ),
    jsonLd: courses.length > 0 ? [itemList(courses.map((course) => courseItem(context, course)))] : [],
  };
}

/** A course's page: its title, its description's first words as the description, its picture on the share card. */
export function courseHead(context: HeadContext, course: Course | null | undefined): PageHead {
  if (!course) return notFoundHead(context);
  // The description is Markdown: its words as a reader sees them.
  const about = pageSummary(course.description);
  return {
    ...base(context, course.title, about || `${course.title}${atSchool(context)}.`),
    type: 'article',
    image: courseImage(context.origin, course),
    jsonLd: [{ '@context': 'https://schema.org', ...courseItem(context, course) }],
  };
}

/** A content page: its title, its first words as the description; an unknown address is not found. */
export function contentPageHead(context: HeadContext, page: ContentPage | undefined): PageHead {
  if (!page) return notFoundHead(context);
  return base(context, page.title, pageSummary(page.body) || page.title);
}
