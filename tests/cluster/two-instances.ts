// The set-up the tests of two backend instances share: both on one PostgreSQL and one Redis, as
// behind a load balancer, started once per describe.
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database';
import { testDatabaseUrl } from '../../server/testing/scratch-database';
import { CleanUp, startTwoInstances, type Backend } from './backend-process';

const databaseServer = testDatabaseUrl();
const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** Two instances need a PostgreSQL server and Redis to share (.ci/run sets both); without, they skip. */
export const noTwoInstances = !databaseServer || !redisUrl;

export interface TwoInstances {
  a: Backend;
  b: Backend;
  /** The test's own connection to their database, for what the API would take too long for. */
  db: Db;
}

/**
 * In a describe: before its tests, two backends on a fresh scratch database and the test Redis
 * (startTwoInstances), with the settings `env` gives besides (it may start what they need first,
 * undone by `cleanUp` after them); after the tests, all stopped and the database dropped, also when
 * the set-up stopped half-way. Read them inside a test or a hook.
 */
export function useTwoInstances(
  env: (cleanUp: CleanUp) => Promise<Record<string, string>> = () => Promise.resolve({}),
): () => TwoInstances {
  const cleanUp = new CleanUp();
  let started: TwoInstances | undefined;
  beforeAll(async () => {
    const settings = await env(cleanUp);
    const { scratch, a, b } = await startTwoInstances(cleanUp, databaseServer ?? '', {
      REDIS_URL: redisUrl ?? '',
      ...settings,
    });
    // On PostgreSQL the handle needs no folder of its own.
    const db = createDatabase({ dataDir: '', databaseUrl: scratch.url });
    cleanUp.push(() => db.destroy());
    started = { a, b, db };
  });
  afterAll(() => cleanUp.run());
  return () => {
    if (!started) throw new Error('The instances start in beforeAll: use them inside a test or a hook');
    return started;
  };
}
