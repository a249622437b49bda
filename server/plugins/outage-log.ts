import type { FastifyBaseLogger } from 'fastify';
import { SUMMARY_INTERVAL_MS, top } from './log-summary';
const TOP_ROUTES = 10;

/** What keeps requests from being done, each answered 503 with Retry-After (errors.ts). */
export const OUTAGES = {
  busy: { level: 'warn', message: 'busy: request refused after waiting its budget' },
  storage: { level: 'error', message: 'cannot save: storage problem' },
  database: { level: 'warn', message: 'database unavailable' },
} as const;
export type OutageKind = keyof typeof OUTAGES;

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The log of an outage (a full disk, the database away, more work than the server can start):
 * its first occurrence in full, with the request and the error, then a line a minute with how
 * many more requests it turned away and on which routes, rather than a line per request (300
 * logins during a full disk had written 345 error lines). An outage that went a whole minute
 * without turning a request away is over: its next occurrence is logged in full again.
 */
export class OutageLog {
  /** Per outage under way: the requests turned away since its last line, by route. */
  private readonly ongoing = new Map<OutageKind, Map<string, number>>();

  constructor(private readonly log: Logger) {}

  report(kind: OutageKind, route: string, requestLog: Logger, details: Record<string, unknown>): void {
    const routes = this.ongoing.get(kind);
    if (!routes) {
      this.ongoing.set(kind, new Map());
      requestLog[OUTAGES[kind].level](details, OUTAGES[kind].message);
      return;
    }
    routes.set(route, (routes.get(route) ?? 0) + 1);
  }

  /** Writes a line for each outage that turned requests away since the last call; ends the others. */
  summarize(): void {
    for (const [kind, routes] of this.ongoing) {
      if (routes.size === 0) {
        this.ongoing.delete(kind);
        continue;
      }
      const more = [...routes.values()].reduce((sum, count) => sum + count, 0);
      const byRoute = top(routes, TOP_ROUTES).map(([route, count]) => ({ route, count }));
      this.log[OUTAGES[kind].level](
        { outage: kind, more, byRoute, periodSeconds: SUMMARY_INTERVAL_MS / 1000 },
        `${OUTAGES[kind].message}: ${more} more ${more === 1 ? 'request' : 'requests'} turned away`,
      );
      routes.clear();
    }
  }
}
