import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { withSetupLock } from '../db/setup-lock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function databasePlugin(app: FastifyInstance): Promise<void> {
  const db = createDatabase(app.config);
  const usesPostgres = app.config.databaseUrl !== undefined;
  let applied: string[];
  try {
    applied = await withSetupLock(db, usesPostgres, () => migrateToLatest(db));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.log.info(
    { migrations: applied, engine: usesPostgres ? 'postgresql' : 'sqlite' },
    applied.length ? 'database migrated' : 'database schema is up to date',
  );
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export const database = fp(databasePlugin, { name: 'database' });
