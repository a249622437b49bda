import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '@/config/constants';
import { ContactSection } from '@/features/contact/contact-section';
import { CoursesSection } from '@/features/courses/courses-section';
import { ApplySection } from '@/features/home/apply-section';
import { FactsSection } from '@/features/home/facts-section';
import { FeaturesCarousel } from '@/features/home/features-carousel';
import { Hero } from '@/features/home/hero';
import { NextMeeting } from '@/features/meetings/next-meeting';
import { UpcomingMeetingsBlock } from '@/features/meetings/upcoming-meetings-block';
import { scrollToAnchor } from '@/lib/scroll';
import type { HomeNavigationState } from '../layout/top-bar';

/** The home page: its sections in the spec's order, composed from their features. */
export function HomeRoute() {
  const location = useLocation();
  const scrollTo = (location.state as HomeNavigationState | null)?.scrollTo;

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
      <ToastContainer {...TOAST_DEFAULTS} />
    </main>
  );
}
