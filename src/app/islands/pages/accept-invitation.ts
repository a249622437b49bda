/**
 * The accept-invitation page's script (a staff invitation's e-mail opens it): one island
 * (features/auth/accept-invitation-page.tsx), whose code comes when it is brought to life.
 */
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  lazyIsland('accept-invitation', () =>
    import('@/features/auth/accept-invitation-page').then((page) => page.acceptInvitationIsland),
  ),
];
