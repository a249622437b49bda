/**
 * What the school's own site is made of, as code both the server and the screens use: the choices
 * a field offers (the limits and address rules are in site-rules.ts, the schemas in site.ts).
 */

import { AUDIT_RETENTION_DAYS } from './audit-values';
import { DEFAULT_COLOURS } from './colours';
import type { RecordWire } from './common-values';
import { DEFAULT_MENU, type MenuEntry } from './menu';
import { DEFAULT_FORMATS, type Currency, type DateStyle, type Language } from './site-formats';

/** The social networks the footer and contact section can link to, in the order they show. */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The icons a home-page feature card can show: the five of the template's features carousel. */
export const FEATURE_ICONS = ['education', 'teachers', 'students', 'online', 'networking'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** Whether sign-up asks for a phone number: the school decides in Site Settings. */
export const PHONE_AT_SIGN_UP = ['required', 'optional', 'off'] as const;
export type PhoneAtSignUp = (typeof PHONE_AT_SIGN_UP)[number];

/**
 * The home page's sections a school may hide on purpose (Site Settings), in the page's order. A
 * section with nothing to show hides itself whatever this says.
 */
export const HOME_SECTIONS = ['apply', 'faq', 'features', 'meetings', 'courses', 'facts', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Every home section shown: the template's page, and what a school has before it chooses. */
export const ALL_HOME_SECTIONS_SHOWN = {
  apply: true,
  faq: true,
  features: true,
  meetings: true,
  courses: true,
  facts: true,
  contact: true,
} as const satisfies Record<HomeSection, boolean>;

/** What a home-page fact's number may end with: nothing, a percent sign, or a plus ("2,000+"). */
export const FACT_SUFFIXES = ['', '%', '+'] as const;
export type FactSuffix = (typeof FACT_SUFFIXES)[number];

/**
 * The settings of a school that has written nothing yet: its name, and no contact details, links
 * or footer text invented (the server's defaults; the screens' too, before the answer arrives).
 */
export const neutralSettings = (schoolName: string) => ({
  schoolName,
  contact: { address: '', phone: '', email: '', openingHours: '', website: '' },
  social: { facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' } satisfies Record<
    SocialNetwork,
    string
  >,
  footerText: '',
  footerLinks: [] as { label: string; url: string }[],
  hero: { kicker: 'Welcome', title: schoolName, ctaLabel: 'Contact us' },
  currency: 'USD' as Currency,
  // As the original site: every sign-up field is required.
  phoneAtSignUp: 'required' as PhoneAtSignUp,
  auditRetentionDays: AUDIT_RETENTION_DAYS.default as number,
  homeSections: { ...ALL_HOME_SECTIONS_SHOWN } as Record<HomeSection, boolean>,
  // The template's menu and colours: a school changes them in Site Settings.
  menu: DEFAULT_MENU.map((entry) => ({ ...entry })) as MenuEntry[],
  primaryColor: DEFAULT_COLOURS.primaryColor as string,
  accentColor: DEFAULT_COLOURS.accentColor as string,
  // English, on UTC, until the school says where it is and how it writes dates.
  language: DEFAULT_FORMATS.language as Language,
  languages: [DEFAULT_FORMATS.language] as Language[],
  timeZone: DEFAULT_FORMATS.timeZone as string,
  dateStyle: DEFAULT_FORMATS.dateStyle as DateStyle,
});

/** The school's content pages on the wire (RecordWire). */
export const CONTENT_PAGES_WIRE = {
  path: '/api/pages',
  keys: { records: 'pages', total: 'totalContentPages', byId: 'page', saved: 'page' },
} as const satisfies RecordWire;
