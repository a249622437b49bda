import type { Static } from 'typebox';
import {
  Meeting,
  MeetingByIdResponse,
  MeetingRegistrationsResponse,
  MessageResponse,
  Registration,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { csvError, csvRequest } from '@/lib/csv-download';
import { isUnreachable } from '@/lib/offline/unreachable';
import { envelope, parseEach, parseResponse, salvageable } from '@/lib/parse';
import { salvagedOne } from '@/lib/record-answers';

/** The meeting a registrations page is about, as far as its fields came back as expected. */
export const RegistrationsMeeting = salvageable(Meeting);
export type RegistrationsMeeting = Static<typeof RegistrationsMeeting>;

// Checked as an envelope, then one by one: one odd registration does not hide the others.
const RegistrationsEnvelope = envelope(MeetingRegistrationsResponse, 'registrations');

const meetingUrl = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;
const registrationsUrl = (meetingId: string) => `${meetingUrl(meetingId)}/registrations`;

// A meeting's registrations are part of its state (its seats and waiting list): they carry the
// meeting's own tag, so a change to the meeting (a raised capacity promotes) reads them again, and
// a cancelled registration refreshes the meeting's counts and the meetings table.
const meetingTag = (meetingId: string) => ({ type: 'Meeting' as const, id: meetingId });

export const registrationsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The meeting itself (title, date, capacity); null when the server's list is empty. */
    getRegistrationsMeeting: build.query<RegistrationsMeeting | null, string>({
      query: (meetingId) => ({ url: meetingUrl(meetingId) }),
      transformResponse: salvagedOne(Meeting, RegistrationsMeeting, [MeetingByIdResponse, 'meetings']),
      providesTags: (_result, _error, meetingId) => [meetingTag(meetingId)],
    }),

    /** Every registration of the meeting: confirmed, then the waiting list by place, then cancelled. */
    getMeetingRegistrations: build.query<Registration[], string>({
      query: (meetingId) => ({ url: registrationsUrl(meetingId) }),
      transformResponse: (raw: unknown) =>
        parseEach(Registration, parseResponse(RegistrationsEnvelope, raw).registrations, 'registrations'),
      providesTags: (_result, _error, meetingId) => [meetingTag(meetingId)],
    }),

    /** Cancels one registration; answers the server's sentence (a freed seat went to the first waiting). */
    cancelMeetingRegistration: build.mutation<string, { meetingId: string; registrationId: string }>({
      query: ({ meetingId, registrationId }) => ({
        url: `${registrationsUrl(meetingId)}/${encodeURIComponent(registrationId)}`,
        method: 'DELETE',
      }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
      // A refusal (already cancelled) means the list on screen is old too; only no answer at all
      // leaves it as it is.
      invalidatesTags: (_result, error, { meetingId }) =>
        error && isUnreachable(error) ? [] : [meetingTag(meetingId), { type: 'Meeting', id: 'LIST' }],
    }),

    /** The meeting's registrations as a spreadsheet (CSV text), with the admin's token: a plain link could not carry it. */
    downloadRegistrationsCsv: build.mutation<string, string>({
      query: (meetingId) => csvRequest(registrationsUrl(meetingId)),
      // A refusal comes as JSON text: its message is the server's.
      transformErrorResponse: csvError,
    }),
  }),
});

export const {
  useGetRegistrationsMeetingQuery,
  useGetMeetingRegistrationsQuery,
  useCancelMeetingRegistrationMutation,
  useDownloadRegistrationsCsvMutation,
} = registrationsAdminApi;
