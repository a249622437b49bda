import {
  VERIFY_LINK_DOES_NOT_WORK,
  type MessageResponse,
  type ProfileExport,
  type ProfileResponse,
} from '@/contract';
import { useAccountMail } from '../../testing/account-mail';
import { addMeeting, addVisitors, registerAs } from '../../testing/registration-fixtures';
import { settingsInput } from '../../testing/site-fixtures';
import {
  ADMIN,
  bearer,
  contactMessage,
  createUser,
  expectError,
  getAs,
  login,
  postFromNewAddress,
  sendJson,
} from '../../testing/test-app';
import { issueAccountLink } from './account-links';
import { ADDRESS_TAKEN_MEANWHILE } from './email-change';

const { t, deliver, newUser, tokenIn, profileOf } = useAccountMail();
const changeDetails = (token: string, payload: Record<string, unknown>) =>
  sendJson(t.app, { method: 'PATCH', url: '/api/profile', token }, payload);
const askForAddress = (token: string, newEmail: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/email',
    headers: bearer(token),
    payload: { newEmail, password },
  });
const confirm = (token: string) => postFromNewAddress(t.app, '/api/email-verification/confirm', { token });
const loginStatus = async (email: string, password: string) =>
  (await postFromNewAddress(t.app, '/api/login', { email, password })).statusCode;
const deleteAccount = (token: string, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(token), payload: { password } });
/** Each recipient's e-mail subject (e-mails written together may arrive in any order). */
const subjectsTo = (received: Awaited<ReturnType<typeof deliver>>) =>
  Object.fromEntries(received.map((mail) => [mail.envelopeTo.join(', '), mail.mail.subject]));
/** The text of the e-mail sent to `address`. */
const textTo = (received: Awaited<ReturnType<typeof deliver>>, address: string) =>
  received.find((mail) => mail.envelopeTo.includes(address))?.mail.text;
let addressCount = 0;
const freshEmail = () => {
  addressCount += 1;
  return `moved-${String(addressCount)}-${String(Date.now())}@test.school`;
};

describe('your details', () => {
  it('changes the name and phone number as sign-up takes them; the phone may be emptied where the school does not require one', async () => {
    const user = await newUser();
    const saved = await changeDetails(user.token, { name: '  Maria Silva ', phone: '+44 20 7946 0000' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProfileResponse>().data).toMatchObject({
      userName: 'Maria Silva',
      userPhoneNumber: '+44 20 7946 0000',
      userEmail: user.email,
    });
    // Required at sign-up by default: it cannot be emptied, nor be too short.
    expectError(await changeDetails(user.token, { phone: '' }), 400, 'phone must be at least 3 characters');
    expectError(await changeDetails(user.token, { phone: '12' }), 400, 'phone must be at least 3 characters');
    expect(await profileOf(user.token)).toMatchObject({ userPhoneNumber: '+44 20 7946 0000' });

    const settings = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      { ...settingsInput(), phoneAtSignUp: 'optional' },
    );
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await changeDetails(user.token, { phone: '' })).statusCode).toBe(200);
    expect(await profileOf(user.token)).toMatchObject({ userName: 'Maria Silva', userPhoneNumber: '' });
    expectError(await changeDetails(user.token, { phone: '12' }), 400, 'phone must be at least 3 characters');

    // Required again: an account without a number (an invited member of staff's) may stay so.
    const required = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      { ...settingsInput(), phoneAtSignUp: 'required' },
    );
    expect(required.statusCode, required.body).toBe(200);
    expect((await changeDetails(user.token, { name: 'Maria S.', phone: '' })).statusCode).toBe(200);
  });

  it('refuses what sign-up refuses, saying why, and changes nothing', async () => {
    const user = await newUser();
    expectError(await changeDetails(user.token, { name: '   ' }), 400, /name/);
    expectError(await changeDetails(user.token, { phone: 'call me' }), 400, /phone/);
    expectError(await changeDetails(user.token, { role: 'admin' }), 400);
    expectError(
      await changeDetails(user.token, {}),
      400,
      'Nothing to change: send a new name or phone number.',
    );
    expect(await profileOf(user.token)).toMatchObject({ userName: user.username, role: 'user' });
  });
});

describe('a new e-mail address', () => {
  it('counts only once the link e-mailed there is opened, once; the old address is told', async () => {
    const user = await newUser();
    const newEmail = freshEmail();
    expectError(
      await askForAddress(user.token, newEmail, 'not-my-password'),
      400,
      'Current password is not correct',
    );
    expect(await deliver()).toEqual([]);

    const asked = await askForAddress(user.token, newEmail, user.password);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<MessageResponse>().message).toContain(newEmail);
    const received = await deliver();
    expect(subjectsTo(received)).toEqual({
      [newEmail]: 'Confirm your new e-mail address for Riverside Academy',
      [user.email]: 'A new e-mail address was asked for your account at Riverside Academy',
    });
    expect(textTo(received, user.email)).toContain(newEmail);
    expect(await profileOf(user.token)).toMatchObject({ userEmail: user.email, pendingEmail: newEmail });
    // Until it is opened the account logs in with its old address only.
    expect(await loginStatus(newEmail, user.password)).toBe(401);
    expect(await loginStatus(user.email, user.password)).toBe(200);

    const link = tokenIn(textTo(received, newEmail), '/verify-email');
    expect((await confirm(link)).statusCode).toBe(200);
    expectError(await confirm(link), 400, VERIFY_LINK_DOES_NOT_WORK);
    const moved = await profileOf(user.token);
    expect(moved).toMatchObject({ userEmail: newEmail, emailVerified: true });
    expect(moved.pendingEmail).toBeUndefined();
    expect(await loginStatus(newEmail, user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
  });

  it('a link ends after a day, and the address stays', async () => {
    const user = await newUser();
    const newEmail = freshEmail();
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    const old = await issueAccountLink(t.app.db, user.id, 'email-change', dayAgo, newEmail);
    expectError(await confirm(old), 400, VERIFY_LINK_DOES_NOT_WORK);
    expect(await profileOf(user.token)).toMatchObject({ userEmail: user.email });
    expect((await profileOf(user.token)).pendingEmail).toBeUndefined();
  });

  it("answers an address that has an account as any other, and tells that account's owner instead", async () => {
    const user = await newUser();
    const owner = await newUser();
    const free = freshEmail();
    const toFree = await askForAddress(user.token, free, user.password);
    await deliver();
    const toTaken = await askForAddress(user.token, owner.email, user.password);
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(toTaken.json<MessageResponse>().message.replace(owner.email, '…')).toBe(
      toFree.json<MessageResponse>().message.replace(free, '…'),
    );
    const received = await deliver();
    expect(subjectsTo(received)).toEqual({
      [owner.email]: 'Your e-mail address was entered at Riverside Academy',
      [user.email]: 'A new e-mail address was asked for your account at Riverside Academy',
    });
    expect(textTo(received, owner.email)).not.toMatch(/token=/);
    // The account page shows the request as for any address; the owner's account is untouched.
    expect((await profileOf(user.token)).pendingEmail).toBe(owner.email);
    expect(await loginStatus(owner.email, owner.password)).toBe(200);
  });

  it('refuses a link whose address another account took meanwhile, keeping the old one', async () => {
    const user = await newUser();
    const newEmail = freshEmail();
    expect((await askForAddress(user.token, newEmail, user.password)).statusCode).toBe(202);
    const received = await deliver();
    await createUser(t.app, { email: newEmail });
    const link = tokenIn(textTo(received, newEmail), '/verify-email');
    expectError(await confirm(link), 400, ADDRESS_TAKEN_MEANWHILE);
    expect(await profileOf(user.token)).toMatchObject({ userEmail: user.email });
  });

  it("refuses the account's own address, and needs a session", async () => {
    const user = await newUser();
    expectError(
      await askForAddress(user.token, user.email.toUpperCase(), user.password),
      400,
      'This is the address your account uses already.',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/profile/email',
        payload: { newEmail: freshEmail(), password: user.password },
      }),
      401,
    );
  });
});

describe('logging out everywhere else', () => {
  it('ends every other session of the account, not this one', async () => {
    const user = await newUser();
    const phone = await login(t.app, user.email, user.password);
    const other = await newUser();
    const done = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/sessions',
      headers: bearer(user.token),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<MessageResponse>().message).toMatch(/every other device/);
    expect((await getAs(t.app, '/api/profile', user.token)).statusCode).toBe(200);
    expectError(await getAs(t.app, '/api/profile', phone), 401);
    // Nobody else's.
    expect((await getAs(t.app, '/api/profile', other.token)).statusCode).toBe(200);
  });
});

describe('downloading my data', () => {
  it('is a dated JSON file: the account, its registrations with their meetings, its messages; no secret', async () => {
    const user = await newUser();
    const meetingId = await addMeeting(t.app, { title: 'Science Fair' });
    expect((await registerAs(t.app, meetingId, user.token)).statusCode).toBe(201);
    const sent = await postFromNewAddress(
      t.app,
      '/api/contact',
      contactMessage({ email: user.email.toUpperCase(), subject: 'About the fair' }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await postFromNewAddress(t.app, '/api/contact', contactMessage({ subject: 'Someone else' }));

    const response = await getAs(t.app, '/api/profile/export', user.token);
    expect(response.statusCode, response.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="my-data-${today}.json"`);
    const data = response.json<ProfileExport>();
    expect(data.account).toMatchObject({ id: user.id, userEmail: user.email });
    expect(data.registrations.map((r) => [r.meeting.title, r.status])).toEqual([
      ['Science Fair', 'confirmed'],
    ]);
    expect(data.messages.map((message) => message.subject)).toEqual(['About the fair']);
    const hash = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(response.body).not.toContain(hash.password_hash);
    expect(response.body).not.toMatch(/password|token|hash/i);
    expectError(await getAs(t.app, '/api/profile/export', null), 401);
  });
});

describe('deleting my account', () => {
  it('cancels its coming registrations (the waiting person gets the seat and is told) and removes it', async () => {
    const user = await newUser();
    const meetingId = await addMeeting(t.app, { capacity: 1, title: 'Open Day' });
    expect((await registerAs(t.app, meetingId, user.token)).statusCode).toBe(201);
    const [waiting] = await addVisitors(t.app, t.config.jwtSecret, 1);
    if (!waiting) throw new Error('no visitor');
    expect((await registerAs(t.app, meetingId, waiting.token)).statusCode).toBe(201);
    const sent = await postFromNewAddress(t.app, '/api/contact', contactMessage({ email: user.email }));
    await deliver();

    expectError(await deleteAccount(user.token, 'not-my-password'), 400, 'Current password is not correct');
    expect((await getAs(t.app, '/api/profile', user.token)).statusCode).toBe(200);

    const done = await deleteAccount(user.token, user.password);
    expect(done.statusCode, done.body).toBe(200);
    expectError(await getAs(t.app, '/api/profile', user.token), 401);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    const seats = await t.app.db
      .selectFrom('registrations')
      .select(['email', 'status', 'user_id'])
      .where('meeting_id', '=', meetingId)
      .orderBy('queue_seq')
      .execute();
    expect(seats).toEqual([
      { email: user.email, status: 'cancelled', user_id: null },
      { email: waiting.email, status: 'confirmed', user_id: waiting.id },
    ]);
    const told = await deliver();
    expect(told.map((mail) => [mail.envelopeTo, mail.mail.subject])).toEqual([
      [[waiting.email], 'A seat is yours: Open Day'],
    ]);
    // The message stays, holding its address as sent.
    const messageId = sent.json<{ data: { id: string } }>().data.id;
    const kept = await t.app.db
      .selectFrom('contact_submissions')
      .select('email')
      .where('id', '=', messageId)
      .executeTakeFirst();
    expect(kept).toEqual({ email: user.email });
  });

  it('refuses the last administrator (who stays), not an administrator who has another', async () => {
    expectError(
      await deleteAccount(t.adminToken, ADMIN.password),
      409,
      'The last administrator keeps the role: make someone else an administrator first.',
    );
    expect((await getAs(t.app, '/api/profile', t.adminToken)).statusCode).toBe(200);

    const second = await newUser();
    await t.app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', second.id).execute();
    expect((await deleteAccount(second.token, second.password)).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/profile', t.adminToken)).statusCode).toBe(200);
  });
});
