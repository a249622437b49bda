/*
 * How the school's site writes dates, times and prices: in its language, its time zone and its
 * date style (Site Settings), through Intl, the same on the server (pages, e-mails) and in the
 * browser (islands, the admin area), so a page the server drew and the island that takes it over
 * say a date alike. Plain code, no schema: the visitors' first load carries it.
 */

/** The currencies prices are shown in (ISO 4217 codes). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'CAD', 'AUD', 'CHF', 'JPY', 'INR', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The languages the site's texts and formats come in; the first is the template's. */
export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language the interface's own texts are written in, which a page's `lang` says: English for
 * every site until the texts come in the site's language too (dates and prices already do).
 */
export const TEXTS_LANGUAGE: Language = 'en';

/** Each language by its own name, as a chooser offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
};

/** How a date is written: Intl's date styles, from "December 15, 2026" to "12/15/26" (in English). */
export const DATE_STYLES = ['long', 'medium', 'short'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

/** What the formats follow: the school's settings. */
export interface FormatSettings {
  language: Language;
  timeZone: string;
  dateStyle: DateStyle;
  currency: Currency;
}

/** The formats of a school that has chosen none: the template's. */
export const DEFAULT_FORMATS = {
  language: 'en',
  timeZone: 'UTC',
  dateStyle: 'long',
} as const satisfies Omit<FormatSettings, 'currency'>;

/**
 * The zone a calendar file places a meeting's hours in: the school's, once it has chosen one. The
 * template's UTC stands for "not chosen yet": the hours stay each reader's own clock, as before
 * there was a setting (a school on UTC itself loses nothing by it).
 */
export const calendarZone = ({ timeZone }: Pick<FormatSettings, 'timeZone'>): string | undefined =>
  timeZone === DEFAULT_FORMATS.timeZone || !isTimeZone(timeZone) ? undefined : timeZone;

/** Whether Intl knows `zone` as an IANA time zone ('America/Sao_Paulo', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The word a price of nothing reads as, in each language. */
const FREE: Readonly<Record<Language, string>> = { en: 'Free', 'pt-BR': 'Grátis' };

/** A calendar day (YYYY-MM-DD) as the instant Intl formats it: its midnight in UTC, formatted in UTC. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function calendarDay(value: string): Date | undefined {
  const day = CALENDAR_DAY.exec(value);
  if (!day) return undefined;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An instant (an ISO timestamp), or undefined when it is none. */
function instantOf(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/*
 * Each format is a function of its own, so a page carries only those it uses (a visitor's page:
 * the badge and the price). Intl's formatters are made once for each language and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function made<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  const known = formatters.get(key) as F | undefined;
  if (known) return known;
  const fresh = make();
  formatters.set(key, fresh);
  return fresh;
}
const dates = (language: string, options: Intl.DateTimeFormatOptions) =>
  made(`d${language}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

/** The school's zone, or UTC should a stored one be unknown to this machine. */
const zoneOf = ({ timeZone }: FormatSettings) => (isTimeZone(timeZone) ? timeZone : DEFAULT_FORMATS.timeZone);

/** A calendar day in UTC (so it never shifts), else the day an instant falls on in the school's zone. */
function onDay(settings: FormatSettings, value: string, options: Intl.DateTimeFormatOptions): string {
  const day = calendarDay(value);
  if (day) return dates(settings.language, { ...options, timeZone: 'UTC' }).format(day);
  const instant = instantOf(value);
  return instant
    ? dates(settings.language, { ...options, timeZone: zoneOf(settings) }).format(instant)
    : value;
}

/**
 * A day in the school's date style ("December 15, 2026"): a calendar day (YYYY-MM-DD, a meeting's)
 * as it is, an instant (an ISO timestamp) as the day it falls on in the school's time zone.
 */
export const formatDay = (settings: FormatSettings, value: string): string =>
  onDay(settings, value, { dateStyle: settings.dateStyle });

/** How a date with its weekday writes the month, in each date style. */
const WEEKDAY_MONTH: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions['month']>> = {
  long: 'long',
  medium: 'short',
  short: 'numeric',
};

/** The same day with its weekday, as a sentence says it: "Tuesday, December 15, 2026". */
export const formatDayWithWeekday = (settings: FormatSettings, value: string): string =>
  onDay(settings, value, {
    weekday: 'long',
    year: 'numeric',
    month: WEEKDAY_MONTH[settings.dateStyle],
    day: 'numeric',
  });

/** A calendar day's badge: its short month, without the period some languages end it with, and its day. */
export function badgeParts(settings: FormatSettings, value: string): { month: string; day: string } {
  const date = calendarDay(value);
  if (!date) return { month: '', day: '' };
  const { language } = settings;
  return {
    month: dates(language, { month: 'short', timeZone: 'UTC' }).format(date).replace(/\.$/, ''),
    day: dates(language, { day: 'numeric', timeZone: 'UTC' }).format(date),
  };
}

/** An instant in the school's zone, in `options`; '' for what is no instant. */
function atInstant(
  settings: FormatSettings,
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
): string {
  const instant = instantOf(value);
  return instant ? dates(settings.language, { ...options, timeZone: zoneOf(settings) }).format(instant) : '';
}

/** An instant, in the school's time zone: its day in the date style and its time ("December 15, 2026 at 2:30 PM"). */
export const formatDateTime = (settings: FormatSettings, value: string | Date): string =>
  atInstant(settings, value, { dateStyle: settings.dateStyle, timeStyle: 'short' });

/** An instant's time of day in the school's zone ("2:30 PM", "14:30"). */
export const formatTime = (settings: FormatSettings, value: string | Date): string =>
  atInstant(settings, value, { timeStyle: 'short' });

/** A price in the school's currency: "$12.50", "R$ 35" (cents only when there are some), the language's "Free" for 0. */
export function formatPrice({ language, currency }: FormatSettings, amount: number): string {
  if (amount === 0) return FREE[language];
  const cents = !Number.isInteger(amount);
  return made(
    `p${language}${currency}${String(cents)}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        ...(cents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      }),
  ).format(amount);
}

/** The school's formats, bound to its settings: for the server's pages and e-mails and the admin area. */
export interface SiteFormats {
  language: Language;
  day: (value: string) => string;
  dayWithWeekday: (value: string) => string;
  badge: (value: string) => { month: string; day: string };
  dateTime: (value: string | Date) => string;
  time: (value: string | Date) => string;
  price: (amount: number) => string;
}

export const siteFormats = (settings: FormatSettings): SiteFormats => ({
  language: settings.language,
  day: (value) => formatDay(settings, value),
  dayWithWeekday: (value) => formatDayWithWeekday(settings, value),
  badge: (value) => badgeParts(settings, value),
  dateTime: (value) => formatDateTime(settings, value),
  time: (value) => formatTime(settings, value),
  price: (amount) => formatPrice(settings, amount),
});
