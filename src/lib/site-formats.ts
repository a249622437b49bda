import { siteFormats, type SiteFormats } from '@/contract';
import { useSiteIdentity } from './site-identity';

/**
 * The school's formats for dates, times and prices (contract/site-formats.ts), from its settings
 * as every page has them (GET /api/site): in its language, time zone and date style.
 */
export function useSiteFormats(): SiteFormats {
  return siteFormats(useSiteIdentity().settings);
}
