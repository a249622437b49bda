import { SiteAnswer } from '@/contract';
import { parseResponse } from './parse';

/** The check of GET /api/site (site-identity.ts loads it when the first answer arrives). */
export const siteAnswer = (raw: unknown): SiteAnswer => parseResponse(SiteAnswer, raw);
