/** The visitor's own registrations: one island, drawn from the API in the browser (features/registrations). */
import { myMeetingsIsland } from '@/features/registrations/my-meetings-page';
import type { IslandEntry } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [myMeetingsIsland];
