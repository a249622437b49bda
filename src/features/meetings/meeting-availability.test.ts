import { makeMeeting } from '@/testing/meeting-fixtures';
import { availabilityText, meetingAvailability } from './meeting-availability';

const NOW = new Date(2026, 10, 20, 12, 0);
const seated = (fields: Parameters<typeof makeMeeting>[0]) =>
  meetingAvailability(makeMeeting({ date: '2026-12-03', capacity: 20, ...fields }), NOW);

describe('meetingAvailability', () => {
  it('is nothing for a meeting without online registration, whatever its counts', () => {
    expect(seated({ capacity: null, seatsTaken: 3 })).toBeNull();
  });

  it('counts the seats left, in words', () => {
    expect(seated({ seatsTaken: 8 })).toEqual({ kind: 'open', seatsLeft: 12 });
    expect(availabilityText({ kind: 'open', seatsLeft: 12 })).toBe('12 seats left');
    expect(availabilityText({ kind: 'open', seatsLeft: 1 })).toBe('1 seat left');
  });

  it('is full when every seat is taken (or more, after a lowered capacity), or when people wait', () => {
    expect(seated({ seatsTaken: 20 })).toEqual({ kind: 'full' });
    expect(seated({ seatsTaken: 25 })).toEqual({ kind: 'full' });
    // Nobody jumps the queue, as on the server.
    expect(seated({ seatsTaken: 18, waitlistLength: 1 })).toEqual({ kind: 'full' });
    expect(availabilityText({ kind: 'full' })).toBe('Full — join the waiting list');
  });

  it('is closed from the moment registration closes', () => {
    expect(seated({ registrationClosesAt: new Date(2026, 10, 20, 11, 59).toISOString() })).toEqual({
      kind: 'closed',
    });
    expect(seated({ registrationClosesAt: new Date(2026, 10, 20, 12, 1).toISOString() })).toEqual({
      kind: 'open',
      seatsLeft: 20,
    });
    expect(availabilityText({ kind: 'closed' })).toBe('Registration closed');
  });

  it('is past from the day after the meeting, in the visitor’s time zone', () => {
    expect(seated({ date: '2026-11-20' })).toEqual({ kind: 'open', seatsLeft: 20 });
    expect(seated({ date: '2026-11-19', registrationClosesAt: '2026-11-18T10:00:00.000Z' })).toEqual({
      kind: 'past',
    });
    expect(availabilityText({ kind: 'past' })).toBe('This meeting has taken place');
  });
});
