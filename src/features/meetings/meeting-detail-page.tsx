import { Link, useParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isMissingRecord } from '@/lib/api-errors';
import { useAbsoluteUrl } from '@/lib/page-data';
import { MeetingDetails, MeetingDetailsFrame, type BookingPart } from './meeting-details';
import { useMeetingByIdQuery } from './meetings-api';
import { ShareLinks } from './share-links';
import './meeting-detail-page.css';

/** /meetings/:id — one meeting in full; `Booking`: registering online, where the app offers it. */
export function MeetingDetailPage({ Booking }: { Booking?: BookingPart }) {
  const { id = '' } = useParams();
  const { currentData: meeting, error, isError } = useMeetingByIdQuery(id, { skip: !id });
  // This page's own address, for the share links.
  const pageUrl = useAbsoluteUrl(paths.meeting.href(id));
  const missing = !id || meeting === null || (isError && isMissingRecord(error));
  // While the meeting loads, the tab keeps its title.
  useDocumentTitle(meeting ? meeting.title : PAGE_TITLES.meetingNotFound, {
    known: meeting !== undefined || missing,
  });

  let content;
  if (missing) {
    // The original site showed nothing here; a visitor with an old link still deserves a sentence.
    content = <PageState role="alert">This meeting could not be found.</PageState>;
  } else if (isError) {
    content = <PageState role="alert">This meeting could not be loaded. Please try again later.</PageState>;
  } else if (meeting === undefined) {
    content = <PageState role="status">Loading...</PageState>;
  } else {
    content = (
      <MeetingDetails meeting={meeting} eagerImage Booking={Booking}>
        <ShareLinks url={pageUrl} title={meeting.title} />
      </MeetingDetails>
    );
  }

  return (
    <MeetingDetailsFrame>
      {content}
      <div className="meeting-detail__back">
        <Link to={paths.meetings} className="btn btn--red">
          Back to Meetings List
        </Link>
      </div>
    </MeetingDetailsFrame>
  );
}
