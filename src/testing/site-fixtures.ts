import { neutralSettings, type ContentPageLink, type SiteAnswer, type SiteSettings } from '@/contract';
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
}

/** GET /api/site's answer: the school's settings and its published content pages (none unless given). */
export function siteAnswerFixture({ settings, pages = [] }: SiteAnswerOverrides = {}): SiteAnswer {
  return { message: 'ok', settings: siteSettingsFixture(settings), pages };
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
