import {
  CURRENCIES,
  DATE_STYLES,
  DEFAULT_FORMATS,
  LANGUAGE_NAMES,
  LANGUAGES,
  siteFormats,
  type Currency,
  type DateStyle,
  type Language,
  type SiteSettingsInput,
} from '@/contract';
import { FormSection, SelectField, type Choice } from './site-fields';

/** What this part of the form edits: the site's language, the visitors' languages, its zone, date style and currency. */
type Formats = Pick<SiteSettingsInput, 'language' | 'languages' | 'timeZone' | 'dateStyle' | 'currency'>;

/** The settings' formats, with the defaults for those a settings read from an older server lacks. */
export function formatsOf(input: Formats) {
  return {
    language: input.language ?? DEFAULT_FORMATS.language,
    languages: input.languages ?? [input.language ?? DEFAULT_FORMATS.language],
    timeZone: input.timeZone ?? DEFAULT_FORMATS.timeZone,
    dateStyle: input.dateStyle ?? DEFAULT_FORMATS.dateStyle,
    currency: input.currency,
  };
}

/** A day and a time the examples show: a Tuesday afternoon, whatever today is. */
const SAMPLE_DAY = '2026-12-15';
const SAMPLE_INSTANT = '2026-12-15T17:30:00Z';
/** A sample amount shown in the chosen currency, with cents. */
const SAMPLE_PRICE = 12.5;

const LANGUAGE_CHOICES: readonly Choice<Language>[] = LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const CURRENCY_CHOICES: readonly Choice<Currency>[] = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} (${currencyNames.of(code) ?? code})`,
}));

const STYLE_NAMES: Record<DateStyle, string> = { long: 'Long', medium: 'Medium', short: 'Short' };

/** Every time zone this browser knows, UTC first; the school's own kept should the list lack it. */
function zoneChoices(current: string): Choice<string>[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  if (!zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export const FORMAT_FIELD_IDS = {
  language: 'site-language',
  timeZone: 'site-timeZone',
  dateStyle: 'site-dateStyle',
  currency: 'site-currency',
} as const;

/**
 * Site Settings' language, time zone, date style and currency, each with an example in the
 * choices made so far. (The languages a visitor's browser may choose among are kept with the
 * site's own always one of them; they come to the form with the texts in those languages.)
 */
export function SiteFormatsSection({
  value,
  onChange,
}: {
  value: Formats;
  onChange: (next: Formats) => void;
}) {
  const current = formatsOf(value);
  const example = siteFormats(current);
  const set = (change: Partial<Formats>) => onChange({ ...current, ...change });
  return (
    <FormSection
      legend="Language, dates and money"
      note="How the public site, the admin area and the e-mails write dates, times and prices. Their texts are in English for now."
    >
      <SelectField
        id={FORMAT_FIELD_IDS.language}
        label="Language"
        value={current.language}
        choices={LANGUAGE_CHOICES}
        // The site's own language is always one a visitor may choose.
        onChange={(language) => set({ language, languages: [...new Set([language, ...current.languages])] })}
        hint={`Dates and prices as ${LANGUAGE_NAMES[current.language]} writes them, e.g. ${example.dayWithWeekday(SAMPLE_DAY)}`}
      />
      <SelectField
        id={FORMAT_FIELD_IDS.timeZone}
        label="Time zone"
        value={current.timeZone}
        choices={zoneChoices(current.timeZone)}
        onChange={(timeZone) => set({ timeZone })}
        hint={`Where the school is: the times of e-mails and lists. Now it is ${example.time(new Date())} there.`}
      />
      <SelectField
        id={FORMAT_FIELD_IDS.dateStyle}
        label="Date style"
        value={current.dateStyle}
        choices={DATE_STYLES.map((dateStyle) => ({
          value: dateStyle,
          label: `${STYLE_NAMES[dateStyle]}: ${siteFormats({ ...current, dateStyle }).day(SAMPLE_DAY)}`,
        }))}
        onChange={(dateStyle) => set({ dateStyle })}
        hint={`Every date of the site is written so; with a time: ${example.dateTime(SAMPLE_INSTANT)}`}
      />
      <SelectField
        id={FORMAT_FIELD_IDS.currency}
        label="Currency"
        value={current.currency}
        choices={CURRENCY_CHOICES}
        onChange={(currency) => set({ currency })}
        hint={`Every price shows in it, e.g. ${example.price(SAMPLE_PRICE)}`}
      />
    </FormSection>
  );
}
