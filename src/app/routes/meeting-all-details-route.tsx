import { MeetingAllDetailsPage } from '@/features/meetings/meeting-all-details-page';
import { MeetingBooking } from '@/features/registrations/meeting-booking';

/** /meetingAllDetails and /meetingDetails: every meeting in full, each registering online where it has seats. */
export function MeetingAllDetailsRoute() {
  return <MeetingAllDetailsPage Booking={MeetingBooking} />;
}
