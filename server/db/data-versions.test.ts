import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { SEAT_COUNTS_FRESH_MS } from '@/contract';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { createTestApp, type TestApp } from '../testing/test-app';
import { allDataVersions, dataVersion, seatsVersion, type VersionedTable } from './data-versions';
import { databaseEngine, migrateToLatest, type Db } from './database';
import { migrations } from './migrations';
import { addChangeCounters, dropChangeCounters } from './migrations/change-counters';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});
afterAll(async () => {
  await t.close();
});

const isPostgres = () => databaseEngine(t.config) === 'postgresql';

async function indexNames(): Promise<string[]> {
  const rows = isPostgres()
    ? await sql<{
        name: string;
      }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** The plan of a query, as text, with sequential scans ruled out on PostgreSQL (its test tables are tiny). */
async function plan(query: string, parameters: unknown[]): Promise<string> {
  const compiled = sql.raw(query).compile(db);
  if (!isPostgres()) {
    const rows = await db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${query}`,
      parameters,
    });
    return rows.rows.map((row) => row.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain ${query}`,
      parameters,
    });
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const meeting = (category = 'Soon') => {
  const now = nowIso();
  return {
    id: newId(),
    title: 'Counted',
    description: '',
    date: '2099-01-01',
    price: 0,
    location: 'Hall',
    hours: '9',
    book_now: 'Free',
    category,
    meeting_image: '',
    created_at: now,
    updated_at: now,
  };
};

/** A meeting row, straight into the table; its id. */
async function addMeeting(title: string): Promise<string> {
  const row = { ...meeting(), title };
  await db.insertInto('meetings').values(row).execute();
  return row.id;
}

/** A course row, straight into the table; its id. */
async function addCourse(title: string): Promise<string> {
  const now = nowIso();
  const id = newId();
  const row = {
    id,
    title,
    description: '',
    price: 1,
    rating: 4,
    course_image: '',
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('courses').values(row).execute();
  return id;
}

describe('migration 0003: list indexes and change counters', () => {
  it('has indexes in the order the lists sort by, in place of the older ones', async () => {
    const names = await indexNames();
    expect(names).toEqual(
      expect.arrayContaining(['meetings_order_idx', 'meetings_category_order_idx', 'courses_order_idx']),
    );
    expect(names).not.toContain('meetings_date_idx');
    expect(names).not.toContain('meetings_category_date_idx');
  });

  it('reads a category page along its index, without sorting', async () => {
    const p = isPostgres() ? ['$1', '$2', '$3', '$4', '$5', '$6'] : ['?', '?', '?', '?', '?', '?'];
    const text = await plan(
      `select * from meetings where category = ${p[0]} and date >= ${p[1]} and (date, title, id) >= (${p[2]}, ${p[3]}, ${p[4]}) order by date, title, id limit ${p[5]}`,
      ['Important', '2026-01-01', '2026-02-01', 'A', 'a', 9],
    );
    expect(text).toContain('meetings_category_order_idx');
    expect(text).not.toMatch(/TEMP B-TREE|Sort/);
    const upcoming = await plan(
      `select * from meetings where date >= ${p[0]} order by date, title, id limit ${p[1]}`,
      ['2026-01-01', 9],
    );
    expect(upcoming).toContain('meetings_order_idx');
    expect(upcoming).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it('raises the meetings counter with every insert, update and delete, and not for a rolled-back one', async () => {
    const start = await dataVersion(db, 'meetings');
    const courses = await dataVersion(db, 'courses');
    const row = meeting();
    await db.insertInto('meetings').values(row).execute();
    const inserted = await dataVersion(db, 'meetings');
    expect(inserted).toBeGreaterThan(start);
    await db.updateTable('meetings').set({ category: 'Important' }).where('id', '=', row.id).execute();
    const updated = await dataVersion(db, 'meetings');
    expect(updated).toBeGreaterThan(inserted);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('meetings').where('id', '=', row.id).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await dataVersion(db, 'meetings')).toBe(updated);
    await db.deleteFrom('meetings').where('id', '=', row.id).execute();
    expect(await dataVersion(db, 'meetings')).toBeGreaterThan(updated);
    expect(await dataVersion(db, 'courses')).toBe(courses);
  });

  it('never shows a change that is not committed (it may yet be rolled back)', async () => {
    const start = await dataVersion(db, 'meetings');
    let read: Promise<number> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('meetings').values(meeting()).execute();
        read = dataVersion(db, 'meetings');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read).toBe(start);
    expect(await dataVersion(db, 'meetings')).toBe(start);
  });

  it('raises the courses counter when courses change', async () => {
    const start = await dataVersion(db, 'courses');
    const id = await addCourse('C');
    await db.deleteFrom('courses').where('id', '=', id).execute();
    expect(await dataVersion(db, 'courses')).toBe(start + 2);
  });

  it("gives the website's pages one stamp of every counter, which any change moves", async () => {
    const before = await allDataVersions(db);
    const tables = ['categories', 'courses', 'meetings', 'pages', 'site_content'] as const;
    const counters = await Promise.all(
      tables.map(async (table) => `${table}:${await dataVersion(db, table)}`),
    );
    expect(before).toBe(`${counters.join('|')}|seats:${await seatsVersion(db)}`);
    await addCourse('D');
    expect(await allDataVersions(db)).not.toBe(before);
  });

  it("counts a new resource's table in the stamp once its migration gave it a counter, listed nowhere", async () => {
    const schema = db as unknown as Kysely<unknown>;
    await schema.schema
      .createTable('notices_probe')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .execute();
    await addChangeCounters(schema, ['notices_probe']);
    try {
      expect(await allDataVersions(db)).toContain('notices_probe:1|');
      await sql`insert into notices_probe (id) values ('n1')`.execute(db);
      expect(await dataVersion(db, 'notices_probe' as VersionedTable)).toBe(2);
      expect(await allDataVersions(db)).toContain('notices_probe:2|');
    } finally {
      await dropChangeCounters(schema, ['notices_probe']);
      await schema.schema.dropTable('notices_probe').execute();
    }
  });

  it("keeps a meeting's seats apart: a seat taken moves their counter, not the meetings'", async () => {
    const id = await addMeeting('Seats');
    const meetings = await dataVersion(db, 'meetings');
    const seats = await dataVersion(db, 'meeting_seats');
    await db.updateTable('meeting_seats').set({ seats_taken: 1 }).where('meeting_id', '=', id).execute();
    expect(await dataVersion(db, 'meetings')).toBe(meetings);
    expect(await dataVersion(db, 'meeting_seats')).toBe(seats + 1);
    // What public answers use catches up within SEAT_COUNTS_FRESH_MS (waited for, never assumed).
    await vi.waitFor(async () => expect(await seatsVersion(db)).toBe(seats + 1), {
      timeout: 20 * SEAT_COUNTS_FRESH_MS,
      interval: SEAT_COUNTS_FRESH_MS / 10,
    });
  });

  it("gives every meeting its seats row, whose capacity follows the meeting's", async () => {
    const id = await addMeeting('Capacity');
    const seatsOf = () =>
      db.selectFrom('meeting_seats').selectAll().where('meeting_id', '=', id).executeTakeFirstOrThrow();
    expect(await seatsOf()).toMatchObject({
      capacity: null,
      seats_taken: 0,
      waitlist_length: 0,
      last_seq: 0,
    });
    await db.updateTable('meetings').set({ capacity: 40 }).where('id', '=', id).execute();
    expect(await seatsOf()).toMatchObject({ capacity: 40 });
    await db.deleteFrom('meetings').where('id', '=', id).execute();
    expect(
      await db.selectFrom('meeting_seats').select('meeting_id').where('meeting_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('goes down to 0002 and up again', async () => {
    const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
    const migrator = new Migrator({ db, provider });
    // Through the later tables and 0004 (the site's tables, whose counters are 0003's) first.
    const down = await migrator.migrateTo('0002-sessions-and-login-throttle');
    expect(down.error).toBeUndefined();
    expect(down.results?.map(({ migrationName, status }) => [migrationName, status])).toEqual([
      ['0018-course-category', 'Success'],
      ['0017-categories', 'Success'],
      ['0016-audit-log', 'Success'],
      ['0015-invitations-and-locks', 'Success'],
      ['0014-email-changes', 'Success'],
      ['0013-email-verification', 'Success'],
      ['0012-account-links', 'Success'],
      ['0011-cancel-in-one-call', 'Success'],
      ['0010-change-notices', 'Success'],
      ['0009-meeting-seats', 'Success'],
      ['0008-invitation-sequence', 'Success'],
      ['0007-outbox', 'Success'],
      ['0006-registrations', 'Success'],
      ['0005-contact-seen', 'Success'],
      ['0004-site-content-and-pages', 'Success'],
      ['0003-list-order-indexes-and-data-versions', 'Success'],
    ]);
    const names = await indexNames();
    expect(names).toEqual(expect.arrayContaining(['meetings_date_idx', 'meetings_category_date_idx']));
    expect(names).not.toContain('meetings_order_idx');
    // Writes work without the counters' table (no trigger left behind).
    await db.insertInto('meetings').values(meeting()).execute();
    expect(await migrateToLatest(db)).toEqual([
      '0003-list-order-indexes-and-data-versions',
      '0004-site-content-and-pages',
      '0005-contact-seen',
      '0006-registrations',
      '0007-outbox',
      '0008-invitation-sequence',
      '0009-meeting-seats',
      '0010-change-notices',
      '0011-cancel-in-one-call',
      '0012-account-links',
      '0013-email-verification',
      '0014-email-changes',
      '0015-invitations-and-locks',
      '0016-audit-log',
      '0017-categories',
      '0018-course-category',
    ]);
    expect(await dataVersion(db, 'meetings')).toBe(1);
    await db.insertInto('meetings').values(meeting()).execute();
    expect(await dataVersion(db, 'meetings')).toBe(2);
  });
});
