import { useCallback, useState } from 'react';
import type { Meeting } from '@/contract';
import { meetingAvailability } from '@/features/meetings/meeting-availability';
import { SeatsLine } from '@/features/meetings/meeting-parts';
import { meetingById } from '@/features/meetings/meetings-queries';
import { MeetingBooking } from '@/features/registrations/meeting-booking';
import { send } from '@/lib/http';
import { island } from '@/lib/islands';

/**
 * A meeting's Book Now block where it takes registrations online: its seats and the registering
 * (features/registrations). After a registration the meeting is read again, so the seats it took
 * or freed show; the rest of the page, the server's HTML, stays as it is.
 */
function MeetingBookingBlock({ meeting: drawn }: { meeting: Meeting }) {
  const [fresh, setFresh] = useState<Meeting | null>(null);
  const meeting = fresh?._id === drawn._id ? fresh : drawn;
  const refresh = useCallback(() => {
    void send({ url: meetingById.url(drawn._id), auth: false }, meetingById.check).then(({ data }) => {
      if (data) setFresh(data);
    });
  }, [drawn._id]);
  const availability = meetingAvailability(meeting);
  if (!availability) return null;
  return (
    <>
      <SeatsLine availability={availability} />
      <MeetingBooking meeting={meeting} availability={availability} onChange={refresh} />
    </>
  );
}

/** The meeting pages' island (app/islands/pages/meeting.ts). */
export const meetingBookingIsland = island('meeting-booking', MeetingBookingBlock);
