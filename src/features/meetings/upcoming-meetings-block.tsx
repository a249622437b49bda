import { Link } from 'react-router-dom';
import { HOME_MEETINGS_COUNT } from '@/config/constants';
import { homeSectionIds, paths } from '@/config/paths';
import { useAllCategoriesQuery } from '@/lib/categories-api';
import { MeetingCard } from './meeting-card';
import { useUpcomingMeetingsQuery } from './meetings-api';
import { categoryLists } from './meetings-args';
import './upcoming-meetings-block.css';

/**
 * Home page: category sidebar beside the first four upcoming meetings. With none planned only an
 * empty hidden placeholder keeps the section's id (the page's deferred part finds where the server
 * drew it): a section with nothing to show is not shown.
 */
export function UpcomingMeetingsBlock() {
  // No error is shown: on failure the block shows without cards, its links still useful.
  const { data, isLoading } = useUpcomingMeetingsQuery({ limit: HOME_MEETINGS_COUNT });
  // The school's categories a visitor can browse, in their order, by their real names (the
  // template showed five lorem-ipsum links here); the server's page is drawn with them.
  const categories = useAllCategoriesQuery(undefined).data ?? [];
  const links = categoryLists(categories);
  const meetings = (data ?? []).slice(0, HOME_MEETINGS_COUNT);
  const noneYet = !isLoading && data !== undefined && meetings.length === 0;
  if (noneYet) return <div id={homeSectionIds.upcomingMeetings} hidden />;

  return (
    <section
      id={homeSectionIds.upcomingMeetings}
      className="section upcoming-meetings"
      aria-labelledby="upcoming-meetings-heading"
    >
      <div className="container">
        <div className="section-heading">
          <h2 id="upcoming-meetings-heading">Upcoming Meetings</h2>
        </div>
        <div className="upcoming-meetings__layout">
          <aside className="upcoming-meetings__sidebar" aria-labelledby="upcoming-meetings-categories">
            <h3 id="upcoming-meetings-categories" className="upcoming-meetings__sidebar-title">
              Meeting Categories
            </h3>
            <ul className="upcoming-meetings__links">
              {links.map((list) => (
                <li key={list.segment}>
                  <Link to={paths.meetingsCategory.href(list.segment)}>{list.name} meetings</Link>
                </li>
              ))}
            </ul>
            <Link to={paths.meetings} className="btn btn--red upcoming-meetings__all">
              All Upcoming Meetings
            </Link>
          </aside>
          <ul className="meeting-card-grid" aria-labelledby="upcoming-meetings-heading" aria-busy={isLoading}>
            {isLoading
              ? Array.from({ length: HOME_MEETINGS_COUNT }, (_, i) => (
                  <li key={i} className="upcoming-meetings__skeleton" aria-hidden="true" />
                ))
              : meetings.map((meeting) => (
                  <li key={meeting._id}>
                    <MeetingCard meeting={meeting} headingLevel={3} />
                  </li>
                ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
