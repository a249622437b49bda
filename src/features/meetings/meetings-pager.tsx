/**
 * The meetings list's pager, an island of its own file: the list's script (app/islands/pages/
 * meetings.ts) takes it without the rest of the list page, whose other parts the server draws.
 */
import { useNavigate } from 'react-router-dom';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { island } from '@/lib/islands';
import { prefersReducedMotion } from '@/lib/motion';
import { keepScroll } from '@/lib/scroll';

/** The id of the list's region, where a new page of it appears. */
export const RESULTS_ID = 'meetings-results';

/** Brings the list's top into view and moves focus there, where the new page will appear. */
function scrollToTopOf(element: HTMLElement | null) {
  if (!element) return;
  // The button just pressed may become disabled (Next on the last page) and lose focus.
  element.focus({ preventScroll: true });
  // jsdom (the tests) implements neither scrollIntoView nor matchMedia.
  if (!('scrollIntoView' in element)) return;
  element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * The bar under the list: each page is an address of its own (`?page=`). On the website the next
 * page is a new document; where the browser draws the pages, the list's top comes into view.
 */
function MeetingsPager({
  segment,
  page,
  totalPages,
}: {
  /** The list's address segment (meetings-args.ts). */
  segment: string;
  page: number;
  totalPages: number;
}) {
  const navigate = useNavigate();
  const goToPage = (next: number) => {
    if (next === page) return;
    // The list's top, not the page's: the banner and the pills stay above it.
    void navigate(paths.meetingsCategory.href(segment, next), { state: keepScroll });
    scrollToTopOf(document.getElementById(RESULTS_ID));
  };
  return (
    <Pager page={page} totalPages={totalPages} onPageChange={goToPage} label="Meetings pages" numbered />
  );
}

/** The pager as the server-drawn list brings it to life (app/islands/pages/meetings.ts). */
export const meetingsPagerIsland = island('meetings-pager', MeetingsPager);
