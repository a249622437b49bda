export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a phone number may hold: digits, spaces and + ( ) - . — written so that it compiles both
 * in the server's validator and as an HTML `pattern` (which browsers compile with the v flag,
 * where ( ) and - inside a class must be escaped).
 */
export const PHONE_CHARACTERS = '[0-9+\\(\\)\\-. ]+';

export const TokenClaims = { issuer: 'school-meetings', audience: 'school-meetings-api' } as const;

/**
 * How long a link e-mailed to an account's owner works, in minutes: the e-mail and the page that
 * opens it say so. Short, as a password-reset link is a key to the account.
 */
export const ACCOUNT_LINK_MINUTES = { passwordReset: 60, emailVerification: 7 * 24 * 60 } as const;

/**
 * Days a new account has to confirm its address (the link sign-up e-mails works as long); one
 * never confirmed is removed then, its registrations cancelled and their seats passed on.
 */
export const UNCONFIRMED_ACCOUNT_DAYS = ACCOUNT_LINK_MINUTES.emailVerification / (24 * 60);

/** The page a sign-up's confirmation e-mail links to; it reads the link's token from `?token=`. */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** The server's answer to a confirmation link that does not work (any more). */
export const VERIFY_LINK_DOES_NOT_WORK =
  'This confirmation link has expired or was already used. If your address is not confirmed yet, log in and ask for a new link.';

/**
 * The server's answer to a password-reset link that does not work (any more): used, expired or
 * replaced by a newer one. The page tells it from a refused password by this text.
 */
export const RESET_LINK_DOES_NOT_WORK =
  'This link to choose a new password has expired or was already used. Please ask for a new one.';

/** The page a password-reset e-mail links to; it reads the link's token from `?token=`. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** Where a visitor asks for a password-reset e-mail (the login page links to it). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
