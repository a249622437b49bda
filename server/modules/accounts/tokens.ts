import { SignJWT, jwtVerify } from 'jose';
import { TokenClaims } from '@/contract';

export const TOKEN_LIFETIME = '7d';

export interface TokenSubject {
  userId: string;
  sessionVersion: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(subject: TokenSubject, secret: string): Promise<string> {
  return new SignJWT({ ver: subject.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(TokenClaims.issuer)
    .setAudience(TokenClaims.audience)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(keyOf(secret));
}

/** The token's subject, or undefined for anything malformed, expired or signed with another key. */
export async function verifyToken(token: string, secret: string): Promise<TokenSubject | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: TokenClaims.issuer,
      audience: TokenClaims.audience,
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
    return { userId: payload.sub, sessionVersion: payload.ver };
  } catch {
    return undefined;
  }
}
