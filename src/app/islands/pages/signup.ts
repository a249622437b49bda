/**
 * The sign-up page's script: the page is one island (features/auth/signup-page.tsx), whose code
 * comes when it is brought to life: a visitor signs up once, and most sign up in place from a
 * meeting's Register, so it stays out of the script the other pages share.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('signup', () => import('@/features/auth/signup-page').then((page) => page.signupIsland)),
];
