import {
  MENU_SECTIONS,
  neutralSettings,
  visibleMenu,
  type ContentPageLink,
  type MenuItem,
  type SiteAnswer,
  type SiteSettings,
} from '@/contract';
import { siteIdentityApi } from '@/lib/site-identity';
import type { PageData } from './render';

/** The settings of a test's school; override what a test is about. */
export function siteSettingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    ...neutralSettings('Riverside Academy'),
    logo: '',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface SiteAnswerOverrides {
  settings?: Partial<SiteSettings>;
  pages?: ContentPageLink[];
  /** The menu's visible entries; by default the settings' menu on a site that has everything to show. */
  menu?: MenuItem[];
}

/** GET /api/site's answer: the school's settings and its published content pages (none unless given). */
export function siteAnswerFixture({ settings, pages = [], menu }: SiteAnswerOverrides = {}): SiteAnswer {
  const full = siteSettingsFixture(settings);
  const facts = {
    slugs: pages.map((page) => page.slug),
    sections: MENU_SECTIONS.map((section) => section.anchor),
    hasCourses: true,
    hasUpcomingMeetings: true,
  };
  return { message: 'ok', settings: full, pages, menu: menu ?? visibleMenu(full.menu, facts) };
}

/** The site answer as the server's page carries it: seed for renderWithProviders' `pageData`. */
export function sitePageData(overrides: SiteAnswerOverrides = {}): PageData {
  const value = siteAnswerFixture(overrides);
  return {
    site: (store) =>
      store.dispatch(
        siteIdentityApi.util.upsertQueryEntries([{ endpointName: 'getSite', arg: undefined, value }]),
      ),
  };
}
