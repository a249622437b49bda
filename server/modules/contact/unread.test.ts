import { setTimeout as sleep } from 'node:timers/promises';
import type { MessagesSeenResponse, UnreadMessagesResponse } from '@/contract';
import { ensureAdmin } from '../../seed/admin';
import {
  bearer,
  contactMessage,
  createTestApp,
  expectError,
  getAs,
  login,
  postFromNewAddress,
  sendJson,
  useTestApp,
} from '../../testing/test-app';

const t = useTestApp();

/** Sends a visitor's message; a pause keeps each message's time its own ("newest" is by time). */
async function arrive(subject: string): Promise<string> {
  const response = await postFromNewAddress(t.app, '/api/contact', contactMessage({ subject }));
  expect(response.statusCode, response.body).toBe(201);
  await sleep(5);
  return response.json<{ data: { createdAt: string } }>().data.createdAt;
}

async function unread(token = t.adminToken, query = ''): Promise<UnreadMessagesResponse> {
  const response = await getAs(t.app, `/api/admin/contact/unread${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UnreadMessagesResponse>();
}

async function seen(body: Record<string, unknown> = {}, token = t.adminToken): Promise<string | null> {
  const response = await sendJson(t.app, { method: 'POST', url: '/api/admin/contact/seen', token }, body);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<MessagesSeenResponse>();
  expect(answer.message).toBe('Messages marked as seen');
  return answer.seenAt;
}

const subjects = (answer: UnreadMessagesResponse) => answer.latest.map((m) => m.subject);

describe('what is new to an admin', () => {
  it('with no message at all: nothing is new, and looking marks nothing', async () => {
    expect(await unread()).toEqual({
      message: 'Unread messages fetched successfully',
      unread: 0,
      since: null,
      latest: [],
    });
    expect(await seen()).toBeNull();
  });

  it('before the first look every message is new; latest holds the five newest, newest first', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await arrive(`M${n}`);
    const answer = await unread();
    expect(answer.unread).toBe(7);
    expect(answer.since).toBeNull();
    expect(subjects(answer)).toEqual(['M7', 'M6', 'M5', 'M4', 'M3']);
    expect(answer.latest[0]).toMatchObject({ name: 'Ana', email: 'ana@school.test', message: 'A question' });
  });

  it('after a look, only what arrives later is new, in the count and in latest', async () => {
    const newest = (await unread()).latest[0]?.createdAt;
    // The marker is the newest message's own time, not the clock's.
    expect(await seen()).toBe(newest);
    expect(await unread()).toMatchObject({ unread: 0, since: newest, latest: [] });

    await arrive('M8');
    const answer = await unread();
    expect(answer).toMatchObject({ unread: 1, since: newest });
    expect(subjects(answer)).toEqual(['M8']);
  });

  it('upTo: a message that arrived while the screen was loading stays new', async () => {
    const shown = (await unread()).latest[0]?.createdAt;
    await arrive('M9, while the list was on its way');
    expect(await seen({ upTo: shown })).toBe(shown);
    const answer = await unread();
    expect(answer.unread).toBe(1);
    expect(subjects(answer)).toEqual(['M9, while the list was on its way']);
  });

  it('never moves back: a screen loaded earlier cannot make seen messages new again', async () => {
    const all = await seen();
    const older = new Date(Date.parse(all ?? '') - 60_000).toISOString();
    expect(await seen({ upTo: older })).toBe(all);
    expect((await unread()).unread).toBe(0);
  });

  it('a time past the newest message (a wrong clock) marks no more than what is stored', async () => {
    const newest = await arrive('M10');
    expect(await seen({ upTo: '2999-01-01T00:00:00.000Z' })).toBe(newest);
    await arrive('M11');
    expect(subjects(await unread())).toEqual(['M11']);
  });

  it('after= keeps in latest only what came after it (what a notifier has not shown), the count stays', async () => {
    const m12 = await arrive('M12');
    await arrive('M13');
    const answer = await unread(t.adminToken, `?after=${encodeURIComponent(m12)}`);
    expect(answer.unread).toBe(3);
    expect(subjects(answer)).toEqual(['M13']);
    // Any time zone: compared as the instant it names.
    const shifted = new Date(Date.parse(m12)).toISOString().replace('Z', '+00:00');
    expect(subjects(await unread(t.adminToken, `?after=${encodeURIComponent(shifted)}`))).toEqual(['M13']);
    // Before the last look: the marker still bounds latest.
    expect(subjects(await unread(t.adminToken, '?after=2000-01-01T00:00:00Z'))).toEqual([
      'M13',
      'M12',
      'M11',
    ]);
  });

  it.each(['yesterday', '2026-13-01T00:00:00Z', '2026-03-01', '2026-03-01T25:00:00Z'])(
    'after=%s is refused with 400 and a clear message',
    async (after) => {
      const response = await getAs(
        t.app,
        `/api/admin/contact/unread?after=${encodeURIComponent(after)}`,
        t.adminToken,
      );
      expectError(response, 400, /after/);
    },
  );

  it('a leap second the format allows but a clock cannot read is a 400, not a failure', async () => {
    const response = await getAs(
      t.app,
      `/api/admin/contact/unread?after=${encodeURIComponent('2026-12-31T23:59:60Z')}`,
      t.adminToken,
    );
    expectError(response, 400, /^after must be a date-time/);
  });

  it('upTo that is not a date-time is refused with 400', async () => {
    const response = await sendJson(
      t.app,
      { method: 'POST', url: '/api/admin/contact/seen', token: t.adminToken },
      { upTo: 'now' },
    );
    expectError(response, 400, /upTo/);
  });

  it('each admin has their own marker, and deleting an admin who looked works', async () => {
    const email = 'second-reader@test.school';
    const password = 'second-reader-password-7';
    await ensureAdmin(t.app.db, { adminEmail: email, adminPassword: password });
    const other = await login(t.app, email, password);
    await seen();
    await arrive('M14');
    // Never looked: everything is new to them, while the first admin has one new message.
    expect((await unread(other)).unread).toBe(14);
    expect((await unread()).unread).toBe(1);
    await seen({}, other);
    expect((await unread(other)).unread).toBe(0);
    expect((await unread()).unread).toBe(1);

    const { id } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('user_email', '=', email)
      .executeTakeFirstOrThrow();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const markers = await t.app.db.selectFrom('contact_seen').select('user_id').execute();
    expect(markers.map((m) => m.user_id)).not.toContain(id);
  });
});

it('is only for admins', async () => {
  const app = await createTestApp();
  try {
    expectError(await getAs(app.app, '/api/admin/contact/unread', null), 401);
    expectError(
      await sendJson(app.app, { method: 'POST', url: '/api/admin/contact/seen', token: null }, {}),
      401,
    );
  } finally {
    await app.close();
  }
});
