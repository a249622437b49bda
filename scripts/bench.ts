/**
 * npm run bench [-- --duration 5 --warmup 1 --connections 10 --meetings 100000 --slice 1 --only Important
 *                  --engines sqlite,postgresql --no-record]
 *
 * The public reads at 100,000 meetings against a bare Fastify route answering the same bytes from
 * memory, in the same run on the same machine (issue "The public site on a phone"): the API's
 * lists and records, a meeting's picture (/uploads/…), the home page's HTML (/, when the website
 * is built: npm run build:web) and the calendar feed (/api/calendar.ics). The real app
 * (buildApp, as server/main.ts builds it) runs on a fresh SQLite DATA_DIR (and, when
 * BENCH_DATABASE_URL points at a PostgreSQL server, again on a scratch database there), with the
 * demo site's texts and one stored picture per category; autocannon drives each read from a child
 * process (scripts/bench-load.ts), interleaved with the bare route: `--slice` seconds of one, then
 * of the other, in turn (ABBA), until each had `--duration`, each side summed. So a change in the
 * machine's load during the run weighs on both sides alike (run one after the other, the ratios
 * of one run once spread from 0.06 to 3.69). Environment: BENCH_DURATION, BENCH_WARMUP,
 * BENCH_CONNECTIONS, BENCH_MEETINGS, BENCH_SLICE, BENCH_ONLY, BENCH_ENGINES, BENCH_DATABASE_URL.
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
 * Target: every public read answers at least half as many requests a second as its bare route;
 * the command exits 1 when one does not. Each engine is measured in a process of its own.
 *
 * The figures also go to docs/performance/bench.md (bench-table.ts writes them), over the previous
 * ones, with the date, the machine and the command; `--no-record` leaves that file as it is.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@/contract';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/database';
import type { NewCourseRow, NewMeetingRow } from '../server/db/schema';
import { seededRandom } from '../server/lib/seeded-random';
import { addDays, nowIso, todayIso } from '../server/lib/time';
import { siteService } from '../server/modules/site/site.service';
import { storeImageField } from '../server/modules/uploads/image-field';
import { CATEGORY_COLORS, COURSE_COLORS, DEMO_COURSES, DEMO_MEETINGS } from '../server/seed/demo-content';
import { renderArt } from '../server/seed/demo-images';
import { DEMO_HOME, DEMO_SETTINGS } from '../server/seed/demo-site';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { startLoadGenerator, type LoadJob } from './bench-load';
import {
  ENGINE_LABELS,
  TARGET_RATIO,
  formatBenchFigures,
  ratioMark,
  ratioOf,
  targetVerdict,
  type BenchRow,
  type EngineFigures,
} from './bench-table';
import { NO_RECORD_FLAG, recordRun } from './perf-record';

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
  slice: numberSetting('slice', 'BENCH_SLICE', 1),
  only: setting('only', 'BENCH_ONLY', ''),
  /** Which engines to measure (PostgreSQL needs BENCH_DATABASE_URL as well). */
  engines: setting('engines', 'BENCH_ENGINES', 'sqlite,postgresql').split(','),
  bare: setting('bare', 'BENCH_BARE', 'wire') === 'compress' ? ('compress' as const) : ('wire' as const),
  postgres: process.env.BENCH_DATABASE_URL?.trim() || undefined,
};

/** What a phone's browser sends with an API call (the site's fetches add nothing else of note). */
const REQUEST_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' };
/** …with a picture of a page, */
const PICTURE_HEADERS = { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8', 'Accept-Encoding': 'br, gzip' };
/** …opening a page, */
const PAGE_HEADERS = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'br, gzip' };
/** …and a calendar app polling its subscription. */
const CALENDAR_HEADERS = { Accept: 'text/calendar,*/*;q=0.5', 'Accept-Encoding': 'br, gzip' };
/** The built website (npm run build:web): the home page is measured only when it is there. */
const WEB_ROOT = path.resolve('dist/web');
const websiteBuilt = () =>
  existsSync(path.join(WEB_ROOT, 'index.html')) && existsSync(path.resolve('dist/ssr/entry-server.js'));
/** Distinct visitors a measurement's requests come from (see LoadJob.visitors). */
const VISITORS = 2048;

// ---------------------------------------------------------------------------------------------
// Data: meetings from today on over three years, the three categories, the demo courses, a
// picture per category (and one for the courses) and the demo site's texts (the home page's)

async function storePictures(
  db: Db,
): Promise<{ meetings: Record<TemplateCategory, string>; course: string }> {
  const meetings = {} as Record<TemplateCategory, string>;
  for (const [index, category] of TEMPLATE_CATEGORIES.entries()) {
    const demo = DEMO_MEETINGS.find((meeting) => meeting.category === category) ?? DEMO_MEETINGS[0];
    const png = await renderArt({
      seed: index + 1,
      colors: CATEGORY_COLORS[category],
      motif: demo?.motif ?? 'people',
    });
    meetings[category] = await storeImageField(db, 'meetingImage', png);
  }
  const png = await renderArt({
    seed: 1000,
    colors: COURSE_COLORS[0] ?? CATEGORY_COLORS.Soon,
    motif: DEMO_COURSES[0]?.motif ?? 'people',
  });
  return { meetings, course: await storeImageField(db, 'courseImage', png) };
}

async function fillDatabase(db: Db, meetings: number): Promise<void> {
  const next = seededRandom(20_240_917);
  const today = todayIso();
  const now = nowIso();
  const pictures = await storePictures(db);
  await siteService.addWhereMissing(db, { settings: DEMO_SETTINGS, home: DEMO_HOME });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const rows: NewMeetingRow[] = [];
  for (let i = 0; i < meetings; i += 1) {
    const demo = pick(DEMO_MEETINGS);
    const category: TemplateCategory = pick(TEMPLATE_CATEGORIES);
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
      meeting_image: pictures.meetings[category],
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
    course_image: pictures.course,
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

function capture(
  origin: string,
  pathAndQuery: string,
  requestHeaders: Record<string, string> = REQUEST_HEADERS,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathAndQuery}`,
      { headers: { ...requestHeaders, 'X-Forwarded-For': '10.255.255.254' } },
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
// The measurements

interface Call {
  name: string;
  /** The paths requested in turn; the first is the one captured for the bare route. */
  paths: string[];
  /** What the browser (or calendar app) sends with it; an API call's by default. */
  headers?: Record<string, string>;
  /**
   * Measured and shown, but not held to the target: each answer is made once from the database,
   * where the bare route only writes bytes from memory, so no ratio near 0.5 is possible.
   */
  noTarget?: true;
}

async function publicCalls(app: App): Promise<Call[]> {
  const important = await app.inject({ url: '/api/meetings/category/Important?page=1&limit=9' });
  const { totalPages } = important.json<{ totalPages: number }>();
  const upcoming = await app.inject({ url: '/api/meetings?limit=1' });
  const [first] = upcoming.json<{ meetings: { id: string; meetingImage: string }[] }>().meetings;
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
    ...['All Meetings', ...TEMPLATE_CATEGORIES].map((category) => ({
      name: `category ${category} page 1`,
      paths: [`/api/meetings/category/${encodeURIComponent(category)}?page=1&limit=9`],
    })),
    { name: 'GET /api/meetings/{id}', paths: [`/api/meetings/${first?.id ?? 'none'}`] },
    { name: 'GET /api/courses', paths: ['/api/courses'] },
    {
      name: 'GET /uploads/{picture} (a meeting’s)',
      paths: [first?.meetingImage || '/uploads/none.webp'],
      headers: PICTURE_HEADERS,
    },
    ...(app.config.webRoot ? [{ name: 'GET / (home page HTML)', paths: ['/'], headers: PAGE_HEADERS }] : []),
    { name: 'GET /api/calendar.ics (feed)', paths: ['/api/calendar.ics'], headers: CALENDAR_HEADERS },
    {
      name: `category Important page ${deepPage} (deep)`,
      paths: [`/api/meetings/category/Important?page=${deepPage}&limit=9`],
    },
    {
      name: `category Important, pages 1-${totalPages} in turn`,
      paths: [...everyPage.slice(deepPage - 1), ...everyPage.slice(0, deepPage - 1)],
      // At 27 meetings the pages are few and stay cached, as a visitor's are: held to the target.
      ...(totalPages > 100 ? { noTarget: true as const } : {}),
    },
  ];
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

function printTable(title: string, rows: BenchRow[]): void {
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
    `${fmt(ratioOf(row), 2)} ${ratioMark(row)}`,
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

function printTargets(engine: string, rows: BenchRow[]): void {
  const { text } = targetVerdict(rows);
  console.log(
    `\nTarget (${engine}): every public read ≥ ${TARGET_RATIO}× its bare route, all answered 2xx: ${text}`,
  );
}

/** Request logs go where production's would (one JSON line per answer, written at once), but to /dev/null. */
function discardedLog() {
  const fd = openSync('/dev/null', 'w');
  return { level: 'info', stream: { write: (line: string) => writeSync(fd, line) } };
}

async function benchEngine(engine: 'sqlite' | 'postgresql'): Promise<EngineFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'));
  const scratch =
    engine === 'postgresql' && settings.postgres ? await createScratchDatabase(settings.postgres) : undefined;
  const web = websiteBuilt();
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: web ? WEB_ROOT : path.join(dataDir, 'no-web'),
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
    // PostgreSQL's autovacuum would analyse and vacuum the freshly loaded tables during the first
    // measurements, on the same CPUs: done here, before them, as a school's long-filled database has it.
    if (engine === 'postgresql') {
      await sql`vacuum analyze`.execute(app.db);
      // Needs a superuser or pg_checkpoint; without either the measurement goes on.
      await sql`checkpoint`.execute(app.db).catch(() => undefined);
    }
    console.log(
      `${engine}: ${settings.meetings} meetings inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (!web) {
      console.log(
        `  (the home page's HTML is not measured: the website is not built in ${WEB_ROOT} and dist/ssr; ` +
          'run npm run build:web first)',
      );
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const calls = (await publicCalls(app)).filter((call) => call.name.includes(settings.only));
    const rows: BenchRow[] = [];
    const loads = [loadavg()[0] ?? 0];
    let block = 0;
    for (const call of calls) {
      const headers = call.headers ?? REQUEST_HEADERS;
      // Asked for once before it is captured: the answer cache keeps what is asked for again, and
      // a page's brotli form becomes its strongest then (the home page: 12.9 KB, not 14.5), made
      // off the main thread. The bare route repeats the bytes the API sends from then on.
      await capture(apiOrigin, call.paths[0] ?? '/', headers);
      await capture(apiOrigin, call.paths[0] ?? '/', headers);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await capture(apiOrigin, call.paths[0] ?? '/', headers);
      bare.answer(answer);
      const job = (origin: string, duration: number, versus?: string): LoadJob => ({
        origins: [origin],
        paths: call.paths,
        headers,
        connections: settings.connections,
        duration,
        visitors: VISITORS,
        visitorBlock: (block += 1) % 250,
        ...(versus ? { interleave: { origin: versus, sliceSeconds: settings.slice } } : {}),
      });
      if (settings.warmup > 0) {
        await load.run(job(apiOrigin, settings.warmup));
        await load.run(job(bare.origin, settings.warmup));
      }
      // The API and the bare route in turn, a slice each, so both see the same machine.
      const { summary: api, versus } = await load.run(job(apiOrigin, settings.duration, bare.origin));
      if (!versus) throw new Error('the load generator did not interleave the bare route');
      const encoding = answer.headers['content-encoding'] ?? 'identity';
      const bytes = `${answer.status} ${answer.body.length} B ${encoding}`;
      rows.push({ call: call.name, bytes, api, bare: versus, ...(call.noTarget ? { noTarget: true } : {}) });
      loads.push(loadavg()[0] ?? 0);
      console.log(
        `  ${call.name}: ${fmt(api.requestsPerSecond)} req/s, bare ${fmt(versus.requestsPerSecond)} req/s`,
      );
    }
    printTable(
      `${engine}, ${settings.meetings} meetings; autocannon ${settings.connections} connections, ` +
        `${settings.duration} s per call and as long on the bare route, interleaved in ${settings.slice} s slices ` +
        `(after ${settings.warmup} s warm-up each); a browser's headers (API: ${JSON.stringify(REQUEST_HEADERS)}) ` +
        `and X-Forwarded-For from ${VISITORS} visitors (TRUST_PROXY=1) on both sides; request log on (to /dev/null); ` +
        (settings.bare === 'wire'
          ? 'bare = a plain Fastify route sending the captured wire bytes (already compressed) from memory'
          : 'bare = a plain Fastify route with @fastify/compress compressing the captured JSON per request') +
        `; load average (1 min) ${fmt(Math.min(...loads), 2)}–${fmt(Math.max(...loads), 2)} on ${availableParallelism()} CPUs`,
      rows,
    );
    printTargets(engine, rows);
    return {
      engine,
      meetings: settings.meetings,
      rows,
      loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
      websiteBuilt: web,
    };
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
      `${settings.connections} connections, slices of ${settings.slice} s ` +
      '(--duration/--warmup/--connections/--meetings/--slice/--only/--engines or BENCH_*; --no-record)',
  );
  const engines = ENGINES.filter((engine) => settings.engines.includes(engine));
  if (engines.includes('postgresql') && !settings.postgres) {
    console.log('\n(PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too)');
  }
  const measured = engines.filter((engine) => engine === 'sqlite' || settings.postgres);
  const started = new Date();
  const figures: EngineFigures[] = [];
  const notMeasured: string[] = [];
  if (engines.includes('postgresql') && !settings.postgres)
    notMeasured.push('PostgreSQL (BENCH_DATABASE_URL was not set)');
  if (measured.length === 1 && measured[0]) {
    const result = await benchEngine(measured[0]);
    // Run by the command below for one engine of several: the figures go back to it.
    if (process.env[RESULT_FILE_VARIABLE]) {
      writeFileSync(process.env[RESULT_FILE_VARIABLE], JSON.stringify(result));
      process.exitCode = targetVerdict(result.rows).ok ? 0 : 1;
      return;
    }
    figures.push(result);
  } else {
    // Each engine in a process of its own: measured in one, the second ran with what the first left
    // behind (100,000 meetings' worth of heap to collect), and its reads came out 0.1 to 0.2 lower.
    for (const engine of measured) {
      const result = await benchAlone(engine);
      if (result) figures.push(result);
      else notMeasured.push(`${ENGINE_LABELS[engine]} (its run stopped before the end; see the output)`);
    }
  }
  const ok = figures.length === measured.length && figures.every((result) => targetVerdict(result.rows).ok);
  console.log(ok ? '\nAll targets met ✓' : '\nSome targets missed ✗');
  if (figures.length > 0) record(started, figures, notMeasured);
  process.exitCode = ok ? 0 : 1;
}

/** The variable under which a run for one engine of several hands its figures back (a JSON file). */
const RESULT_FILE_VARIABLE = 'BENCH_RESULT_FILE';

/** The figures, over docs/performance/bench.md (unless --no-record), with when, where and how. */
function record(started: Date, figures: EngineFigures[], notMeasured: string[]): void {
  if (process.argv.includes(NO_RECORD_FLAG)) return;
  const bare =
    settings.bare === 'wire'
      ? 'a plain Fastify route sending the captured answer (already compressed) from memory'
      : 'a plain Fastify route with @fastify/compress compressing the captured answer per request';
  const file = recordRun({
    name: 'bench',
    script: 'scripts/bench.ts',
    envNames: [
      'BENCH_DATABASE_URL',
      'BENCH_DURATION',
      'BENCH_WARMUP',
      'BENCH_CONNECTIONS',
      'BENCH_MEETINGS',
      'BENCH_SLICE',
      'BENCH_ONLY',
      'BENCH_ENGINES',
      'BENCH_BARE',
    ],
    title: 'npm run bench',
    explainedAt: 'npm-run-bench',
    date: started,
    conditions: [
      `**Load**: autocannon, ${settings.connections} connections from a child process, ${settings.duration} s ` +
        `per read and as long on its bare route, interleaved in ${settings.slice} s slices after ` +
        `${settings.warmup} s of warm-up each; a browser's headers and X-Forwarded-For from ` +
        `${VISITORS} visitors (TRUST_PROXY=1); the request log on, to /dev/null`,
      `**Bare route**: ${bare}`,
    ],
    body: formatBenchFigures(figures, notMeasured),
  });
  console.log(`Figures written to ${file}`);
}

const ENGINES = ['sqlite', 'postgresql'] as const;

/** This command again for one engine, in a new process; its figures, or undefined when it stopped. */
function benchAlone(engine: (typeof ENGINES)[number]): Promise<EngineFigures | undefined> {
  const args = process.argv.slice(2).filter((arg, index, all) => {
    if (arg.startsWith('--engines')) return false;
    return all[index - 1] !== '--engines';
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'school-bench-result-'));
  const resultFile = path.join(folder, `${engine}.json`);
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', ...args], {
    env: { ...process.env, BENCH_ENGINES: engine, [RESULT_FILE_VARIABLE]: resultFile },
    stdio: 'inherit',
  });
  return new Promise<EngineFigures | undefined>((resolve, reject) => {
    child.once('error', reject);
    // Its exit code says whether it met the targets; the file, whether it measured at all.
    child.once('exit', () =>
      resolve(
        existsSync(resultFile) ? (JSON.parse(readFileSync(resultFile, 'utf8')) as EngineFigures) : undefined,
      ),
    );
  }).finally(() => rmSync(folder, { recursive: true, force: true }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
