import { AdminOverviewResponse, Meeting } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

// Checked as an envelope, then meeting by meeting: one odd meeting does not hide the dashboard.
const OverviewEnvelope = envelope(AdminOverviewResponse, 'upcomingMeetings');

export type AdminOverview = Omit<AdminOverviewResponse, 'message'>;

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Counts, the next meetings and the messages new to this admin (GET /api/admin/overview). */
    getAdminOverview: build.query<AdminOverview, undefined>({
      query: () => ({ url: '/api/admin/overview' }),
      transformResponse: (raw: unknown): AdminOverview => {
        const { counts, upcomingMeetings, unreadMessages } = parseResponse(OverviewEnvelope, raw);
        return { counts, upcomingMeetings: parseEach(Meeting, upcomingMeetings, 'meetings'), unreadMessages };
      },
      // Read again after any change to what it counts; 'UNREAD' is what the Contact screen's
      // "seen" call (features/contact/contact-api) invalidates, so the new messages go at once.
      providesTags: [
        { type: 'Contact', id: 'UNREAD' },
        { type: 'Meeting', id: 'LIST' },
        { type: 'Course', id: 'LIST' },
        { type: 'User', id: 'LIST' },
        { type: 'ContentPage', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = dashboardApi;
