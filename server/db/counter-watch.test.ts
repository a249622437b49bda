import { sql } from 'kysely';
import { nowIso } from '../lib/time';
import { testDatabaseUrl, createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { LISTENER_NAME } from './counter-watch';
import {
  COUNTERS_RAISED_BY,
  countersRaisedBy,
  dataVersion,
  listensForChanges,
  readAllCounters,
} from './data-versions';
import { createDatabase, migrateToLatest, type Db } from './database';

const server = testDatabaseUrl();

describe.skipIf(!server)('the change counters on PostgreSQL, known from its notices', () => {
  let scratch: ScratchDatabase;
  /** This instance's handle, counting its reads of the counters. */
  let db: Db;
  /** Another instance, or a script: another writer on the same database. */
  let other: Db;
  let counterReads = 0;

  beforeAll(async () => {
    scratch = await createScratchDatabase(server ?? '');
    const config = { dataDir: '', databaseUrl: scratch.url };
    db = createDatabase(config, {
      log: (event) => {
        if (event.query.sql.includes('data_versions')) counterReads += 1;
      },
    });
    await migrateToLatest(db);
    other = createDatabase(config);
  });
  afterAll(async () => {
    await db.destroy();
    await other.destroy();
    await scratch.drop();
  });

  let courses = 0;
  const addCourse = (through: Db) =>
    through
      .insertInto('courses')
      .values({
        id: `course-${(courses += 1)}`,
        title: `Course ${courses}`,
        description: '',
        price: 0,
        rating: 1,
        course_image: '',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();

  it('answers public reads from memory once listening, without asking the database each time', async () => {
    await dataVersion(db, 'courses');
    await vi.waitFor(() => expect(listensForChanges(db)).toBe(true));
    await dataVersion(db, 'courses');
    const before = counterReads;
    const versions = await Promise.all(Array.from({ length: 200 }, () => dataVersion(db, 'courses')));
    expect(new Set(versions).size).toBe(1);
    expect(counterReads).toBe(before);
  });

  it("shows this instance's own change at once, and only once committed", async () => {
    const before = await dataVersion(db, 'courses');
    await db.transaction().execute(async (trx) => {
      await addCourse(trx);
      // Not committed yet: a public read still sees the old counter.
      expect(await dataVersion(db, 'courses')).toBe(before);
    });
    expect(await dataVersion(db, 'courses')).toBe(before + 1);
    await addCourse(db);
    expect(await dataVersion(db, 'courses')).toBe(before + 2);
  });

  it("shows another writer's change as soon as its notice arrives, and the others' counters stay", async () => {
    const before = await dataVersion(db, 'courses');
    const meetings = await dataVersion(db, 'meetings');
    await addCourse(other);
    await vi.waitFor(async () => expect(await dataVersion(db, 'courses')).toBe(before + 1));
    expect(await dataVersion(db, 'meetings')).toBe(meetings);
    expect(listensForChanges(db)).toBe(true);
  });

  it('reads the counters for each request while it cannot listen, and listens again by itself', async () => {
    await dataVersion(db, 'courses');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(other);
    await vi.waitFor(() => expect(listensForChanges(db)).toBe(false));
    // Another writer's change shows at once now: each read asks the database.
    const before = await dataVersion(db, 'courses');
    await addCourse(other);
    expect(await dataVersion(db, 'courses')).toBe(before + 1);
    // Reads that arrive together share one query.
    const reads = counterReads;
    await Promise.all(Array.from({ length: 50 }, () => dataVersion(db, 'courses')));
    expect(counterReads - reads).toBeLessThanOrEqual(2);
    // It tries again within a few seconds, and is back on notices.
    await vi.waitFor(
      async () => {
        await dataVersion(db, 'courses');
        expect(listensForChanges(db)).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    await addCourse(other);
    await vi.waitFor(async () => expect(await dataVersion(db, 'courses')).toBe(before + 2));
  });

  it('knows which counters a write may raise: every trigger, function and cascade the database has', async () => {
    // The counters are the database's own (a table's, made by its migration).
    const counters = [...(await readAllCounters(db)).keys()];
    const raises = (name: string) => {
      const raised = countersRaisedBy([name]);
      return new Set(raised === 'all' ? counters : raised.filter((counter) => counters.includes(counter)));
    };
    const covers = (writer: string, written: string) =>
      [...raises(written)].every((counter) => raises(writer).has(counter));
    const named = (source: string) =>
      [...new Set([...counters, ...Object.keys(COUNTERS_RAISED_BY), 'data_versions'])].filter((name) =>
        new RegExp(`\\b${name}\\b`, 'i').test(source),
      );
    // The counter triggers: a write to the table raises its counter.
    const counterTriggers = await sql<{ table: string; counter: string }>`
      select c.relname as table, encode(t.tgargs, 'escape') as counter
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'bump_data_version'
        and c.relnamespace = current_schema()::regnamespace`.execute(db);
    expect(counterTriggers.rows.length).toBeGreaterThanOrEqual(5);
    for (const { table, counter } of counterTriggers.rows) {
      expect(raises(table), `${table} raises ${counter}`).toContain(counter.replace(/\\000$/, ''));
    }
    // Other triggers and functions: whatever they write, the table or the call raises too.
    const writers = await sql<{ writer: string; source: string }>`
      select coalesce(c.relname, p.proname) as writer, p.prosrc as source
      from pg_proc p
      left join pg_trigger t on t.tgfoid = p.oid and not t.tgisinternal
      left join pg_class c on c.oid = t.tgrelid
      where p.pronamespace = current_schema()::regnamespace and p.proname <> 'bump_data_version'`.execute(db);
    for (const { writer, source } of writers.rows) {
      for (const written of named(source)) {
        expect(covers(writer, written), `${writer} writes ${written}`).toBe(true);
      }
    }
    // Foreign keys that delete or change rows of a versioned table with another's.
    const cascades = await sql<{ parent: string; child: string }>`
      select parent.relname as parent, child.relname as child
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))
        and child.relnamespace = current_schema()::regnamespace`.execute(db);
    for (const { parent, child } of cascades.rows) {
      expect(covers(parent, child), `${parent} cascades to ${child}`).toBe(true);
    }
  });
});
