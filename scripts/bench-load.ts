/**
 * The load generator of scripts/bench.ts and scripts/bench-rush.ts, in a process of its own so the
 * servers under test keep their event loop (and, on a 2-core machine, a core) to themselves. It
 * takes one job at a time over IPC, runs autocannon, and answers with a summary.
 *
 * A job loads one or several origins at once (the connections shared among them: two backends
 * behind a balancer), or interleaves two: short slices of the measured origin and of the one it
 * is compared with, in turn, summed per side, so a change in the machine's load during the run
 * weighs on both alike. Latencies and statuses are counted here from every answer (autocannon's
 * 'response' event), so slices and origins add up exactly.
 */
import { fork } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export interface LoadJob {
  /** http://127.0.0.1:port, each; loaded at the same time, the connections shared among them. */
  origins: string[];
  /** Paths requested in turn; consecutive requests (from any connection) take the next one. */
  paths: string[];
  headers: Record<string, string>;
  /** In all, over every origin. */
  connections: number;
  /** Seconds (of each side, when interleaved). */
  duration: number;
  /**
   * Each request comes from the next of this many visitors (X-Forwarded-For, the address a
   * reverse proxy would add), as a public site's traffic does; 0 sends no such header. The API's
   * rate limit (1000 a minute per address) would otherwise refuse a load test from one address.
   */
  visitors: number;
  /** Second octet of the visitors' addresses, so two measurements never share counters. */
  visitorBlock: number;
  /**
   * Measure `origins` against this one: `sliceSeconds` of each in turn (which goes first
   * alternates, ABBA), until each had `duration` seconds. Its summary is the answer's `versus`.
   */
  interleave?: { origin: string; sliceSeconds: number };
}

export interface LoadSummary {
  requestsPerSecond: number;
  /** Milliseconds, over every answer (whatever its status). */
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Seconds the load ran (summed over slices). */
  seconds: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Answers that were not 2xx, by status, plus transport errors and timeouts. */
  failures: Record<string, number>;
  /** Answers in each whole second from the start (of the first slice). */
  perSecond: number[];
}

export interface LoadOutcome {
  summary: LoadSummary;
  /** The interleaved origin's, when the job had one. */
  versus?: LoadSummary;
}

export type LoadReply = { ok: true; outcome: LoadOutcome } | { ok: false; error: string };

type AutocannonOptions = Parameters<typeof autocannon>[0];
type AutocannonResult = Awaited<ReturnType<typeof autocannon>>;
/** autocannon's promise is also its event emitter; the declared type (scripts/types) says only the former. */
type Run = Promise<AutocannonResult> & Pick<EventEmitter, 'on'>;
const start = autocannon as (options: AutocannonOptions) => Run;

/** What one side of a job saw, over all its runs. */
class Tally {
  private readonly latencies: number[] = [];
  private readonly statuses: Record<string, number> = {};
  private readonly perSecond: number[] = [];
  private errors = 0;
  private timeouts = 0;
  private seconds = 0;

  constructor(private readonly startedAt: number) {}

  answer(status: number, ms: number): void {
    this.latencies.push(ms);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    const second = Math.floor((Date.now() - this.startedAt) / 1000);
    while (this.perSecond.length <= second) this.perSecond.push(0);
    this.perSecond[second] = (this.perSecond[second] ?? 0) + 1;
  }

  ran(result: AutocannonResult, seconds: number): void {
    this.errors += result.errors;
    this.timeouts += result.timeouts;
    this.seconds += seconds;
  }

  summary(): LoadSummary {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q: number) =>
      sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    const failures: Record<string, number> = {};
    for (const [status, count] of Object.entries(this.statuses)) {
      if (!status.startsWith('2')) failures[status] = count;
    }
    if (this.errors > 0) failures.errors = this.errors;
    if (this.timeouts > 0) failures.timeouts = this.timeouts;
    return {
      requestsPerSecond: sorted.length / Math.max(this.seconds, 0.001),
      p50: at(0.5),
      p99: at(0.99),
      max: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0),
      total: sorted.length,
      seconds: this.seconds,
      statuses: { ...this.statuses },
      failures,
      perSecond: [...this.perSecond],
    };
  }
}

async function load(
  job: LoadJob,
  origins: string[],
  seconds: number,
  tally: Tally,
  counter: { next: number },
) {
  const began = Date.now();
  const runs = origins.map((origin, index) => {
    // The connections shared out: 5 over two origins is 3 and 2.
    const connections = Math.max(
      1,
      Math.floor(job.connections / origins.length) + (index < job.connections % origins.length ? 1 : 0),
    );
    const run = start({
      url: origin,
      connections,
      duration: seconds,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const n = counter.next++;
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
    run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
      tally.answer(status, ms),
    );
    return run;
  });
  const results = await Promise.all(runs);
  const took = (Date.now() - began) / 1000;
  results.forEach((result, index) => tally.ran(result, index === 0 ? took : 0));
}

async function run(job: LoadJob): Promise<LoadOutcome> {
  const startedAt = Date.now();
  const counter = { next: 0 };
  const measured = new Tally(startedAt);
  if (!job.interleave) {
    await load(job, job.origins, job.duration, measured, counter);
    return { summary: measured.summary() };
  }
  const { origin, sliceSeconds } = job.interleave;
  const versus = new Tally(startedAt);
  const slice = Math.max(0.2, sliceSeconds);
  let done = 0;
  for (let round = 0; done < job.duration - 1e-9; round += 1) {
    const seconds = Math.min(slice, job.duration - done);
    const sides: [string[], Tally][] = [
      [job.origins, measured],
      [[origin], versus],
    ];
    if (round % 2 === 1) sides.reverse();
    for (const [origins, tally] of sides) await load(job, origins, seconds, tally, counter);
    done += seconds;
  }
  return { summary: measured.summary(), versus: versus.summary() };
}

/** This file as a child process (the parent's side): one job at a time. */
export function startLoadGenerator() {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let gone: Error | undefined;
  child.once('exit', (code, signal) => {
    gone = new Error(`the load generator stopped (${signal ?? String(code)})`);
  });
  return {
    /** Its process, whose CPU time the benchmarks account for. */
    pid: child.pid,
    run: (job: LoadJob) =>
      new Promise<LoadOutcome>((resolve, reject) => {
        if (gone) {
          reject(gone);
          return;
        }
        const onExit = () => reject(gone ?? new Error('the load generator stopped'));
        child.once('exit', onExit);
        child.once('message', (message: LoadReply) => {
          child.off('exit', onExit);
          if (message.ok) resolve(message.outcome);
          else reject(new Error(message.error));
        });
        child.send(job);
      }),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

// The child's side: only when this file is the process (forked above), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.on('message', (job: LoadJob) => {
    run(job).then(
      (outcome) => process.send?.({ ok: true, outcome } satisfies LoadReply),
      (error: unknown) => process.send?.({ ok: false, error: String(error) } satisfies LoadReply),
    );
  });
}
