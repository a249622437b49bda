import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { Value } from 'typebox/value';
import { Id, TokenClaims } from '@/contract';

/** How long a login lasts: the token's expiry and its session row's. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenSubject {
  userId: string;
  /** The session row this token belongs to: logout and password changes delete it. */
  sessionId: string;
  sessionVersion: number;
}

/**
 * The signing key, imported once for the server's secret: given the secret's bytes (or a secret
 * KeyObject, which it exports again), jose imports a Web Crypto key for every token it signs or
 * checks, about a quarter of a millisecond of each authenticated request.
 */
let lastKey: { secret: string; key: Promise<webcrypto.CryptoKey> } | undefined;
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  if (lastKey?.secret !== secret) {
    const key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    lastKey = { secret, key };
  }
  return lastKey.key;
}

/**
 * A claim naming a row (the user, the session) as this server writes it: an id as the contract
 * has it (1 to 64 characters) without a NUL character, which PostgreSQL cannot take (every
 * authenticated call would end in a 500 "invalid byte sequence"). A token claiming anything else
 * is malformed, whoever signed it, and refused like any other invalid token.
 */
const isIdClaim = (value: unknown): value is string => Value.Check(Id, value) && !value.includes('\u0000');

export async function signToken(
  subject: TokenSubject,
  secret: string,
  issuedAt = new Date(),
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ ver: subject.sessionVersion, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(TokenClaims.issuer)
    .setAudience(TokenClaims.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(await keyOf(secret));
}

/** The token's subject, or undefined for anything malformed, expired or signed with another key. */
export async function verifyToken(token: string, secret: string): Promise<TokenSubject | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      issuer: TokenClaims.issuer,
      audience: TokenClaims.audience,
    });
    const { sub, ver, sid } = payload;
    // Tokens from before sessions existed carry no sid: they cannot be revoked, so they are refused.
    if (!isIdClaim(sub) || !isIdClaim(sid) || typeof ver !== 'number' || !Number.isSafeInteger(ver)) {
      return undefined;
    }
    return { userId: sub, sessionId: sid, sessionVersion: ver };
  } catch {
    return undefined;
  }
}
