import { lazy, Suspense } from 'react';
import type { Meeting } from '@/contract';
import { meetingAvailability } from '@/features/meetings/meeting-availability';
import { SeatsLine } from '@/features/meetings/meeting-parts';
import { useLazyMeetingByIdQuery } from '@/features/meetings/meetings-api';
import { MeetingBooking, type SignInAsk } from '@/features/registrations/meeting-booking';
import { island } from '@/lib/islands';
import { retryingImport } from '@/lib/retrying-import';

// Only a visitor who is not logged in and presses Register needs the account forms.
const SignInHere = lazy(() =>
  retryingImport(() => import('@/features/auth/sign-in-here')).then((module) => ({
    default: module.SignInHere,
  })),
);

function SignInToRegister(ask: SignInAsk) {
  return (
    <Suspense fallback={<p className="booking__hint">One moment...</p>}>
      <SignInHere {...ask} />
    </Suspense>
  );
}

/**
 * A meeting's Book Now block where it takes registrations online: its seats and the registering
 * (features/registrations), with logging in or signing up in place (features/auth). After a
 * registration the meeting is read again, so the seats it took or freed show; the rest of the
 * page, the server's HTML, stays as it is.
 */
function MeetingBookingBlock({ meeting: drawn }: { meeting: Meeting }) {
  // Read only once a registration changed the seats; after that, tags keep it fresh.
  const [readAgain, { currentData: fresh }] = useLazyMeetingByIdQuery();
  const meeting = fresh?._id === drawn._id ? fresh : drawn;
  const refresh = () => void readAgain(drawn._id);
  const availability = meetingAvailability(meeting);
  if (!availability) return null;
  return (
    <>
      <SeatsLine availability={availability} />
      <MeetingBooking
        meeting={meeting}
        availability={availability}
        onChange={refresh}
        SignIn={SignInToRegister}
      />
    </>
  );
}

/** The meeting pages' island (app/islands/pages/meeting.ts). */
export const meetingBookingIsland = island('meeting-booking', MeetingBookingBlock, { data: true });
