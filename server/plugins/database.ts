import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, databaseEngine, migrateToLatest, type Db } from '../db/database';
import { withSetupLock } from '../db/setup-lock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function databasePlugin(app: FastifyInstance): Promise<void> {
  const db = createDatabase(app.config);
  const engine = databaseEngine(app.config);
  let applied: string[];
  try {
    applied = await withSetupLock(db, engine, () => migrateToLatest(db));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.log.info(
    { migrations: applied, engine },
    applied.length ? 'database migrated' : 'database schema is up to date',
  );
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export const database = fp(databasePlugin, { name: 'database' });
