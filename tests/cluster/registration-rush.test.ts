import type { MeetingCategoryPage, MeetingRegistrationsResponse, Registration } from '@/contract';
import { addMeeting, addVisitors } from '../../server/testing/registration-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/testing/smtp-test-server';
import { ADMIN, call, loginAs, SHARED_JWT_SECRET } from './backend-process';
import { noTwoInstances, useTwoInstances } from './two-instances';

const VISITORS = 300;
const SEATS = 50;
const LIST = `/api/meetings/category/${encodeURIComponent('All Meetings')}?page=1&limit=9`;

/**
 * Registration opening, small: 300 visitors at once for 50 seats through two instances whose pools
 * hold 3 connections each, so most requests wait in line for a connection. Every one must get its
 * answer (no 5xx, no "database not available"), the seats and places must be exact, each e-mail
 * must reach the mail server once, and a visitor just reading the site meanwhile is served.
 */
describe.skipIf(noTwoInstances)('a registration rush on two instances with small pools (PostgreSQL)', () => {
  let smtp: SmtpTestServer;
  const instances = useTwoInstances(async (cleanUp) => {
    smtp = await startSmtpTestServer();
    cleanUp.push(smtp.stop);
    return {
      DATABASE_POOL_SIZE: '3',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'School <office@school.example>',
      PUBLIC_URL: 'https://school.example',
    };
  });

  const meetingsVersion = async () =>
    (
      await instances()
        .db.selectFrom('data_versions')
        .select('version')
        .where('name', '=', 'meetings')
        .executeTakeFirstOrThrow()
    ).version;

  it('answers every one, keeps seats and places exact, e-mails each once, and serves readers meanwhile', async () => {
    const { a, b, db } = instances();
    const adminToken = await loginAs(a, ADMIN.email, ADMIN.password);
    const meetingId = await addMeeting({ db }, { capacity: SEATS });
    const visitors = await addVisitors({ db }, SHARED_JWT_SECRET, VISITORS);
    const listed = await call(a, 'GET', LIST);
    expect(listed.status).toBe(200);
    const catalogue = await meetingsVersion();

    // A bystander reads the site on both instances for as long as the rush lasts.
    const rush = { on: true };
    const bystander: number[] = [];
    const reading = (async () => {
      for (let i = 0; rush.on; i += 1) {
        const answer = await call(i % 2 === 0 ? a : b, 'GET', i % 3 === 0 ? '/api/pages' : LIST);
        bystander.push(answer.status);
      }
    })();
    const answers = await Promise.all(
      visitors.map((visitor, i) =>
        call(i % 2 === 0 ? a : b, 'POST', `/api/meetings/${meetingId}/registrations`, {
          token: visitor.token,
        }),
      ),
    );
    rush.on = false;
    await reading;

    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: VISITORS });
    expect(bystander.length).toBeGreaterThan(0);
    expect(bystander.filter((status) => status !== 200)).toEqual([]);

    const given = answers.map((answer) => (answer.body as { registration: Registration }).registration);
    expect(given.filter((r) => r.status === 'confirmed')).toHaveLength(SEATS);
    const places = given.flatMap((r) => (r.status === 'waitlisted' ? [r.position ?? 0] : []));
    expect(places.sort((x, y) => x - y)).toEqual(Array.from({ length: VISITORS - SEATS }, (_, i) => i + 1));
    const list = await call(b, 'GET', `/api/meetings/${meetingId}/registrations`, { token: adminToken });
    const kept = (list.body as unknown as MeetingRegistrationsResponse).registrations;
    expect(kept.filter((r) => r.status === 'waitlisted').map((r) => r.id)).toEqual(
      given
        .filter((r) => r.status === 'waitlisted')
        .sort((x, y) => (x.position ?? 0) - (y.position ?? 0))
        .map((r) => r.id),
    );

    // The catalogue did not move: every list, record, count and page cached before the rush is
    // still good. The seats it shows catch up within SEAT_COUNTS_FRESH_MS (waited for here).
    expect(await meetingsVersion()).toBe(catalogue);
    await vi.waitFor(
      async () => {
        const page = (await call(a, 'GET', LIST)).body as unknown as MeetingCategoryPage;
        expect(page.meetings.find((m) => m._id === meetingId)).toMatchObject({
          seatsTaken: SEATS,
          waitlistLength: VISITORS - SEATS,
        });
      },
      { timeout: 30_000, interval: 200 },
    );

    // One e-mail per registration, each delivered once, whichever instance sent it.
    await smtp.waitFor(VISITORS, 120_000);
    const rows = await db.selectFrom('outbox').select(['id', 'status']).execute();
    expect(rows).toHaveLength(VISITORS);
    await vi.waitFor(
      async () => {
        const left = await db.selectFrom('outbox').select('id').where('status', '<>', 'sent').execute();
        expect(left).toEqual([]);
      },
      { timeout: 60_000, interval: 250 },
    );
    const byMessageId = smtp.countByMessageId();
    expect(byMessageId.size).toBe(VISITORS);
    expect([...byMessageId.values()].filter((count) => count !== 1)).toEqual([]);
    for (const row of rows) expect(byMessageId.get(`<${row.id}@school.example>`)).toBe(1);
  });
});
