import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactSection } from '@/features/contact/contact-section';
import { CoursesSection } from '@/features/courses/courses-section';
import { ApplySection } from '@/features/home/apply-section';
import { FactsSection } from '@/features/home/facts-section';
import { FeaturesCarousel } from '@/features/home/features-carousel';
import { Hero } from '@/features/home/hero';
import { NextMeeting } from '@/features/meetings/next-meeting';
import { UpcomingMeetingsBlock } from '@/features/meetings/upcoming-meetings-block';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { scrollToAnchor } from '@/lib/scroll';
import type { HomeNavigationState } from '../layout/top-bar';

// Nothing is toasted while the page loads, so the container (and its styles) can come after.
const HomeToasts = lazy(() => import('./home-toasts').then((m) => ({ default: m.HomeToasts })));

/** The toast container, mounted once the page is running in the browser (not in the server's HTML). */
function LateToasts() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <HomeToasts />
    </Suspense>
  ) : null;
}

/** The home page: its sections in the spec's order, composed from their features. */
export function HomeRoute() {
  const location = useLocation();
  const scrollTo = (location.state as HomeNavigationState | null)?.scrollTo;
  useDocumentTitle(undefined);

  // Arriving from another page through APPLY NOW, COURSES or CONTACT US.
  useEffect(() => {
    if (scrollTo) scrollToAnchor(scrollTo);
  }, [scrollTo, location.key]);

  return (
    <main>
      <Hero>
        <NextMeeting />
      </Hero>
      <ApplySection />
      <FeaturesCarousel />
      <UpcomingMeetingsBlock />
      <CoursesSection />
      <FactsSection />
      <ContactSection />
      <LateToasts />
    </main>
  );
}
