import { ErrorResponse } from '@/contract';
import { RATE_LIMITS } from '../../plugins/security';

/**
 * The account-link calls a visitor makes without a session (a reset link, a confirmation, an
 * invitation): their limit, never cached, and their refusals.
 */
export const LINK_CALL = { rateLimit: RATE_LIMITS.accountLinks, noStore: true } as const;
export const LINK_REFUSALS = { 400: ErrorResponse, 429: ErrorResponse } as const;
