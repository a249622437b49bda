import { HomeContentAnswer, type HomeContent } from '@/contract';
import { parseResponse } from '@/lib/parse';

/** The check of GET /api/site/home (home-content-api.ts loads it when the first answer arrives). */
export const homeContent = (raw: unknown): HomeContent => parseResponse(HomeContentAnswer, raw).content;
