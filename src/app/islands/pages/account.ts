/**
 * The account page's script (details, address, password, other devices, data, deletion): one
 * island (features/auth/account-page.tsx), whose code comes when it is brought to life.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('account', () => import('@/features/auth/account-page').then((page) => page.accountIsland)),
];
