import type { LightMyRequestResponse } from 'fastify';
import type { MessageResponse, User, UserListResponse } from '@/contract';
import {
  ADMIN,
  bearer,
  createUser,
  expectError,
  getAs,
  postFromNewAddress,
  signUpForm,
  useTestApp,
} from '../../testing/test-app';

const t = useTestApp();
let first: Awaited<ReturnType<typeof createUser>>;
let second: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  first = await createUser(t.app, { username: 'First Student', email: 'first@test.school' });
  second = await createUser(t.app, { username: 'Second Student', email: 'second@test.school' });
});

const listUsers = (query = '') => getAs(t.app, `/api/admin/user${query}`, t.adminToken);

const deleteUser = (id: string, token = t.adminToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/user/${id}`, headers: bearer(token) });

function usersOf(response: LightMyRequestResponse): User[] {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<UserListResponse>();
  expect(body.message).toMatch(/\S/);
  return body.data;
}

describe('GET /api/admin/user', () => {
  it('lists every account, oldest first, with name, email and role', async () => {
    const users = usersOf(await listUsers());
    expect(users.map((u) => [u.userName, u.userEmail, u.role])).toEqual([
      ['Administrator', ADMIN.email, 'admin'],
      ['First Student', 'first@test.school', 'user'],
      ['Second Student', 'second@test.school', 'user'],
    ]);
    expect(users.map((u) => u._id)).toEqual([t.adminId, first.id, second.id]);
    for (const user of users) {
      expect(user.id).toBe(user._id);
      expect(user).toHaveProperty('userPhoneNumber');
      expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
    }
  });

  it('never shows a password or its hash', async () => {
    const response = await listUsers();
    expect(response.statusCode).toBe(200);
    for (const secret of [
      'password',
      'scrypt',
      '$argon2',
      'password_hash',
      'passwordHash',
      'student-password-1',
      ADMIN.password,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('returns one user with limit=1, and the next one on page 2', async () => {
    expect(usersOf(await listUsers('?limit=1')).map((u) => u._id)).toEqual([t.adminId]);
    expect(usersOf(await listUsers('?limit=1&page=2')).map((u) => u._id)).toEqual([first.id]);
    expect(usersOf(await listUsers('?limit=2&page=2')).map((u) => u._id)).toEqual([second.id]);
    expect(usersOf(await listUsers('?limit=100&page=9'))).toEqual([]);
    // How many there are in all, so the admin's table can page past the first hundred.
    expect((await listUsers('?limit=2')).json()).toMatchObject({
      page: 1,
      limit: 2,
      totalPages: 2,
      totalUsers: 3,
    });
  });

  it.each([
    ['?limit=0', 'limit must be 1 or more'],
    ['?limit=101', 'limit must be 100 or less'],
    ['?limit=-5', 'limit must be 1 or more'],
    ['?limit=abc', 'limit must be a whole number'],
    ['?limit=1.5', 'limit must be a whole number'],
    ['?page=0', 'page must be 1 or more'],
    ['?page=x', 'page must be a whole number'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await listUsers(query), 400, message);
  });

  it('is refused to an ordinary user', async () => {
    expect((await getAs(t.app, '/api/admin/user', first.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/user/:id', () => {
  it('answers 409 when an admin tries to delete itself, and the admin stays', async () => {
    expectError(await deleteUser(t.adminId), 409, 'You cannot delete your own account');
    expect(usersOf(await listUsers()).map((u) => u._id)).toContain(t.adminId);
    const me = await getAs(t.app, '/api/profile', t.adminToken);
    expect(me.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await deleteUser('no-such-user'), 404, 'No user with this id');
  });

  it('is refused to an ordinary user, who cannot delete anyone', async () => {
    const response = await deleteUser(second.id, first.token);
    expect(response.statusCode).toBe(403);
    expect(usersOf(await listUsers()).map((u) => u._id)).toContain(second.id);
  });

  it('removes a user: 200 {message}, gone from the list, a second delete is 404', async () => {
    const response = await deleteUser(first.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageResponse>()).toEqual({ message: 'User deleted successfully' });

    expect(usersOf(await listUsers()).map((u) => u._id)).toEqual([t.adminId, second.id]);
    expectError(await deleteUser(first.id), 404, 'No user with this id');

    // The other user is untouched.
    const other = await getAs(t.app, '/api/profile', second.token);
    expect(other.statusCode).toBe(200);
  });

  it('frees the email of a deleted user for a new sign-up', async () => {
    const again = signUpForm({ username: 'First Again', email: 'FIRST@test.school' });
    const response = await postFromNewAddress(t.app, '/api/register', again);
    expect(response.statusCode).toBe(201);
  });
});

describe('PATCH /api/users/{id}: roles', () => {
  const changeRole = (id: string, role: string, token = t.adminToken) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(token), payload: { role } });
  const roleOf = async (token: string) =>
    (await getAs(t.app, '/api/profile', token)).json<{ data: User }>().data.role;

  it('gives an account another role, which counts from its next call', async () => {
    const member = await createUser(t.app);
    expectError(await getAs(t.app, '/api/admin/overview', member.token), 403);
    const made = await changeRole(member.id, 'editor');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<{ message: string; user: User }>()).toMatchObject({
      message: `${member.username} is now Editor.`,
      user: { _id: member.id, role: 'editor' },
    });
    expect(await roleOf(member.token)).toBe('editor');
    expect((await getAs(t.app, '/api/admin/overview', member.token)).statusCode).toBe(200);
    // An editor edits content but not accounts.
    expectError(
      await changeRole(member.id, 'admin', member.token),
      403,
      'This needs an account with the role Administrator.',
    );
    expect((await changeRole(member.id, 'user')).statusCode).toBe(200);
    expectError(await getAs(t.app, '/api/admin/overview', member.token), 403);
  });

  it('refuses a role that does not exist, and says when there is no such account', async () => {
    const member = await createUser(t.app);
    expectError(await changeRole(member.id, 'owner'), 400);
    expectError(await changeRole('no-such-user', 'editor'), 404, 'No user with this id');
  });

  it('keeps the last administrator one, also when two demote each other at once', async () => {
    const last = 'The last administrator keeps the role: make someone else an administrator first.';
    expectError(await changeRole(t.adminId, 'editor'), 409, last);
    const other = await createUser(t.app);
    expect((await changeRole(other.id, 'admin')).statusCode).toBe(200);
    const answers = await Promise.all([
      changeRole(t.adminId, 'editor', other.token),
      changeRole(other.id, 'editor', t.adminToken),
    ]);
    // One wins. The other is refused: by the lock (409), or, when it came after the winner's
    // commit, because its caller is no administrator any more (403).
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = await t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    // Put back as it was: the file's admin stays one.
    const [remaining] = admins;
    if (remaining?.id !== t.adminId) {
      const otherToken = remaining?.id === other.id ? other.token : t.adminToken;
      expect((await changeRole(t.adminId, 'admin', otherToken)).statusCode).toBe(200);
    }
    expect((await changeRole(other.id, 'user')).statusCode).toBe(200);
  });
});
