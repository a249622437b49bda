import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { homeAnchors, homeSectionIds } from '@/config/paths';
import { ContactSection } from '@/features/contact/contact-section';
import { ApplySection } from '@/features/home/apply-section';
import { Hero } from '@/features/home/hero';
import { NextMeeting } from '@/features/meetings/next-meeting';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { scrollToAnchor } from '@/lib/scroll';
import { deferredPart } from '../deferred-part';
import type { HomeNavigationState } from '../layout/top-bar';

// Sections further down bring their code as they near the screen: the top of the page works
// without it. Not the contact form (what is typed into it must never wait for its code), nor the
// apply section, which is near the screen from the start.
const FeaturesCarousel = deferredPart({
  id: homeSectionIds.features,
  module: 'src/features/home/features-carousel.tsx',
  load: () => import('@/features/home/features-carousel'),
  pick: (m) => m.FeaturesCarousel,
});
const UpcomingMeetingsBlock = deferredPart({
  id: homeSectionIds.upcomingMeetings,
  module: 'src/features/meetings/upcoming-meetings-block.tsx',
  load: () => import('@/features/meetings/upcoming-meetings-block'),
  pick: (m) => m.UpcomingMeetingsBlock,
});
const CoursesSection = deferredPart({
  id: homeAnchors.courses,
  module: 'src/features/courses/courses-section.tsx',
  load: () => import('@/features/courses/courses-section'),
  pick: (m) => m.CoursesSection,
});
const FactsSection = deferredPart({
  id: homeSectionIds.facts,
  module: 'src/features/home/facts-section.tsx',
  load: () => import('@/features/home/facts-section'),
  pick: (m) => m.FactsSection,
});

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
