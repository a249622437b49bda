import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { meetingsListTitle } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { asApiError } from '@/lib/api-errors';
import { keepScroll } from '@/lib/scroll';
import { CalendarFeedLinks } from './calendar-links';
import { MeetingCard } from './meeting-card';
import { FRESH_S, useMeetingsPageQuery } from './meetings-api';
import { MEETING_FILTERS, meetingsPageArgs } from './meetings-args';
import { meetingsPagerIsland, RESULTS_ID } from './meetings-pager';
import { MeetingsOrState } from './meetings-state';
import './meetings-list-page.css';

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
