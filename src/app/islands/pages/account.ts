/**
 * The account page's script (a password change, the address to confirm): one island
 * (features/auth/change-password-page.tsx), whose code comes when it is brought to life.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('account', () =>
    import('@/features/auth/change-password-page').then((page) => page.accountIsland),
  ),
];
