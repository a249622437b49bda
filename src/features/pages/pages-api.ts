import type { Static } from 'typebox';
import {
  ContentPage,
  ContentPageByIdResponse,
  ContentPageListResponse,
  ContentPageSavedResponse,
  LIMITS,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { recordEndpoints } from '@/lib/record-api';

/** A content page as the admin screens take it: whatever fields came back as expected, and its id. */
export const ContentPageRecord = salvageable(ContentPage);
export type ContentPageRecord = Static<typeof ContentPageRecord>;

// List answers are checked as an envelope, then page by page (lib/parse).
const PageListEnvelope = envelope(ContentPageListResponse, 'pages');
const PageByIdEnvelope = envelope(ContentPageByIdResponse, 'page');

export const pagesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // The admin's calls are every record's (lib/record-api); a page has no picture, so no upload.
    const record = recordEndpoints(build, {
      tag: 'ContentPage',
      path: '/api/pages',
      params: { limit: LIMITS.maxPageLimit },
      // A page with an odd value still has its row, to edit or delete it.
      parsePage: (raw) => {
        const { pages, totalPages, totalContentPages } = parseResponse(PageListEnvelope, raw);
        return {
          records: salvageEach(ContentPage, ContentPageRecord, pages, 'pages'),
          totalPages,
          total: totalContentPages,
        };
      },
      // An odd value leaves its field empty, for the admin to fill in.
      parseOne: (raw) => {
        const [first] = parseResponse(PageByIdEnvelope, raw).page;
        return first === undefined ? null : salvage(ContentPage, ContentPageRecord, first);
      },
      parseSaved: (raw) => parseResponse(ContentPageSavedResponse, raw).page,
    });
    return {
      getAdminContentPages: record.getPage,
      getAdminContentPage: record.getOne,
      createContentPage: record.create,
      updateContentPage: record.update,
      deleteContentPage: record.remove,
    };
  },
});

export const {
  useGetAdminContentPagesQuery,
  useGetAdminContentPageQuery,
  useCreateContentPageMutation,
  useUpdateContentPageMutation,
  useDeleteContentPageMutation,
} = pagesApi;
