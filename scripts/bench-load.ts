/**
 * The load generator of scripts/bench.ts, in a process of its own so the servers under test keep
 * their event loop (and, on a 2-core machine, a core) to themselves. It takes one job at a time
 * over IPC, runs autocannon, and answers with a summary.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  /** http://127.0.0.1:port */
  origin: string;
  /** Paths requested in turn; consecutive requests (from any connection) take the next one. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
  /**
   * Each request comes from the next of this many visitors (X-Forwarded-For, the address a
   * reverse proxy would add), as a public site's traffic does; 0 sends no such header. The API's
   * rate limit (1000 a minute per address) would otherwise refuse a load test from one address.
   */
  visitors: number;
  /** Second octet of the visitors' addresses, so two measurements never share counters. */
  visitorBlock: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers that were not 2xx, by status, plus transport errors and timeouts. */
  failures: Record<string, number>;
}

async function run(job: LoadJob): Promise<LoadSummary> {
  let next = 0;
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.duration,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const n = next++;
          const headers = { ...job.headers };
          if (job.visitors > 0) {
            const visitor = n % job.visitors;
            headers['X-Forwarded-For'] = `10.${job.visitorBlock}.${visitor >> 8}.${visitor & 255}`;
          }
          return { ...request, path: job.paths[n % job.paths.length] ?? '/', headers };
        },
      },
    ],
  });
  const failures: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (!status.startsWith('2') && count > 0) failures[status] = count;
  }
  if (result.errors > 0) failures.errors = result.errors;
  if (result.timeouts > 0) failures.timeouts = result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (summary) => process.send?.({ ok: true, summary }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
