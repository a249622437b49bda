import type { Profile } from '@/contract';
import { authApi } from '@/features/auth/auth-api';
import type { PageData } from './render';
import { sitePageData } from './site-fixtures';

/**
 * For the account pages' tests: the page as the server draws it for `user` logged in (the school's
 * settings, and the profile answer as its HTML carries it, checked).
 */
export const loggedInAs = (user: Profile): PageData => ({
  ...sitePageData(),
  profile: (store) =>
    store.dispatch(
      authApi.util.upsertQueryEntries([{ endpointName: 'getProfile', arg: undefined, value: user }]),
    ),
});
