import {
  MessageResponse,
  OutboxEmailResponse,
  OutboxEmailSummary,
  OutboxListResponse,
  type OutboxEmail,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';
import { LAST_LOADED_KEPT_S } from '@/lib/record-api';

/** E-mails on one page of the Outbox. */
export const OUTBOX_PAGE_SIZE = 25;

/** One page of the Outbox, and whether e-mails go out at all. */
export interface OutboxPage {
  emails: OutboxEmailSummary[];
  totalPages: number;
  /** Every e-mail, on all pages. */
  total: number;
  /** False while the server has no mail set up: every e-mail waits. */
  sending: boolean;
}

// Checked as an envelope, then e-mail by e-mail: one odd row does not hide the others.
const OutboxEnvelope = envelope(OutboxListResponse, 'data');

export const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the e-mails the site sends, newest first (admins only). */
    getOutboxPage: build.query<OutboxPage, { page: number }>({
      query: ({ page }) => ({ url: '/api/admin/outbox', params: { page, limit: OUTBOX_PAGE_SIZE } }),
      // As the record tables: what the page still has to show, marked offline, when the server
      // does not answer a later visit.
      keepUnusedDataFor: LAST_LOADED_KEPT_S,
      providesTags: ['Outbox'],
      transformResponse: (raw: unknown): OutboxPage => {
        const { data, totalPages, totalEmails, sending } = parseResponse(OutboxEnvelope, raw);
        return {
          emails: parseEach(OutboxEmailSummary, data, 'e-mails'),
          totalPages,
          total: totalEmails,
          sending,
        };
      },
    }),

    /** One e-mail in full: its sender, text and attachments. */
    getOutboxEmail: build.query<OutboxEmail, string>({
      query: (id) => ({ url: `/api/admin/outbox/${encodeURIComponent(id)}` }),
      transformResponse: (raw: unknown) => parseResponse(OutboxEmailResponse, raw).email,
      providesTags: ['Outbox'],
    }),

    /** A failed e-mail sent again (it waits to go out at once, all its tries ahead) → the server's words. */
    sendEmailAgain: build.mutation<string, string>({
      query: (id) => ({ url: `/api/admin/outbox/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxPageQuery, useGetOutboxEmailQuery, useSendEmailAgainMutation } = outboxApi;
