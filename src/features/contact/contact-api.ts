import { ContactListResponse, ContactSubmission } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

// Checked as an envelope, then message by message: one odd message does not hide the others.
const ContactListEnvelope = envelope(ContactListResponse, 'data');

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every submission, newest first as the server sends them; admin only, with the token. */
    getContactSubmissions: build.query<ContactSubmission[], undefined>({
      query: () => ({ url: '/api/admin/contact', auth: true }),
      transformResponse: (raw: unknown) =>
        parseEach(ContactSubmission, parseResponse(ContactListEnvelope, raw).data, 'messages'),
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useGetContactSubmissionsQuery } = contactApi;
