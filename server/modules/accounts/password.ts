import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { passwordHashing } from './password-work-gate';

/** Argon2id's cost: memory in KiB, passes and lanes (the PHC string's m, t and p). */
export interface HashCost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/**
 * Argon2id at OWASP's recommended cost (m = 19 MiB, t = 2, p = 1): memory-hard like the scrypt it
 * replaces, but ~6 ms of one core per hash on a 2-core server instead of ~160 ms, so a rush of
 * logins no longer crowds out everything else. Every configuration the server loads hashes at this
 * cost (config.passwordHashCost); only the test apps of server/testing are given a cheaper one.
 */
export const ARGON2_PARAMS: HashCost = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** The same password however the keyboard composed its characters (é as one or two code points). */
const normalized = (password: string) => password.normalize('NFKC');

/**
 * A PHC string, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, that carries its own parameters; at
 * `cost`, the app's config.passwordHashCost (ARGON2_PARAMS unless a test app's).
 */
export function hashPassword(password: string, cost: HashCost = ARGON2_PARAMS): Promise<string> {
  const { memoryCost, timeCost, parallelism } = cost;
  return passwordHashing.run(() =>
    // Argon2id is the package's default `algorithm` (its enum is a const enum, which
    // verbatimModuleSyntax cannot name); password.test.ts checks that hashes come out as argon2id.
    argon2Hash(normalized(password), { memoryCost, timeCost, parallelism }),
  );
}

/** Checks a password against a stored Argon2 hash, or an older `scrypt$N$r$p$salt$hash`. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const check = stored.startsWith('$argon2')
    ? () => argon2Verify(stored, normalized(password))
    : stored.startsWith('scrypt$')
      ? () => verifyScrypt(password, stored)
      : undefined;
  if (!check) return Promise.resolve(false);
  // A malformed stored hash is a wrong password, not a server error.
  return passwordHashing.run(() => check().catch(() => false));
}

/**
 * Whether a stored hash should be replaced at the next successful login: scrypt, another Argon2
 * variant, or Argon2id cheaper than `cost` (the app's config.passwordHashCost, so a server re-hashes
 * anything below ARGON2_PARAMS, a test app's cheap hashes included). A stronger one is kept, so that
 * two versions of the server running side by side during a deploy do not re-hash the same account
 * back and forth, nor a test app weaken one.
 */
export function needsRehash(stored: string, cost: HashCost = ARGON2_PARAMS): boolean {
  const [empty, algorithm, version, params] = stored.split('$');
  if (empty !== '' || algorithm !== 'argon2id' || version !== 'v=19' || !params) return true;
  const stated = new Map(params.split(',').map((pair) => pair.split('=') as [string, string]));
  const at = (key: string) => Number(stated.get(key) ?? 0);
  return at('m') < cost.memoryCost || at('t') < cost.timeCost || at('p') < 1;
}

/**
 * A hash to verify against when the email is unknown, so both cases take the same time: one per
 * cost, made once, at the cost the app's real hashes have.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: HashCost = ARGON2_PARAMS): Promise<string> {
  const key = `${cost.memoryCost},${cost.timeCost},${cost.parallelism}`;
  const known = decoys.get(key);
  if (known) return known;
  const made = hashPassword(randomBytes(16).toString('hex'), cost).catch((error: unknown) => {
    // Made again next time (e.g. after a refusal by the busy hashing line), not failed for good.
    decoys.delete(key);
    throw error;
  });
  decoys.set(key, made);
  return made;
}

// The scheme of hashes stored before Argon2id, verified until each account logs in again.
const SCRYPT_KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      normalized(password),
      salt,
      SCRYPT_KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
