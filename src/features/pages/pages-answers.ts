import {
  CONTENT_PAGES_WIRE,
  ContentPage,
  ContentPageByIdResponse,
  ContentPageBySlugAnswer,
  ContentPageListResponse,
  ContentPageSavedResponse,
} from '@/contract';
import { parseResponse } from '@/lib/parse';
import { salvagedAnswers, type SalvagedRecord } from '@/lib/record-answers';

/** The checks of the answers about content pages (pages-api.ts loads this module when the first answer arrives). */

/** The page visitors read at its address. */
export const contentPageBySlug = (raw: unknown): ContentPage =>
  parseResponse(ContentPageBySlugAnswer, raw).page;

/** A content page as the admin screens take it: whatever fields came back as expected, and its id. */
export type ContentPageRecord = SalvagedRecord<typeof ContentPage>;

/** The admin's answers (lib/record-api's calls). */
export const contentPageRecordAnswers = salvagedAnswers(
  ContentPage,
  { list: ContentPageListResponse, byId: ContentPageByIdResponse, saved: ContentPageSavedResponse },
  CONTENT_PAGES_WIRE.keys,
);
