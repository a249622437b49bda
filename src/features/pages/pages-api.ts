import type { Static } from 'typebox';
import {
  ContentPage,
  ContentPageByIdResponse,
  ContentPageListResponse,
  ContentPageSavedResponse,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { salvageable } from '@/lib/parse';
import { recordCalls, salvagedAnswers } from '@/lib/record-api';

/** A content page as the admin screens take it: whatever fields came back as expected, and its id. */
export const ContentPageRecord = salvageable(ContentPage);
export type ContentPageRecord = Static<typeof ContentPageRecord>;

/** The admin's calls on content pages: every record's (lib/record-api); a page has no picture, so no upload. */
export const contentPageCalls = recordCalls(baseApi, {
  tag: 'ContentPage',
  path: '/api/pages',
  ...salvagedAnswers(ContentPage, ContentPageRecord, {
    list: [ContentPageListResponse, 'pages', 'totalContentPages'],
    byId: [ContentPageByIdResponse, 'page'],
    saved: [ContentPageSavedResponse, 'page'],
  }),
});
