import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../../lib/time';
import { auditService } from '../audit/audit.service';
import { deleteEndedAccountLinks } from './account-links';
import { deleteStaleThrottles } from './login-throttle';
import { deleteExpiredSessions } from './sessions.repository';
import { removeUnconfirmedAccounts } from './unconfirmed-accounts';

const EVERY_MS = 15 * 60_000;

/**
 * Removes expired sessions, forgotten login counters, ended account links, accounts never
 * confirmed and audit entries past the school's retention period (Site Settings) now and then. Every instance does it;
 * the deletes are idempotent, so several doing it at once is harmless.
 */
async function housekeepingPlugin(app: FastifyInstance): Promise<void> {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db, nowIso());
      await deleteStaleThrottles(app.db, Date.now());
      await deleteEndedAccountLinks(app.db);
      const removed = await removeUnconfirmedAccounts(app.db, app.config);
      if (removed > 0) app.log.info({ removed }, 'removed accounts whose address was never confirmed');
      await auditService.sweep(app.db, app.config.schoolName);
    } catch (error) {
      // The database may be away for a moment; the next round tries again.
      app.log.warn(
        { err: error },
        'could not tidy the accounts (expired sessions, links, unconfirmed) or the audit log',
      );
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
