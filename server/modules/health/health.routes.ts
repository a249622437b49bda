import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ErrorResponse, HealthResponse } from '@/contract';
import { STORAGE_MESSAGES } from '../../db/storage-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/unavailable';
import { APP_VERSION } from '../../lib/app-version';
import { serviceUnavailable } from '../../lib/http-errors';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: "'ok' and the server's version once the database answers and can save changes",
        response: { 200: HealthResponse, 503: ErrorResponse },
      },
      config: { rateLimit: false },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE);
      }
      // Reads work on a full or read-only disk; health must still say that saving does not.
      const storage = await app.storageHealth.problem();
      if (storage) throw serviceUnavailable(STORAGE_MESSAGES[storage]);
      return { status: 'ok' as const, version: APP_VERSION };
    },
  );
  return Promise.resolve();
};
