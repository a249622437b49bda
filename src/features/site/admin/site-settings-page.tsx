import { useState } from 'react';
import { AdminFormRow } from '@/components/admin-form';
import { ImageField } from '@/components/image-field';
import { ListEditor } from '@/components/list-editor';
import {
  SingleRecordForm,
  SingleRecordPage,
  useSingleRecordForm,
  type SingleRecordDeclaration,
} from '@/components/resource-kit/single-record-form';
import {
  CURRENCIES,
  SITE_LIMITS,
  SiteSettingsInput,
  SOCIAL_NETWORKS,
  type ContactDetails,
  type Currency,
  type HeroTexts,
  type SiteAnswer,
  type SiteSettings,
  type SocialNetwork,
} from '@/contract';
import { usePageData } from '@/lib/page-data';
import { check } from '@/lib/schema-check';
import { siteQuery } from '@/lib/site-identity';
import { formatPrice } from '@/utils/money';
import {
  useGetSiteQuery,
  useRemoveSiteLogoMutation,
  useSaveSiteSettingsMutation,
  useUploadSiteLogoMutation,
} from '../site-api';
import { problemsOf, textProblem, type Problems } from '../site-checks';
import { SETTINGS_RULES } from '../site-rules';
import { FormSection, SelectField, TextField, type Choice } from './site-fields';

type ContactKey = keyof ContactDetails;
type HeroKey = keyof HeroTexts;

const RULES = SETTINGS_RULES;

const CONTACT: readonly { key: ContactKey; type: 'text' | 'email' | 'tel' | 'url'; hint?: string }[] = [
  { key: 'address', type: 'text' },
  { key: 'phone', type: 'tel' },
  { key: 'email', type: 'email' },
  { key: 'openingHours', type: 'text', hint: 'e.g. Mon–Fri 8:00–17:00' },
  { key: 'website', type: 'url', hint: 'e.g. https://www.school.org' },
];

const HERO: readonly { key: HeroKey; hint: string }[] = [
  { key: 'kicker', hint: 'The small line above the title, e.g. “Hello Students”' },
  { key: 'title', hint: 'The big line of the home page' },
  { key: 'ctaLabel', hint: 'It takes visitors to the contact form' },
];

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const CURRENCY_CHOICES: readonly Choice<Currency>[] = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} (${currencyNames.of(code) ?? code})`,
}));

/** A sample amount shown in the chosen currency, with cents. */
const SAMPLE_PRICE = 12.5;

const id = {
  schoolName: 'site-schoolName',
  contact: (key: ContactKey) => `site-contact-${key}`,
  social: (key: SocialNetwork) => `site-social-${key}`,
  footerText: 'site-footerText',
  linkLabel: (index: number) => `site-footerLinks-${index}-label`,
  linkUrl: (index: number) => `site-footerLinks-${index}-url`,
  hero: (key: HeroKey) => `site-hero-${key}`,
  currency: 'site-currency',
};

/** What the form edits and sends: the settings without the logo (it has calls of its own) and the date. */
function inputOf({ logo: _logo, updatedAt: _updatedAt, ...input }: SiteSettings): SiteSettingsInput {
  return input;
}

const same = (input: SiteSettingsInput) => input;

/** Every field's problem, in the order the fields appear. */
function checkSettings(input: SiteSettingsInput): Problems {
  return problemsOf([
    [id.schoolName, textProblem(RULES.schoolName, input.schoolName)],
    ...CONTACT.map(
      ({ key }) => [id.contact(key), textProblem(RULES.contact[key], input.contact[key])] as const,
    ),
    ...SOCIAL_NETWORKS.map(
      (key) => [id.social(key), textProblem(RULES.social[key], input.social[key])] as const,
    ),
    [id.footerText, textProblem(RULES.footerText, input.footerText)],
    ...input.footerLinks.flatMap((link, index) => [
      [id.linkLabel(index), textProblem(RULES.footerLink.label, link.label)] as const,
      [id.linkUrl(index), textProblem(RULES.footerLink.url, link.url)] as const,
    ]),
    ...HERO.map(({ key }) => [id.hero(key), textProblem(RULES.hero[key], input.hero[key])] as const),
  ]);
}

const SETTINGS_FORM: SingleRecordDeclaration<SiteSettingsInput, SiteSettingsInput> = {
  heading: 'Site Settings',
  submitLabel: 'Save Settings',
  loadFailure: 'The settings could not be loaded.',
  successTitle: 'Settings Saved Successfully',
  successText: 'The website shows them now.',
  failureTitle: 'Failed to save Settings',
  // One draft, as there is one school. It holds the settings' fields only, not the logo: the logo
  // is uploaded or removed on its own call after the settings are saved, so a chosen logo stays
  // chosen only while the page is open (after a restart the admin chooses it again). Should the
  // settings go through and the logo's call then find the server gone, the draft repeats settings
  // already stored: sending them again is harmless.
  draftKey: 'site:settings',
  isDraft: (values: unknown): values is SiteSettingsInput => check(SiteSettingsInput, values),
  sentOf: same,
  fieldsOf: same,
  check: checkSettings,
};

/**
 * /admin/site: the school's name, logo, contact details, social links, footer, the home page's
 * hero texts and the currency, saved at once; the website shows them as soon as they are saved.
 */
export function SiteSettingsPage() {
  const read = useGetSiteQuery(undefined);
  return (
    <SingleRecordPage declaration={SETTINGS_FORM} read={read}>
      {(site) => <SiteSettingsForm site={site} />}
    </SingleRecordPage>
  );
}

function SiteSettingsForm({ site }: { site: SiteAnswer }) {
  const { cache } = usePageData();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoRemoved, setLogoRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [saveSettings] = useSaveSiteSettingsMutation();
  const [uploadLogo] = useUploadSiteLogoMutation();
  const [removeLogo] = useRemoveSiteLogoMutation();
  const currentLogo = site.settings.logo || undefined;

  /** The saved settings on every screen at once: the website's top bar, footer, prices… */
  function publish(message: string, settings: SiteSettings) {
    cache.put(siteQuery, undefined, { message, settings, pages: site.pages });
  }

  /** The settings, then the logo chosen or removed; what is stored once both are. */
  async function send(input: SiteSettingsInput) {
    let answer = await saveSettings(input).unwrap();
    publish(answer.message, answer.settings);
    if (logo) {
      const body = new FormData();
      body.append('logo', logo);
      setProgress(0);
      try {
        answer = await uploadLogo({ body, onUploadProgress: setProgress }).unwrap();
      } finally {
        setProgress(null);
      }
      publish(answer.message, answer.settings);
    } else if (logoRemoved && currentLogo !== undefined) {
      answer = await removeLogo(undefined).unwrap();
      publish(answer.message, answer.settings);
    }
    return inputOf(answer.settings);
  }

  // Discard draft puts back the stored settings; a logo chosen meanwhile stays chosen (it was
  // never in the draft).
  const {
    fields: draft,
    setFields: setDraft,
    shown,
    frame,
  } = useSingleRecordForm(SETTINGS_FORM, {
    stored: inputOf(site.settings),
    send,
    onSaved: () => {
      setLogo(null);
      setLogoRemoved(false);
    },
  });

  const year = new Date().getFullYear();
  return (
    <SingleRecordForm frame={frame}>
      <FormSection legend="School">
        <TextField
          id={id.schoolName}
          rule={RULES.schoolName}
          value={draft.schoolName}
          onChange={(schoolName) => setDraft((d) => ({ ...d, schoolName }))}
          error={shown(id.schoolName)}
          hint="Shown in the top bar, the footer and the pages' titles"
        />
      </FormSection>

      <FormSection
        legend="Logo"
        note="Shown in the top bar beside the school's name. Saved with the settings."
      >
        <ImageField
          label="Logo"
          name="logo"
          currentUrl={currentLogo}
          file={logo}
          onFileChange={setLogo}
          progress={progress}
          currentRemoved={logoRemoved}
          onCurrentRemovedChange={setLogoRemoved}
        />
      </FormSection>

      <FormSection
        legend="Contact details"
        note="Shown in the contact section and the footer; leave a field empty to hide it."
      >
        {CONTACT.map(({ key, type, hint }) => (
          <TextField
            key={key}
            id={id.contact(key)}
            rule={RULES.contact[key]}
            type={type}
            value={draft.contact[key]}
            onChange={(value) => setDraft((d) => ({ ...d, contact: { ...d.contact, [key]: value } }))}
            error={shown(id.contact(key))}
            hint={hint}
          />
        ))}
      </FormSection>

      <FormSection
        legend="Social links"
        note="Each the https:// address of the school's page, e.g. https://www.facebook.com/yourschool; leave one empty to hide its link."
      >
        <AdminFormRow>
          {SOCIAL_NETWORKS.map((key) => (
            <TextField
              key={key}
              id={id.social(key)}
              rule={RULES.social[key]}
              type="url"
              placeholder="https://"
              value={draft.social[key]}
              onChange={(value) => setDraft((d) => ({ ...d, social: { ...d.social, [key]: value } }))}
              error={shown(id.social(key))}
            />
          ))}
        </AdminFormRow>
      </FormSection>

      <FormSection legend="Footer">
        <TextField
          id={id.footerText}
          rule={RULES.footerText}
          rows={2}
          value={draft.footerText}
          onChange={(footerText) => setDraft((d) => ({ ...d, footerText }))}
          error={shown(id.footerText)}
          hint={`The footer reads “Copyright © ${year} ${draft.schoolName.trim() || 'School name'}.” and then this text. The copyright year is added automatically.`}
        />
        <ListEditor
          label="Footer links"
          itemName="footer link"
          items={draft.footerLinks}
          onChange={(footerLinks) => setDraft((d) => ({ ...d, footerLinks }))}
          max={SITE_LIMITS.footerLinks}
          newItem={() => ({ label: '', url: '' })}
          hint="Links to other sites, shown in the footer beside the content pages."
          emptyText="No footer links."
          renderItem={(link, index, update) => (
            <AdminFormRow>
              <TextField
                id={id.linkLabel(index)}
                rule={RULES.footerLink.label}
                value={link.label}
                onChange={(label) => update({ ...link, label })}
                error={shown(id.linkLabel(index))}
              />
              <TextField
                id={id.linkUrl(index)}
                rule={RULES.footerLink.url}
                type="url"
                placeholder="https://"
                value={link.url}
                onChange={(url) => update({ ...link, url })}
                error={shown(id.linkUrl(index))}
              />
            </AdminFormRow>
          )}
        />
      </FormSection>

      <FormSection legend="Home page hero">
        {HERO.map(({ key, hint }) => (
          <TextField
            key={key}
            id={id.hero(key)}
            rule={RULES.hero[key]}
            value={draft.hero[key]}
            onChange={(value) => setDraft((d) => ({ ...d, hero: { ...d.hero, [key]: value } }))}
            error={shown(id.hero(key))}
            hint={hint}
          />
        ))}
      </FormSection>

      <FormSection legend="Currency">
        <SelectField
          id={id.currency}
          label="Currency"
          value={draft.currency}
          choices={CURRENCY_CHOICES}
          onChange={(currency) => setDraft((d) => ({ ...d, currency }))}
          hint={`Every price shows in it, e.g. ${formatPrice(SAMPLE_PRICE, draft.currency)}`}
        />
      </FormSection>
    </SingleRecordForm>
  );
}
