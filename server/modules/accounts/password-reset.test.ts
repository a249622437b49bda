import { RESET_LINK_DOES_NOT_WORK, type OutboxEmailResponse, type OutboxListResponse } from '@/contract';
import { useAccountMail } from '../../testing/account-mail';
import { bearer, expectError, getAs, login, postFromNewAddress, sendJson } from '../../testing/test-app';
import { ACCOUNT_LINKS_PER_HOUR, issueAccountLink } from './account-links';

const NEW_PASSWORD = 'lantern-orchard-7315';
const { t, deliver, newUser, tokenIn } = useAccountMail();
const askForLink = (email: string) => postFromNewAddress(t.app, '/api/password-reset', { email });
const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  postFromNewAddress(t.app, '/api/password-reset/confirm', { token, newPassword });
const outboxCount = async () => (await t.app.db.selectFrom('outbox').select('id').execute()).length;

/** The token of the reset link in an e-mail's text, checking the link's address on the way. */
const linkToken = (text: string) => tokenIn(text, '/reset-password');

/** Asks for a link for `email` and returns its token, read from the e-mail the mail server got. */
async function emailedToken(email: string): Promise<string> {
  expect((await askForLink(email)).statusCode).toBe(202);
  const [mail] = await deliver();
  if (!mail) throw new Error('No e-mail arrived');
  expect(mail.envelopeTo).toEqual([email]);
  return linkToken(mail.mail.text ?? '');
}

describe('forgot password', () => {
  it('answers the same for an address with an account and one without, and e-mails only the account', async () => {
    const user = await newUser();
    const known = await askForLink(user.email);
    const unknown = await askForLink(`nobody-${user.email}`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json<{ message: string }>().message).toMatch(/If an account uses this address/);

    const received = await deliver();
    expect(received.map((mail) => mail.envelopeTo)).toEqual([[user.email]]);
    const [mail] = received;
    expect(mail?.mail.subject).toBe('Choose a new password for Riverside Academy');
    expect(mail?.mail.text).toMatch(/works once, for 1 hour/);
    expect(mail?.mail.text).toMatch(new RegExp(`Dear ${user.username},`));
    // The address is compared as at login: without case or surrounding spaces.
    expect((await askForLink(`  ${user.email.toUpperCase()} `)).statusCode).toBe(202);
    expect(await outboxCount()).toBe(2);
  });

  it('a link chooses a new password once, ends every session and tells the owner', async () => {
    const user = await newUser();
    const otherDevice = await login(t.app, user.email, user.password);
    const token = await emailedToken(user.email);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ message: string }>().message).toMatch(/log in with your new password/);
    for (const session of [user.token, otherDevice]) {
      expectError(await getAs(t.app, '/api/profile', session), 401);
    }
    const oldLogin = await postFromNewAddress(t.app, '/api/login', {
      email: user.email,
      password: user.password,
    });
    expectError(oldLogin, 401, 'Invalid email or password');
    await login(t.app, user.email, NEW_PASSWORD);

    expectError(await confirm(token, 'another-quiet-harbour-42'), 400, RESET_LINK_DOES_NOT_WORK);
    await login(t.app, user.email, NEW_PASSWORD);

    const [told] = await deliver();
    expect(told?.envelopeTo).toEqual([user.email]);
    expect(told?.mail.subject).toBe('Your password for Riverside Academy was changed');
    expect(told?.mail.text).toMatch(/https:\/\/www\.riverside\.test\/forgot-password/);
  });

  it('keeps only the token’s hash: the database holds no working link', async () => {
    const user = await newUser();
    const token = await emailedToken(user.email);
    const rows = await t.app.db
      .selectFrom('account_links')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'password-reset')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expectError(await confirm(rows[0]?.token_hash ?? ''), 400, RESET_LINK_DOES_NOT_WORK);
  });

  it('a newer link ends the older one', async () => {
    const user = await newUser();
    const first = await emailedToken(user.email);
    const second = await emailedToken(user.email);
    expectError(await confirm(first), 400, RESET_LINK_DOES_NOT_WORK);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('a link ends when its hour is up', async () => {
    const user = await newUser();
    const anHourAndAMinuteAgo = new Date(Date.now() - 61 * 60_000);
    const token = await issueAccountLink(t.app.db, user.id, 'password-reset', anHourAndAMinuteAgo);
    expectError(await confirm(token), 400, RESET_LINK_DOES_NOT_WORK);
    const fiftyNineMinutesAgo = new Date(Date.now() - 59 * 60_000);
    const recent = await issueAccountLink(t.app.db, user.id, 'password-reset', fiftyNineMinutesAgo);
    expect((await confirm(recent)).statusCode).toBe(200);
  });

  it('a password changed on the account page ends the link sent before', async () => {
    const user = await newUser();
    const token = await emailedToken(user.email);
    const changed = await sendJson(
      t.app,
      { method: 'PATCH', url: '/api/profile/password', token: user.token },
      { currentPassword: user.password, newPassword: 'copper-meadow-lantern-58' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await confirm(token), 400, RESET_LINK_DOES_NOT_WORK);
  });

  it('refuses a weak password with its reason and leaves the link working', async () => {
    const user = await newUser();
    const token = await emailedToken(user.email);
    expectError(await confirm(token, 'password12345'), 400, /easy to guess|common/i);
    expectError(await confirm(token, 'short'), 400);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('of two requests racing with one link, one changes the password', async () => {
    const user = await newUser();
    const token = await emailedToken(user.email);
    const answers = await Promise.all([confirm(token), confirm(token, 'another-quiet-harbour-42')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it(`sends at most ${String(ACCOUNT_LINKS_PER_HOUR)} e-mails an hour to one account, answering the same`, async () => {
    const user = await newUser();
    const answers = [];
    const received = [];
    // Each ask's e-mail is delivered before the next ask, so the order sent is known: e-mails
    // written within one second carry the same Date and may reach the mail server in any order.
    for (let ask = 0; ask <= ACCOUNT_LINKS_PER_HOUR; ask += 1) {
      answers.push(await askForLink(user.email));
      received.push(...(await deliver()));
    }
    expect(new Set(answers.map((answer) => `${String(answer.statusCode)} ${answer.body}`)).size).toBe(1);
    expect(received).toHaveLength(ACCOUNT_LINKS_PER_HOUR);
    // The last one sent still works.
    const last = received.at(-1);
    expect((await confirm(linkToken(last?.mail.text ?? ''))).statusCode).toBe(200);
  });

  it('refuses a malformed request with a clear message', async () => {
    expectError(await postFromNewAddress(t.app, '/api/password-reset', {}), 400, /email/);
    expectError(await confirm(''), 400);
    expectError(await confirm('not-a-token-at-all'), 400, RESET_LINK_DOES_NOT_WORK);
  });
});

describe('a password reset sent by staff', () => {
  const sendFor = (id: string, token: string) =>
    t.app.inject({ method: 'POST', url: `/api/users/${id}/password-reset`, headers: bearer(token) });

  it('e-mails the user a link that says the school sent it; the password stays until it is used', async () => {
    const user = await newUser();
    const sent = await sendFor(user.id, t.adminToken);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json<{ message: string }>().message).toContain(user.email);
    const [mail] = await deliver();
    expect(mail?.envelopeTo).toEqual([user.email]);
    expect(mail?.mail.text).toMatch(/The staff of Riverside Academy sent you this link/);
    await login(t.app, user.email, user.password);
    expect((await confirm(linkToken(mail?.mail.text ?? ''))).statusCode).toBe(200);
    await login(t.app, user.email, NEW_PASSWORD);
  });

  it('is for administrators only, and says when there is no such user', async () => {
    const user = await newUser();
    expectError(await sendFor(user.id, user.token), 403);
    expectError(await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/password-reset` }), 401);
    expectError(await sendFor('no-such-user', t.adminToken), 404, 'No user with this id');
    expect(await outboxCount()).toBe(0);
  });

  it("the Outbox preview hides the link's token from staff", async () => {
    const user = await newUser();
    expect((await sendFor(user.id, t.adminToken)).statusCode).toBe(202);
    const list = await getAs(t.app, '/api/admin/outbox', t.adminToken);
    const [summary] = list.json<OutboxListResponse>().data;
    const preview = await getAs(t.app, `/api/admin/outbox/${summary?._id ?? ''}`, t.adminToken);
    const { text } = preview.json<OutboxEmailResponse>().email;
    expect(text).toContain('/reset-password?token=(hidden in the preview)');
    const [mail] = await deliver();
    expect(linkToken(mail?.mail.text ?? '')).toMatch(/^[\w-]{43}$/);
  });
});
