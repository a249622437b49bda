import { paths, returningTo } from '@/config/paths';
import type { MyRegistration, RegistrationSavedResponse } from '@/contract';
import { send, type Checked } from '@/lib/http';
import type { PublicQuery } from '@/lib/page-data';
import { storedToken } from '@/lib/session';

/**
 * A visitor's calls about their registrations, through lib/http like every visitor's page. Each
 * needs the login's token; the answers' checks come with the first answer.
 */

const answers = () => import('./registrations-answers');

/**
 * GET /api/me/registrations, with the login it was read for and when: the cache keys answers by
 * address, which is the same for every account, so an answer read for another login (a logout
 * and another login in the same tab) is never shown as this one's.
 */
export interface MyRegistrationsAnswer {
  token: string | null;
  registrations: MyRegistration[];
  loadedAt: number;
}

export const myRegistrations: PublicQuery<void, MyRegistrationsAnswer> = {
  url: () => '/api/me/registrations',
  auth: true,
  check: () =>
    answers().then((checks) => (raw: unknown) => ({
      token: storedToken(),
      registrations: checks.myRegistrations(raw),
      loadedAt: Date.now(),
    })),
};

const registrationsOf = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}/registrations`;

/** A seat, or a place on the waiting list when the meeting is full; the server says which. */
export function registerFor(meetingId: string): Promise<Checked<RegistrationSavedResponse>> {
  return send({ url: registrationsOf(meetingId), method: 'POST' }, () =>
    answers().then((checks) => checks.registrationSaved),
  );
}

/** Cancels the visitor's own registration; the answer is the server's message. */
export function cancelMyRegistration(meetingId: string): Promise<Checked<string>> {
  return send({ url: `${registrationsOf(meetingId)}/me`, method: 'DELETE' }, () =>
    answers().then((checks) => checks.message),
  );
}

/** A meeting as a calendar file (server/modules/calendar), for "Add to calendar". */
export const meetingCalendarUrl = (meetingId: string) =>
  `/api/meetings/${encodeURIComponent(meetingId)}/calendar.ics`;

/**
 * The login page, asked to come back to `path` once the visitor has logged in (the login page
 * reads `next`, and only follows an address of this site).
 */
export const loginThenBack = (path: string) => returningTo(paths.login, path);
