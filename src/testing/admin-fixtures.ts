import type { ContactSubmission, User } from '@/contract';

/** Account n ('u<n>', 'User n'), as the admin's user list sends it; override what a test is about. */
export const makeAccount = (n: number, fields: Partial<User> = {}): User => ({
  _id: `u${n}`,
  id: `u${n}`,
  userName: `User ${n}`,
  userEmail: `user${n}@school.test`,
  userPhoneNumber: '+55 48 99999-0000',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  locked: false,
  ...fields,
});

/** Contact message n ('s<n>', from 'Visitor n'), as the admin's inbox sends it. */
export const makeSubmission = (n: number, fields: Partial<ContactSubmission> = {}): ContactSubmission => ({
  _id: `s${n}`,
  id: `s${n}`,
  name: `Visitor ${n}`,
  email: `visitor${n}@school.test`,
  subject: `Subject ${n}`,
  message: `Message ${n}`,
  createdAt: '2026-03-01T09:30:00.000Z',
  ...fields,
});
