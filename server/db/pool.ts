import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { Admission } from '../lib/admission';

/** How long a request waits for a connection to be established before the database counts as down. */
const CONNECT_TIMEOUT_MS = 5000;
/** A query that runs longer than this is stopped (a lock never released, a lost server). */
const QUERY_TIMEOUT_MS = 10_000;
/** Enough for one instance's requests; PostgreSQL's default of 100 connections holds several instances. */
export const DEFAULT_POOL_SIZE = 10;

export interface PoolOptions {
  connectionString: string;
  /** Connections this instance keeps at most (DATABASE_POOL_SIZE). */
  size: number;
  /** In logs: 'web' for requests, 'mail' for the mail sender's own. */
  name: string;
  /** How long a request may wait for a connection (default: the lines' WAIT_BUDGET_MS). */
  waitBudgetMs?: number;
  /**
   * Told after statements that may have changed data are committed (see reportCommittedWrites):
   * their text; `schema`: a table was created, altered or dropped (a migration) among them.
   */
  onCommittedWrite?: (statements: readonly string[], schema: boolean) => void;
  /** Awaited before the pool's connections close. */
  onEnd?: () => Promise<void>;
}

/** What a statement means for what is committed, by its first word. */
function statementKind(
  text: string,
): 'read' | 'begin' | 'commit' | 'rollback' | 'other' | 'write' | 'schema' {
  const words = /^\s*(\w+)(?:\s+(\w+))?/.exec(text);
  switch (words?.[1]?.toLowerCase()) {
    case 'select':
    case 'show':
      return 'read';
    case 'begin':
    case 'start':
      return 'begin';
    case 'commit':
    case 'end':
      return 'commit';
    case 'rollback':
      return words[2]?.toLowerCase() === 'to' ? 'other' : 'rollback';
    case 'savepoint':
    case 'release':
    case 'set':
    case 'listen':
      return 'other';
    case 'create':
    case 'alter':
    case 'drop':
      return 'schema';
    default:
      // insert, update, delete, a writing `with`: may change data.
      return 'write';
  }
}

/** The connections already reporting, each once (node-postgres hands the same ones out again). */
const reporting = new WeakSet<pg.PoolClient>();

/**
 * Calls `committed` once a statement that may have changed data is committed on this connection:
 * when it ends, outside a transaction; when the transaction's commit ends, inside one. Kysely
 * commits with a plain `commit` on the connection, past any plugin, so it is watched here.
 */
function reportCommittedWrites(
  client: pg.PoolClient,
  committed: (statements: readonly string[], schema: boolean) => void,
): void {
  if (reporting.has(client)) return;
  reporting.add(client);
  let inTransaction = false;
  /** The transaction's statements that may have changed data. */
  let written: string[] = [];
  let schema = false;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const [text] = args;
    // Only Kysely's promise calls are watched; a callback or a cursor passes as it is.
    if (typeof text !== 'string' || typeof args.at(-1) === 'function') return query(...args);
    const kind = statementKind(text);
    const writes = kind === 'write' || kind === 'schema';
    if (kind === 'begin') [inTransaction, written, schema] = [true, [], false];
    if (writes && inTransaction) {
      written.push(text);
      schema ||= kind === 'schema';
    }
    const result = query(...args) as Promise<unknown>;
    if (kind === 'rollback') [inTransaction, written, schema] = [false, [], false];
    if (kind !== 'commit' && (!writes || inTransaction)) return result;
    const done = () => {
      const [statements, changedSchema] = kind === 'commit' ? [written, schema] : [[text], kind === 'schema'];
      if (kind === 'commit') [inTransaction, written, schema] = [false, [], false];
      if (statements.length > 0) committed(statements, changedSchema);
    };
    return result.finally(done);
  };
  client.query = watched as typeof client.query;
}

/**
 * A PostgreSQL pool for Kysely whose waiting line is bounded and ordered: `size` connections, and
 * requests beyond them wait (Admission) until one is free, up to WAIT_BUDGET_MS, then get
 * ServerBusyError (503 "busy"). node-postgres's own line cannot tell "every connection is busy"
 * from "the server cannot be reached" (both are its connection timeout), so the line is kept here
 * and node-postgres's timeout only ever means the latter.
 */
export function createBoundedPool(options: PoolOptions): PostgresPool & { admission: Admission } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.size,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // Connections stay open once made (node-postgres closes idle ones after 10 s): public reads
    // need none while they answer from memory, so by the time registration opens the pool had
    // emptied, and the rush's first second paid for ten new server processes per instance (the
    // slowest registrations of bench:rush, 0.6-1.2 s, were all sent then).
    idleTimeoutMillis: 0,
  });
  // A dropped idle connection (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL connection lost (${options.name}); it will be replaced:`, error.message),
  );
  const admission = new Admission({
    name: `database connections (${options.name})`,
    permits: options.size,
    ...(options.waitBudgetMs === undefined ? {} : { maxWaitMs: options.waitBudgetMs }),
  });
  return {
    admission,
    async connect(): Promise<PostgresPoolClient> {
      const release = await admission.acquire();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        release();
        throw error;
      }
      // node-postgres gives each checkout its own release: the permit goes back with the connection.
      if (options.onCommittedWrite) reportCommittedWrites(client, options.onCommittedWrite);
      const giveBack = client.release.bind(client);
      client.release = (destroy?: boolean | Error) => {
        giveBack(destroy);
        release();
      };
      return client;
    },
    end: async () => {
      await options.onEnd?.();
      await pool.end();
    },
  };
}
