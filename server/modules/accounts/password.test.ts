import { hash as argon2Hash } from '@node-rs/argon2';
import { ARGON2_PARAMS, decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { passwordHashing } from './password-work-gate';

/** A hash stored by the scrypt code before Argon2id (N=2^15, r=8, p=3), and its password. */
const OLD_SCRYPT = {
  password: 'Old-Scrypt-Password-7',
  hash: 'scrypt$32768$8$3$fkMs35QrM3BhbmLpJIsiUA==$fsn/DpNWVnGCwCcXclJTAndNRpoJ18GF8PFvpxYaO7w=',
} as const;

const TODAY = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('hashPassword', () => {
  it("makes Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane) as a PHC string", async () => {
    const stored = await hashPassword('Correct-Horse-Battery-9');
    expect(stored.startsWith(TODAY)).toBe(true);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts each hash, and verifies the right password only', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same-password', first)).toBe(true);
    expect(await verifyPassword('same-password', second)).toBe(true);
    expect(await verifyPassword('same-passworD', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('takes a password however its accents were composed', async () => {
    const stored = await hashPassword('caf\u00e9-au-lait-2026');
    expect(await verifyPassword('cafe\u0301-au-lait-2026', stored)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('still verifies a scrypt hash stored before Argon2id', async () => {
    expect(await verifyPassword(OLD_SCRYPT.password, OLD_SCRYPT.hash)).toBe(true);
    expect(await verifyPassword(`${OLD_SCRYPT.password}x`, OLD_SCRYPT.hash)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['another scheme', '$2b$12$abcdefghijklmnopqrstuuNQ3h9hBfOzqGqM8Y3m7aXU2kqMcqUq'],
    ['broken Argon2', '$argon2id$v=19$m=19456,t=2,p=1$not-base64!$x'],
    ['scrypt with a part missing', 'scrypt$32768$8$3$fkMs35QrM3BhbmLpJIsiUA=='],
    ['scrypt with impossible costs', 'scrypt$3$8$3$fkMs35QrM3BhbmLpJIsiUA==$fsn/DpNWVnGCwCcX'],
  ])('answers false, not an error, for a malformed stored hash (%s)', async (_, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});

describe('needsRehash', () => {
  const weaker = (options: { memoryCost: number; timeCost?: number }) =>
    argon2Hash('pw', { ...ARGON2_PARAMS, ...options });

  it('asks for a re-hash of scrypt and of anything but Argon2id v19', () => {
    expect(needsRehash(OLD_SCRYPT.hash)).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('')).toBe(true);
    expect(needsRehash('$argon2id$v=19$')).toBe(true);
  });

  it('asks for a re-hash of Argon2id cheaper than today, not of one as strong or stronger', async () => {
    expect(needsRehash(await weaker({ memoryCost: 4096 }))).toBe(true);
    expect(needsRehash(await weaker({ memoryCost: ARGON2_PARAMS.memoryCost, timeCost: 1 }))).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$p=1,t=2,m=19456$c2FsdHNhbHQ$aGFzaA')).toBe(false);
  });
});

describe('decoyHash', () => {
  it('is an Argon2id hash at the same cost as a real one, made once', async () => {
    const decoy = await decoyHash();
    expect(decoy.startsWith(TODAY)).toBe(true);
    expect(await decoyHash()).toBe(decoy);
  });
});

describe('the process-wide line', () => {
  it('every hash and verify waits for a free place in it', async () => {
    const stored = await hashPassword('in-line-password');
    // Hold every place in the line with work that ends only when this test says so.
    const holders: (() => void)[] = [];
    const held = Array.from({ length: passwordHashing.options.permits }, () =>
      passwordHashing.run(() => new Promise<void>((resolve) => holders.push(resolve))),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(passwordHashing.load).toEqual({ working: passwordHashing.options.permits, waiting: 0 });

    let hashed = false;
    let verified = false;
    const hashing = hashPassword('another-password').then(() => {
      hashed = true;
    });
    const verifying = verifyPassword('in-line-password', stored).then(() => {
      verified = true;
    });
    const old = verifyPassword(OLD_SCRYPT.password, OLD_SCRYPT.hash);
    await new Promise((resolve) => setImmediate(resolve));
    expect(passwordHashing.load.waiting).toBe(3);
    expect([hashed, verified]).toEqual([false, false]);

    for (const release of holders) release();
    await Promise.all([...held, hashing, verifying]);
    expect(await old).toBe(true);
    expect([hashed, verified]).toEqual([true, true]);
    expect(passwordHashing.load).toEqual({ working: 0, waiting: 0 });
  });
});
