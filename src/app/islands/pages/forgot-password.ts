/**
 * The forgot-password page's script: one island (features/auth/password-reset-pages.tsx), whose
 * code comes when it is brought to life: a page few open keeps it out of the script the others share.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('forgot-password', () =>
    import('@/features/auth/password-reset-pages').then((page) => page.forgotPasswordIsland),
  ),
];
