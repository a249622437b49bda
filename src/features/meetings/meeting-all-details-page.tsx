import { PAGE_TITLES } from '@/config/page-titles';
import { LIMITS } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api-errors';
import { usePublicQuery } from '@/lib/page-data';
import { MeetingDetails } from './meeting-details';
import { upcomingMeetings } from './meetings-queries';
import './meeting-all-details-page.css';

/** /meetingAllDetails and /meetingDetails — every upcoming meeting in full, one after another. */
export function MeetingAllDetailsPage() {
  const {
    data: meetings,
    error,
    isError,
    isLoading,
  } = usePublicQuery(upcomingMeetings, { limit: LIMITS.maxPageLimit });
  useDocumentTitle(PAGE_TITLES.meetingAllDetails);

  let content;
  if (isError) {
    content = (
      <p className="meeting-all-details__state meeting-all-details__state--error" role="alert">
        Error: {errorMessage(error)}
      </p>
    );
  } else if (isLoading || !meetings) {
    content = (
      <p className="meeting-all-details__state" role="status">
        Loading...
      </p>
    );
  } else if (meetings.length === 0) {
    content = <p className="meeting-all-details__state">No meetings found.</p>;
  } else {
    content = (
      <ul className="meeting-all-details__list">
        {meetings.map((meeting, index) => (
          <li key={meeting._id}>
            <MeetingDetails meeting={meeting} linkTitle eagerImage={index === 0} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main>
      <section className="page-banner">
        <h1>Here are our upcoming meetings</h1>
      </section>
      <section className="section meeting-all-details">
        <div className="container meeting-all-details__container">{content}</div>
      </section>
    </main>
  );
}
