import { MeetingDetailPage } from '@/features/meetings/meeting-detail-page';
import { meetingBookingIsland } from './meeting-booking-block';

/** /meetings/:id: the meeting's page, whose Book Now registers online where the meeting has seats. */
export function MeetingRoute() {
  return <MeetingDetailPage Booking={meetingBookingIsland.Part} />;
}
