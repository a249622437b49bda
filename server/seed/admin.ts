import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword, type HashCost } from '../modules/accounts/password';
import { countAdmins, findUserByEmail, updateUser } from '../modules/accounts/users.repository';
import { createAccount } from '../modules/accounts/users.service';

export const DEFAULT_ADMIN_EMAIL = 'admin@school.local';

export type AdminOutcome =
  | { kind: 'unchanged' }
  | { kind: 'created'; email: string; generatedPassword?: string }
  | { kind: 'reset'; email: string };

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that admin or reset its password. Without them, a database
 * with no admin gets one with a generated password, which the caller shows once. Its password is
 * hashed at config.passwordHashCost (ARGON2_PARAMS when left out).
 */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'> & { passwordHashCost?: HashCost },
): Promise<AdminOutcome> {
  const { adminEmail, adminPassword, passwordHashCost: cost } = config;
  if (adminEmail && adminPassword) {
    const existing = await findUserByEmail(db, adminEmail);
    if (!existing) {
      await createAdmin(db, adminEmail, adminPassword, cost);
      return { kind: 'created', email: adminEmail };
    }
    const samePassword = await verifyPassword(adminPassword, existing.password_hash);
    if (samePassword && existing.role === 'admin') return { kind: 'unchanged' };
    await updateUser(db, existing.id, {
      role: 'admin',
      // The operator named this address: it counts as confirmed.
      email_verified_at: existing.email_verified_at ?? new Date().toISOString(),
      ...(samePassword
        ? {}
        : {
            password_hash: await hashPassword(adminPassword, cost),
            session_version: existing.session_version + 1,
          }),
    });
    return { kind: 'reset', email: existing.user_email };
  }

  if ((await countAdmins(db)) > 0) return { kind: 'unchanged' };
  const generatedPassword = randomBytes(12).toString('base64url');
  let email = DEFAULT_ADMIN_EMAIL;
  if (await findUserByEmail(db, email)) email = `admin-${randomBytes(3).toString('hex')}@school.local`;
  await createAdmin(db, email, generatedPassword, cost);
  return { kind: 'created', email, generatedPassword };
}

/**
 * The one-time notice of a generated administrator password: a frame of `#` around the email, the
 * password and where to change it (`changeAt`: the caller knows the address it listens on), so it
 * stands out of the log lines around it. Narrow enough for an 80-column terminal with the default
 * email and a local address.
 */
export function generatedPasswordNotice(
  admin: { email: string; generatedPassword: string },
  changeAt: string,
): string {
  const body = [
    'An administrator account was created:',
    '',
    `  email:     ${admin.email}`,
    `  password:  ${admin.generatedPassword}`,
    '',
    'Shown only this once: keep it now. To change it, log in and use',
    `  ${changeAt}`,
  ];
  const width = Math.max(...body.map((line) => line.length));
  const edge = `  ${'#'.repeat(width + 8)}`;
  const row = (line: string) => `  #   ${line.padEnd(width)}   #`;
  return ['', edge, row(''), ...body.map(row), row(''), edge, ''].join('\n');
}

async function createAdmin(db: Db, email: string, password: string, cost?: HashCost): Promise<void> {
  await createAccount(
    db,
    { name: 'Administrator', email, phone: '', role: 'admin', emailVerified: true },
    () => hashPassword(password, cost),
  );
}
