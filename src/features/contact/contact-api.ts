import { ContactListResponse, ContactSubmission, MessagesSeenResponse } from '@/contract';
import { loaded } from '@/lib/answer-check';
import { baseApi } from '@/lib/base-api';
import { parseEach, parseResponse } from '@/lib/parse';
import { pageOf } from '@/lib/record-answers';
import { recordPageQuery } from '@/lib/record-api';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of submissions, newest first as the server sends them; admin only. */
    getContactSubmissions: recordPageQuery(build, {
      tag: 'Contact',
      path: '/api/admin/contact',
      // One odd message does not hide the others.
      page: loaded(
        pageOf([ContactListResponse, 'data', 'totalMessages'], (items) =>
          parseEach(ContactSubmission, items, 'messages'),
        ),
      ),
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
