import type { ContactBody, ContactSentResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';

/**
 * A visitor's message to the school, from the home page; the stored token goes along when there
 * is one. Apart from the admin inbox's calls (contact-api.ts), whose answers' schemas would weigh
 * on the visitor's first load: this answer's check loads while the message is on its way.
 */
export const contactMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactSentResponse, ContactBody>({
      // Exactly the four fields, whatever else the caller's object carries.
      query: ({ name, email, subject, message }) => ({
        url: '/api/contact',
        method: 'POST',
        data: { name, email, subject, message },
        check: () => import('./contact-answers').then((checks) => checks.contactSent),
      }),
      // The admin's inbox and the dashboard's count of new messages show it.
      invalidatesTags: (_sent, error) =>
        error
          ? []
          : [
              { type: 'Contact', id: 'LIST' },
              { type: 'Contact', id: 'UNREAD' },
            ],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactMessageApi;
