import type { ContentPage } from '@/contract';
import { baseApi } from '@/lib/base-api';

/**
 * What visitors' pages read about content pages, on the one data layer (lib/base-api); the
 * admin's calls are in pages-api.ts. The check loads with the first answer the browser fetches.
 */
export const pageReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The page at an address (its slug); an unknown address is a 404. No token: a public read. */
    contentPageBySlug: build.query<ContentPage, string>({
      query: (slug) => ({
        url: `/api/pages/slug/${encodeURIComponent(slug)}`,
        auth: false,
        check: () => import('./pages-answers').then((checks) => checks.contentPageBySlug),
      }),
      providesTags: (page) => (page ? [{ type: 'ContentPage', id: page._id }] : []),
    }),
  }),
});

export const { useContentPageBySlugQuery } = pageReadsApi;
