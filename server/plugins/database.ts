import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createDatabase, databaseEngine, migrateToLatest, type Db } from '../db/database';
import { holdInstanceLock } from '../db/instance-lock';
import { withSetupLock } from '../db/setup-lock';
import { explainDataDirError } from '../db/storage-errors';
import { StorageHealth } from '../db/storage-health';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Whether the database can take writes (disk full, read-only, failing), for /api/health. */
    storageHealth: StorageHealth;
  }
}

/** Opens the database and brings its schema up to date; closes it again if that fails. */
async function openDatabase(
  config: Config,
  storageHealth: StorageHealth,
): Promise<{ db: Db; applied: string[] }> {
  const db = createDatabase(config, { log: storageHealth.observe });
  try {
    return { db, applied: await withSetupLock(db, databaseEngine(config), () => migrateToLatest(db)) };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function databasePlugin(app: FastifyInstance): Promise<void> {
  const engine = databaseEngine(app.config);
  // SQLite belongs to one process: a second one on the same DATA_DIR stops here. PostgreSQL is
  // shared by design (several instances, and DATA_DIR then only holds a signing key), so no lock.
  const lock = engine === 'sqlite' ? holdInstanceLock(app.config.dataDir) : undefined;
  const storageHealth = new StorageHealth(engine === 'sqlite' ? app.config.dataDir : undefined);
  const { db, applied } = await openDatabase(app.config, storageHealth).catch((error: unknown) => {
    lock?.release();
    // A read-only, full or foreign data folder: one line saying which folder and what to check.
    throw (engine === 'sqlite' && explainDataDirError(error, app.config.dataDir)) || error;
  });
  app.log.info(
    { migrations: applied, engine },
    applied.length ? 'database migrated' : 'database schema is up to date',
  );
  app.decorate('db', db);
  app.decorate('storageHealth', storageHealth);
  app.addHook('onClose', async () => {
    await db.destroy();
    lock?.release();
  });
}

export const database = fp(databasePlugin, { name: 'database' });
