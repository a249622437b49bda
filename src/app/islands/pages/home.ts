/**
 * The home page's script: the hero's film, the questions, the two carousels, the counters, the
 * contact form and the toast container. The hero's texts, the apply cards and the upcoming
 * meetings stay the server's HTML (their in-page links scroll through the islands' runtime).
 */
import { contactIsland } from '@/features/contact/contact-section';
import { coursesIsland } from '@/features/courses/courses-carousel';
import { faqIsland } from '@/features/home/apply-section';
import { factsIsland } from '@/features/home/facts-section';
import { featuresCarouselIsland } from '@/features/home/features-carousel';
import { heroVideoIsland } from '@/features/home/hero-video';
import type { IslandEntry } from '@/lib/islands';
import { homeToastsIsland } from '../../routes/home-toasts-island';

/** This page's islands, which the site's script starts (islands/site.ts). */
export const islands: readonly IslandEntry[] = [
  heroVideoIsland,
  faqIsland,
  featuresCarouselIsland,
  coursesIsland,
  factsIsland,
  contactIsland,
  homeToastsIsland,
];
