import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { emailKey } from './users.repository';

/**
 * Known devices: the browser an account last logged in from passes the account's failed-login
 * wait (OWASP's "device cookies", what the large sites do). Without it, one wrong guess a minute
 * by anybody kept the account's owner waiting too.
 *
 * A successful login leaves an HttpOnly cookie, sent only to the login, holding for each account
 * that logged in there (the last few: a family shares a computer) a random nonce and a signature
 * of the account and the nonce with the server's secret: nobody can make one for an account they
 * have not logged in to, and it says nothing of the account to whoever reads it. A login that
 * brings a valid one for the email it tries is counted under that device, not under the account:
 * its failures make that browser wait as the account's would (five free, then 1 s, 2 s … a
 * minute), while others' failures never make it wait.
 */
export const KNOWN_DEVICE = {
  cookie: 'known_device',
  /** How long a browser stays known without logging in again. */
  maxAgeSeconds: 180 * 24 * 60 * 60,
  /** Accounts remembered per browser, the most recent first. */
  accounts: 5,
} as const;

const NONCE_BYTES = 16;
const ENTRY = /^([\w-]{22})\.([\w-]{43})$/;

/** The key that signs device cookies, derived from the server's secret (the same on every instance). */
const signingKey = (secret: string) => createHmac('sha256', secret).update('known-device cookie').digest();

function signature(secret: string, email: string, nonce: string): Buffer {
  return createHmac('sha256', signingKey(secret))
    .update(`${emailKey(email)}\n${nonce}`)
    .digest();
}

/** The cookie's entries as sent: `nonce.signature`, separated by `~` (malformed ones dropped). */
function entriesOf(cookieHeader: string | undefined): { nonce: string; proof: string }[] {
  const value = cookieValue(cookieHeader, KNOWN_DEVICE.cookie);
  if (!value) return [];
  return value
    .split('~')
    .slice(0, KNOWN_DEVICE.accounts)
    .flatMap((entry) => {
      const match = ENTRY.exec(entry);
      return match?.[1] && match[2] ? [{ nonce: match[1], proof: match[2] }] : [];
    });
}

/** A cookie's value in a Cookie header (the first of that name), or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return undefined;
}

const proves = (secret: string, email: string, entry: { nonce: string; proof: string }) => {
  const expected = signature(secret, email, entry.nonce);
  const sent = Buffer.from(entry.proof, 'base64url');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
};

/**
 * The throttle key of this browser for this email, when its cookie proves a past login to it
 * (else undefined: the login counts against the account).
 */
export function knownDevice(
  cookieHeader: string | undefined,
  email: string,
  secret: string,
): string | undefined {
  const entry = entriesOf(cookieHeader).find((candidate) => proves(secret, email, candidate));
  if (!entry) return undefined;
  return `device:${createHash('sha256')
    .update(`${entry.nonce}\n${emailKey(email)}`)
    .digest('hex')}`;
}

/**
 * The Set-Cookie header after a successful login to `email`: this account's entry first (its
 * nonce kept when the browser was known for it already), then the others it held, at most
 * KNOWN_DEVICE.accounts. Secure when the site is served over HTTPS.
 */
export function rememberDevice(
  cookieHeader: string | undefined,
  email: string,
  secret: string,
  secure: boolean,
): string {
  const entries = entriesOf(cookieHeader);
  const own = entries.find((entry) => proves(secret, email, entry));
  const nonce = own?.nonce ?? randomBytes(NONCE_BYTES).toString('base64url');
  const mine = { nonce, proof: signature(secret, email, nonce).toString('base64url') };
  const kept = [mine, ...entries.filter((entry) => entry !== own)].slice(0, KNOWN_DEVICE.accounts);
  const value = kept.map((entry) => `${entry.nonce}.${entry.proof}`).join('~');
  return [
    `${KNOWN_DEVICE.cookie}=${value}`,
    'Path=/api/login',
    `Max-Age=${KNOWN_DEVICE.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
