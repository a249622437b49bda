/**
 * The verify-email page's script (a sign-up's confirmation e-mail opens it): one island
 * (features/auth/verify-email-page.tsx), whose code comes when it is brought to life.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('verify-email', () =>
    import('@/features/auth/verify-email-page').then((page) => page.verifyEmailIsland),
  ),
];
