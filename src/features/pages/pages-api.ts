import { CONTENT_PAGES_WIRE, type ContentPage } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordCalls } from '@/lib/record-api';
import type { ContentPageRecord } from './pages-answers';

/**
 * Every call the browser makes on content pages, on the one data layer (lib/base-api): the page
 * visitors read at its address, and the admin's record calls (a page has no picture, so no
 * upload). Their answers' checks (pages-answers.ts) load with the first answer the browser fetches.
 */

export type { ContentPageRecord };

const answers = () => import('./pages-answers');

export const pageReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The page at an address (its slug); an unknown address is a 404. No token: a public read. */
    contentPageBySlug: build.query<ContentPage, string>({
      query: (slug) => ({
        url: `${CONTENT_PAGES_WIRE.path}/slug/${encodeURIComponent(slug)}`,
        auth: false,
        check: () => answers().then((checks) => checks.contentPageBySlug),
      }),
      providesTags: (page) => (page ? [{ type: 'ContentPage', id: page._id }] : []),
    }),
  }),
});

export const { useContentPageBySlugQuery } = pageReadsApi;

/** The admin's calls on content pages: every record's (lib/record-api). */
export const contentPageCalls = recordCalls(baseApi, {
  tag: 'ContentPage',
  path: CONTENT_PAGES_WIRE.path,
  answers: () => answers().then((checks) => checks.contentPageRecordAnswers),
});
