import { Type, type Static, type TSchema } from 'typebox';
import { AUDIT_RETENTION_DAYS } from './audit-values';
import { HEX_COLOUR_PATTERN } from './colours';
import {
  FiniteInteger,
  Id,
  IsoDateTime,
  oneOf,
  PagedList,
  RecordAnswers,
  RequestBody,
  WithMessage,
} from './common';
import { LIMITS } from './common-values';
import { MENU_LIMITS } from './menu';
import { CURRENCIES, DATE_STYLES, LANGUAGES } from './site-formats';
import { SITE_LIMITS, SITE_PATTERNS } from './site-rules';
import {
  CONTENT_PAGES_WIRE,
  FACT_SUFFIXES,
  FEATURE_ICONS,
  PHONE_AT_SIGN_UP,
  type HomeSection,
  type SocialNetwork,
} from './site-values';

/*
 * The school's own site: its settings (name, logo, contact details, social links, footer, hero,
 * currency), the home page's texts, and its content pages (privacy notice, terms, about us…).
 * Every field has a `title`: the name the API's validation messages give it ("School name is
 * required"); patterns come with their words in site-values (PATTERN_MESSAGES).
 */

/** A text that may be left empty. */
const optionalText = (title: string, maxLength: number) => Type.String({ title, maxLength });

/** A text that must hold something besides spaces. */
const requiredText = (title: string, maxLength: number) =>
  Type.String({ title, minLength: 1, maxLength, pattern: SITE_PATTERNS.visible });

const patterned = (title: string, maxLength: number, pattern: string) =>
  Type.String({ title, maxLength, pattern });

/**
 * An object of fixed fields inside a body or an answer. Open, as answers' objects are: what a
 * client adds inside is not an error, and the server keeps only the fields listed here (its
 * service cleans a body before storing it).
 */
const Fields = <Properties extends Record<string, TSchema>>(title: string, properties: Properties) =>
  Type.Object(properties, { title });

// ---------------------------------------------------------------- settings

export const ContactDetails = Fields('Contact details', {
  address: optionalText('Address', SITE_LIMITS.shortText),
  phone: optionalText('Phone', SITE_LIMITS.shortText),
  email: patterned('E-mail', LIMITS.email, SITE_PATTERNS.emailOrEmpty),
  openingHours: optionalText('Opening hours', SITE_LIMITS.shortText),
  website: patterned('Website', LIMITS.url, SITE_PATTERNS.webUrlOrEmpty),
});
export type ContactDetails = Static<typeof ContactDetails>;

const socialLink = (title: string) => patterned(title, LIMITS.url, SITE_PATTERNS.httpsUrlOrEmpty);

export const SocialLinks = Fields('Social links', {
  facebook: socialLink('Facebook'),
  twitter: socialLink('Twitter'),
  linkedin: socialLink('LinkedIn'),
  instagram: socialLink('Instagram'),
  youtube: socialLink('YouTube'),
} satisfies Record<SocialNetwork, TSchema>);
export type SocialLinks = Static<typeof SocialLinks>;

export const FooterLink = Fields('Footer link', {
  label: requiredText('Link label', SITE_LIMITS.shortText),
  url: Type.String({ title: 'Link address', maxLength: LIMITS.url, pattern: SITE_PATTERNS.webUrl }),
});
export type FooterLink = Static<typeof FooterLink>;

/** The home page's opening: a greeting, the big title, and a button that scrolls to the contact section. */
export const HeroTexts = Fields('Hero', {
  kicker: optionalText('Hero greeting', SITE_LIMITS.shortText),
  title: requiredText('Hero title', SITE_LIMITS.shortText),
  ctaLabel: requiredText('Hero button label', SITE_LIMITS.shortText),
});
export type HeroTexts = Static<typeof HeroTexts>;

export const CurrencySchema = oneOf(CURRENCIES, { title: 'Currency' });

const PhoneAtSignUpSchema = oneOf(PHONE_AT_SIGN_UP, {
  title: 'Phone number at sign-up',
  description: "Whether sign-up asks for a phone number, and whether it must be given ('off': not asked)",
});

/** How many days the audit log keeps an entry (housekeeping removes older ones). */
const AuditRetentionDays = FiniteInteger({
  title: 'Keep the audit log for (days)',
  minimum: AUDIT_RETENTION_DAYS.min,
  maximum: AUDIT_RETENTION_DAYS.max,
});

/** Which of the home page's sections show: each one the school may hide on purpose. */
const shown = (section: string) => Type.Boolean({ title: `Show the ${section} section` });
export const HomeSections = Fields('Home sections', {
  apply: shown('apply'),
  faq: shown('questions'),
  features: shown('features'),
  meetings: shown('upcoming meetings'),
  courses: shown('courses'),
  facts: shown('facts'),
  contact: shown('contact'),
} satisfies Record<HomeSection, TSchema>);
export type HomeSections = Static<typeof HomeSections>;

/**
 * A menu entry: its label, and where it leads (a built-in page's address, `/pages/<slug>`, `/#<a
 * home section>` or an `https://` address: contract/menu.ts); the service checks the target.
 */
export const MenuEntrySchema = Fields('Menu entry', {
  label: requiredText('Menu label', MENU_LIMITS.label),
  target: Type.String({
    title: 'Menu target',
    minLength: 1,
    maxLength: LIMITS.url,
    description: "'/meetings', '/pages/about-us', '/#contact' or 'https://…'",
  }),
  hidden: Type.Optional(Type.Boolean({ title: 'Hidden', description: 'Kept, but not shown' })),
  group: Type.Optional(
    Type.String({
      title: 'Dropdown',
      maxLength: MENU_LIMITS.label,
      description: "The dropdown's label the entry shows under ('PAGES'); none or '' for the bar itself",
    }),
  ),
});

const MenuSchema = Type.Array(MenuEntrySchema, {
  title: 'Menu',
  maxItems: MENU_LIMITS.entries,
  description:
    "The top bar's entries, in order; those leading to an empty section or a missing page are not shown",
});

/** A colour of the public site, checked against WCAG AA by the service (contract/colours.ts). */
const colour = (title: string) =>
  Type.String({ title, pattern: HEX_COLOUR_PATTERN, description: '#rrggbb, at least 4.5:1 (WCAG AA)' });
const PrimaryColor = colour('Primary colour');
const AccentColor = colour('Accent colour');

/** The site's language, and those a visitor's browser may choose among (contract/site-formats.ts). */
const LanguageSchema = oneOf(LANGUAGES, { title: 'Language' });
const LanguagesSchema = Type.Array(LanguageSchema, {
  title: 'Languages a visitor may choose',
  minItems: 1,
  maxItems: LANGUAGES.length,
  description:
    "Each once, the site's own language among them; a visitor's browser picks one, else the site's",
});
const TimeZoneSchema = Type.String({
  title: 'Time zone',
  minLength: 1,
  maxLength: 64,
  description: "An IANA time zone ('America/Sao_Paulo', 'UTC'): the times of e-mails and lists",
});
const DateStyleSchema = oneOf(DATE_STYLES, {
  title: 'Date style',
  description:
    "How every date is written: 'long' (December 15, 2026), 'medium' (Dec 15, 2026), 'short' (12/15/26)",
});

/**
 * What an admin sends to change the settings: all of them at once (the logo has its own calls).
 * The fields added since the first version are optional: one left out keeps its value.
 */
export const SiteSettingsInput = RequestBody({
  schoolName: requiredText('School name', SITE_LIMITS.schoolName),
  contact: ContactDetails,
  social: SocialLinks,
  /** The footer reads "Copyright © <this year> <schoolName>. <footerText>"; the year is never stored. */
  footerText: optionalText('Footer text', SITE_LIMITS.footerText),
  footerLinks: Type.Array(FooterLink, { title: 'Footer links', maxItems: SITE_LIMITS.footerLinks }),
  hero: HeroTexts,
  currency: CurrencySchema,
  phoneAtSignUp: Type.Optional(PhoneAtSignUpSchema),
  auditRetentionDays: Type.Optional(AuditRetentionDays),
  homeSections: Type.Optional(HomeSections),
  menu: Type.Optional(MenuSchema),
  primaryColor: Type.Optional(PrimaryColor),
  accentColor: Type.Optional(AccentColor),
  language: Type.Optional(LanguageSchema),
  languages: Type.Optional(LanguagesSchema),
  timeZone: Type.Optional(TimeZoneSchema),
  dateStyle: Type.Optional(DateStyleSchema),
});
export type SiteSettingsInput = Static<typeof SiteSettingsInput>;

export const SiteSettings = Type.Object({
  ...SiteSettingsInput.properties,
  phoneAtSignUp: PhoneAtSignUpSchema,
  auditRetentionDays: AuditRetentionDays,
  homeSections: HomeSections,
  menu: MenuSchema,
  primaryColor: PrimaryColor,
  accentColor: AccentColor,
  language: LanguageSchema,
  languages: LanguagesSchema,
  timeZone: TimeZoneSchema,
  dateStyle: DateStyleSchema,
  logo: Type.String({
    description: "The logo's image URL (an upload: see POST /api/site/logo), or '' for none",
  }),
  updatedAt: Type.Union([IsoDateTime, Type.Literal('')], {
    description: "When an admin last saved the settings or the logo; '' while the defaults show",
  }),
});
export type SiteSettings = Static<typeof SiteSettings>;

// ---------------------------------------------------------------- home page

export const ApplyCard = Fields('Apply card', {
  title: requiredText('Card title', SITE_LIMITS.shortText),
  text: optionalText('Card text', SITE_LIMITS.text),
  buttonLabel: requiredText('Card button label', SITE_LIMITS.shortText),
});
export type ApplyCard = Static<typeof ApplyCard>;

export const Feature = Fields('Feature', {
  icon: oneOf(FEATURE_ICONS, { title: 'Feature icon' }),
  title: requiredText('Feature title', SITE_LIMITS.shortText),
  text: optionalText('Feature text', SITE_LIMITS.text),
});
export type Feature = Static<typeof Feature>;

export const Fact = Fields('Fact', {
  value: FiniteInteger({ title: 'Fact number', minimum: 0, maximum: SITE_LIMITS.factValue }),
  suffix: oneOf(FACT_SUFFIXES, { title: 'Fact suffix' }),
  label: requiredText('Fact label', SITE_LIMITS.shortText),
});
export type Fact = Static<typeof Fact>;

/** A question and its answer: short Markdown (links, emphasis), stored as text, rendered safely by the client. */
export const FaqItem = Fields('Question', {
  question: requiredText('Question', SITE_LIMITS.shortText),
  answer: Type.String({ title: 'Answer', maxLength: SITE_LIMITS.text, description: 'Markdown' }),
});
export type FaqItem = Static<typeof FaqItem>;

const list = <Item extends TSchema>(title: string, item: Item, maxItems: number) =>
  Type.Array(item, { title, maxItems });

/** The home page's texts; an empty list hides its section. Sent whole, and answered whole. */
export const HomeContent = RequestBody({
  applyHeading: optionalText('Apply heading', SITE_LIMITS.shortText),
  applyCards: list('Apply cards', ApplyCard, SITE_LIMITS.applyCards),
  features: list('Features', Feature, SITE_LIMITS.features),
  facts: list('Facts', Fact, SITE_LIMITS.facts),
  factsHeading: optionalText('Facts heading', SITE_LIMITS.shortText),
  /** The facts section's play button: the school's own video (empty: no button). */
  factsVideoUrl: patterned('Facts video', LIMITS.url, SITE_PATTERNS.webUrlOrEmpty),
  faq: list('Questions', FaqItem, SITE_LIMITS.faq),
  contactHeading: optionalText('Contact heading', SITE_LIMITS.shortText),
  contactText: optionalText('Contact text', SITE_LIMITS.text),
});
export type HomeContent = Static<typeof HomeContent>;

// ---------------------------------------------------------------- content pages

export const ContentPage = Type.Object({
  _id: Id,
  id: Id,
  title: Type.String(),
  slug: Type.String(),
  body: Type.String({ description: 'Markdown, stored as text and rendered safely by the client' }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ContentPage = Static<typeof ContentPage>;

export const ContentPageInput = RequestBody({
  title: requiredText('Title', SITE_LIMITS.shortText),
  slug: Type.String({
    title: 'Page address',
    minLength: 1,
    maxLength: SITE_LIMITS.slug,
    pattern: SITE_PATTERNS.slug,
    description: "Lowercase letters, digits and single hyphens, e.g. 'privacy' or 'about-us'",
  }),
  body: Type.Optional(Type.String({ title: 'Text', maxLength: SITE_LIMITS.body, description: 'Markdown' })),
});
export type ContentPageInput = Static<typeof ContentPageInput>;

export const ContentPagePatch = Type.Partial(ContentPageInput, { additionalProperties: false });
export type ContentPagePatch = Static<typeof ContentPagePatch>;

export const ContentPageListResponse = PagedList(
  WithMessage,
  CONTENT_PAGES_WIRE.keys.records,
  ContentPage,
  CONTENT_PAGES_WIRE.keys.total,
);
export type ContentPageListResponse = Static<typeof ContentPageListResponse>;

export const { byId: ContentPageByIdResponse, saved: ContentPageSavedResponse } = RecordAnswers(
  CONTENT_PAGES_WIRE.keys,
  ContentPage,
);
export type ContentPageByIdResponse = Static<typeof ContentPageByIdResponse>;
export type ContentPageSavedResponse = Static<typeof ContentPageSavedResponse>;

/** A page's address in a lookup: any text (an unknown one is a 404, not a 400). */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type SlugParams = Static<typeof SlugParams>;

export const ContentPageBySlugAnswer = Type.Object({ ...WithMessage, page: ContentPage });
export type ContentPageBySlugAnswer = Static<typeof ContentPageBySlugAnswer>;

// ---------------------------------------------------------------- answers

/** A content page as the footer links to it. */
export const ContentPageLink = Type.Object({ title: Type.String(), slug: Type.String() });
export type ContentPageLink = Static<typeof ContentPageLink>;

/** A menu entry as the top bar draws it: a link, or a dropdown of links. */
const MenuLinkSchema = Type.Object({ label: Type.String(), href: Type.String() });
export const MenuItemSchema = Type.Union([
  MenuLinkSchema,
  Type.Object({ label: Type.String(), links: Type.Array(MenuLinkSchema, { minItems: 1 }) }),
]);

/**
 * What every public page's layout needs: the settings, the footer's page links, by title, and the
 * menu's entries a visitor sees (settings.menu without the hidden ones and those leading nowhere).
 */
export const SiteAnswer = Type.Object({
  ...WithMessage,
  settings: SiteSettings,
  pages: Type.Array(ContentPageLink),
  menu: Type.Array(MenuItemSchema),
});
export type SiteAnswer = Static<typeof SiteAnswer>;

export const SettingsSavedAnswer = Type.Object({ ...WithMessage, settings: SiteSettings });
export type SettingsSavedAnswer = Static<typeof SettingsSavedAnswer>;

export const HomeContentAnswer = Type.Object({ ...WithMessage, content: HomeContent });
export type HomeContentAnswer = Static<typeof HomeContentAnswer>;

/** The logo call's form: one image file. */
export const LogoUpload = RequestBody({
  logo: Type.Unknown({ title: 'Logo', description: 'Image file (PNG, JPEG, WebP, GIF; at most 5 MB)' }),
});
export type LogoUpload = Static<typeof LogoUpload>;
