import type { FastifyInstance } from 'fastify';

/**
 * How often what is counted rather than logged line by line is summed up: refused requests
 * (request-log.ts) and the requests an outage turned away (outage-log.ts).
 */
export const SUMMARY_INTERVAL_MS = 60_000;

/** The `n` largest counts, largest first. */
export const top = <T>(counts: Map<T, number>, n: number): [T, number][] =>
  [...counts].sort(([, a], [, b]) => b - a).slice(0, n);

/** Runs `summarize` every SUMMARY_INTERVAL_MS, and a last time when the app closes. */
export function summarizeEveryInterval(app: FastifyInstance, summarize: () => void): void {
  const timer = setInterval(summarize, SUMMARY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    summarize();
    done();
  });
}
