/**
 * npm run bench [-- --duration 5 --warmup 1 --connections 10 --meetings 100000 --only Important]
 *
 * The public API at 100,000 meetings against a bare Fastify route answering the same bytes from
 * memory, in the same run on the same machine (issue "The public site on a phone"). The real app
 * (buildApp, as server/main.ts builds it) runs on a fresh SQLite DATA_DIR (and, when
 * BENCH_DATABASE_URL points at a PostgreSQL server, again on a scratch database there); autocannon
 * drives each public call from a child process (scripts/bench-load.ts), then the bare route with
 * the same request headers. Environment: BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS,
 * BENCH_MEETINGS, BENCH_ONLY, BENCH_DATABASE_URL.
 *
 * What "bare" means, and why it is fair: a minimal Fastify app (no plugins, no logger) whose one
 * route sends the bytes the API put on the wire for that call, captured once before the run,
 * with the same Content-Type, Content-Encoding and Vary. The API compresses answers of 1 KB or
 * more (brotli for a browser's `Accept-Encoding: br, gzip`); the bare route sends those compressed
 * bytes as they are, because a route that holds an answer in memory has no reason to compress it
 * again per request. So the ratio charges the API with everything it does per request beyond
 * writing the answer: routing and validation, security headers, rate limit, ETag, compression,
 * queries, serialization and its log line. BENCH_BARE=compress instead gives the bare app
 * @fastify/compress and the uncompressed bytes, to compare with a route that compresses each time.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { MEETING_CATEGORIES, type MeetingCategory } from '@/contract';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/database';
import type { NewCourseRow, NewMeetingRow } from '../server/db/schema';
import { seededRandom } from '../server/lib/seeded-random';
import { addDays, nowIso, todayIso } from '../server/lib/time';
import { DEMO_COURSES, DEMO_MEETINGS } from '../server/seed/demo-content';
import { createScratchDatabase } from '../server/testing/scratch-database';
import type { LoadJob, LoadSummary } from './bench-load';

// ---------------------------------------------------------------------------------------------
// Settings

function setting(flag: string, env: string, fallback: string): string {
  const index = process.argv.indexOf(`--${flag}`);
  const fromFlag = index >= 0 ? process.argv[index + 1] : undefined;
  return fromFlag ?? process.env[env]?.trim() ?? fallback;
}

function numberSetting(flag: string, env: string, fallback: number): number {
  const raw = setting(flag, env, String(fallback));
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${flag} (${env}) must be a number, not "${raw}"`);
  return value;
}

const settings = {
  duration: numberSetting('duration', 'BENCH_DURATION', 5),
  warmup: numberSetting('warmup', 'BENCH_WARMUP', 1),
  connections: numberSetting('connections', 'BENCH_CONNECTIONS', 10),
  meetings: numberSetting('meetings', 'BENCH_MEETINGS', 100_000),
  only: setting('only', 'BENCH_ONLY', ''),
  bare: setting('bare', 'BENCH_BARE', 'wire') === 'compress' ? ('compress' as const) : ('wire' as const),
  postgres: process.env.BENCH_DATABASE_URL?.trim() || undefined,
};

/** What a phone's browser sends with an API call (the site's fetches add nothing else of note). */
const REQUEST_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' };
/** Distinct visitors a measurement's requests come from (see LoadJob.visitors). */
const VISITORS = 2048;

// ---------------------------------------------------------------------------------------------
// Data: meetings from today on over three years, the three categories, and the demo courses

async function fillDatabase(db: Db, meetings: number): Promise<void> {
  const next = seededRandom(20_240_917);
  const today = todayIso();
  const now = nowIso();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const rows: NewMeetingRow[] = [];
  for (let i = 0; i < meetings; i += 1) {
    const demo = pick(DEMO_MEETINGS);
    const category: MeetingCategory = pick(MEETING_CATEGORIES);
    const id = `bench${String(i).padStart(8, '0')}${Math.floor(next() * 1e9).toString(36)}`;
    rows.push({
      id,
      title: demo.title,
      description: demo.description,
      date: addDays(today, Math.floor(next() * 3 * 365)),
      price: demo.price,
      location: demo.location,
      hours: demo.hours,
      book_now: demo.bookNow,
      category,
      meeting_image: `/uploads/${id.slice(-12).padStart(12, '0')}.webp`,
      created_at: now,
      updated_at: now,
    });
  }
  const courses: NewCourseRow[] = DEMO_COURSES.map((demo, index) => ({
    id: `benchcourse${index}`,
    title: demo.title,
    description: demo.description,
    price: demo.price,
    rating: demo.rating,
    course_image: `/uploads/course${index}.webp`,
    created_at: now,
    updated_at: now,
  }));
  // One transaction, a few hundred rows a statement: seconds, not minutes.
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('meetings')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    await trx.insertInto('courses').values(courses).execute();
  });
}

// ---------------------------------------------------------------------------------------------
// Capturing an answer, and the bare server that repeats it

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Only these of the API's headers describe the bytes; the bare route repeats them. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

function capture(origin: string, pathAndQuery: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathAndQuery}`,
      { headers: { ...REQUEST_HEADERS, 'X-Forwarded-For': '10.255.255.254' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of BODY_HEADERS) {
            const value = response.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

/** A minimal Fastify app whose one route answers the current measurement's bytes, whatever the path. */
async function startBare(mode: 'wire' | 'compress') {
  const bare = Fastify();
  let current: Answer = { status: 200, headers: {}, body: Buffer.alloc(0) };
  if (mode === 'compress') await bare.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  bare.get('/*', (_request, reply) => {
    void reply.code(current.status).headers(current.headers).send(current.body);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answer: (answer: Answer) => {
      current =
        mode === 'wire'
          ? answer
          : {
              status: answer.status,
              headers: { 'content-type': answer.headers['content-type'] ?? 'application/json' },
              body: decoded(answer),
            };
    },
    close: () => bare.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// The load generator (a child process)

function startLoadGenerator() {
  const child = fork(fileURLToPath(new URL('./bench-load.ts', import.meta.url)), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Reply = { ok: true; summary: LoadSummary } | { ok: false; error: string };
  return {
    run: (job: LoadJob) =>
      new Promise<LoadSummary>((resolve, reject) => {
        child.once('message', (message: Reply) => {
          if (message.ok) resolve(message.summary);
          else reject(new Error(message.error));
        });
        child.send(job);
      }),
    stop: () => child.kill(),
  };
}

// ---------------------------------------------------------------------------------------------
// The measurements

interface Call {
  name: string;
  /** The paths requested in turn; the first is the one captured for the bare route. */
  paths: string[];
}

async function publicCalls(app: App): Promise<Call[]> {
  const important = await app.inject({ url: '/api/meetings/category/Important?page=1&limit=9' });
  const { totalPages } = important.json<{ totalPages: number }>();
  const upcoming = await app.inject({ url: '/api/meetings?limit=1' });
  const [first] = upcoming.json<{ meetings: { id: string }[] }>().meetings;
  const deepPage = Math.min(3000, totalPages);
  // Every page of the category in turn (spread over the connections), so an answer cache cannot
  // serve them all from memory: what a crawler or someone loading the server would ask for.
  const everyPage = Array.from(
    { length: totalPages },
    (_, index) => `/api/meetings/category/Important?page=${index + 1}&limit=9`,
  );
  return [
    { name: 'GET /api/meetings?limit=4 (home)', paths: ['/api/meetings?limit=4'] },
    { name: 'GET /api/meetings?limit=100 (all details)', paths: ['/api/meetings?limit=100'] },
    ...['All Meetings', ...MEETING_CATEGORIES].map((category) => ({
      name: `category ${category} page 1`,
      paths: [`/api/meetings/category/${encodeURIComponent(category)}?page=1&limit=9`],
    })),
    { name: 'GET /api/meetings/{id}', paths: [`/api/meetings/${first?.id ?? 'none'}`] },
    { name: 'GET /api/courses', paths: ['/api/courses'] },
    {
      name: `category Important page ${deepPage} (deep)`,
      paths: [`/api/meetings/category/Important?page=${deepPage}&limit=9`],
    },
    {
      name: `category Important, pages 1-${totalPages} in turn`,
      paths: [...everyPage.slice(deepPage - 1), ...everyPage.slice(0, deepPage - 1)],
    },
  ];
}

interface Row {
  call: string;
  bytes: string;
  api: LoadSummary;
  bare: LoadSummary;
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

function printTable(title: string, rows: Row[]): void {
  const header = [
    'call',
    'answer',
    'req/s',
    'p50 ms',
    'p99 ms',
    'bare req/s',
    'bare p99',
    'ratio',
    'not 2xx',
  ];
  const lines = rows.map((row) => [
    row.call,
    row.bytes,
    fmt(row.api.requestsPerSecond),
    fmt(row.api.p50, 1),
    fmt(row.api.p99, 1),
    fmt(row.bare.requestsPerSecond),
    fmt(row.bare.p99, 1),
    fmt(row.api.requestsPerSecond / Math.max(row.bare.requestsPerSecond, 1), 2),
    Object.entries(row.api.failures)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ') || '-',
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ');
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
}

/** Request logs go where production's would (one JSON line per answer, written at once), but to /dev/null. */
function discardedLog() {
  const fd = openSync('/dev/null', 'w');
  return { level: 'info', stream: { write: (line: string) => writeSync(fd, line) } };
}

async function benchEngine(engine: 'sqlite' | 'postgresql'): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'));
  const scratch =
    engine === 'postgresql' && settings.postgres ? await createScratchDatabase(settings.postgres) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
    // Behind one reverse proxy, as a school's site is; the load generator plays its visitors.
    TRUST_PROXY: '1',
    ...(scratch ? { DATABASE_URL: scratch.url, JWT_SECRET: 'bench-secret-bench-secret-bench-secret!' } : {}),
  });
  const app = await buildApp({ config, logger: discardedLog() });
  const load = startLoadGenerator();
  const bare = await startBare(settings.bare);
  try {
    const started = Date.now();
    await fillDatabase(app.db, settings.meetings);
    console.log(
      `${engine}: ${settings.meetings} meetings inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const calls = (await publicCalls(app)).filter((call) => call.name.includes(settings.only));
    const rows: Row[] = [];
    let block = 0;
    for (const call of calls) {
      const answer = await capture(apiOrigin, call.paths[0] ?? '/');
      bare.answer(answer);
      const job = (origin: string, duration: number): LoadJob => ({
        origin,
        paths: call.paths,
        headers: REQUEST_HEADERS,
        connections: settings.connections,
        duration,
        visitors: VISITORS,
        visitorBlock: (block += 1) % 250,
      });
      // Requests still queued when a run stops are finished (the API and the bare app share this
      // process's event loop) before the next run starts, so no run pays for the one before.
      const drain = () => capture(apiOrigin, call.paths[0] ?? '/');
      if (settings.warmup > 0) await load.run(job(apiOrigin, settings.warmup));
      await drain();
      const api = await load.run(job(apiOrigin, settings.duration));
      await drain();
      if (settings.warmup > 0) await load.run(job(bare.origin, settings.warmup));
      const bareResult = await load.run(job(bare.origin, settings.duration));
      const encoding = answer.headers['content-encoding'] ?? 'identity';
      const bytes = `${answer.status} ${answer.body.length} B ${encoding}`;
      rows.push({ call: call.name, bytes, api, bare: bareResult });
      console.log(
        `  ${call.name}: ${fmt(api.requestsPerSecond)} req/s, bare ${fmt(bareResult.requestsPerSecond)} req/s`,
      );
    }
    printTable(
      `${engine}, ${settings.meetings} meetings; autocannon ${settings.connections} connections, ${settings.duration} s per call ` +
        `(after ${settings.warmup} s warm-up); headers ${JSON.stringify(REQUEST_HEADERS)} and X-Forwarded-For ` +
        `from ${VISITORS} visitors (TRUST_PROXY=1) on both sides; request log on (to /dev/null); ` +
        (settings.bare === 'wire'
          ? 'bare = a plain Fastify route sending the captured wire bytes (already compressed) from memory'
          : 'bare = a plain Fastify route with @fastify/compress compressing the captured JSON per request'),
      rows,
    );
  } finally {
    load.stop();
    await bare.close();
    await app.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}; duration ${settings.duration} s, warm-up ${settings.warmup} s, ` +
      `${settings.connections} connections (--duration/--warmup/--connections/--meetings/--only or BENCH_*)`,
  );
  await benchEngine('sqlite');
  if (settings.postgres) await benchEngine('postgresql');
  else console.log('\n(PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
