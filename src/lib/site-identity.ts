import {
  neutralSettings,
  type ContentPageLink,
  type MenuItem,
  type SiteAnswer,
  type SiteSettings,
} from '@/contract';
import { baseApi } from './base-api';

/**
 * The school's identity as every screen shows it: its name, logo, contact details, footer, hero
 * texts, currency, and the content pages the footer links to. One source (GET /api/site), read
 * by the website's layout, its pages' heads, the prices and the admin alike; the server draws
 * every public page with this answer, so it is there before the page comes to life.
 */
export const siteIdentityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteAnswer, undefined>({
      query: () => ({
        url: '/api/site',
        auth: false,
        check: () => import('./site-answer').then((checks) => checks.siteAnswer),
      }),
      // A save in Site Settings (or of a content page, which the footer lists) refreshes it.
      providesTags: ['Site', { type: 'ContentPage', id: 'LIST' }],
    }),
  }),
});

export const { useGetSiteQuery } = siteIdentityApi;

/** What shows in the instant before the answer arrives (the desktop app's first paint): nothing invented. */
export const PENDING_SETTINGS: SiteSettings = {
  ...neutralSettings(''),
  hero: { kicker: '', title: '', ctaLabel: '' },
  logo: '',
  updatedAt: '',
};

export interface SiteIdentity {
  settings: SiteSettings;
  /** The published content pages (title and slug), in the footer's order. */
  pages: readonly ContentPageLink[];
  /** The menu's entries a visitor sees (the server leaves out the hidden ones and those leading nowhere). */
  menu: readonly MenuItem[];
}

export function useSiteIdentity(): SiteIdentity {
  const { data } = useGetSiteQuery(undefined);
  return {
    settings: data?.settings ?? PENDING_SETTINGS,
    pages: data?.pages ?? [],
    menu: data?.menu ?? [],
  };
}

/** The slug of the privacy notice that the contact and sign-up forms link to, when a school has one. */
export const PRIVACY_SLUG = 'privacy';

/** The privacy notice's link, if the school has published one. */
export function usePrivacyPage(): ContentPageLink | undefined {
  return useSiteIdentity().pages.find((page) => page.slug === PRIVACY_SLUG);
}
