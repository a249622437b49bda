import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { homeAnchors, homeSectionIds } from '@/config/paths';
import type { HomeSection } from '@/contract';
import { contactIsland } from '@/features/contact/contact-section';
import { Hero } from '@/features/home/hero';
import { NextMeeting } from '@/features/meetings/next-meeting';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHomeContentQuery } from '@/lib/home-content';
import { scrollToAnchor } from '@/lib/scroll';
import { usePrivacyPage, useSiteIdentity } from '@/lib/site-identity';
import { deferredPart } from '../deferred-part';
import { globExport, type ComponentModule } from '../lazy-page';
import { homeToastsIsland } from './home-toasts-island';

// The sections below the hero, in the page's order, bring their code as they near the screen: the
// top of the page works without it, and the server's HTML of each shows (links working) until then.
// Not the contact form: what is typed into it must never wait for its code. Each module is a chunk
// of its own; the key names it for the build's manifest.
const sectionModules = import.meta.glob<ComponentModule>([
  '../../features/home/home-content-sections.tsx',
  '../../features/meetings/upcoming-meetings-block.tsx',
  '../../features/courses/courses-section.tsx',
]);

/**
 * The section `name` of `features/<file>.tsx`, whose outermost element has the id `id`, shown
 * unless the school hid every one of `shownBy` (Site Settings' home sections).
 */
function laterSection(id: string, file: string, name: string, shownBy: readonly HomeSection[]) {
  const part = globExport(sectionModules, `../../features/${file}.tsx`, name, 'src/app/routes/');
  return { id, shownBy, Section: deferredPart({ id, ...part }) };
}

const LATER_SECTIONS = [
  // The apply cards and the questions share a section: it hides each part the school hid itself.
  laterSection(homeAnchors.apply, 'home/home-content-sections', 'ApplySection', ['apply', 'faq']),
  laterSection(homeSectionIds.features, 'home/home-content-sections', 'FeaturesCarousel', ['features']),
  laterSection(homeSectionIds.upcomingMeetings, 'meetings/upcoming-meetings-block', 'UpcomingMeetingsBlock', [
    'meetings',
  ]),
  laterSection(homeAnchors.courses, 'courses/courses-section', 'CoursesSection', ['courses']),
  laterSection(homeSectionIds.facts, 'home/home-content-sections', 'FactsSection', ['facts']),
];

/**
 * The home page: its sections in the original site's order, composed from their features. Each
 * home section reads the school's texts (GET /api/site/home) itself, from the one shared answer;
 * the contact section, of another feature, is handed its own and the school's contact details.
 */
export function HomeRoute() {
  const content = useHomeContentQuery(undefined).data;
  const { contact, homeSections } = useSiteIdentity().settings;
  const privacy = usePrivacyPage() ?? null;
  const location = useLocation();
  // Arriving from another page through APPLY NOW, COURSES or CONTACT US (`/#contact`).
  const scrollTo = location.hash.slice(1);
  useDocumentTitle(undefined);

  useEffect(() => {
    if (scrollTo) scrollToAnchor(scrollTo);
  }, [scrollTo, location.key]);

  return (
    <main>
      <Hero>
        <NextMeeting />
      </Hero>
      {LATER_SECTIONS.filter(({ shownBy }) => shownBy.some((section) => homeSections[section])).map(
        ({ id, Section }) => (
          <Section key={id} />
        ),
      )}
      {homeSections.contact && (
        <contactIsland.Part
          heading={content?.contactHeading ?? ''}
          text={content?.contactText ?? ''}
          contact={contact}
          privacy={privacy}
        />
      )}
      <homeToastsIsland.Part />
    </main>
  );
}
