import { ContactListResponse, ContactSentResponse, ContactSubmission, type ContactBody } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

// Checked as an envelope, then message by message: one odd message does not hide the others.
const ContactListEnvelope = envelope(ContactListResponse, 'data');

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A visitor's message to the school; the stored token goes along when there is one (spec point 6). */
    sendContactMessage: build.mutation<ContactSentResponse, ContactBody>({
      // Exactly the four fields, whatever else the caller's object carries.
      query: ({ name, email, subject, message }) => ({
        url: '/api/contact',
        method: 'POST',
        data: { name, email, subject, message },
      }),
      transformResponse: (raw: unknown) => parseResponse(ContactSentResponse, raw),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),

    /** Every submission, newest first as the server sends them; admin only, with the token. */
    getContactSubmissions: build.query<ContactSubmission[], undefined>({
      query: () => ({ url: '/api/admin/contact', auth: true }),
      transformResponse: (raw: unknown) =>
        parseEach(ContactSubmission, parseResponse(ContactListEnvelope, raw).data, 'messages'),
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation, useGetContactSubmissionsQuery } = contactApi;
