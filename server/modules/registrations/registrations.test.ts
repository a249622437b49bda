import {
  SEAT_COUNTS_FRESH_MS,
  type Meeting,
  type MeetingByIdResponse,
  type MeetingListResponse,
  type MeetingRegistrationsResponse,
  type MeetingSavedResponse,
  type MessageResponse,
  type MyRegistrationsResponse,
  type Registration,
  type RegistrationSavedResponse,
} from '@/contract';
import type { NewMeetingRow } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { addDays, todayIso } from '../../lib/time';
import * as fixtures from '../../testing/registration-fixtures';
import type { Visitor } from '../../testing/registration-fixtures';
import { bearer, expectError, sendJson, useTestApp } from '../../testing/test-app';
import { meetingsService } from '../meetings/meetings.service';
import { countByStatus } from './registrations.repository';
import { MESSAGES } from './registrations.service';

const t = useTestApp();
const today = todayIso();

const addMeeting = (overrides: Partial<NewMeetingRow> = {}) => fixtures.addMeeting(t.app, overrides);
const addVisitors = (count: number) => fixtures.addVisitors(t.app, t.config.jwtSecret, count);
const register = (meetingId: string, token: string) => fixtures.registerAs(t.app, meetingId, token);
const cancel = (meetingId: string, token: string) => fixtures.cancelAs(t.app, meetingId, token);

async function adminList(meetingId: string): Promise<Registration[]> {
  const response = await t.app.inject({
    url: `/api/meetings/${meetingId}/registrations`,
    headers: bearer(t.adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeetingRegistrationsResponse>().registrations;
}

async function meetingRecord(meetingId: string) {
  const response = await t.app.inject({ url: `/api/meetings/${meetingId}` });
  expect(response.statusCode).toBe(200);
  const [meeting] = response.json<MeetingByIdResponse>().meetings;
  if (!meeting) throw new Error('no meeting in the answer');
  return meeting;
}

const changeMeeting = (meetingId: string, body: Record<string, unknown>) =>
  sendJson(t.app, { method: 'PATCH', url: `/api/meetings/${meetingId}`, token: t.adminToken }, body);

/**
 * The seats the meeting's public record shows, once they have caught up: public answers take a
 * new count at most every SEAT_COUNTS_FRESH_MS (waited for here, never assumed).
 */
async function expectSeatsShown(meetingId: string, seats: Partial<Meeting>) {
  await vi.waitFor(async () => expect(await meetingRecord(meetingId)).toMatchObject(seats), {
    timeout: 20 * SEAT_COUNTS_FRESH_MS,
    interval: SEAT_COUNTS_FRESH_MS / 10,
  });
}

/** The counts the meeting shows match its registrations, and no place is given twice. */
async function expectConsistent(meetingId: string) {
  const counts = await countByStatus(t.app.db, meetingId);
  await expectSeatsShown(meetingId, { seatsTaken: counts.confirmed, waitlistLength: counts.waitlisted });
  const waiting = (await adminList(meetingId)).filter((r) => r.status === 'waitlisted');
  expect(waiting.map((r) => r.position)).toEqual(waiting.map((_, index) => index + 1));
}

describe('registering under load', () => {
  it('200 at once for 50 seats: exactly 50 confirmed, 150 waiting at places 1..150, each once', async () => {
    const meetingId = await addMeeting({ capacity: 50 });
    const visitors = await addVisitors(200);
    const answers = await Promise.all(visitors.map((v) => register(meetingId, v.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(visitors.map(() => 201));
    const registrations = answers.map((a) => a.json<RegistrationSavedResponse>().registration);
    const confirmed = registrations.filter((r) => r.status === 'confirmed');
    // In the order of the places each visitor was told.
    const waiting = registrations
      .filter((r) => r.status === 'waitlisted')
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(confirmed).toHaveLength(50);
    expect(confirmed.every((r) => r.position === null && r.confirmedAt !== null)).toBe(true);
    expect(waiting.map((r) => r.position)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    // What each visitor was told is what the list says.
    const listed = await adminList(meetingId);
    expect(listed.filter((r) => r.status === 'waitlisted').map((r) => r.id)).toEqual(
      waiting.map((r) => r.id),
    );
    expect(new Set(listed.filter((r) => r.status === 'confirmed').map((r) => r.id))).toEqual(
      new Set(confirmed.map((r) => r.id)),
    );
    await expectSeatsShown(meetingId, {
      capacity: 50,
      seatsTaken: 50,
      waitlistLength: 150,
    });
    await expectConsistent(meetingId);

    // 20 confirmed visitors cancel at once: the first 20 waiting get their seats, in order.
    const leaving = visitors.filter((v) => confirmed.slice(0, 20).some((r) => r.userId === v.id));
    const cancelled = await Promise.all(leaving.map((v) => cancel(meetingId, v.token)));
    expect(cancelled.map((a) => a.statusCode)).toEqual(leaving.map(() => 200));
    expect(cancelled[0]?.json<MessageResponse>().message).toBe(
      'Registration cancelled; your seat went to the first on the waiting list',
    );
    const after = await adminList(meetingId);
    const nowConfirmed = after.filter((r) => r.status === 'confirmed');
    expect(nowConfirmed).toHaveLength(50);
    const promoted = waiting.slice(0, 20).map((r) => r.id);
    expect(nowConfirmed.slice(30).map((r) => r.id)).toEqual(promoted);
    // Seated in the order of the queue, in time too: nobody before someone ahead of them.
    const seatTimes = promoted.map((id) => after.find((r) => r.id === id)?.confirmedAt ?? '');
    expect(seatTimes).toEqual([...seatTimes].sort());
    expect(after.filter((r) => r.status === 'waitlisted').map((r) => r.id)).toEqual(
      waiting.slice(20).map((r) => r.id),
    );
    expect(after.filter((r) => r.status === 'cancelled')).toHaveLength(20);
    await expectConsistent(meetingId);
  });
});

describe('registering, one visitor at a time', () => {
  let meetingId: string;
  let visitors: Visitor[];
  beforeAll(async () => {
    meetingId = await addMeeting({ capacity: 2 });
    visitors = await addVisitors(5);
  });
  const visitor = (index: number): Visitor => {
    const found = visitors[index];
    if (!found) throw new Error(`no visitor ${index}`);
    return found;
  };

  it('confirms while seats are free, then waits with a place; says so in words', async () => {
    const first = await register(meetingId, visitor(0).token);
    expect(first.statusCode).toBe(201);
    expect(first.json<RegistrationSavedResponse>()).toMatchObject({
      message: 'You are registered: your seat is confirmed',
      registration: {
        meetingId,
        userId: visitor(0).id,
        name: visitor(0).name,
        email: visitor(0).email,
        status: 'confirmed',
        position: null,
        cancelledAt: null,
        checkedInAt: null,
      },
    });
    expect((await register(meetingId, visitor(1).token)).statusCode).toBe(201);
    const third = await register(meetingId, visitor(2).token);
    expect(third.json<RegistrationSavedResponse>()).toMatchObject({
      message: 'The meeting is full: you are number 1 on the waiting list',
      registration: { status: 'waitlisted', position: 1, confirmedAt: null },
    });
    await expectSeatsShown(meetingId, { seatsTaken: 2, waitlistLength: 1 });
  });

  it('refuses a second registration of the same visitor (409), seated or waiting', async () => {
    expectError(await register(meetingId, visitor(0).token), 409, MESSAGES.alreadyConfirmed);
    expectError(await register(meetingId, visitor(2).token), 409, MESSAGES.alreadyWaiting);
  });

  it('shows My meetings with status, place and the meeting', async () => {
    const response = await t.app.inject({ url: '/api/me/registrations', headers: bearer(visitor(2).token) });
    expect(response.statusCode).toBe(200);
    const { registrations } = response.json<MyRegistrationsResponse>();
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({
      status: 'waitlisted',
      position: 1,
      meeting: { id: meetingId, title: 'Open evening', date: addDays(today, 10), location: 'Hall' },
    });
  });

  it('a waiting visitor who cancels frees no seat; the next waiting moves up', async () => {
    await register(meetingId, visitor(3).token);
    const cancelled = await cancel(meetingId, visitor(2).token);
    expect(cancelled.json<MessageResponse>().message).toBe('Registration cancelled');
    const mine = await t.app.inject({ url: '/api/me/registrations', headers: bearer(visitor(3).token) });
    expect(mine.json<MyRegistrationsResponse>().registrations[0]).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
    expectError(await cancel(meetingId, visitor(2).token), 404, MESSAGES.notRegistered);
    // Registering again after cancelling is a new registration, at the end of the list.
    const again = await register(meetingId, visitor(2).token);
    expect(again.json<RegistrationSavedResponse>().registration).toMatchObject({
      status: 'waitlisted',
      position: 2,
    });
    await expectConsistent(meetingId);
  });

  it('raising the capacity promotes in order, in the same change; lowering removes nobody', async () => {
    const raised = await changeMeeting(meetingId, { capacity: 3 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<MeetingSavedResponse>().meeting).toMatchObject({
      capacity: 3,
      seatsTaken: 3,
      waitlistLength: 1,
    });
    const list = await adminList(meetingId);
    expect(list.filter((r) => r.status === 'confirmed').map((r) => r.userId)).toEqual([
      visitor(0).id,
      visitor(1).id,
      visitor(3).id,
    ]);
    const lowered = await changeMeeting(meetingId, { capacity: 1 });
    expect(lowered.json<MeetingSavedResponse>().meeting).toMatchObject({ capacity: 1, seatsTaken: 3 });
    expect((await adminList(meetingId)).filter((r) => r.status === 'confirmed')).toHaveLength(3);
    // A seat freed while still over capacity goes to nobody.
    await cancel(meetingId, visitor(1).token);
    await expectSeatsShown(meetingId, { seatsTaken: 2, waitlistLength: 1 });
    await expectConsistent(meetingId);
  });

  it('an empty capacity turns registration off; the waiting list waits until seats are offered again', async () => {
    const off = await changeMeeting(meetingId, { capacity: '' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<MeetingSavedResponse>().meeting.capacity).toBeNull();
    expectError(await register(meetingId, visitor(4).token), 400, MESSAGES.noOnlineRegistration);
    await cancel(meetingId, visitor(0).token);
    await expectSeatsShown(meetingId, { seatsTaken: 1, waitlistLength: 1 });
    const on = await changeMeeting(meetingId, { capacity: 5 });
    expect(on.json<MeetingSavedResponse>().meeting).toMatchObject({ seatsTaken: 2, waitlistLength: 0 });
    await expectConsistent(meetingId);
  });
});

describe('seats apart from the catalogue', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a registration leaves the cached lists as they are; they show the new seats once SEAT_COUNTS_FRESH_MS has passed', async () => {
    // The clock the seat counts are read by, stopped: it moves only when the test says.
    vi.useFakeTimers({ toFake: ['performance'] });
    const meetingId = await addMeeting({ capacity: 3 });
    const [ana] = await addVisitors(1);
    if (!ana) throw new Error('no visitor');
    const computed = vi.spyOn(meetingsService, 'list');
    const list = async () => {
      const response = await t.app.inject({ url: '/api/meetings?limit=100' });
      expect(response.statusCode).toBe(200);
      const page = response.json<MeetingListResponse>();
      return page.meetings.find((m) => m._id === meetingId);
    };
    vi.advanceTimersByTime(SEAT_COUNTS_FRESH_MS);
    expect(await list()).toMatchObject({ seatsTaken: 0 });
    expect(computed).toHaveBeenCalledTimes(1);

    expect((await register(meetingId, ana.token)).statusCode).toBe(201);
    // Still the answer computed before: the registration moved the seats' counter only.
    expect(await list()).toMatchObject({ seatsTaken: 0 });
    expect(computed).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SEAT_COUNTS_FRESH_MS);
    expect(await list()).toMatchObject({ seatsTaken: 1, waitlistLength: 0 });
    expect(computed).toHaveBeenCalledTimes(2);
  });
});

describe('refusals', () => {
  let visitor: Visitor;
  beforeAll(async () => {
    [visitor] = (await addVisitors(1)) as [Visitor];
  });

  it('404 for no meeting, 400 for no online registration, a past meeting, closed registration', async () => {
    expectError(await register('no-such-meeting', visitor.token), 404, MESSAGES.noMeeting);
    const noSeats = await addMeeting({ capacity: null });
    expectError(await register(noSeats, visitor.token), 400, MESSAGES.noOnlineRegistration);
    const past = await addMeeting({ date: addDays(today, -1) });
    expectError(await register(past, visitor.token), 400, MESSAGES.past);
    const closed = await addMeeting({ registration_closes_at: new Date(Date.now() - 60_000).toISOString() });
    expectError(await register(closed, visitor.token), 400, MESSAGES.closed);
    // Today's meeting still takes registrations, as the upcoming lists still show it.
    const todays = await addMeeting({ date: today });
    expect((await register(todays, visitor.token)).statusCode).toBe(201);
  });

  it('needs a login (401) and, for the list, an administrator (403)', async () => {
    const meetingId = await addMeeting();
    expectError(await t.app.inject({ method: 'POST', url: `/api/meetings/${meetingId}/registrations` }), 401);
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/meetings/${meetingId}/registrations/me` }),
      401,
    );
    expectError(await t.app.inject({ url: '/api/me/registrations' }), 401);
    expectError(
      await t.app.inject({ url: `/api/meetings/${meetingId}/registrations`, headers: bearer(visitor.token) }),
      403,
    );
    expectError(
      await t.app.inject({ url: '/api/meetings/nope/registrations', headers: bearer(t.adminToken) }),
      404,
      MESSAGES.noMeeting,
    );
  });

  it('checks the capacity an admin sends', async () => {
    const meetingId = await addMeeting();
    const response = await changeMeeting(meetingId, { capacity: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Capacity /);
    expect((await changeMeeting(meetingId, { capacity: 'many' })).statusCode).toBe(400);
  });
});

/**
 * A CSV line's cells as a spreadsheet splitting on `separator` reads them: a double quote opens
 * and closes a quoted run (two inside it are one quote), the separator outside quotes ends a cell.
 */
function spreadsheetCells(line: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line.charAt(at);
    if (quoted && char === '"' && line.charAt(at + 1) === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('the admin list as CSV', () => {
  async function csvLines(meetingId: string): Promise<string[]> {
    const response = await t.app.inject({
      url: `/api/meetings/${meetingId}/registrations`,
      headers: { ...bearer(t.adminToken), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.split('\r\n');
    expect(lines.pop()).toBe('');
    return lines;
  }

  const rename = (visitor: Visitor, name: string) =>
    t.app.db.updateTable('users').set({ user_name: name }).where('id', '=', visitor.id).execute();

  it('has a header, one row per registration, every cell quoted and no formula', async () => {
    const meetingId = await addMeeting({ capacity: 1 });
    const [a, b] = (await addVisitors(2)) as [Visitor, Visitor];
    await rename(b, '=HYPERLINK("x"), "Bob"');
    await register(meetingId, a.token);
    await register(meetingId, b.token);
    const lines = await csvLines(meetingId);
    expect(lines[0]).toBe(
      '"Name","E-mail","Status","Position","Registered at","Confirmed at","Cancelled at"',
    );
    expect(lines[1]).toMatch(new RegExp(`^"${a.name}","${a.email}","confirmed","","`));
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\), ""Bob""","parent-.*","waitlisted","1","/);
    expect(lines).toHaveLength(3);
  });

  it("keeps each row whole in a spreadsheet splitting on ';' (pt-BR, de-DE) as on ',', no cell a formula", async () => {
    const meetingId = await addMeeting({ capacity: 2 });
    const [a, b] = (await addVisitors(2)) as [Visitor, Visitor];
    await rename(a, "x;=cmd|' /C calc'!A0;");
    await rename(b, '=1+1;@SUM(A1)');
    await register(meetingId, a.token);
    await register(meetingId, b.token);
    const lines = await csvLines(meetingId);
    expect(lines).toHaveLength(3);

    // Split on ',': the seven columns, the names as written (the formula one made text).
    const byComma = lines.map((line) => spreadsheetCells(line, ','));
    for (const cells of byComma) expect(cells).toHaveLength(7);
    expect(byComma[0]).toEqual([
      'Name',
      'E-mail',
      'Status',
      'Position',
      'Registered at',
      'Confirmed at',
      'Cancelled at',
    ]);
    expect(byComma.slice(1).map((cells) => cells.slice(0, 4))).toEqual([
      ["x;=cmd|' /C calc'!A0;", a.email, 'confirmed', ''],
      ["'=1+1;@SUM(A1)", b.email, 'confirmed', ''],
    ]);

    // Split on ';': no ';' outside quotes, so each line stays one cell, opening with the name.
    const bySemicolon = lines.map((line) => spreadsheetCells(line, ';'));
    for (const cells of bySemicolon) expect(cells).toHaveLength(1);
    expect(bySemicolon[1]?.[0]).toMatch(/^x;=cmd/);

    for (const cell of [...byComma, ...bySemicolon].flat()) expect(cell).not.toMatch(FORMULA_START);
  });

  it('quotes every cell per RFC 4180 and disarms every formula start inside the quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });
});
