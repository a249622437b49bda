import { PAGE_TITLES } from '@/config/page-titles';
import { LIMITS } from '@/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { asApiError } from '@/lib/api-errors';
import { MeetingDetails, MeetingDetailsFrame, type BookingPart } from './meeting-details';
import { useUpcomingMeetingsQuery } from './meetings-api';
import { MeetingsOrState } from './meetings-state';
import './meeting-all-details-page.css';

const EVERY_UPCOMING = { limit: LIMITS.maxPageLimit };

/**
 * /meetingAllDetails and /meetingDetails — every upcoming meeting in full, one after another;
 * `Booking`: registering online, where the app offers it.
 */
export function MeetingAllDetailsPage({ Booking }: { Booking?: BookingPart }) {
  const { data: meetings, error, isError, isLoading } = useUpcomingMeetingsQuery(EVERY_UPCOMING);
  useDocumentTitle(PAGE_TITLES.meetingAllDetails);

  return (
    <MeetingDetailsFrame>
      {/* While loading, `data` may still hold another list's answer (the home block's four). */}
      <MeetingsOrState
        isError={isError}
        error={error && asApiError(error)}
        meetings={isLoading ? undefined : meetings}
      >
        {(loaded) => (
          <ul className="meeting-all-details__list">
            {loaded.map((meeting, index) => (
              <li key={meeting._id}>
                <MeetingDetails meeting={meeting} linkTitle eagerImage={index === 0} Booking={Booking} />
              </li>
            ))}
          </ul>
        )}
      </MeetingsOrState>
    </MeetingDetailsFrame>
  );
}
