/**
 * The reset-password page's script (an e-mail's link opens it): one island
 * (features/auth/password-reset-pages.tsx), whose code comes when it is brought to life.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('reset-password', () =>
    import('@/features/auth/password-reset-pages').then((page) => page.resetPasswordIsland),
  ),
];
