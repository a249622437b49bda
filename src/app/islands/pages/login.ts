/** The login page's script: the page is one island (features/auth/login-page.tsx). */
import { loginIsland } from '@/features/auth/login-page';
import type { IslandEntry } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [loginIsland];
