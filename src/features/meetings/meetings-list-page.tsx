import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { meetingsListTitle } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { ALL_MEETINGS } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { asApiError } from '@/lib/api-errors';
import { useAllCategoriesQuery } from '@/lib/categories-api';
import { keepScroll } from '@/lib/scroll';
import { CalendarFeedLinks } from './calendar-links';
import { MeetingCard } from './meeting-card';
import { FRESH_S, useMeetingsPageQuery } from './meetings-api';
import { meetingLists, meetingsPageArgs } from './meetings-args';
import { meetingsPagerIsland, RESULTS_ID } from './meetings-pager';
import { MeetingsOrState } from './meetings-state';
import './meetings-list-page.css';

/**
 * /meetings and /meetings/category/:category, with a pill for each of the school's categories in
 * their order (the server's page is drawn with them). The page lives in `?page=` so a shared link
 * or a reload keeps it. A category that is not one of ours leads to the 'All Meetings' list.
 */
export function MeetingsListPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const categoriesQuery = useAllCategoriesQuery(undefined);
  const categories = categoriesQuery.data;

  const fromUrl = params.category;
  // An unknown category starts the 'All Meetings' list at its first page; until the categories
  // are known (where the browser draws the page), no list is asked for and no address changed.
  const address = categories && meetingsPageArgs(categories, fromUrl, searchParams.get('page'));
  const { category, page } = address?.args ?? { category: ALL_MEETINGS, page: 1 };
  const segment = address?.segment;
  useDocumentTitle(meetingsListTitle(category, page));

  // Every category or page change fetches again, so a page seen before shows today's meetings;
  // the page the list opened on was just read (the server's page carries it).
  const shown = `${category} ${page}`;
  const [openedOn] = useState(shown);
  const [moved, setMoved] = useState(false);
  if (!moved && shown !== openedOn) setMoved(true);
  const { currentData, data, error, isError, isFetching } = useMeetingsPageQuery(
    { category, page },
    { refetchOnMountOrArgChange: moved || shown !== openedOn ? true : FRESH_S, skip: !address },
  );

  if (segment !== undefined && fromUrl !== undefined && fromUrl !== segment) {
    return <Navigate to={paths.meetingsCategory.href(segment, page)} replace />;
  }
  if (segment !== undefined && currentData && page > currentData.totalPages) {
    return <Navigate to={paths.meetingsCategory.href(segment, currentData.totalPages)} replace />;
  }

  // The list's failure, or the categories' (where the browser draws the page).
  const failure = error ?? categoriesQuery.error;
  // While the next page loads, the bar stays where it was instead of blinking out and back.
  const paging = currentData ?? (isFetching ? data : undefined);

  return (
    <BannerPage heading={<h1>Upcoming Meetings</h1>} className="meetings-list">
      <nav className="meetings-list__filters" aria-label="Meeting categories">
        <ul className="meetings-list__pills">
          {meetingLists(categories ?? []).map((list) => (
            <li key={list.segment}>
              <Link
                to={paths.meetingsCategory.href(list.segment)}
                state={keepScroll}
                className={`meetings-list__pill${list.name === category ? ' meetings-list__pill--active' : ''}`}
                aria-current={list.name === category ? 'page' : undefined}
              >
                {list.name}
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
          isError={isError || categoriesQuery.isError}
          error={failure && asApiError(failure)}
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
      {paging && !isError && segment !== undefined && (
        <meetingsPagerIsland.Part segment={segment} page={page} totalPages={paging.totalPages} />
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
