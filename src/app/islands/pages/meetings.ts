/** The meetings list's script: its pager (features/meetings/meetings-list-page.tsx). */
import { meetingsPagerIsland } from '@/features/meetings/meetings-list-page';
import type { IslandEntry } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [meetingsPagerIsland];
