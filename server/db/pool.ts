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
      const giveBack = client.release.bind(client);
      client.release = (destroy?: boolean | Error) => {
        giveBack(destroy);
        release();
      };
      return client;
    },
    end: () => pool.end(),
  };
}
