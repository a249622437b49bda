import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { Pager } from '@/components/pager';
import { meetingsListTitle } from '@/config/page-titles';
import { paths } from '@/config/paths';
import type { MeetingFilter } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { asApiError } from '@/lib/api-errors';
import { island } from '@/lib/islands';
import { prefersReducedMotion } from '@/lib/motion';
import { keepScroll } from '@/lib/scroll';
import { CalendarFeedLinks } from './calendar-links';
import { MeetingCard } from './meeting-card';
import { FRESH_S, useMeetingsPageQuery } from './meetings-api';
import { MEETING_FILTERS, meetingsPageArgs } from './meetings-args';
import { MeetingsOrState } from './meetings-state';
import './meetings-list-page.css';

/** The id of the list's region, where a new page of it appears. */
const RESULTS_ID = 'meetings-results';

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
  category,
  page,
  totalPages,
}: {
  category: MeetingFilter;
  page: number;
  totalPages: number;
}) {
  const navigate = useNavigate();
  const goToPage = (next: number) => {
    if (next === page) return;
    // The list's top, not the page's: the banner and the pills stay above it.
    void navigate(paths.meetingsCategory.href(category, next), { state: keepScroll });
    scrollToTopOf(document.getElementById(RESULTS_ID));
  };
  return (
    <Pager page={page} totalPages={totalPages} onPageChange={goToPage} label="Meetings pages" numbered />
  );
}

/** The pager as the server-drawn list brings it to life (app/islands/pages/meetings.ts). */
export const meetingsPagerIsland = island('meetings-pager', MeetingsPager);

/**
 * /meetings and /meetings/category/:category. The page lives in `?page=` so a shared link or a
 * reload keeps it. A category that is not one of ours leads to the 'All Meetings' list.
 */
export function MeetingsListPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();

  const fromUrl = params.category;
  // An unknown category starts the 'All Meetings' list at its first page.
  const { category, page } = meetingsPageArgs(fromUrl, searchParams.get('page'));
  useDocumentTitle(meetingsListTitle(category, page));

  // Every category or page change fetches again, so a page seen before shows today's meetings;
  // the page the list opened on was just read (the server's page carries it).
  const shown = `${category} ${page}`;
  const [openedOn] = useState(shown);
  const [moved, setMoved] = useState(false);
  if (!moved && shown !== openedOn) setMoved(true);
  const { currentData, data, error, isError, isFetching } = useMeetingsPageQuery(
    { category, page },
    { refetchOnMountOrArgChange: moved || shown !== openedOn ? true : FRESH_S },
  );

  if (fromUrl !== undefined && fromUrl !== category) {
    return <Navigate to={paths.meetingsCategory.href(category, page)} replace />;
  }
  if (currentData && page > currentData.totalPages) {
    return <Navigate to={paths.meetingsCategory.href(category, currentData.totalPages)} replace />;
  }

  // While the next page loads, the bar stays where it was instead of blinking out and back.
  const paging = currentData ?? (isFetching ? data : undefined);

  return (
    <BannerPage heading={<h1>Upcoming Meetings</h1>} className="meetings-list">
      <nav className="meetings-list__filters" aria-label="Meeting categories">
        <ul className="meetings-list__pills">
          {MEETING_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={paths.meetingsCategory.href(filter)}
                state={keepScroll}
                className={`meetings-list__pill${filter === category ? ' meetings-list__pill--active' : ''}`}
                aria-current={filter === category ? 'page' : undefined}
              >
                {filter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div
        id={RESULTS_ID}
        className="meetings-list__results"
        role="region"
        aria-label="Meetings"
        aria-busy={isFetching}
        tabIndex={-1}
      >
        <MeetingsOrState
          isError={isError}
          error={error && asApiError(error)}
          meetings={currentData?.meetings}
        >
          {(meetings) => (
            <ul className="meeting-card-grid meeting-card-grid--wide meetings-list__grid">
              {meetings.map((meeting, index) => (
                <li key={meeting._id}>
                  <MeetingCard meeting={meeting} showPrice={false} headingLevel={2} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </MeetingsOrState>
      </div>
      {paging && !isError && (
        <meetingsPagerIsland.Part category={category} page={page} totalPages={paging.totalPages} />
      )}
      {currentData && !isError && (
        <div className="meetings-list__summary">
          <p>
            Page {currentData.page} of {currentData.totalPages}
          </p>
          <p>Total Meetings: {currentData.totalMeetings}</p>
        </div>
      )}
      <CalendarFeedLinks category={category} />
    </BannerPage>
  );
}
