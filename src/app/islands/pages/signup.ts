/** The sign-up page's script: the page is one island (features/auth/signup-page.tsx). */
import { signupIsland } from '@/features/auth/signup-page';
import type { IslandEntry } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [signupIsland];
