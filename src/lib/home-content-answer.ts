import { HomeContentAnswer, type HomeContent } from '@/contract';
import { parseResponse } from './parse';

/** The check of the home page texts' answers, read or saved (home-content.ts loads it with the first one). */
export const homeContent = (raw: unknown): HomeContent => parseResponse(HomeContentAnswer, raw).content;
