import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, migrateToLatest, type Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function databasePlugin(app: FastifyInstance): Promise<void> {
  const db = createDatabase(app.config);
  await migrateToLatest(db);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export const database = fp(databasePlugin, { name: 'database' });
