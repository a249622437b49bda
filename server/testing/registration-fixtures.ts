import type { App } from '../app';
import type { Db } from '../db/database';
import type { NewMeetingRow } from '../db/schema';
import { newId } from '../lib/ids';
import { addDays, nowIso, todayIso } from '../lib/time';
import { startSession } from '../modules/accounts/sessions.service';
import { toUser } from '../modules/accounts/users.service';
import { bearer } from './test-app';

/** A meeting row straight into the table (capacity and dates as a test needs); its id. */
export async function addMeeting(app: { db: Db }, overrides: Partial<NewMeetingRow> = {}): Promise<string> {
  const now = nowIso();
  const id = newId();
  await app.db
    .insertInto('meetings')
    .values({
      id,
      title: 'Open evening',
      description: '',
      date: addDays(todayIso(), 10),
      price: 0,
      location: 'Hall',
      hours: '18:00 - 20:00',
      book_now: 'At the office',
      category: 'Soon',
      meeting_image: '',
      capacity: 50,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .execute();
  return id;
}

export interface Visitor {
  id: string;
  name: string;
  email: string;
  token: string;
}

/**
 * `count` visitors with a session each, written straight to the tables: signing up through the
 * API hashes a password each time, which 200 visitors cannot wait for. `jwtSecret`: the key the
 * app under test signs with. `app`: the app, or only the database of backends run as processes.
 */
export async function addVisitors(app: { db: Db }, jwtSecret: string, count: number): Promise<Visitor[]> {
  const now = nowIso();
  const rows = Array.from({ length: count }, () => {
    const id = newId();
    return {
      id,
      user_name: `Parent ${id.slice(0, 6)}`,
      user_email: `parent-${id}@test.school`,
      email_key: `parent-${id}@test.school`,
      phone_number: '123456',
      role: 'user',
      password_hash: 'not used: these visitors never log in with a password',
      session_version: 0,
      created_at: now,
      email_verified_at: now,
      locked_at: null,
    };
  });
  await app.db.insertInto('users').values(rows).execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.user_name,
      email: row.user_email,
      token: await startSession(
        app.db,
        { user: toUser(row), passwordHash: row.password_hash, sessionVersion: 0 },
        jwtSecret,
      ),
    })),
  );
}

/** POST /api/meetings/{id}/registrations as the visitor with `token`. */
export const registerAs = (app: App, meetingId: string, token: string) =>
  app.inject({ method: 'POST', url: `/api/meetings/${meetingId}/registrations`, headers: bearer(token) });

/** DELETE /api/meetings/{id}/registrations/me as the visitor with `token`. */
export const cancelAs = (app: App, meetingId: string, token: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/meetings/${meetingId}/registrations/me`,
    headers: bearer(token),
  });
