export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a phone number may hold: digits, spaces and + ( ) - . — written so that it compiles both
 * in the server's validator and as an HTML `pattern` (which browsers compile with the v flag,
 * where ( ) and - inside a class must be escaped).
 */
export const PHONE_CHARACTERS = '[0-9+\\(\\)\\-. ]+';

export const TokenClaims = { issuer: 'school-meetings', audience: 'school-meetings-api' } as const;
