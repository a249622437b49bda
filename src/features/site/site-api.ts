import { useState } from 'react';
import { HomeContentAnswer, SettingsSavedAnswer, type HomeContent, type SiteSettingsInput } from '@/contract';
import { asApiError } from '@/lib/api-errors';
import { baseApi } from '@/lib/base-api';
import { parseResponse } from '@/lib/parse';
import type { RecordUpload } from '@/lib/record-api';
import { siteIdentityApi, useGetSiteQuery } from '@/lib/site-identity';
import { uploadPercent } from '@/lib/upload-progress';

const SITE = '/api/site';
const HOME = '/api/site/home';
const LOGO = '/api/site/logo';

const settingsSaved = (raw: unknown) => parseResponse(SettingsSavedAnswer, raw);
const homeAnswer = (raw: unknown) => parseResponse(HomeContentAnswer, raw);

/**
 * The admin's calls on the school's own site: its settings and logo, and the home page's texts.
 * A settings write answers with the whole new settings, which go into the site's one cached answer
 * (lib/site-identity.ts) at once, so the top bar, the footer and the prices show them; a home page
 * write refreshes every read of the home page's texts by their tag.
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

    /** The home page's texts, as the home page reads them. */
    getHomeContent: build.query<HomeContent, undefined>({
      query: () => ({ url: HOME, auth: false }),
      transformResponse: (raw: unknown) => homeAnswer(raw).content,
      keepUnusedDataFor: 0,
      providesTags: ['HomeContent'],
    }),

    /** Saves the home page's texts, all of them at once; answers with them as stored (trimmed). */
    saveHomeContent: build.mutation<HomeContentAnswer, HomeContent>({
      query: (content) => ({ url: HOME, method: 'PUT', data: content }),
      transformResponse: homeAnswer,
      // The form shows what is stored; the home page (the public read) reads it again.
      onQueryStarted: async (_content, { dispatch, queryFulfilled }) => {
        const saved = await settled(queryFulfilled);
        if (saved) void dispatch(siteApi.util.upsertQueryData('getHomeContent', undefined, saved.content));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['HomeContent']),
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

/**
 * The site as Site Settings edits it: read again on every visit, and given to the form only once
 * this visit's read has come (the pages' cached answer may be older than what is stored), so the
 * form starts from what is stored.
 */
export function useSiteToEdit(arg: undefined) {
  const [openedAt] = useState(Date.now);
  const query = useGetSiteQuery(arg, { refetchOnMountOrArgChange: true });
  const read = (query.fulfilledTimeStamp ?? 0) >= openedAt;
  return {
    data: read ? query.data : undefined,
    error: query.isFetching || query.error === undefined ? undefined : asApiError(query.error),
    refetch: query.refetch,
  };
}

export const {
  useSaveSiteSettingsMutation,
  useUploadSiteLogoMutation,
  useRemoveSiteLogoMutation,
  useGetHomeContentQuery,
  useSaveHomeContentMutation,
} = siteApi;
