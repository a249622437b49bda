/**
 * Who an account is: `admin` (everything), `editor` (the school's content: meetings, courses,
 * pages, the home page, site settings; no users or roles), `door` (the meetings' registrations,
 * for the day of a meeting; nothing to edit) or `user` (a visitor). The server holds every call
 * to ACCESS; the admin area shows each role only what it may use.
 */
export const ROLES = ['admin', 'editor', 'door', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of the school's staff: they may open the admin area. */
export const STAFF_ROLES = ['admin', 'editor', 'door'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A role as people read it (the Users screen, the 403's words). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  door: 'Door staff',
  user: 'User',
};

/** What each role may do, in one line: where a role is chosen, and in an invitation's e-mail. */
export const ROLE_DUTIES: Record<Role, string> = {
  admin: 'everything, accounts and roles included',
  editor: 'meetings, courses, pages, the home page and site settings',
  door: "the meetings' registrations",
  user: 'a visitor: registrations of their own',
};

/** Which staff may make each kind of staff call (and see its screens). */
export const ACCESS = {
  /** The admin area itself: the dashboard's counts, one's own password. */
  staff: ['admin', 'editor', 'door'],
  /** A meeting's registrations (the list, its CSV), and every meeting past ones too. */
  registrations: ['admin', 'editor', 'door'],
  /** Meetings, courses, pages, the home page, site settings; cancelling a registration. */
  content: ['admin', 'editor'],
  /** The contact messages and the Outbox. */
  messages: ['admin'],
  /** Accounts and their roles. */
  users: ['admin'],
  /** The audit log: who did what. */
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Access = keyof typeof ACCESS;

/** Whether an account of `role` may use what `access` guards. */
export const mayUse = (role: Role | undefined, access: Access): boolean =>
  role !== undefined && (ACCESS[access] as readonly Role[]).includes(role);

/** Whether the role is one of the school's staff's. */
export const isStaff = (role: Role | undefined): boolean => mayUse(role, 'staff');

/** Why a call is refused to a role without `access`: the roles that have it, in words. */
export function accessRefusal(access: Access): string {
  const names = ACCESS[access].map((role) => ROLE_LABELS[role]);
  const listed =
    names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
  return `This needs an account with the role ${listed}.`;
}

/**
 * What a phone number may hold: digits, spaces and + ( ) - . — written so that it compiles both
 * in the server's validator and as an HTML `pattern` (which browsers compile with the v flag,
 * where ( ) and - inside a class must be escaped).
 */
export const PHONE_CHARACTERS = '[0-9+\\(\\)\\-. ]+';
/** The shortest phone number an account may give (when it gives one). */
export const PHONE_MIN_LENGTH = 3;

export const TokenClaims = { issuer: 'school-meetings', audience: 'school-meetings-api' } as const;

/**
 * How long a link e-mailed to an account's owner works, in minutes: the e-mail and the page that
 * opens it say so. Short, as a password-reset link is a key to the account.
 */
export const ACCOUNT_LINK_MINUTES = {
  passwordReset: 60,
  emailVerification: 7 * 24 * 60,
  /** A link that moves the account to a new address: a day, as the owner asked for it just now. */
  emailChange: 24 * 60,
} as const;

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

/**
 * Days an invitation to join the staff works: the e-mail, the Users screen and the API say so.
 * An invitation is a key to a staff account, so it does not last for ever.
 */
export const INVITATION_DAYS = 7;

/** The page an invitation e-mail links to; it reads the invitation's token from `?token=`. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';

/**
 * The server's answer to an invitation link that does not work (any more): accepted, expired,
 * withdrawn or replaced by a newer one. The page tells it from a refused password by this text.
 */
export const INVITATION_LINK_DOES_NOT_WORK =
  'This invitation has expired, was withdrawn or was already used. Please ask the school for a new invitation.';

/** Why a locked account's login (with the right password) is refused. */
export const ACCOUNT_LOCKED = 'This account is locked. Please contact the school.';
