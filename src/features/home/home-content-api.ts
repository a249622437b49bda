import type { HomeContent } from '@/contract';
import { baseApi } from '@/lib/base-api';

/** The home page's texts as visitors read them, on the one data layer (lib/base-api). */
export const homeContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The apply cards, features, facts, questions and contact section; an admin's save refreshes it by its tag. */
    homeContent: build.query<HomeContent, undefined>({
      query: () => ({
        url: '/api/site/home',
        auth: false,
        // Loaded with the first answer the browser fetches: a page the server drew needs no checker.
        check: () => import('./home-content-answers').then((checks) => checks.homeContent),
      }),
      providesTags: ['HomeContent'],
    }),
  }),
});

export const { useHomeContentQuery } = homeContentApi;
