import { ContactListResponse, ContactSubmission } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

// Checked as an envelope, then message by message: one odd message does not hide the others.
const ContactListEnvelope = envelope(ContactListResponse, 'data');

/** One page of the messages table. */
export interface MessagesPage {
  messages: ContactSubmission[];
  page: number;
  totalPages: number;
  totalMessages: number;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of submissions, newest first as the server sends them; admin only, with the token. */
    getContactSubmissions: build.query<MessagesPage, { page: number }>({
      query: ({ page }) => ({ url: '/api/admin/contact', params: { page }, auth: true }),
      transformResponse: (raw: unknown): MessagesPage => {
        const { data, page, totalPages, totalMessages } = parseResponse(ContactListEnvelope, raw);
        return { messages: parseEach(ContactSubmission, data, 'messages'), page, totalPages, totalMessages };
      },
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useGetContactSubmissionsQuery } = contactApi;
