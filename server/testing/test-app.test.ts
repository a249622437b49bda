import { ARGON2_PARAMS, hashPassword, type HashCost } from '../modules/accounts/password';
import { findUserByEmail, updateUser } from '../modules/accounts/users.repository';
import { createTestApp, createUser, login, TEST_HASH_COST, type TestApp } from './test-app';

/**
 * The test apps hash passwords cheaply (TEST_HASH_COST), which must change nothing a server does:
 * a server hashes at OWASP's cost, re-hashes a cheap hash at the next login, and a test app never
 * weakens a hash a server made.
 */
const phc = ({ memoryCost, timeCost, parallelism }: HashCost) =>
  `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((t) => t.close()));
  apps = [];
});

async function appAt(passwordHashCost?: HashCost): Promise<TestApp> {
  const t = await createTestApp({}, passwordHashCost ? { passwordHashCost } : {});
  apps.push(t);
  return t;
}

const storedHash = async (t: TestApp, email: string) =>
  (await findUserByEmail(t.app.db, email))?.password_hash ?? 'none';

/** An account whose stored hash is `hash` (made for its password), as another server left it. */
async function accountHashedAs(t: TestApp, cost: HashCost) {
  const user = await createUser(t.app);
  const hash = await hashPassword(user.password, cost);
  await updateUser(t.app.db, user.id, { password_hash: hash });
  return { ...user, hash };
}

it("hashes at the test cost in a test app, and at OWASP's Argon2id cost (19 MiB, 2 passes, 1 lane) in a server's", async () => {
  expect(TEST_HASH_COST.memoryCost).toBeLessThan(ARGON2_PARAMS.memoryCost);
  const cheap = await appAt();
  const server = await appAt(ARGON2_PARAMS);
  const [inTest, inServer] = [await createUser(cheap.app), await createUser(server.app)];
  expect(await storedHash(cheap, inTest.email)).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  expect(await storedHash(server, inServer.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

it("re-hashes a test app's cheap hash at a server's cost at the next login, and keeps the password", async () => {
  const server = await appAt(ARGON2_PARAMS);
  const account = await accountHashedAs(server, TEST_HASH_COST);
  await login(server.app, account.email, account.password);
  const upgraded = await storedHash(server, account.email);
  expect(upgraded.startsWith(phc(ARGON2_PARAMS))).toBe(true);
  // Once at the server's cost, the next login leaves it alone.
  await login(server.app, account.email, account.password);
  expect(await storedHash(server, account.email)).toBe(upgraded);
});

it("never weakens a server's hash in a test app, nor re-hashes its own cheap ones at every login", async () => {
  const cheap = await appAt();
  const strong = await accountHashedAs(cheap, ARGON2_PARAMS);
  await login(cheap.app, strong.email, strong.password);
  expect(await storedHash(cheap, strong.email)).toBe(strong.hash);

  const own = await createUser(cheap.app);
  const before = await storedHash(cheap, own.email);
  expect(before.startsWith(phc(TEST_HASH_COST))).toBe(true);
  await login(cheap.app, own.email, own.password);
  expect(await storedHash(cheap, own.email)).toBe(before);
});
