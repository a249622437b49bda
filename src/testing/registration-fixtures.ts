import type { MyRegistration, Registration } from '@/contract';

/** A registration as the server sends it: Ana's confirmed seat at meeting m1; override what a test is about. */
export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  const id = overrides._id ?? 'r1';
  return {
    meetingId: 'm1',
    userId: 'u1',
    name: 'Ana',
    email: 'ana@school.test',
    status: 'confirmed',
    position: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    confirmedAt: '2026-11-01T10:00:00.000Z',
    cancelledAt: null,
    checkedInAt: null,
    ...overrides,
    _id: id,
    id,
  };
}

/** One of the visitor's own registrations, with the meeting it is for. */
export function makeMyRegistration(
  meeting: MyRegistration['meeting'],
  overrides: Partial<Registration> = {},
): MyRegistration {
  return { ...makeRegistration({ meetingId: meeting.id, ...overrides }), meeting };
}
