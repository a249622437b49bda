import { Meeting, MeetingListResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

const MeetingListEnvelope = envelope(MeetingListResponse, 'meetings');

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The soonest upcoming meeting for the hero card, or null when none is planned. */
    getFirstMeeting: build.query<Meeting | null, undefined>({
      // '/api/meetings' without the trailing slash: the API reads '/api/meetings/' as a meeting with an empty id (400).
      query: () => ({ url: '/api/meetings', params: { limit: 1 }, auth: false }),
      transformResponse: (raw: unknown) =>
        parseEach(Meeting, parseResponse(MeetingListEnvelope, raw).meetings, 'meetings')[0] ?? null,
      providesTags: (meeting) =>
        meeting
          ? [
              { type: 'Meeting', id: meeting._id },
              { type: 'Meeting', id: 'LIST' },
            ]
          : [{ type: 'Meeting', id: 'LIST' }],
    }),
  }),
});

export const { useGetFirstMeetingQuery } = homeApi;
