import { ContentPageBySlugAnswer, type ContentPage } from '@/contract';
import { parseResponse } from '@/lib/parse';

/** The check of a content page's answer (pages-queries.ts loads it when the first answer arrives). */
export const contentPageBySlug = (raw: unknown): ContentPage =>
  parseResponse(ContentPageBySlugAnswer, raw).page;
