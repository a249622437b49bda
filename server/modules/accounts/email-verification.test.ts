import type { RegisterResponse } from '@/contract';
import { VERIFY_LINK_DOES_NOT_WORK } from '@/contract';
import { useAccountMail } from '../../testing/account-mail';
import { addMeeting, registerAs } from '../../testing/registration-fixtures';
import { bearer, expectError, getAs, login, postFromNewAddress, signUpForm } from '../../testing/test-app';
import { ACCOUNT_LINKS_PER_HOUR, issueAccountLink } from './account-links';
import { removeUnconfirmedAccounts } from './unconfirmed-accounts';

const { t, deliver, tokenIn, profileOf } = useAccountMail();
const confirm = (token: string) => postFromNewAddress(t.app, '/api/email-verification/confirm', { token });
const resend = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/email-verification', headers: bearer(token) });

/** Signs up through the API and logs in; the e-mails the sign-up sent, delivered. */
async function signUp(overrides: Parameters<typeof signUpForm>[0] = {}) {
  const form = signUpForm(overrides);
  const answer = await postFromNewAddress(t.app, '/api/register', form);
  expect(answer.statusCode, answer.body).toBe(201);
  const received = await deliver();
  return { form, answer, received };
}

describe('confirming the address', () => {
  it('sign-up e-mails a link; the account works at once, and the link confirms it once', async () => {
    const { form, answer, received } = await signUp();
    expect(answer.json<RegisterResponse>().data.emailVerified).toBe(false);
    expect(received.map((mail) => mail.envelopeTo)).toEqual([[form.email]]);
    const [mail] = received;
    expect(mail?.mail.subject).toBe('Confirm your e-mail address for Riverside Academy');
    expect(mail?.mail.text).toMatch(/not confirmed within 7 days is removed/);

    const token = await login(t.app, form.email, form.password);
    expect((await profileOf(token)).emailVerified).toBe(false);
    const link = tokenIn(mail?.mail.text, '/verify-email');
    const done = await confirm(link);
    expect(done.statusCode, done.body).toBe(200);
    expect((await profileOf(token)).emailVerified).toBe(true);
    expectError(await confirm(link), 400, VERIFY_LINK_DOES_NOT_WORK);
  });

  it('a link ends after its seven days', async () => {
    const { form, answer } = await signUp();
    const { id } = answer.json<RegisterResponse>().data;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    const old = await issueAccountLink(t.app.db, id, 'email-verification', eightDaysAgo);
    expectError(await confirm(old), 400, VERIFY_LINK_DOES_NOT_WORK);
    const token = await login(t.app, form.email, form.password);
    expect((await profileOf(token)).emailVerified).toBe(false);
  });

  it('a logged-in owner can ask for a new link, which ends the older one; not once confirmed', async () => {
    const { form, received } = await signUp();
    const first = tokenIn(received[0]?.mail.text, '/verify-email');
    const session = await login(t.app, form.email, form.password);
    const again = await resend(session);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<{ message: string }>().message).toContain(form.email);
    const [mail] = await deliver();
    const second = tokenIn(mail?.mail.text, '/verify-email');
    expectError(await confirm(first), 400, VERIFY_LINK_DOES_NOT_WORK);
    expect((await confirm(second)).statusCode).toBe(200);
    expectError(await resend(session), 409, 'Your e-mail address is confirmed already.');
    expectError(await t.app.inject({ method: 'POST', url: '/api/email-verification' }), 401);
  });

  it(`sends at most ${String(ACCOUNT_LINKS_PER_HOUR)} confirmation e-mails an hour to one account`, async () => {
    const { form } = await signUp();
    const session = await login(t.app, form.email, form.password);
    for (let ask = 0; ask < ACCOUNT_LINKS_PER_HOUR + 1; ask += 1) {
      expect((await resend(session)).statusCode).toBe(202);
    }
    // The sign-up's own counts among them.
    expect(await deliver()).toHaveLength(ACCOUNT_LINKS_PER_HOUR - 1);
  });

  it('a new password chosen through a reset link confirms the address too', async () => {
    const { form } = await signUp();
    expect((await postFromNewAddress(t.app, '/api/password-reset', { email: form.email })).statusCode).toBe(
      202,
    );
    const [mail] = await deliver();
    const reset = tokenIn(mail?.mail.text, '/reset-password');
    const newPassword = 'lantern-orchard-7315';
    const done = await postFromNewAddress(t.app, '/api/password-reset/confirm', {
      token: reset,
      newPassword,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await profileOf(await login(t.app, form.email, newPassword))).emailVerified).toBe(true);
  });

  it("an unconfirmed account's registration e-mails ask it to confirm; a confirmed one's do not", async () => {
    const { form, received } = await signUp();
    const session = await login(t.app, form.email, form.password);
    const meetingId = await addMeeting(t.app, { capacity: 10 });
    expect((await registerAs(t.app, meetingId, session)).statusCode).toBe(201);
    const [unconfirmed] = await deliver();
    expect(unconfirmed?.mail.subject).toMatch(/^Your seat is confirmed/);
    expect(unconfirmed?.mail.text).toMatch(/Please confirm your e-mail address with the link we sent/);

    expect((await confirm(tokenIn(received[0]?.mail.text, '/verify-email'))).statusCode).toBe(200);
    const other = await addMeeting(t.app, { capacity: 10 });
    expect((await registerAs(t.app, other, session)).statusCode).toBe(201);
    const [confirmed] = await deliver();
    expect(confirmed?.mail.subject).toMatch(/^Your seat is confirmed/);
    expect(confirmed?.mail.text).not.toMatch(/confirm your e-mail address/);
  });

  it('the administrator set up at start counts as confirmed', async () => {
    expect((await profileOf(t.adminToken)).emailVerified).toBe(true);
  });
});

describe('a sign-up with an address that has an account', () => {
  it('answers as for a new one, e-mails the owner a reset link instead, and changes nothing', async () => {
    const { form: owner, answer: first } = await signUp();
    const stranger = {
      ...signUpForm({ email: owner.email.toUpperCase(), password: 'someone-elses-passphrase-9' }),
      username: 'Someone Else',
    };
    const second = await postFromNewAddress(t.app, '/api/register', stranger);
    expect(second.statusCode).toBe(201);
    expect(Object.keys(second.json<RegisterResponse>().data).sort()).toEqual(
      Object.keys(first.json<RegisterResponse>().data).sort(),
    );
    expect(second.json<RegisterResponse>().message).toBe(first.json<RegisterResponse>().message);

    const [mail, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(mail?.envelopeTo).toEqual([owner.email]);
    expect(mail?.mail.subject).toBe('You already have an account at Riverside Academy');
    expect(mail?.mail.text).toMatch(/No second account was made, and yours is unchanged/);
    expectError(
      await postFromNewAddress(t.app, '/api/login', { email: owner.email, password: stranger.password }),
      401,
    );
    await login(t.app, owner.email, owner.password);
    // The link in it lets a forgetful owner in.
    const reset = tokenIn(mail?.mail.text, '/reset-password');
    const done = await postFromNewAddress(t.app, '/api/password-reset/confirm', {
      token: reset,
      newPassword: 'copper-meadow-lantern-58',
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('still refuses a weak password first, saying why', async () => {
    const { form } = await signUp();
    expectError(
      await postFromNewAddress(t.app, '/api/register', { ...form, password: 'password12345' }),
      400,
    );
    expect(await deliver()).toEqual([]);
  });
});

describe('accounts never confirmed', () => {
  const backdate = (id: string, days: number) =>
    t.app.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - days * 24 * 60 * 60_000).toISOString() })
      .where('id', '=', id)
      .execute();

  it('are removed after seven days, their seats passed on to the waiting list, and nobody else', async () => {
    const meetingId = await addMeeting(t.app, { capacity: 1, title: 'Open Day' });
    const stale = await signUp();
    const staleId = stale.answer.json<RegisterResponse>().data.id;
    const staleSession = await login(t.app, stale.form.email, stale.form.password);
    expect((await registerAs(t.app, meetingId, staleSession)).statusCode).toBe(201);
    await deliver();
    // Waiting behind it: an account that confirmed its address.
    const waiting = await signUp();
    expect((await confirm(tokenIn(waiting.received[0]?.mail.text, '/verify-email'))).statusCode).toBe(200);
    const waitingSession = await login(t.app, waiting.form.email, waiting.form.password);
    expect((await registerAs(t.app, meetingId, waitingSession)).statusCode).toBe(201);
    // Old too, but confirmed; and new and unconfirmed, with days left.
    await backdate(waiting.answer.json<RegisterResponse>().data.id, 30);
    const fresh = await signUp();
    await backdate(fresh.answer.json<RegisterResponse>().data.id, 6);
    await backdate(staleId, 8);
    await deliver();

    expect(await removeUnconfirmedAccounts(t.app.db, t.config)).toBe(1);

    expectError(await getAs(t.app, '/api/profile', staleSession), 401);
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', staleId).executeTakeFirst(),
    ).toBeUndefined();
    await login(t.app, waiting.form.email, waiting.form.password);
    await login(t.app, fresh.form.email, fresh.form.password);
    const registrations = await t.app.db
      .selectFrom('registrations')
      .select(['email', 'status'])
      .where('meeting_id', '=', meetingId)
      .orderBy('queue_seq')
      .execute();
    expect(registrations).toEqual([
      { email: stale.form.email, status: 'cancelled' },
      { email: waiting.form.email, status: 'confirmed' },
    ]);
    const told = await deliver();
    expect(told.map((mail) => [mail.envelopeTo, mail.mail.subject])).toEqual([
      [[waiting.form.email], 'A seat is yours: Open Day'],
    ]);
    // The administrator, unconfirmed or not, is never removed here.
    await t.app.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', t.adminId)
      .execute();
    await backdate(t.adminId, 60);
    expect(await removeUnconfirmedAccounts(t.app.db, t.config)).toBe(0);
  });
});
