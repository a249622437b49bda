import { ContactListResponse, ContactSubmission } from '@/contract';
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
  }),
});

export const { useGetContactSubmissionsQuery } = contactApi;
