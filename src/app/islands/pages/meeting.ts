/** The meeting pages' script (/meetings/:id, /meetingAllDetails): online registration. */
import type { IslandEntry } from '@/lib/islands';
import { meetingBookingIsland } from '../../routes/meeting-booking-block';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [meetingBookingIsland];
