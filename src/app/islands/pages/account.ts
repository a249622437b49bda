/** The account page's script (a password change): one island (features/auth/change-password-page.tsx). */
import { accountIsland } from '@/features/auth/change-password-page';
import type { IslandEntry } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [accountIsland];
