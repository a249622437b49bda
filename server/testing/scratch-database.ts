import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL the API tests also run against, when TEST_DATABASE_URL points at one (e.g.
 * postgres://127.0.0.1:5432/postgres); unset, they run on SQLite only.
 */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface ScratchDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  drop: () => Promise<void>;
}

/** A new empty database on the test server, for one test file's app; dropped afterwards. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
