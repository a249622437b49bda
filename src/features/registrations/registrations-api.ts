import { paths, returningTo } from '@/config/paths';
import type { MyRegistration, RegistrationSavedResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';

/**
 * A visitor's calls about their registrations, on the one data layer (lib/base-api). Each needs
 * the login's token; the answers' checks come with the first answer. A logout or another login
 * empties the cache (app/store), so one login's registrations are never shown as another's.
 */

const answers = () => import('./registrations-answers');

const registrationsOf = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}/registrations`;

/** What a registration changes: the meeting's seats, and the visitor's own list. */
const touched = (meetingId: string) => [
  { type: 'Meeting' as const, id: meetingId },
  'MyRegistrations' as const,
];

export const myRegistrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/me/registrations: the logged-in visitor's registrations. */
    myRegistrations: build.query<MyRegistration[], undefined>({
      query: () => ({
        url: '/api/me/registrations',
        check: () => answers().then((checks) => checks.myRegistrations),
      }),
      providesTags: ['MyRegistrations'],
    }),

    /** A seat, or a place on the waiting list when the meeting is full; the server says which. */
    registerFor: build.mutation<RegistrationSavedResponse, string>({
      query: (meetingId) => ({
        url: registrationsOf(meetingId),
        method: 'POST',
        check: () => answers().then((checks) => checks.registrationSaved),
      }),
      invalidatesTags: (_answer, error, meetingId) => (error ? [] : touched(meetingId)),
    }),

    /** Cancels the visitor's own registration; the answer is the server's message. */
    cancelMyRegistration: build.mutation<string, string>({
      query: (meetingId) => ({
        url: `${registrationsOf(meetingId)}/me`,
        method: 'DELETE',
        check: () => answers().then((checks) => checks.message),
      }),
      invalidatesTags: (_answer, error, meetingId) => (error ? [] : touched(meetingId)),
    }),
  }),
});

export const { useMyRegistrationsQuery, useRegisterForMutation, useCancelMyRegistrationMutation } =
  myRegistrationsApi;

/** A meeting as a calendar file (server/modules/calendar), for "Add to calendar". */
export const meetingCalendarUrl = (meetingId: string) =>
  `/api/meetings/${encodeURIComponent(meetingId)}/calendar.ics`;

/**
 * The login page, asked to come back to `path` once the visitor has logged in (the login page
 * reads `next`, and only follows an address of this site).
 */
export const loginThenBack = (path: string) => returningTo(paths.login, path);
