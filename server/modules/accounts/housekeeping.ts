import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../../lib/time';
import { deleteEndedAccountLinks } from './account-links';
import { deleteStaleThrottles } from './login-throttle';
import { deleteExpiredSessions } from './sessions.repository';

const EVERY_MS = 15 * 60_000;

/**
 * Removes expired sessions, forgotten login counters and ended account links now and then. Every instance does it;
 * the deletes are idempotent, so several doing it at once is harmless.
 */
async function housekeepingPlugin(app: FastifyInstance): Promise<void> {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db, nowIso());
      await deleteStaleThrottles(app.db, Date.now());
      await deleteEndedAccountLinks(app.db);
    } catch (error) {
      // The database may be away for a moment; the next round tries again.
      app.log.warn({ err: error }, 'could not remove expired sessions');
    }
  };
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return Promise.resolve();
}

export const accountsHousekeeping = fp(housekeepingPlugin, {
  name: 'accounts-housekeeping',
  dependencies: ['database'],
});
