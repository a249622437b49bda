/** The meetings list's script: its pager (features/meetings/meetings-pager.tsx). */
import { meetingsPagerIsland } from '@/features/meetings/meetings-pager';
import type { IslandEntry } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [meetingsPagerIsland];
