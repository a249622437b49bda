import {
  ACCOUNT_LOCKED,
  DEFAULT_FORMATS,
  INVITATION_DAYS,
  INVITATION_LINK_DOES_NOT_WORK,
  siteFormats,
  type AuditListResponse,
  type InvitationListResponse,
  type InvitationSavedResponse,
  type LoginResponse,
  type ProfileResponse,
} from '@/contract';
import { useMailbox } from '../../testing/outbox-delivery';
import {
  bearer,
  createUser,
  expectError,
  getAs,
  login,
  postFromNewAddress,
  sendJson,
  useTestApp,
} from '../../testing/test-app';
import { inviteStaff } from './invitations';

const PUBLIC_URL = 'https://www.riverside.test';
const FROM = 'Riverside Academy <office@riverside.test>';
const PASSWORD = 'lantern-orchard-7315';
const t = useTestApp({ PUBLIC_URL, SCHOOL_NAME: 'Riverside Academy' });
const { deliver } = useMailbox(t, FROM);

let counter = 0;
const newAddress = () => {
  counter += 1;
  return `staff${String(counter)}@riverside.test`;
};

const invite = (email: string, role: string, token = t.adminToken) =>
  sendJson(t.app, { method: 'POST', url: '/api/admin/invitations', token }, { email, role });
const pending = async () =>
  (await getAs(t.app, '/api/admin/invitations', t.adminToken)).json<InvitationListResponse>().invitations;
const withdraw = (id: string, token = t.adminToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/invitations/${id}`, headers: bearer(token) });
const accept = (token: string, name = 'Edna Editor', password = PASSWORD) =>
  postFromNewAddress(t.app, '/api/invitations/accept', { token, name, password });

/** The token of the invitation link in an e-mail's text, checking the link's address on the way. */
function linkToken(text: string): string {
  const link = /https:\/\/www\.riverside\.test\/accept-invitation\?token=(\S+)/.exec(text);
  if (!link?.[1]) throw new Error(`No invitation link in: ${text}`);
  return link[1];
}

/** Invites `email` as `role` and returns the link's token, read from the e-mail the mail server got. */
async function invitedToken(email: string, role = 'editor'): Promise<string> {
  const sent = await invite(email, role);
  expect(sent.statusCode, sent.body).toBe(201);
  const received = await deliver();
  const mail = received.find((one) => one.envelopeTo.includes(email));
  if (!mail) throw new Error('No invitation arrived');
  return linkToken(mail.mail.text ?? '');
}

describe('inviting staff', () => {
  it('e-mails the invitee, who sets a password and is logged in with the role, the address confirmed', async () => {
    const email = newAddress();
    const sent = await invite(email, 'editor');
    expect(sent.statusCode, sent.body).toBe(201);
    const { invitation, message } = sent.json<InvitationSavedResponse>();
    expect(message).toBe(`An invitation to join as Editor was e-mailed to ${email}.`);
    expect(invitation).toMatchObject({
      email,
      role: 'editor',
      invitedBy: { id: t.adminId, name: 'Administrator' },
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBe(INVITATION_DAYS);
    expect(JSON.stringify(sent.json())).not.toMatch(/token/i);

    const [mail] = await deliver();
    expect(mail?.envelopeTo).toEqual([email]);
    expect(mail?.mail.subject).toBe("You are invited to help run Riverside Academy's website");
    const text = mail?.mail.text ?? '';
    expect(text).toContain('Administrator invited you to join the staff of Riverside Academy');
    expect(text).toContain('as Editor: meetings, courses, pages, the home page and site settings.');
    // In the school's style: the template's English, long, on UTC until it chooses its zone.
    expect(text).toMatch(/works once, for 7 days, until \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);

    const accepted = await accept(linkToken(text));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { data: token, message: welcome } = accepted.json<LoginResponse>();
    expect(welcome).toBe('Welcome, Edna Editor: you are Editor now.');
    expect(accepted.headers['cache-control']).toBe('no-store');
    const me = (await getAs(t.app, '/api/profile', token)).json<ProfileResponse>().data;
    expect(me).toMatchObject({
      userName: 'Edna Editor',
      userEmail: email,
      role: 'editor',
      emailVerified: true,
    });
    expect((await getAs(t.app, '/api/meetings?scope=all', token)).statusCode).toBe(200);
    expectError(await getAs(t.app, '/api/admin/user', token), 403);
    await login(t.app, email, PASSWORD);

    expectError(await accept(linkToken(text), 'Someone Else'), 400, INVITATION_LINK_DOES_NOT_WORK);
    expect((await pending()).map((one) => one.email)).not.toContain(email);
  });

  it('refuses an address that already has an account, saying where to change its role', async () => {
    const user = await createUser(t.app);
    await t.app.db.deleteFrom('outbox').execute();
    expectError(
      await invite(user.email.toUpperCase(), 'door'),
      409,
      `${user.email.toUpperCase()} already has an account. Change its role on its page in Users.`,
    );
    expect(await deliver()).toEqual([]);
  });

  it('a newer invitation to the address replaces the older, whose link stops working', async () => {
    const email = newAddress();
    const first = await invitedToken(email, 'door');
    const second = await invitedToken(email, 'editor');
    expect((await pending()).filter((one) => one.email === email).map((one) => one.role)).toEqual(['editor']);
    expectError(await accept(first), 400, INVITATION_LINK_DOES_NOT_WORK);
    const accepted = await accept(second, 'Dora Door');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const me = await getAs(t.app, '/api/profile', accepted.json<LoginResponse>().data);
    expect(me.json<ProfileResponse>().data.role).toBe('editor');
  });

  it('lists the pending invitations newest first; a withdrawn one leaves the list and its link stops working', async () => {
    const older = newAddress();
    const newer = newAddress();
    const token = await invitedToken(older, 'door');
    await invitedToken(newer, 'admin');
    const listed = await pending();
    expect(listed.map((one) => one.email).slice(0, 2)).toEqual([newer, older]);
    const id = listed.find((one) => one.email === older)?.id ?? '';

    const withdrawn = await withdraw(id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<{ message: string }>().message).toMatch(/withdrawn/);
    expect((await pending()).map((one) => one.email)).not.toContain(older);
    expectError(await accept(token), 400, INVITATION_LINK_DOES_NOT_WORK);
    expectError(await withdraw(id), 404);
    expectError(await withdraw('no-such-invitation'), 404);
  });

  it(`an invitation ends after ${String(INVITATION_DAYS)} days`, async () => {
    const email = newAddress();
    const admin = { id: t.adminId, name: 'Administrator', role: 'admin' } as const;
    const site = {
      schoolName: 'Riverside Academy',
      publicUrl: PUBLIC_URL,
      formats: siteFormats({ ...DEFAULT_FORMATS, currency: 'USD' }),
    };
    const longAgo = new Date(Date.now() - (INVITATION_DAYS * 24 + 1) * 60 * 60_000);
    await inviteStaff(t.app.db, { email, role: 'editor' }, admin, site, longAgo);
    const [mail] = await deliver();
    expect((await pending()).map((one) => one.email)).not.toContain(email);
    expectError(await accept(linkToken(mail?.mail.text ?? '')), 400, INVITATION_LINK_DOES_NOT_WORK);

    const almost = new Date(Date.now() - (INVITATION_DAYS * 24 - 1) * 60 * 60_000);
    await inviteStaff(t.app.db, { email, role: 'editor' }, admin, site, almost);
    const [recent] = await deliver();
    expect((await accept(linkToken(recent?.mail.text ?? ''))).statusCode).toBe(201);
  });

  it('refuses a weak password with its reason and leaves the link working', async () => {
    const token = await invitedToken(newAddress());
    expectError(await accept(token, 'Edna Editor', 'password12345'), 400, /easy to guess|common/i);
    expectError(await accept(token, 'Edna Editor', 'short'), 400);
    expectError(await accept(token, '   '), 400);
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('refuses with a 409 when the address got an account meanwhile', async () => {
    const email = newAddress();
    const token = await invitedToken(email);
    await createUser(t.app, { email });
    expectError(
      await accept(token),
      409,
      `${email} already has an account. Change its role on its page in Users.`,
    );
  });

  it('of two acceptances racing with one link, one makes the account', async () => {
    const email = newAddress();
    const token = await invitedToken(email);
    const answers = await Promise.all([accept(token), accept(token, 'Other Name')]);
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(201);
    // The other finds the link used (400), or, coming a moment later, the address taken (409).
    expect([400, 409]).toContain(lost);
    const made = await t.app.db.selectFrom('users').select('id').where('user_email', '=', email).execute();
    expect(made).toHaveLength(1);
  });

  it('refuses a malformed invitation or acceptance with a clear message', async () => {
    expectError(await invite('not an address', 'editor'), 400, /email/);
    expectError(await invite(newAddress(), 'user'), 400, /role/);
    expectError(await accept('not-a-token-at-all'), 400, INVITATION_LINK_DOES_NOT_WORK);
    expect(await deliver()).toEqual([]);
  });
});

describe('locking an account', () => {
  const change = (id: string, body: Record<string, unknown>, token = t.adminToken) =>
    sendJson(t.app, { method: 'PATCH', url: `/api/users/${id}`, token }, body);
  const tryLogin = (email: string, password: string) =>
    postFromNewAddress(t.app, '/api/login', { email, password });

  it('ends its sessions, refuses its login (403 only with the right password) and its reset e-mails; unlocking restores it', async () => {
    const user = await createUser(t.app);
    const otherDevice = await login(t.app, user.email, user.password);
    await t.app.db.deleteFrom('outbox').execute();

    const locked = await change(user.id, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<{ message: string; user: { locked: boolean } }>()).toMatchObject({
      message: `${user.username} is locked: signed out, and cannot log in.`,
      user: { locked: true, role: 'user' },
    });
    for (const session of [user.token, otherDevice])
      expectError(await getAs(t.app, '/api/profile', session), 401);
    expectError(await tryLogin(user.email, user.password), 403, ACCOUNT_LOCKED);
    expectError(await tryLogin(user.email, 'not-the-password-1'), 401, 'Invalid email or password');

    const forgot = await postFromNewAddress(t.app, '/api/password-reset', { email: user.email });
    expect(forgot.statusCode).toBe(202);
    const staffReset = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/password-reset`,
      headers: bearer(t.adminToken),
    });
    expectError(staffReset, 409, `${user.username}'s account is locked: unlock it first.`);
    expect(await deliver()).toEqual([]);

    const users = await getAs(t.app, '/api/admin/user?limit=100', t.adminToken);
    const listed = users.json<{ data: { _id: string; locked: boolean }[] }>().data;
    expect(listed.find((one) => one._id === user.id)?.locked).toBe(true);
    expect(listed.find((one) => one._id === t.adminId)?.locked).toBe(false);

    const unlocked = await change(user.id, { locked: false });
    expect(unlocked.json<{ message: string }>().message).toBe(`${user.username} can log in again.`);
    await login(t.app, user.email, user.password);
    expect((await postFromNewAddress(t.app, '/api/password-reset', { email: user.email })).statusCode).toBe(
      202,
    );
    expect((await deliver()).map((mail) => mail.envelopeTo)).toEqual([[user.email]]);
  });

  it('a reset link sent before the lock no longer works', async () => {
    const user = await createUser(t.app);
    await t.app.db.deleteFrom('outbox').execute();
    expect((await postFromNewAddress(t.app, '/api/password-reset', { email: user.email })).statusCode).toBe(
      202,
    );
    const [mail] = await deliver();
    const token = /reset-password\?token=(\S+)/.exec(mail?.mail.text ?? '')?.[1] ?? '';
    expect((await change(user.id, { locked: true })).statusCode).toBe(200);
    await change(user.id, { locked: false });
    const confirmed = await postFromNewAddress(t.app, '/api/password-reset/confirm', {
      token,
      newPassword: PASSWORD,
    });
    expectError(confirmed, 400);
  });

  it('takes a role and a lock in one call', async () => {
    const user = await createUser(t.app);
    const both = await change(user.id, { role: 'door', locked: true });
    expect(both.json<{ message: string; user: { role: string; locked: boolean } }>()).toMatchObject({
      message: `${user.username} is now Door staff. ${user.username} is locked: signed out, and cannot log in.`,
      user: { role: 'door', locked: true },
    });
    expectError(await change(user.id, {}), 400);
  });

  it('an administrator cannot lock their own account, so the last one is never locked', async () => {
    expectError(await change(t.adminId, { locked: true }), 409, 'You cannot lock your own account.');
    expect((await getAs(t.app, '/api/admin/user', t.adminToken)).statusCode).toBe(200);
  });

  it('a locked administrator does not count: the last one who can log in keeps the role', async () => {
    const other = await createUser(t.app);
    expect((await change(other.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await change(other.id, { locked: true })).statusCode).toBe(200);
    expectError(await change(t.adminId, { role: 'editor' }), 409, /last administrator/);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${other.id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const user = await createUser(t.app);
    const victim = await createUser(t.app);
    expectError(await change(victim.id, { locked: true }, user.token), 403);
    await login(t.app, victim.email, victim.password);
  });
});

describe('the audit log of invitations', () => {
  const entries = async (kind: string) =>
    (await getAs(t.app, `/api/admin/audit?kind=${kind}&limit=100`, t.adminToken)).json<AuditListResponse>()
      .entries;

  it('names who invited whom as what, who withdrew it, and who joined by accepting', async () => {
    const email = newAddress();
    const token = await invitedToken(email, 'door');
    const [invited] = await entries('invitation');
    expect(invited).toMatchObject({ action: 'invite', actor: { id: t.adminId, role: 'admin' } });
    expect(invited?.changes).toEqual([
      { field: 'email', before: null, after: email },
      { field: 'role', before: null, after: 'door' },
    ]);

    const accepted = await accept(token, 'Dora Door');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [joined] = await entries('invitation');
    expect(joined).toMatchObject({
      action: 'accept',
      recordId: invited?.recordId,
      actor: { name: 'Dora Door', role: 'door' },
    });

    const other = newAddress();
    await invitedToken(other);
    const [{ id } = { id: '' }] = (await pending()).filter((one) => one.email === other);
    expect((await withdraw(id)).statusCode).toBe(200);
    const [withdrawn] = await entries('invitation');
    expect(withdrawn).toMatchObject({ action: 'withdraw', recordId: id, actor: { id: t.adminId } });
    // A withdrawal that finds nothing pending writes nothing.
    const before = (await entries('invitation')).length;
    expect((await withdraw(id)).statusCode).toBe(404);
    expect(await entries('invitation')).toHaveLength(before);
  });
});
