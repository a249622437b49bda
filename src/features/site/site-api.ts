import { useReadToEdit } from '@/components/resource-kit/single-record-form';
import { SettingsSavedAnswer, type SiteSettingsInput } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { useHomeContentQuery } from '@/lib/home-content';
import { parseResponse } from '@/lib/parse';
import type { RecordUpload } from '@/lib/record-api';
import { siteIdentityApi, useGetSiteQuery } from '@/lib/site-identity';
import { uploadPercent } from '@/lib/upload-progress';

const SITE = '/api/site';
const LOGO = '/api/site/logo';

const settingsSaved = (raw: unknown) => parseResponse(SettingsSavedAnswer, raw);

/**
 * The admin's calls on the school's own site: its settings and logo (the home page's texts are
 * lib/home-content.ts). A settings write answers with the whole new settings, which
 * go into the site's one cached answer (lib/site-identity.ts) at once, so the top bar, the footer
 * and the prices show them.
 */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveSiteSettings: build.mutation<SettingsSavedAnswer, SiteSettingsInput>({
      query: (settings) => ({ url: `${SITE}/settings`, method: 'PUT', data: settings }),
      transformResponse: settingsSaved,
      onQueryStarted: async (_settings, { dispatch, queryFulfilled }) => {
        const saved = await settled(queryFulfilled);
        if (saved) dispatch(keepSettings(saved));
      },
    }),

    /** A new logo: a multipart body with the one file part `logo`. */
    uploadSiteLogo: build.mutation<SettingsSavedAnswer, RecordUpload>({
      query: ({ body, onUploadProgress }) => ({
        url: LOGO,
        method: 'POST',
        data: body,
        onUploadProgress: onUploadProgress && ((event) => onUploadProgress(uploadPercent(event))),
      }),
      transformResponse: settingsSaved,
      onQueryStarted: async (_upload, { dispatch, queryFulfilled }) => {
        const saved = await settled(queryFulfilled);
        if (saved) dispatch(keepSettings(saved));
      },
    }),

    removeSiteLogo: build.mutation<SettingsSavedAnswer, undefined>({
      query: () => ({ url: LOGO, method: 'DELETE' }),
      transformResponse: settingsSaved,
      onQueryStarted: async (_none, { dispatch, queryFulfilled }) => {
        const saved = await settled(queryFulfilled);
        if (saved) dispatch(keepSettings(saved));
      },
    }),
  }),
});

/** The write's answer, or undefined when it failed (the caller of the mutation hears of that). */
async function settled<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data;
  } catch {
    return undefined;
  }
}

/** The settings as a write stored them, put into the site's cached answer. */
const keepSettings = (saved: SettingsSavedAnswer) =>
  siteIdentityApi.util.updateQueryData('getSite', undefined, (site) => {
    site.settings = saved.settings;
  });

/** The site as Site Settings edits it: this visit's read of the site's one answer (single-record-form). */
export const useSiteToEdit = () => useReadToEdit(useGetSiteQuery);

/** The home page's texts as the Home Page form edits them: this visit's read (lib/home-content). */
export const useHomeContentToEdit = () => useReadToEdit(useHomeContentQuery);

export const { useSaveSiteSettingsMutation, useUploadSiteLogoMutation, useRemoveSiteLogoMutation } = siteApi;
