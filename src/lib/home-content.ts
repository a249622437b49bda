import type { HomeContent } from '@/contract';
import { baseApi } from './base-api';

/**
 * Every call on the home page's texts, on the one data layer (lib/base-api): the read the home
 * page's sections and the admin's Home Page form share (features/home, features/site), and the
 * admin's save. The answers' check (home-content-answer.ts) loads with the first answer the
 * browser fetches: a page the server drew needs no checker.
 */

const HOME = '/api/site/home';
const check = () => import('./home-content-answer').then((checks) => checks.homeContent);

export const homeContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The apply cards, features, facts, questions and contact section. No token: a public read. */
    homeContent: build.query<HomeContent, undefined>({
      query: () => ({ url: HOME, auth: false, check }),
      providesTags: ['HomeContent'],
    }),

    /**
     * Saves the texts, all of them at once (admin); answers with them as stored (trimmed), which
     * the read then holds, so the form and every screen showing the home page show them at once.
     */
    saveHomeContent: build.mutation<HomeContent, HomeContent>({
      query: (content) => ({ url: HOME, method: 'PUT', data: content, check }),
      onQueryStarted: async (_content, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(homeContentApi.util.upsertQueryData('homeContent', undefined, data));
        } catch {
          // A failed save changed nothing; its caller hears of it.
        }
      },
    }),
  }),
});

export const { useHomeContentQuery, useSaveHomeContentMutation } = homeContentApi;
