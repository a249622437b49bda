import type SQLite from 'better-sqlite3';
import type { Kysely, KyselyPlugin, QueryId } from 'kysely';
import { SEAT_COUNTS_FRESH_MS } from '@/contract';
import { CounterWatch, type Counters } from './counter-watch';
import type { Database } from './schema';

/**
 * A handle on the database: the same type as database.ts's Db, spelled out here because
 * database.ts builds on this file (its plugin and counters), and the imports go one way.
 */
type Db = Kysely<Database>;

/** The SQLite connection behind a Db, for the reads that skip Kysely (set by createDatabase). */
const sqliteConnections = new WeakMap<Db, SQLite.Database>();
export function keepSqliteConnection(db: Db, connection: SQLite.Database): void {
  sqliteConnections.set(db, connection);
}

/**
 * A table with a change counter: its migration gave it one (addChangeCounters, migration 0003's
 * helper), kept in data_versions and raised by triggers. The counters are the database's own, not
 * a list here: a new resource's table has one as soon as its migration ran, and the record routes
 * refuse to start on a table without one (registerRecordRoutes).
 */
export type VersionedTable = keyof Database;

/** The meetings' seats' counter (0009): it moves with every registration, so it is read apart (seatsVersion). */
const SEATS_COUNTER = 'meeting_seats';

/**
 * Which other change counters a write raises, by the names in its SQL, beyond the counter of a
 * table it names (a table's own): those the database's triggers and functions change with it (a
 * new meeting makes its seats row: migration 0009; a cancellation changes the seats:
 * cancel_registration, 0011). A test holds this against the triggers, functions and cascading
 * foreign keys the database has.
 */
export const COUNTERS_RAISED_BY: Readonly<Record<string, readonly string[]>> = {
  meetings: [SEATS_COUNTER],
  cancel_registration: [SEATS_COUNTER],
};

/**
 * The counters these statements may raise: each name they use (a table's counter, if it has one)
 * and what COUNTERS_RAISED_BY adds; 'all' when they write data_versions itself.
 */
export function countersRaisedBy(statements: readonly string[]): string[] | 'all' {
  const raised = new Set<string>();
  for (const statement of statements) {
    for (const word of statement.match(/\w+/g) ?? []) {
      const name = word.toLowerCase();
      if (name === 'data_versions') return 'all';
      raised.add(name);
      for (const counter of COUNTERS_RAISED_BY[name] ?? []) raised.add(counter);
    }
  }
  return [...raised];
}

/** On SQLite, the same lookup prepared once on the connection. */
const prepared = new WeakMap<SQLite.Database, SQLite.Statement<[string], { version: number }>>();
/**
 * How long, at most, a counter read on SQLite is taken from memory: what this process writes
 * clears it at once (versionsPlugin), so only another program writing to the file (a script run
 * by hand; never a second backend, which the DATA_DIR lock refuses) waits up to this long.
 */
export const OUTSIDE_WRITES_SHOW_WITHIN_MS = 1000;
/** On SQLite, the counters as last read, and when. */
const known = new WeakMap<
  SQLite.Database,
  { versions: Map<VersionedTable, number>; all?: Counters; readAt: number }
>();
/** On SQLite, every counter in one query, prepared once on the connection. */
const preparedAll = new WeakMap<SQLite.Database, SQLite.Statement<[], { name: string; version: number }>>();

/**
 * On SQLite, forgets the counters read so far whenever a statement that is not a plain read has
 * run through the connection (a write, a schema change, raw SQL): the next read asks the database
 * again. Reading them from memory rather than the file (a read transaction each time) is what
 * makes a public list about as cheap as sending static bytes. (On PostgreSQL, which several
 * instances share, the database tells each instance of every change: CounterWatch.)
 */
export function versionsPlugin(connection: SQLite.Database): KyselyPlugin {
  const writes = new WeakSet<QueryId>();
  return {
    transformQuery({ node, queryId }) {
      if (node.kind !== 'SelectQueryNode') writes.add(queryId);
      return node;
    },
    // After the statement has run: a read in between may have put the old counter back.
    transformResult({ queryId, result }) {
      if (writes.has(queryId)) known.delete(connection);
      return Promise.resolve(result);
    },
  };
}

/** On PostgreSQL, what each database's counters are known to be (set by createDatabase). */
const watches = new WeakMap<Db, CounterWatch>();
export function keepCounterWatch(db: Db, watch: CounterWatch): void {
  watches.set(db, watch);
}

/** Every counter, in one query (data_versions has one row per versioned table). */
export async function readAllCounters(db: Db): Promise<Counters> {
  const rows = await db.selectFrom('data_versions').select(['name', 'version']).execute();
  return new Map(rows.map((row) => [row.name, row.version]));
}

/** Whether this PostgreSQL database's counters are known from its notices now (else read each time). */
export const listensForChanges = (db: Db): boolean => watches.get(db)?.listening ?? false;

/** The database's watch; one made elsewhere than createDatabase gets one that only reads. */
function watchOf(db: Db): CounterWatch {
  let watch = watches.get(db);
  if (!watch) watches.set(db, (watch = new CounterWatch({ read: () => readAllCounters(db) })));
  return watch;
}

/** On SQLite, what is known of the counters: forgotten after a write, and after a while (see `known`). */
function sqliteMemory(connection: SQLite.Database) {
  const now = performance.now();
  let memory = known.get(connection);
  if (!memory || now - memory.readAt >= OUTSIDE_WRITES_SHOW_WITHIN_MS) {
    memory = { versions: new Map<VersionedTable, number>(), readAt: now };
    known.set(connection, memory);
  }
  return memory;
}

/**
 * The table's change counter: it moves with every committed insert, update or delete, so a list
 * computed at one value is still right while the counter shows it.
 *
 * On SQLite it comes from memory until this process writes (versionsPlugin), for at most
 * OUTSIDE_WRITES_SHOW_WITHIN_MS; else from the connection, with a statement prepared once
 * (Kysely prepares each query anew, which cost more than the lookup), unless a transaction is
 * open on it: then it could see a change that is not committed yet (and may be rolled back), so
 * it waits for the transaction through Kysely like any other query. On PostgreSQL, which several
 * instances share, it comes from what the database told this instance (CounterWatch): a change
 * made through this instance at once, another's within milliseconds; inside a transaction, from
 * the database, with the transaction's own changes.
 */
export async function dataVersion(db: Db, table: VersionedTable): Promise<number> {
  const connection = sqliteConnections.get(db);
  if (connection && !connection.inTransaction) {
    const memory = sqliteMemory(connection);
    const remembered = memory.versions.get(table);
    if (remembered !== undefined) return remembered;
    let statement = prepared.get(connection);
    if (!statement) {
      statement = connection.prepare<[string], { version: number }>(
        'select version from data_versions where name = ?',
      );
      prepared.set(connection, statement);
    }
    const version = statement.get(table)?.version ?? 0;
    memory.versions.set(table, version);
    return version;
  }
  if (db.isTransaction) {
    const row = await db
      .selectFrom('data_versions')
      .select('version')
      .where('name', '=', table)
      .executeTakeFirst();
    return row?.version ?? 0;
  }
  return watchOf(db).version(table);
}

/**
 * These tables' change counters as one stamp ('site_content:3|pages:7'): an answer kept in memory
 * under it is right until one of them moves.
 */
export async function tablesStamp(db: Db, tables: readonly VersionedTable[]): Promise<string> {
  const versions = await Promise.all(tables.map((table) => dataVersion(db, table)));
  return tables.map((table, at) => `${table}:${versions[at] ?? 0}`).join('|');
}

/** On each database, the seats' counter as last read, and when. */
const seatReadings = new WeakMap<Db, { version: Promise<number>; readAt: number }>();

/**
 * The meetings' seats' change counter as public answers use it: read at most once per
 * SEAT_COUNTS_FRESH_MS. Every registration moves the counter; taken at once, it would make every
 * list, record and page that shows seats be computed again for each registration, which is what
 * a rush of them cannot afford. So what a visitor sees of the seats is at most that old, on every
 * instance alike, and the registration's own answer, decided under the meeting's lock, is exact.
 */
export function seatsVersion(db: Db): Promise<number> {
  const now = performance.now();
  const last = seatReadings.get(db);
  // A clock that went back (a test's stopped one) counts as time passed.
  if (last && now >= last.readAt && now - last.readAt < SEAT_COUNTS_FRESH_MS) return last.version;
  const version = dataVersion(db, SEATS_COUNTER);
  seatReadings.set(db, { version, readAt: now });
  // A failed read is not kept: the next request asks again.
  version.catch(() => {
    if (seatReadings.get(db)?.version === version) seatReadings.delete(db);
  });
  return version;
}

/** Every change counter, each with what was committed before this call (as dataVersion reads one). */
function allCounters(db: Db): Promise<Counters> {
  const connection = sqliteConnections.get(db);
  if (connection && !connection.inTransaction) {
    const memory = sqliteMemory(connection);
    if (!memory.all) {
      let statement = preparedAll.get(connection);
      if (!statement) {
        statement = connection.prepare<[], { name: string; version: number }>(
          'select name, version from data_versions',
        );
        preparedAll.set(connection, statement);
      }
      memory.all = new Map(statement.all().map((row) => [row.name, row.version]));
    }
    return Promise.resolve(memory.all);
  }
  return db.isTransaction ? readAllCounters(db) : watchOf(db).all();
}

/**
 * The content's change counters (every one but the seats') and the seats', as one stamp: what a
 * page made from several tables' answers (a website page drawn on the server) is still right while
 * the stamp shows it. A new resource's table counts as soon as its counter exists.
 */
export async function allDataVersions(db: Db): Promise<string> {
  const content = [...(await allCounters(db))]
    .filter(([name]) => name !== SEATS_COUNTER)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, version]) => `${name}:${version}`);
  return `${content.join('|')}|seats:${await seatsVersion(db)}`;
}
