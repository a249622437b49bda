import { neutralSettings, type HomeContent, type SiteSettings, type SiteSettingsInput } from '@/contract';

/**
 * What a school's site says before an admin has written anything (and what a stored document
 * that cannot be read falls back to): neutral and honest, no placeholder text and no invented
 * contact details. The name is the school's own (SCHOOL_NAME); the demo seed stores the
 * template's texts instead (server/seed/demo-site.ts).
 */
export function defaultSettingsInput(schoolName: string): SiteSettingsInput {
  return neutralSettings(schoolName);
}

/** The settings as the API sends them when none were saved: no logo, never saved. */
export function defaultSettings(schoolName: string): SiteSettings {
  return { ...neutralSettings(schoolName), logo: '', updatedAt: '' };
}

/** The home page's texts before any are written: every list empty, so its section stays hidden. */
export const DEFAULT_HOME: HomeContent = {
  applyHeading: '',
  applyCards: [],
  features: [],
  facts: [],
  faq: [],
  contactHeading: 'Contact us',
  contactText: '',
  factsHeading: 'Facts and figures',
  factsVideoUrl: '',
};
