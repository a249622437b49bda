import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInternalRequest } from './internal-requests';
import { SUMMARY_INTERVAL_MS, summarizeEveryInterval, top } from './log-summary';

// Bounds, so a flood from many addresses (or many odd routes) cannot grow the counters without end.
const MAX_ADDRESSES = 10_000;
const MAX_ROUTES = 500;
const TOP_ROUTES = 20;
const TOP_ADDRESSES = 10;

export interface RefusalSummary {
  refused: number;
  byStatus: Record<string, number>;
  /** The most refused routes (route pattern, not the raw URL), most first. */
  byRoute: { status: number; method: string; route: string; count: number }[];
  /** The addresses refused most often, most first. */
  topAddresses: { address: string; count: number }[];
  /** Set when more addresses were refused than were counted one by one. */
  uncountedAddresses?: number;
}

/** Counts refused requests (4xx) between two summaries. */
export class RefusalCounter {
  private total = 0;
  private readonly statuses = new Map<number, number>();
  private readonly routes = new Map<string, number>();
  private readonly addresses = new Map<string, number>();
  private uncountedAddresses = 0;

  add(status: number, method: string, route: string, address: string): void {
    this.total += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const key = JSON.stringify([status, method, route]);
    if (this.routes.has(key) || this.routes.size < MAX_ROUTES) {
      this.routes.set(key, (this.routes.get(key) ?? 0) + 1);
    }
    if (this.addresses.has(address) || this.addresses.size < MAX_ADDRESSES) {
      this.addresses.set(address, (this.addresses.get(address) ?? 0) + 1);
    } else {
      this.uncountedAddresses += 1;
    }
  }

  /** What was counted since the last call, and a fresh start; undefined when nothing was refused. */
  take(): RefusalSummary | undefined {
    if (this.total === 0) return undefined;
    const summary: RefusalSummary = {
      refused: this.total,
      byStatus: Object.fromEntries([...this.statuses].map(([status, count]) => [String(status), count])),
      byRoute: top(this.routes, TOP_ROUTES).map(([key, count]) => {
        const [status, method, route] = JSON.parse(key) as [number, string, string];
        return { status, method, route, count };
      }),
      topAddresses: top(this.addresses, TOP_ADDRESSES).map(([address, count]) => ({ address, count })),
      ...(this.uncountedAddresses ? { uncountedAddresses: this.uncountedAddresses } : {}),
    };
    this.total = 0;
    this.uncountedAddresses = 0;
    this.statuses.clear();
    this.routes.clear();
    this.addresses.clear();
    return summary;
  }
}

/**
 * One log line per answered request, written once it is answered (Fastify's own two lines per
 * request are turned off in app.ts): at `debug` for the routine ones (2xx, 3xx) and an outage's
 * 503s (summed up by the error handler: outage-log.ts), so the default LOG_LEVEL (info) keeps the
 * log to start-up, problems and summaries, and at `info` for other server errors (5xx), which the
 * error handler also logs with their cause. Refusals (4xx: rate limits, bad logins, bad input,
 * unknown paths) are counted instead and summed up once a minute at `info`, so a flood of them
 * cannot fill the disk with log lines.
 */
async function requestLogPlugin(app: FastifyInstance): Promise<void> {
  const refusals = new RefusalCounter();
  summarizeEveryInterval(app, () => {
    const summary = refusals.take();
    if (summary) {
      app.log.info(
        { ...summary, periodSeconds: SUMMARY_INTERVAL_MS / 1000 },
        `refused ${summary.refused} requests`,
      );
    }
  });

  app.addHook('onResponse', (request, reply, done) => {
    // A page's own API calls while the server draws it are part of the page's line.
    if (isInternalRequest(request)) {
      done();
      return;
    }
    const status = reply.statusCode;
    if (status >= 400 && status < 500) {
      refusals.add(status, request.method, request.routeOptions.url ?? '(no route)', request.ip);
    } else {
      const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
      // A 503 is an outage's answer (busy, storage, database), which errors.ts sums up a minute at a time.
      if (status >= 500 && status !== 503) request.log.info(line, 'request completed');
      else request.log.debug(line, 'request completed');
    }
    done();
  });

  return Promise.resolve();
}

export const requestLog = fp(requestLogPlugin, { name: 'request-log' });
