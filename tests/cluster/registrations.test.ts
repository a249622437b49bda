import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SEAT_COUNTS_FRESH_MS,
  type MeetingRegistrationsResponse,
  type OutboxListResponse,
  type Registration,
} from '@/contract';
import { createDatabase, migrateToLatest } from '../../server/db/database';
import { addMeeting, addVisitors, type Visitor } from '../../server/testing/registration-fixtures';
import {
  ADMIN,
  call,
  CleanUp,
  loginAs,
  SHARED_JWT_SECRET,
  startBackend,
  type Backend,
} from './backend-process';
import { noTwoInstances, useTwoInstances } from './two-instances';

const register = (instance: Backend, meetingId: string, visitor: Visitor) =>
  call(instance, 'POST', `/api/meetings/${meetingId}/registrations`, { token: visitor.token });

async function registrations(
  instance: Backend,
  meetingId: string,
  adminToken: string,
): Promise<Registration[]> {
  const answer = await call(instance, 'GET', `/api/meetings/${meetingId}/registrations`, {
    token: adminToken,
  });
  expect(answer.status).toBe(200);
  return (answer.body as unknown as MeetingRegistrationsResponse).registrations;
}

async function outboxTotal(instance: Backend, adminToken: string): Promise<number> {
  const answer = await call(instance, 'GET', '/api/admin/outbox?limit=1', { token: adminToken });
  expect(answer.status).toBe(200);
  return (answer.body as unknown as OutboxListResponse).totalEmails;
}

describe.skipIf(noTwoInstances)('registrations across two backend instances on one PostgreSQL', () => {
  const instances = useTwoInstances();

  it('200 at once through both for 50 seats, then 20 cancellations: capacity kept, queue and promotions in order', async () => {
    const { a, b, db } = instances();
    const adminToken = await loginAs(a, ADMIN.email, ADMIN.password);
    const meetingId = await addMeeting({ db }, { capacity: 50 });
    const visitors = await addVisitors({ db }, SHARED_JWT_SECRET, 200);

    const answers = await Promise.all(visitors.map((v, i) => register(i % 2 === 0 ? a : b, meetingId, v)));
    expect(answers.map((answer) => answer.status)).toEqual(visitors.map(() => 201));
    const given = answers.map((answer) => (answer.body as { registration: Registration }).registration);
    expect(given.filter((r) => r.status === 'confirmed')).toHaveLength(50);
    const waitingPlaces = given.flatMap((r) => (r.status === 'waitlisted' ? [r.position] : []));
    expect(waitingPlaces.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 150 }, (_, i) => i + 1),
    );

    const before = await registrations(b, meetingId, adminToken);
    const firstWaiting = before
      .filter((r) => r.status === 'waitlisted')
      .slice(0, 20)
      .map((r) => r.userId);
    const leaving = before
      .filter((r) => r.status === 'confirmed')
      .slice(0, 20)
      .map((r) => r.userId);
    const byId = new Map(visitors.map((v) => [v.id, v]));
    const cancellations = await Promise.all(
      leaving.map((userId, i) => {
        const visitor = byId.get(userId ?? '');
        if (!visitor) throw new Error('a confirmed registration of nobody');
        return call(i % 2 === 0 ? b : a, 'DELETE', `/api/meetings/${meetingId}/registrations/me`, {
          token: visitor.token,
        });
      }),
    );
    expect(cancellations.map((answer) => answer.status)).toEqual(leaving.map(() => 200));

    const after = await registrations(a, meetingId, adminToken);
    const confirmed = after.filter((r) => r.status === 'confirmed');
    expect(confirmed).toHaveLength(50);
    // Exactly the first 20 of the queue got the freed seats; the rest moved up 20 places.
    expect(
      confirmed
        .slice(-20)
        .map((r) => r.userId)
        .sort(),
    ).toEqual([...firstWaiting].sort());
    const waiting = after.filter((r) => r.status === 'waitlisted');
    expect(waiting.map((r) => r.position)).toEqual(Array.from({ length: 130 }, (_, i) => i + 1));
    expect(waiting.map((r) => r.userId)).toEqual(
      before
        .filter((r) => r.status === 'waitlisted')
        .slice(20)
        .map((r) => r.userId),
    );

    // Each change wrote its e-mail with it: 200 registrations, 20 cancellations, 20 promotions.
    expect(await outboxTotal(b, adminToken)).toBe(240);
    // What the public record shows of the seats catches up within SEAT_COUNTS_FRESH_MS.
    await vi.waitFor(
      async () => {
        const meeting = await call(b, 'GET', `/api/meetings/${meetingId}`);
        expect((meeting.body.meetings as { seatsTaken: number; waitlistLength: number }[])[0]).toMatchObject({
          seatsTaken: 50,
          waitlistLength: 130,
        });
      },
      { timeout: 20 * SEAT_COUNTS_FRESH_MS, interval: SEAT_COUNTS_FRESH_MS / 10 },
    );
  });
});

describe('a registration acknowledged to the visitor', () => {
  it('survives kill -9 of the backend right after the answer (embedded SQLite)', async () => {
    const cleanUp = new CleanUp();
    try {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'school-kill-'));
      cleanUp.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
      // The visitors and the meeting are there before the backend starts (it alone may open the file then).
      const db = createDatabase({ dataDir, databaseUrl: undefined });
      await migrateToLatest(db);
      const meetingId = await addMeeting({ db }, { capacity: 10 });
      const visitors = await addVisitors({ db }, SHARED_JWT_SECRET, 60);
      await db.destroy();

      const first = await startBackend({ DATA_DIR: dataDir });
      cleanUp.push(first.stop);
      const acknowledged: Registration[] = [];
      let killed = false;
      await Promise.all(
        visitors.map(async (visitor) => {
          try {
            const answer = await register(first, meetingId, visitor);
            if (answer.status !== 201 || killed) return;
            acknowledged.push((answer.body as { registration: Registration }).registration);
            // As soon as a third of them had their answer, the process dies with the rest in flight.
            if (acknowledged.length === 20) {
              killed = true;
              first.process.kill('SIGKILL');
            }
          } catch {
            // A request the dying process never answered: nothing was promised to that visitor.
          }
        }),
      );
      expect(killed).toBe(true);

      const second = await startBackend({ DATA_DIR: dataDir });
      cleanUp.push(second.stop);
      const adminToken = await loginAs(second, ADMIN.email, ADMIN.password);
      const kept = new Map((await registrations(second, meetingId, adminToken)).map((r) => [r.id, r]));
      for (const promised of acknowledged) {
        expect(kept.get(promised.id)).toMatchObject({ status: promised.status, position: promised.position });
      }
      // Its e-mail was kept with it.
      const outbox = await call(second, 'GET', '/api/admin/outbox?limit=100', { token: adminToken });
      const recipients = new Set((outbox.body as unknown as OutboxListResponse).data.map((e) => e.to));
      for (const promised of acknowledged) expect(recipients).toContain(promised.email);
    } finally {
      await cleanUp.run();
    }
  });
});
