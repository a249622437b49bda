import { useRef, useState, type SubmitEvent } from 'react';
import { AdminForm, AdminFormRow } from '@/components/admin-form';
import { DraftNotice } from '@/components/draft-notice';
import { ImageField } from '@/components/image-field';
import { ListEditor } from '@/components/list-editor';
import { paths } from '@/config/paths';
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
import { useShownProblems } from '@/hooks/use-shown-problems';
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
import { AdminLoadState } from './admin-load-state';
import { FormSection, SelectField, TextField, type Choice } from './site-fields';
import { useSiteDraft } from './use-site-draft';
import { useSiteSave } from './use-site-save';

const HEADING = 'Site Settings';

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

/** The settings' draft: one, as there is one school (see useSiteDraft). */
const DRAFT_KEY = 'site:settings';

/**
 * A kept draft is what the form would have sent, so the contract checks it as the server would;
 * one it no longer accepts (kept by an older version of the app) counts as no draft.
 */
const isSettingsDraft = (values: unknown): values is SiteSettingsInput => check(SiteSettingsInput, values);

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

/**
 * /admin/site: the school's name, logo, contact details, social links, footer, the home page's
 * hero texts and the currency, saved at once; the website shows them as soon as they are saved.
 */
export function SiteSettingsPage() {
  // Fetched on every visit (the cache is dropped on leaving): the form starts from what is stored.
  const { data, error, refetch } = useGetSiteQuery(undefined);
  if (!data) {
    return (
      <AdminLoadState
        heading={HEADING}
        error={error}
        failure="The settings could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  return <SiteSettingsForm site={data} />;
}

function SiteSettingsForm({ site }: { site: SiteAnswer }) {
  const { cache } = usePageData();
  const [draft, setDraft] = useState(() => inputOf(site.settings));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoRemoved, setLogoRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [saveSettings] = useSaveSiteSettingsMutation();
  const [uploadLogo] = useUploadSiteLogoMutation();
  const [removeLogo] = useRemoveSiteLogoMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, serverReason, unsent, save, forgetUnsent } = useSiteSave({
    successTitle: 'Settings Saved Successfully',
    successText: 'The website shows them now.',
    failureTitle: 'Failed to save Settings',
  });

  const { shown, leave, attempt, reset, hasErrors } = useShownProblems(checkSettings(draft));
  // The draft holds the settings' fields only, not the logo: the logo is uploaded or removed on
  // its own call after the settings are saved, so a chosen logo stays chosen only while the page
  // is open (after a restart the admin chooses it again). Should the settings go through and the
  // logo's call then find the server gone, the draft repeats settings already stored: sending
  // them again is harmless.
  const { restoredFrom, draftOf, discardDraft } = useSiteDraft({
    draftKey: DRAFT_KEY,
    check: isSettingsDraft,
    onRestore: setDraft,
    formRef,
  });
  const currentLogo = site.settings.logo || undefined;

  /** The saved settings on every screen at once: the website's top bar, footer, prices… */
  function publish(message: string, settings: SiteSettings) {
    cache.put(siteQuery, undefined, { message, settings, pages: site.pages });
  }

  async function send(input: SiteSettingsInput, file: File | null, removeCurrent: boolean) {
    let answer = await saveSettings(input).unwrap();
    publish(answer.message, answer.settings);
    if (file) {
      const body = new FormData();
      body.append('logo', file);
      setProgress(0);
      try {
        answer = await uploadLogo({ body, onUploadProgress: setProgress }).unwrap();
      } finally {
        setProgress(null);
      }
      publish(answer.message, answer.settings);
    } else if (removeCurrent) {
      answer = await removeLogo(undefined).unwrap();
      publish(answer.message, answer.settings);
    }
    return answer.settings;
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press while sending is turned away by save() itself.
    if (!attempt()) return;
    const sent = draft;
    void save(() => send(sent, logo, logoRemoved && currentLogo !== undefined), draftOf(sent)).then(
      (saved) => {
        if (!saved) return;
        // The form shows what is stored now (the server trims every text); nothing is left to send.
        setDraft(inputOf(saved));
        setLogo(null);
        setLogoRemoved(false);
        reset();
      },
    );
  }

  const year = new Date().getFullYear();
  return (
    <AdminForm
      heading={HEADING}
      onSubmit={onSubmit}
      sending={sending}
      submitLabel="Save Settings"
      cancelTo={paths.admin.root}
      hasErrors={hasErrors}
      serverReason={serverReason}
      formRef={formRef}
      notice={
        <DraftNotice
          unsent={unsent}
          restoredFrom={restoredFrom}
          sending={sending}
          onDiscard={() => {
            discardDraft();
            forgetUnsent();
            // Back to what is stored; a logo chosen meanwhile stays chosen (it was never in the draft).
            setDraft(inputOf(site.settings));
            reset();
          }}
        />
      }
    >
      <div onBlur={leave}>
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
      </div>
    </AdminForm>
  );
}
