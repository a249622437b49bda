import type { Meeting } from '@/contract';

/**
 * Where online registration for a meeting stands, as the server decides it when a visitor
 * registers (server/modules/registrations): a seat while one is free and nobody waits, else the
 * waiting list; refused once the meeting is past or registration has closed.
 */
export type Availability =
  { kind: 'open'; seatsLeft: number } | { kind: 'full' } | { kind: 'closed' } | { kind: 'past' };

type Counted = Pick<Meeting, 'date' | 'capacity' | 'registrationClosesAt' | 'seatsTaken' | 'waitlistLength'>;

/** Today as a meeting's date is written (YYYY-MM-DD), in the visitor's own time zone. */
function today(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Null when the meeting takes no registration online: its Book Now text is all there is. */
export function meetingAvailability(meeting: Counted, now = new Date()): Availability | null {
  const { capacity } = meeting;
  if (capacity === null) return null;
  if (meeting.date < today(now)) return { kind: 'past' };
  const closesAt = meeting.registrationClosesAt === null ? NaN : Date.parse(meeting.registrationClosesAt);
  if (closesAt <= now.getTime()) return { kind: 'closed' };
  // Nobody jumps the queue: with people waiting, a newcomer waits too.
  const seatsLeft = meeting.waitlistLength > 0 ? 0 : capacity - meeting.seatsTaken;
  return seatsLeft > 0 ? { kind: 'open', seatsLeft } : { kind: 'full' };
}

export function availabilityText(availability: Availability): string {
  switch (availability.kind) {
    case 'open':
      return availability.seatsLeft === 1 ? '1 seat left' : `${availability.seatsLeft} seats left`;
    case 'full':
      return 'Full — join the waiting list';
    case 'closed':
      return 'Registration closed';
    case 'past':
      return 'This meeting has taken place';
  }
}
