import { ContactListResponse, ContactSubmission, MessagesSeenResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';
import { recordPageQuery } from '@/lib/record-api';

// Checked as an envelope, then message by message: one odd message does not hide the others.
const ContactListEnvelope = envelope(ContactListResponse, 'data');

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of submissions, newest first as the server sends them; admin only. */
    getContactSubmissions: recordPageQuery(build, {
      tag: 'Contact',
      path: '/api/admin/contact',
      parsePage: (raw) => {
        const { data, totalPages, totalMessages } = parseResponse(ContactListEnvelope, raw);
        return { records: parseEach(ContactSubmission, data, 'messages'), totalPages, total: totalMessages };
      },
    }),

    /**
     * The messages up to `upTo` (the newest one shown) have been seen by this admin, in the
     * browser and the desktop app alike; answers the marker the server keeps.
     */
    markMessagesSeen: build.mutation<string | null, { upTo: string }>({
      query: (body) => ({ url: '/api/admin/contact/seen', method: 'POST', data: body }),
      transformResponse: (raw: unknown) => parseResponse(MessagesSeenResponse, raw).seenAt,
      // What counts new messages (the dashboard's overview) provides this tag.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Contact', id: 'UNREAD' }]),
    }),
  }),
});

export const { useGetContactSubmissionsQuery, useMarkMessagesSeenMutation } = contactApi;
