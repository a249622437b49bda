import type { AdminOverviewResponse } from '@/contract';
import { addDays, todayIso } from '../../lib/time';
import {
  contactMessage,
  createUser,
  expectError,
  getAs,
  postFromNewAddress,
  sendJson,
  useTestApp,
} from '../../testing/test-app';

const t = useTestApp();

async function overview(token: string | null = t.adminToken): Promise<AdminOverviewResponse> {
  const response = await getAs(t.app, '/api/admin/overview', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOverviewResponse>();
}

async function addMeeting(title: string, inDays: number): Promise<void> {
  const response = await sendJson(
    t.app,
    { method: 'POST', url: '/api/meetings', token: t.adminToken },
    {
      title,
      price: 0,
      date: addDays(todayIso(), inDays),
      hours: '18:00-20:00',
      location: 'Main hall',
      bookNow: 'At the office',
      category: 'Soon',
    },
  );
  expect(response.statusCode, response.body).toBe(201);
}

it('counts nothing on a new site, where only the administrator exists', async () => {
  expect(await overview()).toEqual({
    message: 'Overview fetched successfully',
    counts: { upcomingMeetings: 0, meetings: 0, courses: 0, users: 1, contactMessages: 0, pages: 0 },
    upcomingMeetings: [],
    unreadMessages: { unread: 0, since: null, latest: [] },
  });
});

it('gives the counts, the next five meetings from today soonest first, and the new messages', async () => {
  await addMeeting('Last week', -7);
  await addMeeting('Yesterday', -1);
  for (const [title, inDays] of [
    ['In a month', 30],
    ['Today', 0],
    ['Tomorrow', 1],
    ['Next week', 7],
    ['In two weeks', 14],
    ['In a year', 365],
  ] as const) {
    await addMeeting(title, inDays);
  }
  const course = await sendJson(
    t.app,
    { method: 'POST', url: '/api/courses', token: t.adminToken },
    { title: 'Robotics', price: 100, rating: 4 },
  );
  expect(course.statusCode, course.body).toBe(201);
  await createUser(t.app);
  const page = await sendJson(
    t.app,
    { method: 'POST', url: '/api/pages', token: t.adminToken },
    { title: 'Privacy notice', slug: 'privacy', body: 'We keep little.' },
  );
  expect(page.statusCode, page.body).toBe(201);
  for (const subject of ['First question', 'Second question']) {
    const sent = await postFromNewAddress(t.app, '/api/contact', contactMessage({ subject }));
    expect(sent.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  const answer = await overview();
  expect(answer.counts).toEqual({
    upcomingMeetings: 6,
    meetings: 8,
    courses: 1,
    users: 2,
    contactMessages: 2,
    pages: 1,
  });
  // The public list's "upcoming": from today on, so today's meeting is still in it.
  expect(answer.upcomingMeetings.map((m) => m.title)).toEqual([
    'Today',
    'Tomorrow',
    'Next week',
    'In two weeks',
    'In a month',
  ]);
  expect(answer.upcomingMeetings[0]).toMatchObject({ location: 'Main hall', date: todayIso() });
  expect(answer.unreadMessages?.unread).toBe(2);
  expect(answer.unreadMessages?.latest.map((m) => m.subject)).toEqual(['Second question', 'First question']);

  const seen = await sendJson(
    t.app,
    { method: 'POST', url: '/api/admin/contact/seen', token: t.adminToken },
    {},
  );
  expect(seen.statusCode).toBe(200);
  const after = await overview();
  expect(after.unreadMessages).toMatchObject({ unread: 0, latest: [] });
  expect(after.unreadMessages?.since).toBe(answer.unreadMessages?.latest[0]?.createdAt);
  // Seen is not gone: the total still counts them.
  expect(after.counts.contactMessages).toBe(2);
});

it('is for staff only, and shows the messages only to those who read them', async () => {
  const user = await createUser(t.app);
  expectError(await getAs(t.app, '/api/admin/overview', null), 401);
  expectError(await getAs(t.app, '/api/admin/overview', user.token), 403);
  for (const role of ['editor', 'door'] as const) {
    await t.app.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    const answer = await getAs(t.app, '/api/admin/overview', user.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminOverviewResponse>()).toMatchObject({ unreadMessages: null });
  }
});
