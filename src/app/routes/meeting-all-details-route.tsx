import { MeetingAllDetailsPage } from '@/features/meetings/meeting-all-details-page';
import { meetingBookingIsland } from './meeting-booking-block';

/** /meetingAllDetails and /meetingDetails: every meeting in full, each registering online where it has seats. */
export function MeetingAllDetailsRoute() {
  return <MeetingAllDetailsPage Booking={meetingBookingIsland.Part} />;
}
