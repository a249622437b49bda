/**
 * The meetings list's script: its pager (features/meetings/meetings-pager.tsx), and the calendar
 * feed's "Copy link", whose code comes only when it is brought to life.
 */
import { meetingsPagerIsland } from '@/features/meetings/meetings-pager';
import { lazyIsland, type PageIsland } from '@/lib/islands';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly PageIsland[] = [
  meetingsPagerIsland,
  lazyIsland('copy-feed-link', () =>
    import('@/features/meetings/copy-feed-link').then((module) => module.copyFeedLinkIsland),
  ),
];
