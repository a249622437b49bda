import { MeetingDetailPage } from '@/features/meetings/meeting-detail-page';
import { MeetingBooking } from '@/features/registrations/meeting-booking';

/** /meetings/:id: the meeting's page, whose Book Now registers online where the meeting has seats. */
export function MeetingRoute() {
  return <MeetingDetailPage Booking={MeetingBooking} />;
}
