import { ContactListResponse, ContactSentResponse, ContactSubmission, type ContactBody } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { send, type Checked } from '@/lib/http';
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

/**
 * A visitor's message to the school, from the home page (lib/http, not the admin's RTK Query); the
 * stored token goes along when there is one (spec point 6).
 */
export function sendContactMessage({
  name,
  email,
  subject,
  message,
}: ContactBody): Promise<Checked<ContactSentResponse>> {
  // Exactly the four fields, whatever else the caller's object carries.
  return send({ url: '/api/contact', method: 'POST', body: { name, email, subject, message } }, (raw) =>
    parseResponse(ContactSentResponse, raw),
  );
}
