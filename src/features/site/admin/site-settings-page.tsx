import { useState } from 'react';
import { AdminFormRow } from '@/components/admin-form';
import { ImageField } from '@/components/image-field';
import {
  SingleRecordForm,
  SingleRecordPage,
  useSingleRecordForm,
  type SingleRecordDeclaration,
} from '@/components/resource-kit/single-record-form';
import {
  AUDIT_RETENTION_DAYS,
  colourProblem,
  DEFAULT_COLOURS,
  DEFAULT_MENU,
  PHONE_AT_SIGN_UP,
  SITE_LIMITS,
  SiteSettingsInput,
  type FooterLink,
  type PhoneAtSignUp,
  type SiteAnswer,
  type SiteSettings,
  type SocialNetwork,
} from '@/contract';
import { check } from '@/lib/schema-check';
import {
  useRemoveSiteLogoMutation,
  useSaveSiteSettingsMutation,
  useSiteToEdit,
  useUploadSiteLogoMutation,
} from '../site-api';
import { problemsOf, readWholeNumber, textProblem, wholeNumberProblem, type Problems } from '../site-checks';
import { SETTINGS_RULES } from '../site-rules';
import { HomeSectionsSection } from './home-sections-field';
import { ColourField, colourFieldId } from './site-colour-field';
import {
  FormSection,
  SelectField,
  TextField,
  TextFields,
  TextListEditor,
  WholeNumberField,
  groupProblems,
  listProblems,
  textGroup,
  type Choice,
  type TextList,
  type TextLook,
} from './site-fields';
import { SiteFormatsSection } from './site-formats-field';
import { MenuEditor, menuProblems } from './site-menu-editor';

const RULES = SETTINGS_RULES;

const SCHOOL_TEXTS = textGroup('site', RULES, {
  schoolName: { hint: "Shown in the top bar, the footer and the pages' titles" },
});

const CONTACT_TEXTS = textGroup('site-contact', RULES.contact, {
  address: {},
  phone: { type: 'tel' },
  email: { type: 'email' },
  openingHours: { hint: 'e.g. Mon–Fri 8:00–17:00' },
  website: { type: 'url', hint: 'e.g. https://www.school.org' },
});

const ADDRESS: TextLook = { type: 'url', placeholder: 'https://' };
const SOCIAL_TEXTS = textGroup('site-social', RULES.social, {
  facebook: ADDRESS,
  twitter: ADDRESS,
  linkedin: ADDRESS,
  instagram: ADDRESS,
  youtube: ADDRESS,
} satisfies Record<SocialNetwork, TextLook>);

const HERO_TEXTS = textGroup('site-hero', RULES.hero, {
  kicker: { hint: 'The small line above the title, e.g. “Hello Students”' },
  title: { hint: 'The big line of the home page' },
  ctaLabel: { hint: 'It takes visitors to the contact form' },
});

const LINKS_LIST: TextList<keyof FooterLink> = {
  label: 'Footer links',
  itemName: 'footer link',
  max: SITE_LIMITS.footerLinks,
  hint: 'Links to other sites, shown in the footer beside the content pages.',
  texts: textGroup('site-footerLinks', RULES.footerLink, { label: {}, url: ADDRESS }),
  sideBySide: true,
};

const PHONE_CHOICE_LABELS: Record<PhoneAtSignUp, string> = {
  required: 'Asked, and required',
  optional: 'Asked, but optional',
  off: 'Not asked',
};
const PHONE_CHOICES: readonly Choice<PhoneAtSignUp>[] = PHONE_AT_SIGN_UP.map((value) => ({
  value,
  label: PHONE_CHOICE_LABELS[value],
}));

// The fields' ids: 'site-' and the field's name; a footer link's, 'site-footerLinks-0-url'.
const id = {
  footerText: 'site-footerText',
  phoneAtSignUp: 'site-phoneAtSignUp',
  auditRetentionDays: 'site-auditRetentionDays',
};

/** The retention as the form shows it: a settings read from an older server has none, so the default. */
const retentionText = (days: number | undefined) =>
  days === undefined ? String(AUDIT_RETENTION_DAYS.default) : Number.isNaN(days) ? '' : String(days);

/** What the form edits and sends: the settings without the logo (it has calls of its own) and the date. */
function inputOf({ logo: _logo, updatedAt: _updatedAt, ...input }: SiteSettings): SiteSettingsInput {
  return input;
}

const same = (input: SiteSettingsInput) => input;

/** Every field's problem, in the order the fields appear. */
function checkSettings(input: SiteSettingsInput): Problems {
  return problemsOf([
    ...groupProblems(SCHOOL_TEXTS, input),
    ...groupProblems(CONTACT_TEXTS, input.contact),
    ...groupProblems(SOCIAL_TEXTS, input.social),
    [id.footerText, textProblem(RULES.footerText, input.footerText)],
    ...listProblems(LINKS_LIST, input.footerLinks),
    ...groupProblems(HERO_TEXTS, input.hero),
    [
      id.auditRetentionDays,
      wholeNumberProblem(RULES.auditRetentionDays, retentionText(input.auditRetentionDays)),
    ],
    ...menuProblems(input.menu ?? []),
    ...(['primaryColor', 'accentColor'] as const).map(
      (field) =>
        [
          colourFieldId(field),
          colourProblem(field, input[field] ?? DEFAULT_COLOURS[field]) ?? undefined,
        ] as const,
    ),
  ]);
}

const SETTINGS_FORM: SingleRecordDeclaration<SiteSettingsInput, SiteSettingsInput, SiteAnswer> = {
  heading: 'Site Settings',
  submitLabel: 'Save Settings',
  loadFailure: 'The settings could not be loaded.',
  useRead: useSiteToEdit,
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
 * hero texts, the currency and whether sign-up asks for a phone number, saved at once; the website shows them as soon as they are saved.
 */
export function SiteSettingsPage() {
  return <SingleRecordPage declaration={SETTINGS_FORM} form={SiteSettingsForm} />;
}

function SiteSettingsForm({ loaded: site }: { loaded: SiteAnswer }) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoRemoved, setLogoRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [saveSettings] = useSaveSiteSettingsMutation();
  const [uploadLogo] = useUploadSiteLogoMutation();
  const [removeLogo] = useRemoveSiteLogoMutation();
  const currentLogo = site.settings.logo || undefined;

  /**
   * The settings, then the logo chosen or removed; what is stored once both are. Each answer goes
   * into the site's cached answer (site-api.ts), so every screen shows it at once.
   */
  async function send(input: SiteSettingsInput) {
    let answer = await saveSettings(input).unwrap();
    if (logo) {
      const body = new FormData();
      body.append('logo', logo);
      setProgress(0);
      try {
        answer = await uploadLogo({ body, onUploadProgress: setProgress }).unwrap();
      } finally {
        setProgress(null);
      }
    } else if (logoRemoved && currentLogo !== undefined) {
      answer = await removeLogo(undefined).unwrap();
    }
    return inputOf(answer.settings);
  }

  // Discard draft puts back the stored settings; a logo chosen meanwhile stays chosen (it was
  // never in the draft).
  const {
    fields: draft,
    setFields: setDraft,
    change,
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
        <TextFields group={SCHOOL_TEXTS} values={draft} onChange={setDraft} />
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
        <TextFields group={CONTACT_TEXTS} values={draft.contact} onChange={change('contact')} />
      </FormSection>

      <FormSection
        legend="Social links"
        note="Each the https:// address of the school's page, e.g. https://www.facebook.com/yourschool; leave one empty to hide its link."
      >
        <AdminFormRow>
          <TextFields group={SOCIAL_TEXTS} values={draft.social} onChange={change('social')} />
        </AdminFormRow>
      </FormSection>

      <FormSection legend="Footer">
        <TextField
          id={id.footerText}
          rule={RULES.footerText}
          rows={2}
          value={draft.footerText}
          onChange={change('footerText')}
          hint={`The footer reads “Copyright © ${year} ${draft.schoolName.trim() || 'School name'}.” and then this text. The copyright year is added automatically.`}
        />
        <TextListEditor list={LINKS_LIST} items={draft.footerLinks} onChange={change('footerLinks')} />
      </FormSection>

      <FormSection legend="Home page hero">
        <TextFields group={HERO_TEXTS} values={draft.hero} onChange={change('hero')} />
      </FormSection>

      <HomeSectionsSection value={draft.homeSections} onChange={change('homeSections')} />

      <SiteFormatsSection value={draft} onChange={(formats) => setDraft({ ...draft, ...formats })} />

      <FormSection legend="Sign-up">
        <SelectField
          id={id.phoneAtSignUp}
          label="Phone number at sign-up"
          value={draft.phoneAtSignUp ?? 'required'}
          choices={PHONE_CHOICES}
          onChange={change('phoneAtSignUp')}
          hint="Whether a visitor who makes an account gives a phone number. Accounts made before keep theirs."
        />
      </FormSection>

      <FormSection
        legend="Menu"
        note="The entries of the top bar, on every public page and in the phone's menu."
      >
        <MenuEditor items={draft.menu ?? DEFAULT_MENU} onChange={change('menu')} pages={site.pages} />
      </FormSection>

      <FormSection
        legend="Colours"
        note="The public site's colours (the admin area keeps its own). Each must reach a contrast of 4.5:1 (WCAG AA) with what is drawn on it, so that everyone can read the text."
      >
        <ColourField
          field="primaryColor"
          value={draft.primaryColor ?? DEFAULT_COLOURS.primaryColor}
          onChange={change('primaryColor')}
          hint="The top bar, the buttons and the links: white text on it, and it as text on the white page."
        />
        <ColourField
          field="accentColor"
          value={draft.accentColor ?? DEFAULT_COLOURS.accentColor}
          onChange={change('accentColor')}
          hint="Highlights: dark text on it, and it on the primary colour's dark parts (hero, contact, footer)."
        />
      </FormSection>

      <FormSection
        legend="Audit log"
        note={`The audit log (for administrators) lists who among the staff changed what, and every staff login. Entries older than this many days are removed automatically; nobody can remove them sooner. From ${AUDIT_RETENTION_DAYS.min} to ${AUDIT_RETENTION_DAYS.max} days; ${AUDIT_RETENTION_DAYS.default} (a year) is usual.`}
      >
        <WholeNumberField
          id={id.auditRetentionDays}
          rule={RULES.auditRetentionDays}
          value={retentionText(draft.auditRetentionDays)}
          onChange={(text) => change('auditRetentionDays')(readWholeNumber(text) ?? Number.NaN)}
        />
      </FormSection>
    </SingleRecordForm>
  );
}
