/**
 * npm run bench:rush [-- --only sqlite|postgres --visitors 1000 --seats 300 --spread 10
 *                        --cancellations 100 --check --json file --profile folder --no-record]
 *
 * The moment a school's booking system exists for: registration for the open day opens and
 * every parent tries at once. Measured on real backend processes (dist/server, built first, as
 * the cluster tests run them), in two cases: two backends on one PostgreSQL database (a scratch
 * database of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) sharing
 * rate limits through Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379), and one backend
 * on SQLite (a temporary DATA_DIR). Each backend sends its e-mails to an SMTP server this
 * process runs, which keeps what it receives.
 *
 * Per case: a meeting with `--seats` seats a week ahead and `--visitors` accounts are written to
 * the database (one real password hash, made with the server's own hashPassword, for all);
 * then, through the API, alternating backends, each visitor with an address of their own
 * (X-Forwarded-For, TRUST_PROXY=1), as parents at home:
 *   1. logins: every visitor logs in, spread evenly over `--spread` seconds, open loop (each at
 *      its moment, not waiting for the one before); a login that fails is tried again
 *      afterwards, unmeasured, and a visitor who still has no token gets a session written to
 *      the database (said in the report), so the rush has all of them;
 *   2. public reads while quiet: a reader (autocannon, 4 connections, from a child process:
 *      scripts/bench-load.ts) loads the meetings list, the upcoming meetings, the meeting and the
 *      site settings for `--spread` seconds (after 2 s of warm-up);
 *   3. the rush: every visitor registers once, spread over `--spread` seconds, open loop, while
 *      the same reader runs again: the ratio of its answers a second, rush / quiet, is the figure;
 *   4. cancellations: `--cancellations` confirmed visitors cancel at once;
 *   5. the outbox drained (at most 300 s), what the SMTP server received is matched to the
 *      outbox's rows (by an outbox id in the Message-ID when there is one, else by recipient and
 *      subject): each row received once, twice or more, or never. The SMTP server keeps what
 *      arrives as it came and parses it only now, as a mail server elsewhere would cost this
 *      machine nothing while it measures;
 *   6. exactness, from the admin's list of the meeting's registrations: seats given at most once
 *      and all of them, waiting places 1..n without gaps or repeats and as the answers said,
 *      cancellations promoting exactly the first on the waiting list, in order.
 * Every phase is bounded (timeouts on every request and wait), and everything it started
 * (processes, the scratch database, temporary folders) is removed at the end, on a failure and
 * on Ctrl-C. Only 127.0.0.1 is loaded.
 *
 * Targets: every registration answered 201 on both engines; registration p99 ≤ 200 ms on
 * SQLite and ≤ 300 ms on two PostgreSQL backends; every e-mail received exactly once; public
 * reads during the rush at least half of what they were while quiet. `--check` exits 1 when one
 * is missed; `--json file` writes the figures; `--profile folder` has each backend write a CPU
 * profile of its main thread there when it stops (node --cpu-prof; open it in Chrome's DevTools).
 * The figures also go to docs/performance/bench-rush.md (bench-rush-table.ts writes them), over
 * the previous ones, with the date, the machine and the command; `--no-record` leaves it as it is.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type {
  MeetingRegistrationsResponse,
  OutboxEmailSummary,
  OutboxListResponse,
  Registration,
} from '@/contract';
import { createDatabase, migrateToLatest, type Db } from '../server/db/database';
import type { UserRow } from '../server/db/schema';
import { newId } from '../server/lib/ids';
import { addDays, nowIso, todayIso } from '../server/lib/time';
import { hashPassword } from '../server/modules/accounts/password';
import { startSession } from '../server/modules/accounts/sessions.service';
import { emailKey } from '../server/modules/accounts/users.repository';
import { toUser } from '../server/modules/accounts/users.service';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { startSmtpTestServer, type SmtpTestServer } from '../server/testing/smtp-test-server';
import { ADMIN, SHARED_JWT_SECRET, startBackend, type Backend } from '../tests/cluster/backend-process';
import buildBackend from '../tests/cluster/build-backend';
import { startLoadGenerator, type LoadSummary } from './bench-load';
import { RUSH_TARGETS as TARGETS, formatRushFigures, type RushCase } from './bench-rush-table';
import { cpuAccount, describeCpu, type CpuPhase } from './cpu-account';
import { NO_RECORD_FLAG, recordRun } from './perf-record';

// ---------------------------------------------------------------------------------------------
// Settings

type Engine = 'sqlite' | 'postgres';

function flagValue(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (const [index, arg] of args.entries()) {
    if (arg === `--${name}`) return args[index + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function whole(name: string, fallback: number, min: number): number {
  const raw = flagValue(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return value;
}

function seconds(name: string, fallback: number): number {
  const raw = flagValue(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0.1 || value > 600)
    throw new Error(`--${name} must be seconds from 0.1 to 600, not "${raw}"`);
  return value;
}

function engines(): Engine[] {
  const only = flagValue('only');
  if (only === undefined) return ['sqlite', 'postgres'];
  if (only === 'sqlite' || only === 'postgres') return [only];
  throw new Error(`--only must be sqlite or postgres, not "${only}"`);
}

/** The options; a wrong one stops the command with what is wrong, before anything starts. */
const settings = (() => {
  try {
    return {
      engines: engines(),
      visitors: whole('visitors', 1000, 1),
      seats: whole('seats', 300, 1),
      spread: seconds('spread', 10),
      cancellations: whole('cancellations', 100, 0),
      check: process.argv.includes('--check'),
      json: flagValue('json'),
      profile: flagValue('profile'),
      databaseServer: process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres',
      redisUrl: process.env.BENCH_REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
    };
  } catch (error) {
    console.error(`npm run bench:rush: ${error instanceof Error ? error.message : String(error)}`);
    return process.exit(2);
  }
})();

/** How long a login may take before it counts as unanswered: hashing is slow, and 1,000 queue up. */
const LOGIN_TIMEOUT_MS = 240_000;
/** Unmeasured second tries for failed logins: this long at most, a few at a time. */
const LOGIN_RETRY_BUDGET_MS = 180_000;
/** A registration, a cancellation or an admin call. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Sending 1,200 e-mails takes a sender a while (batches of 10): bounded, and the time is reported. */
const OUTBOX_DRAIN_MS = 300_000;
/** The reader's connections, shared among the backends. */
const READER_CONNECTIONS = 4;
/** The whole run, whatever happens: a last guard besides every phase's own bound. */
const HARD_LIMIT_MS = 45 * 60_000;

const WEB_ROOT = path.resolve('dist/web');

const ENGINE_NAMES: Record<Engine, string> = {
  sqlite: 'SQLite, one backend',
  postgres: 'PostgreSQL, two backends + Redis',
};

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started is stopped and removed, at the end, on a failure and on Ctrl-C

const cleanups: { name: string; run: () => Promise<unknown> }[] = [];

/** Registers a clean-up; the returned function runs it now (once) and forgets it. */
function hold(name: string, run: () => Promise<unknown>): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index < 0) return;
    cleanups.splice(index, 1);
    await bounded(entry.run(), 30_000, `cleaning up ${name}`).catch((error: unknown) =>
      console.error(`  (cleaning up ${name} failed: ${String(error)})`),
    );
  };
}

async function releaseEverything(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop();
    if (!entry) break;
    await bounded(entry.run(), 30_000, `cleaning up ${entry.name}`).catch((error: unknown) =>
      console.error(`  (cleaning up ${entry.name} failed: ${String(error)})`),
    );
  }
}

let stopping = false;
function stopNow(reason: string, code: number): void {
  if (stopping) return;
  stopping = true;
  console.error(`\n${reason}: stopping and cleaning up…`);
  void releaseEverything().finally(() => process.exit(code));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------------------------------------
// HTTP: keep-alive connections, each request timed from the moment it is sent

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Reply {
  /** The HTTP status; 0 when none came. */
  status: number;
  /** The status as text, or "timeout", "error ECONNRESET", "no token". */
  outcome: string;
  ms: number;
  body: string;
}

function send(
  origin: string,
  method: string,
  route: string,
  options: { headers?: Record<string, string>; json?: unknown; timeoutMs?: number } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const payload = options.json === undefined ? '' : JSON.stringify(options.json);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      'content-length': String(Buffer.byteLength(payload)),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    };
    const started = performance.now();
    let settled = false;
    const finish = (status: number, outcome: string, body: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, outcome, ms: performance.now() - started, body });
    };
    const request = http.request(`${origin}${route}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        finish(status, String(status), Buffer.concat(chunks).toString('utf8'));
      });
      response.on('error', (error: NodeJS.ErrnoException) =>
        finish(0, `error ${error.code ?? error.message}`, ''),
      );
    });
    const timer = setTimeout(() => {
      finish(0, 'timeout', '');
      request.destroy();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(0, `error ${error.code ?? error.message}`, ''),
    );
    request.end(payload);
  });
}

/** The answer's JSON body (undefined when it has none); the caller says what it expects there. */
function parsed(reply: Reply): unknown {
  try {
    return JSON.parse(reply.body) as unknown;
  } catch {
    return undefined;
  }
}

const tokenOf = (reply: Reply): string | undefined => {
  const body = parsed(reply) as { data?: unknown } | undefined;
  return reply.status === 200 && typeof body?.data === 'string' ? body.data : undefined;
};

/** `count` calls spread evenly over `spreadMs`, each at its own moment (open loop). */
async function openLoop<T>(
  count: number,
  spreadMs: number,
  fire: (index: number) => Promise<T>,
): Promise<{ results: T[]; maxLagMs: number }> {
  const startAt = performance.now() + 100;
  let maxLagMs = 0;
  const results = await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<T>((resolve, reject) => {
          const at = startAt + (index * spreadMs) / count;
          setTimeout(
            () => {
              maxLagMs = Math.max(maxLagMs, performance.now() - at);
              fire(index).then(resolve, reject);
            },
            Math.max(0, at - performance.now()),
          );
        }),
    ),
  );
  return { results, maxLagMs };
}

// ---------------------------------------------------------------------------------------------
// Figures

interface PhaseStats {
  count: number;
  /** Answers by status (or timeout / error / no token). */
  statuses: Record<string, number>;
  /** Milliseconds, over every request sent (one unanswered counts with the time it was given). */
  p50: number;
  p99: number;
  max: number;
  /** How late the open loop sent its latest request (this process's own load). */
  maxLagMs?: number;
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

function phaseStats(replies: readonly Reply[], maxLagMs?: number): PhaseStats {
  const statuses: Record<string, number> = {};
  for (const reply of replies) statuses[reply.outcome] = (statuses[reply.outcome] ?? 0) + 1;
  const sorted = replies
    .filter((reply) => reply.outcome !== 'no token')
    .map((reply) => reply.ms)
    .sort((a, b) => a - b);
  return {
    count: replies.length,
    statuses,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    ...(maxLagMs === undefined ? {} : { maxLagMs }),
  };
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * The e-mails' figures: the table's (bench-rush-table: `drained`, no row pending or being sent
 * within the bound; `strays`, received e-mails that match no outbox row; `sameMessageId`, received
 * e-mails whose Message-ID another received e-mail had too), and the outbox's rows by kind and by
 * status, and how many were received.
 */
interface EmailReport extends NonNullable<RushCase['emails']> {
  byKind: Record<string, number>;
  byStatus: Record<string, number>;
  received: number;
}

interface CaseReport {
  engine: Engine;
  title: string;
  backends: number;
  visitors: number;
  seats: number;
  spreadSeconds: number;
  logins?: PhaseStats;
  loginRetries?: { retried: number; succeeded: number; sessionsWritten: number };
  registrations?: PhaseStats;
  /** Registration answers per backend, by status, and their p99. */
  registrationsPerBackend?: { backend: string; statuses: Record<string, number>; p99: number }[];
  /** The slowest registrations: when they were sent (s after the first) and how long they took. */
  slowestRegistrations?: { sentAtS: number; ms: number; outcome: string; backend: string }[];
  /** The registrations sent in each second of the rush: how many, and their p50 and p99 (ms). */
  registrationsBySecond?: { second: number; sent: number; p50: number; p99: number }[];
  cancellations?: PhaseStats;
  exactness: Check[];
  emails?: EmailReport;
  reads?: { quiet: LoadSummary; rush: LoadSummary; ratio: number };
  /** Who spent the CPU while the reads ran quiet, and during the rush (Linux only). */
  cpu?: { quiet?: CpuPhase; rush?: CpuPhase };
  loadAverage: { min: number; max: number; rushMax: number };
  serverLog: string[];
  error?: string;
}

// ---------------------------------------------------------------------------------------------
// Set-up: the meeting and the visitors, straight into the database

interface Visitor {
  index: number;
  row: UserRow;
  /** Their own home address, as a reverse proxy reports it. */
  address: string;
  token?: string;
}

const visitorAddress = (index: number) =>
  `10.${1 + Math.floor(index / 65_536)}.${(index >> 8) & 255}.${index & 255}`;

async function fillDatabase(
  db: Db,
  passwordHash: string,
): Promise<{ meetingId: string; visitors: Visitor[] }> {
  await migrateToLatest(db);
  const now = nowIso();
  const meetingId = newId();
  await db
    .insertInto('meetings')
    .values({
      id: meetingId,
      title: 'Open Day: Campus Tour',
      description: 'Registration opens now: first come, first served.',
      date: addDays(todayIso(), 7),
      price: 0,
      location: 'Main hall',
      hours: '09:00 - 13:00',
      book_now: 'Register online',
      category: 'Soon',
      meeting_image: '',
      capacity: settings.seats,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const visitors: Visitor[] = Array.from({ length: settings.visitors }, (_, index) => {
    const id = newId();
    const email = `parent-${String(index + 1).padStart(5, '0')}@rush.test`;
    return {
      index,
      address: visitorAddress(index),
      row: {
        id,
        user_name: `Parent ${String(index + 1).padStart(5, '0')}`,
        user_email: email,
        email_key: emailKey(email),
        phone_number: '+1 555 0100',
        role: 'user',
        password_hash: passwordHash,
        session_version: 0,
        created_at: now,
        email_verified_at: now,
        locked_at: null,
      },
    };
  });
  for (let start = 0; start < visitors.length; start += 500) {
    await db
      .insertInto('users')
      .values(visitors.slice(start, start + 500).map((visitor) => visitor.row))
      .execute();
  }
  return { meetingId, visitors };
}

// ---------------------------------------------------------------------------------------------
// One case

const PUBLIC_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' };
const ADMIN_PREFIX = '10.250';
let adminCalls = 0;
/** Admin calls come from a few addresses in turn, so polling the outbox never meets the rate limit. */
const adminAddress = () => `${ADMIN_PREFIX}.${(adminCalls += 1) % 200}.1`;

function loadSampler() {
  const samples: { at: number; load: number }[] = [];
  const take = () => samples.push({ at: Date.now(), load: loadavg()[0] ?? 0 });
  take();
  const timer = setInterval(take, 1000);
  return {
    stop: () => clearInterval(timer),
    summary: (rush: { from: number; to: number }) => {
      const loads = samples.map((sample) => sample.load);
      const during = samples.filter((sample) => sample.at >= rush.from && sample.at <= rush.to + 1000);
      return {
        min: Math.min(...loads),
        max: Math.max(...loads),
        rushMax: Math.max(0, ...during.map((sample) => sample.load)),
      };
    },
  };
}

/** What the servers logged at warn and above, summed up by message. */
function serverLog(backends: readonly Backend[]): string[] {
  const counts = new Map<string, number>();
  for (const backend of backends) {
    for (const line of backend.output().split('\n')) {
      const text = line.trim();
      if (text === '' || text.startsWith('School website and API')) continue;
      let key = text.slice(0, 160);
      if (text.startsWith('{')) {
        try {
          const entry = JSON.parse(text) as { level?: number; msg?: string; err?: { message?: string } };
          const level =
            entry.level === undefined
              ? '?'
              : entry.level >= 50
                ? 'error'
                : entry.level >= 40
                  ? 'warn'
                  : 'info';
          key = `${level}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message.slice(0, 100)})` : ''}`;
        } catch {
          // A line that is not JSON after all: kept as it is.
        }
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([line, count]) => `${count}× ${line}`);
}

async function runCase(engine: Engine, report: CaseReport): Promise<void> {
  const caseStart = cleanups.length;
  const sampler = loadSampler();
  let rushWindow = { from: 0, to: 0 };
  const stopSampler = hold('load sampler', () => Promise.resolve(sampler.stop()));
  const backends: Backend[] = [];
  try {
    console.log(`\n== ${ENGINE_NAMES[engine]}: ${settings.visitors} visitors, ${settings.seats} seats ==`);
    // A mail server elsewhere, in effect: what arrives is parsed after the measurements, not during them.
    const smtp: SmtpTestServer = await startSmtpTestServer({ parseLater: true });
    const stopSmtp = hold('the SMTP server', () => smtp.stop());

    // The database: a scratch one on the PostgreSQL server, or a temporary DATA_DIR.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'school-rush-'));
    const removeDataDir = hold(`folder ${dataDir}`, () =>
      Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    );
    let databaseUrl: string | undefined;
    let dropScratch: () => Promise<void> = () => Promise.resolve();
    if (engine === 'postgres') {
      const scratch = await createScratchDatabase(settings.databaseServer);
      databaseUrl = scratch.url;
      dropScratch = hold('the scratch database', () => scratch.drop());
    }
    const passwordHash = await hashPassword(VISITOR_PASSWORD);
    const setupDb = createDatabase({ dataDir, databaseUrl });
    const { meetingId, visitors } = await fillDatabase(setupDb, passwordHash).finally(() =>
      setupDb.destroy(),
    );
    console.log(`  ${visitors.length} accounts and the meeting (${settings.seats} seats) written`);

    const env: Record<string, string> = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Open Day <office@rush.test>',
      PUBLIC_URL: 'https://school.example',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // The website too, when it is built, as a school's server runs it (the pages are not loaded here).
      ...(existsSync(path.join(WEB_ROOT, 'index.html')) ? { WEB_ROOT } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, REDIS_URL: settings.redisUrl } : { DATA_DIR: dataDir }),
    };
    for (let i = 0; i < (engine === 'postgres' ? 2 : 1); i += 1) {
      const backend = await startBackend(env, {
        nodeArgs: settings.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(settings.profile)}`] : [],
      });
      backends.push(backend);
      hold(`backend ${backend.url}`, () => stopBackend(backend));
    }
    report.backends = backends.length;
    console.log(`  backends: ${backends.map((backend) => backend.url).join(', ')}`);
    const backendFor = (index: number): Backend => backends[index % backends.length] as Backend;

    const adminLogin = await send(backendFor(0).url, 'POST', '/api/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'X-Forwarded-For': adminAddress() },
    });
    const adminToken = tokenOf(adminLogin);
    if (!adminToken) throw new Error(`the admin's login failed: ${adminLogin.outcome}`);
    const admin = async <T>(route: string): Promise<T> => {
      const reply = await send(backendFor(adminCalls).url, 'GET', route, {
        headers: { authorization: `Bearer ${adminToken}`, 'X-Forwarded-For': adminAddress() },
      });
      const body = parsed(reply);
      if (reply.status !== 200 || body === undefined) throw new Error(`GET ${route}: ${reply.outcome}`);
      return body as T;
    };

    // 1. Logins, open loop.
    const spreadMs = settings.spread * 1000;
    console.log(`  logins: ${visitors.length} over ${settings.spread} s…`);
    const login = (visitor: Visitor, timeoutMs: number) =>
      send(backendFor(visitor.index).url, 'POST', '/api/login', {
        json: { email: visitor.row.user_email, password: VISITOR_PASSWORD },
        headers: { 'X-Forwarded-For': visitor.address },
        timeoutMs,
      }).then((reply) => {
        const token = tokenOf(reply);
        if (token) visitor.token = token;
        return reply;
      });
    const logins = await openLoop(visitors.length, spreadMs, (index) =>
      login(visitors[index] as Visitor, LOGIN_TIMEOUT_MS),
    );
    report.logins = phaseStats(logins.results, logins.maxLagMs);
    console.log(`    ${describeStatuses(report.logins.statuses)}; p99 ${fmtMs(report.logins.p99)}`);

    // Unmeasured: failed logins tried again, then sessions written for whoever is still out.
    const failed = visitors.filter((visitor) => !visitor.token);
    report.loginRetries = { retried: failed.length, succeeded: 0, sessionsWritten: 0 };
    if (failed.length > 0) {
      console.log(`  ${failed.length} logins failed: trying them again (unmeasured)…`);
      const deadline = Date.now() + LOGIN_RETRY_BUDGET_MS;
      const queue = [...failed];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let visitor = queue.shift(); visitor; visitor = queue.shift()) {
            if (Date.now() > deadline) return;
            const reply = await login(visitor, Math.max(1000, Math.min(60_000, deadline - Date.now())));
            if (reply.status === 429) await sleep(1000);
          }
        }),
      );
      const still = visitors.filter((visitor) => !visitor.token);
      report.loginRetries.succeeded = failed.length - still.length;
      if (still.length > 0) {
        const db = createDatabase({ dataDir, databaseUrl });
        try {
          for (const visitor of still) {
            visitor.token = await startSession(
              db,
              { user: toUser(visitor.row), passwordHash, sessionVersion: 0 },
              SHARED_JWT_SECRET,
            );
          }
        } finally {
          await db.destroy();
        }
        report.loginRetries.sessionsWritten = still.length;
      }
    }

    // 2. The public reads while the servers are quiet.
    await sleep(2000);
    const reader = startLoadGenerator();
    const stopReader = hold('the reader', () => Promise.resolve(reader.stop()));
    const databaseProcesses: Record<string, string> =
      engine === 'postgres' ? { PostgreSQL: 'postgres', Redis: 'redis-server' } : {};
    const cpu = cpuAccount(() => ({
      pids: {
        backends: backends.flatMap((backend) => backend.process.pid ?? []),
        reader: reader.pid === undefined ? [] : [reader.pid],
        'senders and SMTP server': [process.pid],
      },
      commands: databaseProcesses,
      mainThreads: Object.fromEntries(
        backends.flatMap((backend, b) =>
          backend.process.pid === undefined ? [] : [[`event loop ${b + 1}`, [backend.process.pid]]],
        ),
      ),
    }));
    const readJob = (visitorBlock: number) => ({
      origins: backends.map((backend) => backend.url),
      paths: [
        `/api/meetings/category/${encodeURIComponent('All Meetings')}?page=1&limit=9`,
        '/api/meetings',
        `/api/meetings/${meetingId}`,
        '/api/site',
      ],
      headers: PUBLIC_HEADERS,
      connections: READER_CONNECTIONS,
      duration: settings.spread,
      visitors: 2048,
      visitorBlock,
    });
    console.log(`  public reads while quiet, ${settings.spread} s…`);
    // Warmed up first (connections, compiled code, the answers kept in memory), unmeasured.
    await reader.run({ ...readJob(199), duration: 2 });
    cpu.phase();
    const quiet = (await reader.run(readJob(200))).summary;
    report.cpu = { quiet: cpu.phase() };
    await sleep(1000);

    // 3. The rush, with the reader again.
    console.log(`  the rush: ${visitors.length} registrations over ${settings.spread} s, reads meanwhile…`);
    rushWindow = { from: Date.now(), to: Date.now() + spreadMs };
    cpu.phase();
    const readingDuringRush = reader.run(readJob(201));
    // Awaited after the rush; a failure meanwhile (Ctrl-C stops the reader too) is not unhandled.
    readingDuringRush.catch(() => undefined);
    /** When each registration was due, in ms after the first (the open loop's schedule). */
    const dueAt = (index: number) => (index * spreadMs) / visitors.length;
    const rush = await openLoop(visitors.length, spreadMs, (index) => {
      const visitor = visitors[index] as Visitor;
      if (!visitor.token) return Promise.resolve<Reply>({ status: 0, outcome: 'no token', ms: 0, body: '' });
      return send(backendFor(index).url, 'POST', `/api/meetings/${meetingId}/registrations`, {
        headers: { authorization: `Bearer ${visitor.token}`, 'X-Forwarded-For': visitor.address },
      });
    });
    const rushReads = (await readingDuringRush).summary;
    report.cpu.rush = cpu.phase();
    rushWindow.to = Date.now();
    stopReader().catch(() => undefined);
    report.registrations = phaseStats(rush.results, rush.maxLagMs);
    report.registrationsPerBackend = backends.map((backend, b) => {
      const mine = rush.results.filter((_, index) => index % backends.length === b);
      const stats = phaseStats(mine);
      return { backend: backend.url, statuses: stats.statuses, p99: stats.p99 };
    });
    report.slowestRegistrations = rush.results
      .map((reply, index) => ({
        sentAtS: dueAt(index) / 1000,
        ms: reply.ms,
        outcome: reply.outcome,
        backend: backendFor(index).url,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    const bySecond = new Map<number, number[]>();
    rush.results.forEach((reply, index) => {
      const second = Math.floor(dueAt(index) / 1000);
      bySecond.set(second, [...(bySecond.get(second) ?? []), reply.ms]);
    });
    report.registrationsBySecond = [...bySecond.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([second, times]) => {
        const sorted = times.sort((a, b) => a - b);
        return { second, sent: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
      });
    report.reads = {
      quiet,
      rush: rushReads,
      ratio: rushReads.requestsPerSecond / Math.max(quiet.requestsPerSecond, 1e-9),
    };
    console.log(
      `    ${describeStatuses(report.registrations.statuses)}; p50 ${fmtMs(report.registrations.p50)}, ` +
        `p99 ${fmtMs(report.registrations.p99)}; reads ${report.reads.ratio.toFixed(2)}× quiet`,
    );

    // Exactness after the rush.
    const answers = rush.results.map((reply) =>
      reply.status === 201
        ? (parsed(reply) as { registration?: Registration } | undefined)?.registration
        : undefined,
    );
    const listRoute = `/api/meetings/${meetingId}/registrations`;
    const before = (await admin<MeetingRegistrationsResponse>(listRoute)).registrations;
    report.exactness.push(...checkRush(before, answers));

    // 4. Cancellations, all at once.
    const byUser = new Map(visitors.map((visitor) => [visitor.row.id, visitor]));
    const leaving = before
      .filter((registration) => registration.status === 'confirmed')
      .flatMap((registration) => {
        const visitor = byUser.get(registration.userId ?? '');
        return visitor?.token ? [visitor] : [];
      })
      .slice(0, settings.cancellations);
    console.log(`  cancellations: ${leaving.length} at once…`);
    const cancelled = await Promise.all(
      leaving.map((visitor, index) =>
        send(backendFor(index).url, 'DELETE', `/api/meetings/${meetingId}/registrations/me`, {
          headers: { authorization: `Bearer ${visitor.token ?? ''}`, 'X-Forwarded-For': visitor.address },
        }),
      ),
    );
    report.cancellations = phaseStats(cancelled);
    console.log(
      `    ${describeStatuses(report.cancellations.statuses)}; p99 ${fmtMs(report.cancellations.p99)}`,
    );
    const after = (await admin<MeetingRegistrationsResponse>(listRoute)).registrations;
    const leftIds = new Set(
      leaving.filter((_, index) => cancelled[index]?.status === 200).map((v) => v.row.id),
    );
    report.exactness.push(...checkCancellations(before, after, leftIds));

    // 5. The outbox drained, then what the mail server received, row by row.
    const active = before.filter((registration) => registration.status !== 'cancelled').length;
    const waitingBefore = before.filter((registration) => registration.status === 'waitlisted').length;
    const expected = active + leftIds.size + Math.min(leftIds.size, waitingBefore);
    console.log(
      `  waiting for the outbox (${expected} e-mails expected, at most ${OUTBOX_DRAIN_MS / 1000} s)…`,
    );
    const drainStart = Date.now();
    let rows: OutboxEmailSummary[] = [];
    let drained = false;
    while (Date.now() - drainStart < OUTBOX_DRAIN_MS) {
      rows = await outboxRows(admin);
      if (rows.every((row) => row.status !== 'pending' && row.status !== 'sending')) {
        drained = true;
        break;
      }
      await sleep(1000);
    }
    const drainSeconds = (Date.now() - drainStart) / 1000;
    await smtp.parseArrived();
    report.emails = matchEmails(rows, smtp, expected, drained, drainSeconds);
    console.log(
      `    ${report.emails.rows} rows in ${drainSeconds.toFixed(1)} s: ${report.emails.once} received once, ` +
        `${report.emails.duplicates} twice or more, ${report.emails.missing} never`,
    );
    await stopSmtp();
    await stopSampler();
    for (const backend of backends) await releaseByName(`backend ${backend.url}`);
    await dropScratch();
    await removeDataDir();
  } catch (error) {
    report.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`  the case stopped: ${report.error}`);
  } finally {
    report.serverLog = serverLog(backends);
    // Whatever this case started and did not stop yet (it stopped half-way), newest first.
    while (cleanups.length > caseStart) {
      const entry = cleanups[cleanups.length - 1];
      if (entry) await releaseByName(entry.name);
    }
    report.loadAverage = sampler.summary(rushWindow);
  }
}

/** Runs (and forgets) the registered clean-up of that name, if it is still there. */
async function releaseByName(name: string): Promise<void> {
  const index = cleanups.findIndex((entry) => entry.name === name);
  if (index < 0) return;
  const [entry] = cleanups.splice(index, 1);
  if (!entry) return;
  await bounded(entry.run(), 30_000, `cleaning up ${name}`).catch((error: unknown) =>
    console.error(`  (cleaning up ${name} failed: ${String(error)})`),
  );
}

/** SIGTERM, then SIGKILL if it has not stopped within 15 s; its folder is removed. */
async function stopBackend(backend: Backend): Promise<void> {
  const stopped = backend.stop();
  const timer = setTimeout(() => backend.process.kill('SIGKILL'), 15_000);
  await stopped.finally(() => clearTimeout(timer));
}

/** The one password every visitor has (its hash is made once, with the server's hashPassword). */
const VISITOR_PASSWORD = `rush-${randomBytes(18).toString('base64url')}`;

async function outboxRows(admin: <T>(route: string) => Promise<T>): Promise<OutboxEmailSummary[]> {
  const rows: OutboxEmailSummary[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await admin<OutboxListResponse>(`/api/admin/outbox?page=${page}&limit=100`);
    rows.push(...answer.data);
    if (page >= answer.totalPages || answer.data.length === 0) break;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Exactness

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Where a list of places differs from 1..n: the missing and the repeated ones. */
function placesProblem(places: readonly (number | null)[], n: number): string {
  const seen = new Map<number, number>();
  for (const place of places) if (place !== null) seen.set(place, (seen.get(place) ?? 0) + 1);
  const missing = range(n).filter((place) => !seen.has(place));
  const repeated = [...seen.entries()].filter(([, count]) => count > 1).map(([place]) => place);
  const outside = [...seen.keys()].filter((place) => place < 1 || place > n);
  const nulls = places.filter((place) => place === null).length;
  const parts = [
    missing.length > 0 && `${missing.length} missing (${missing.slice(0, 5).join(', ')}…)`,
    repeated.length > 0 && `${repeated.length} repeated (${repeated.slice(0, 5).join(', ')}…)`,
    outside.length > 0 && `${outside.length} outside 1..${n}`,
    nulls > 0 && `${nulls} without a place`,
  ].filter(Boolean);
  return parts.join(', ');
}

function checkRush(list: readonly Registration[], answers: readonly (Registration | undefined)[]): Check[] {
  const confirmed = list.filter((registration) => registration.status === 'confirmed');
  const waiting = list.filter((registration) => registration.status === 'waitlisted');
  const active = confirmed.length + waiting.length;
  const wantConfirmed = Math.min(settings.seats, settings.visitors);
  const checks: Check[] = [];
  checks.push({
    name: 'registered',
    ok: active === settings.visitors,
    detail: `${active} of ${settings.visitors} visitors registered`,
  });
  const users = list.map((registration) => registration.userId);
  const twice = users.length - new Set(users).size;
  checks.push({
    name: 'once each',
    ok: twice === 0,
    detail: twice === 0 ? 'no visitor twice' : `${twice} twice`,
  });
  checks.push({
    name: 'seats',
    ok: confirmed.length === wantConfirmed,
    detail: `${confirmed.length} confirmed${confirmed.length > settings.seats ? ` for ${settings.seats} seats` : ''}`,
  });
  const problem = placesProblem(
    waiting.map((registration) => registration.position),
    waiting.length,
  );
  checks.push({
    name: 'waiting places',
    ok: problem === '' && waiting.length === settings.visitors - wantConfirmed,
    detail: problem ? `waiting places: ${problem}` : `waiting 1..${waiting.length}`,
  });
  // What each visitor was told is what the list holds.
  const byId = new Map(list.map((registration) => [registration.id, registration]));
  const told = answers.filter((answer): answer is Registration => answer !== undefined);
  const disagree = told.filter((answer) => {
    const kept = byId.get(answer.id);
    return !kept || kept.status !== answer.status || kept.position !== answer.position;
  });
  const toldConfirmed = told.filter((answer) => answer.status === 'confirmed').length;
  const toldPlaces = told.filter((answer) => answer.status === 'waitlisted').map((answer) => answer.position);
  const toldProblem = placesProblem(toldPlaces, toldPlaces.length);
  checks.push({
    name: 'answers',
    ok: disagree.length === 0 && toldConfirmed <= settings.seats && toldProblem === '',
    detail:
      [
        disagree.length > 0 && `${disagree.length} answers differ from the list`,
        toldConfirmed > settings.seats && `${toldConfirmed} told "confirmed"`,
        toldProblem && `places told: ${toldProblem}`,
      ]
        .filter(Boolean)
        .join('; ') ||
      `the ${told.length} answers agree (${toldConfirmed} seats, places 1..${toldPlaces.length})`,
  });
  return checks;
}

function checkCancellations(
  before: readonly Registration[],
  after: readonly Registration[],
  left: ReadonlySet<string>,
): Check[] {
  const status = (list: readonly Registration[], s: Registration['status']) =>
    list.filter((registration) => registration.status === s);
  const waitingBefore = status(before, 'waitlisted');
  const confirmedBefore = new Set(status(before, 'confirmed').map((registration) => registration.userId));
  const confirmedAfter = status(after, 'confirmed');
  const waitingAfter = status(after, 'waitlisted');
  const cancelledAfter = new Set(status(after, 'cancelled').map((registration) => registration.userId ?? ''));
  const promotions = Math.min(left.size, waitingBefore.length);
  const wantConfirmed = Math.min(settings.seats, confirmedBefore.size - left.size + waitingBefore.length);
  const checks: Check[] = [];
  const notCancelled = [...left].filter((id) => !cancelledAfter.has(id)).length;
  checks.push({
    name: 'cancelled',
    ok: notCancelled === 0 && cancelledAfter.size === left.size,
    detail: `${cancelledAfter.size} cancelled (${left.size} asked${notCancelled ? `, ${notCancelled} of them not cancelled` : ''})`,
  });
  checks.push({
    name: 'seats again',
    ok: confirmedAfter.length === wantConfirmed,
    detail: `${confirmedAfter.length} confirmed after the cancellations`,
  });
  // The newly confirmed, in the order they got their seats, against the head of the queue.
  const promoted = confirmedAfter.filter((registration) => !confirmedBefore.has(registration.userId));
  const head = waitingBefore.slice(0, promotions).map((registration) => registration.userId);
  const sameSet =
    promoted.length === head.length && head.every((id) => promoted.some((p) => p.userId === id));
  const seatTimes = head.map(
    (id) => after.find((registration) => registration.userId === id)?.confirmedAt ?? '',
  );
  const outOfOrder = seatTimes.filter((time, i) => i > 0 && time < (seatTimes[i - 1] ?? '')).length;
  checks.push({
    name: 'promotions',
    ok: sameSet && outOfOrder === 0,
    detail: sameSet
      ? `the ${promoted.length} promoted are the first ${head.length} waiting${outOfOrder ? `, ${outOfOrder} seated before someone ahead of them` : ', in order'}`
      : `${promoted.length} promoted, ${head.filter((id) => !promoted.some((p) => p.userId === id)).length} of the first ${head.length} waiting not among them`,
  });
  const problem = placesProblem(
    waitingAfter.map((registration) => registration.position),
    waitingAfter.length,
  );
  const rest = waitingBefore.slice(promotions).map((registration) => registration.userId);
  const sameQueue =
    waitingAfter.length === rest.length &&
    waitingAfter.every((registration, i) => registration.userId === rest[i]);
  checks.push({
    name: 'waiting after',
    ok: problem === '' && sameQueue,
    detail: problem
      ? `waiting places: ${problem}`
      : `${waitingAfter.length} waiting 1..${waitingAfter.length}${sameQueue ? ', the queue kept its order' : ', not the queue as it was'}`,
  });
  return checks;
}

// ---------------------------------------------------------------------------------------------
// E-mails: the outbox's rows against what the mail server received

const EMAIL_KINDS: [string, RegExp][] = [
  ['confirmation', /^Your seat is confirmed/],
  ['waiting list', /^Waiting list #/],
  ['cancellation', /^Registration cancelled/],
  ['promotion', /^A seat is yours/],
];

function matchEmails(
  rows: readonly OutboxEmailSummary[],
  smtp: SmtpTestServer,
  expected: number,
  drained: boolean,
  drainSeconds: number,
): EmailReport {
  const key = (to: string, subject: string) => `${to.trim().toLowerCase()}\n${subject}`;
  const byKey = new Map<string, OutboxEmailSummary[]>();
  for (const row of rows)
    byKey.set(key(row.to, row.subject), [...(byKey.get(key(row.to, row.subject)) ?? []), row]);
  const received = new Map<string, number>();
  const messageIds = new Map<string, number>();
  let strays = 0;
  for (const { envelopeTo, mail } of smtp.received) {
    const messageId = mail.messageId ?? '';
    if (messageId) messageIds.set(messageId, (messageIds.get(messageId) ?? 0) + 1);
    // An outbox id in the Message-ID names the row; otherwise recipient and subject do.
    const named = messageId ? rows.find((row) => messageId.includes(row._id)) : undefined;
    const candidates = named ? [named] : (byKey.get(key(envelopeTo[0] ?? '', mail.subject ?? '')) ?? []);
    const row = candidates.find((candidate) => !received.has(candidate._id)) ?? candidates[0];
    if (!row) {
      strays += 1;
      continue;
    }
    received.set(row._id, (received.get(row._id) ?? 0) + 1);
  }
  const byKind: Record<string, number> = {};
  const byStatus: Record<string, number> = {};
  for (const row of rows) {
    const kind = EMAIL_KINDS.find(([, pattern]) => pattern.test(row.subject))?.[0] ?? 'other';
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  }
  const counts = rows.map((row) => received.get(row._id) ?? 0);
  return {
    expected,
    rows: rows.length,
    byKind,
    byStatus,
    drained,
    drainSeconds,
    once: counts.filter((count) => count === 1).length,
    duplicates: counts.filter((count) => count > 1).length,
    missing: counts.filter((count) => count === 0).length,
    strays,
    sameMessageId: [...messageIds.values()]
      .filter((count) => count > 1)
      .reduce((sum, count) => sum + count, 0),
    received: smtp.received.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const fmtMs = (ms: number) =>
  ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const describeStatuses = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';
/** Answers in each whole second a read ran (the last, partial second left out). */
const wholeSeconds = (summary: LoadSummary) =>
  summary.perSecond.slice(0, Math.max(1, Math.floor(summary.seconds)));
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function printCase(report: CaseReport): void {
  const rows: [string, string][] = [];
  const phase = (name: string, stats: PhaseStats | undefined) => {
    if (!stats) return;
    rows.push([
      `${name} (${stats.count})`,
      `${describeStatuses(stats.statuses)} | p50 ${fmtMs(stats.p50)} · p99 ${fmtMs(stats.p99)} · max ${fmtMs(stats.max)}` +
        (stats.maxLagMs === undefined ? '' : ` · sent up to ${fmtMs(stats.maxLagMs)} late`),
    ]);
  };
  phase('logins', report.logins);
  if (report.loginRetries && report.loginRetries.retried > 0) {
    const { retried, succeeded, sessionsWritten } = report.loginRetries;
    rows.push([
      'logins tried again',
      `${retried} (unmeasured): ${succeeded} logged in, ${sessionsWritten} given a session written to the database`,
    ]);
  }
  phase('registrations', report.registrations);
  if (report.registrationsPerBackend && report.registrationsPerBackend.length > 1) {
    for (const [b, entry] of report.registrationsPerBackend.entries()) {
      rows.push([`  backend ${b + 1}`, `${describeStatuses(entry.statuses)} | p99 ${fmtMs(entry.p99)}`]);
    }
  }
  phase('cancellations', report.cancellations);
  const failedChecks = report.exactness.filter((check) => !check.ok);
  if (report.exactness.length > 0) {
    rows.push([
      'exactness',
      failedChecks.length === 0
        ? `✓ ${report.exactness.map((check) => check.detail).join('; ')}`
        : `✗ ${failedChecks.map((check) => check.detail).join('; ')}`,
    ]);
  }
  if (report.emails) {
    const e = report.emails;
    const kinds = Object.entries(e.byKind).map(([kind, count]) => `${count} ${kind}`);
    rows.push([
      'e-mails',
      [
        `${e.rows} rows (expected ${e.expected}: ${kinds.join(', ')}): ${e.once} received once, ` +
          `${e.duplicates} twice or more, ${e.missing} never`,
        e.strays > 0 && `${e.strays} received matching no row`,
        e.sameMessageId > 0 && `${e.sameMessageId} sharing a Message-ID`,
        e.drained
          ? `outbox drained in ${e.drainSeconds.toFixed(1)} s`
          : `outbox NOT drained after ${e.drainSeconds.toFixed(0)} s (${describeStatuses(e.byStatus)})`,
      ]
        .filter(Boolean)
        .join('; '),
    ]);
  }
  if (report.reads) {
    const { quiet, rush, ratio } = report.reads;
    rows.push([
      'public reads /s',
      `quiet ${quiet.requestsPerSecond.toFixed(0)} (${describeStatuses(quiet.statuses)}, p99 ${fmtMs(quiet.p99)}) · ` +
        `rush ${rush.requestsPerSecond.toFixed(0)} (${describeStatuses(rush.statuses)}, p99 ${fmtMs(rush.p99)}, ` +
        `slowest second ${Math.min(...wholeSeconds(rush))}) · ratio ${ratio.toFixed(2)}`,
    ]);
    rows.push([
      '  each second',
      `quiet ${wholeSeconds(quiet).join(' ')} · rush ${wholeSeconds(rush).join(' ')}`,
    ]);
  }
  if (report.cpu) {
    rows.push(['CPU, reads quiet', describeCpu(report.cpu.quiet, availableParallelism())]);
    rows.push(['CPU, the rush', describeCpu(report.cpu.rush, availableParallelism())]);
  }
  rows.push([
    'load average',
    `1-min ${report.loadAverage.min.toFixed(2)}–${report.loadAverage.max.toFixed(2)} during the case, ` +
      `up to ${report.loadAverage.rushMax.toFixed(2)} in the rush (${availableParallelism()} CPUs)`,
  ]);
  if (report.slowestRegistrations && report.slowestRegistrations.length > 0) {
    rows.push([
      'slowest registrations',
      report.slowestRegistrations
        .map((entry) => `${fmtMs(entry.ms)} ${entry.outcome} (sent at ${entry.sentAtS.toFixed(2)} s)`)
        .join(', '),
    ]);
  }
  if (report.registrationsBySecond && report.registrationsBySecond.length > 0) {
    rows.push([
      'registrations p99',
      `by second sent: ${report.registrationsBySecond.map((entry) => entry.p99.toFixed(0)).join(' · ')} ms`,
    ]);
  }
  if (report.serverLog.length === 0) rows.push(['servers logged', 'nothing (LOG_LEVEL=warn)']);
  for (const [index, line] of report.serverLog.slice(0, 6).entries())
    rows.push([index === 0 ? 'servers logged' : '', line]);
  if (report.serverLog.length > 6) rows.push(['', `… ${report.serverLog.length - 6} more kinds of lines`]);
  if (report.error) rows.push(['stopped', report.error.split('\n')[0] ?? '']);

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(
    `\n${report.title}: ${report.visitors} visitors, ${report.seats} seats, logins and registrations each over ${report.spreadSeconds} s`,
  );
  for (const [name, text] of rows) console.log(`  ${name.padEnd(width)} | ${text}`);
}

interface Target {
  name: string;
  ok: boolean;
  detail: string;
}

function targets(reports: readonly CaseReport[]): Target[] {
  const list: Target[] = [];
  const named = (report: CaseReport) => (report.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL');
  const each = (name: string, test: (report: CaseReport) => { ok: boolean; detail: string }) => {
    const results = reports.map((report) => ({ report, ...test(report) }));
    list.push({
      name,
      ok: results.every((result) => result.ok),
      detail: results
        .map((result) => `${named(result.report)} ${result.detail} ${mark(result.ok)}`)
        .join(', '),
    });
  };
  each(
    `${settings.visitors.toLocaleString('en-US')} of ${settings.visitors.toLocaleString('en-US')} registrations answered 201`,
    (report) => {
      const ok201 = report.registrations?.statuses['201'] ?? 0;
      return { ok: ok201 === settings.visitors, detail: `${ok201}/${settings.visitors}` };
    },
  );
  for (const report of reports) {
    const limit = TARGETS.p99Ms[report.engine];
    const p99 = report.registrations?.p99;
    list.push({
      name: `registration p99 ≤ ${limit} ms (${report.title})`,
      ok: p99 !== undefined && p99 <= limit,
      detail: p99 === undefined ? 'not measured' : fmtMs(p99),
    });
  }
  each('every e-mail exactly once', (report) => {
    const e = report.emails;
    if (!e) return { ok: false, detail: 'not measured' };
    const ok = e.rows === e.expected && e.once === e.rows && e.strays === 0 && e.sameMessageId === 0;
    return {
      ok,
      detail: `${e.once} of ${e.expected} once (${e.rows} rows, ${e.duplicates} duplicated, ${e.missing} missing)`,
    };
  });
  each(`public reads during the rush ≥ ${TARGETS.readsRatio}× quiet`, (report) => {
    const ratio = report.reads?.ratio;
    return ratio === undefined
      ? { ok: false, detail: 'not measured' }
      : { ok: ratio >= TARGETS.readsRatio, detail: ratio.toFixed(2) };
  });
  each('seats, places and promotions exact (correctness)', (report) => {
    const failed = report.exactness.filter((check) => !check.ok);
    const ok = report.exactness.length > 0 && failed.length === 0;
    return { ok, detail: ok ? 'exact' : failed.map((check) => check.name).join(', ') || 'not checked' };
  });
  return list;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  process.on('SIGINT', () => stopNow('Interrupted', 130));
  process.on('SIGTERM', () => stopNow('Terminated', 143));
  process.on('unhandledRejection', (reason) => stopNow(`Unexpected failure: ${String(reason)}`, 1));
  setTimeout(
    () => stopNow(`Still running after ${HARD_LIMIT_MS / 60_000} minutes`, 1),
    HARD_LIMIT_MS,
  ).unref();

  console.log(
    `npm run bench:rush: ${settings.engines.join(' and ')}; ${settings.visitors} visitors, ${settings.seats} seats, ` +
      `spread ${settings.spread} s, ${settings.cancellations} cancellations; node ${process.version}; ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  console.log('Building the backend (dist/server)…');
  buildBackend();
  const started = new Date();

  const reports: CaseReport[] = [];
  // PostgreSQL first: the two-instance case is the one the rush is about.
  for (const engine of (['postgres', 'sqlite'] as const).filter((name) => settings.engines.includes(name))) {
    const report: CaseReport = {
      engine,
      title: ENGINE_NAMES[engine],
      backends: 0,
      visitors: settings.visitors,
      seats: settings.seats,
      spreadSeconds: settings.spread,
      exactness: [],
      loadAverage: { min: 0, max: 0, rushMax: 0 },
      serverLog: [],
    };
    reports.push(report);
    await runCase(engine, report);
    if (stopping) return;
  }
  await releaseEverything();

  for (const report of reports) printCase(report);
  const list = targets(reports);
  console.log('\nTargets');
  for (const target of list) console.log(`  ${mark(target.ok)} ${target.name}: ${target.detail}`);

  if (settings.json) {
    // The servers' addresses are left out: they may hold a password.
    const { databaseServer: _server, redisUrl: _redis, ...written } = settings;
    writeFileSync(
      settings.json,
      `${JSON.stringify({ date: new Date().toISOString(), settings: written, reports, targets: list }, null, 2)}\n`,
    );
    console.log(`\nFigures written to ${settings.json}`);
  }
  if (!process.argv.includes(NO_RECORD_FLAG)) {
    const file = recordRun({
      name: 'bench-rush',
      script: 'scripts/bench-rush.ts',
      envNames: ['BENCH_DATABASE_URL', 'BENCH_REDIS_URL'],
      title: 'npm run bench:rush',
      explainedAt: 'npm-run-benchrush',
      date: started,
      conditions: [
        `**Rush**: ${settings.visitors} parents for ${settings.seats} seats, their logins and then their ` +
          `registrations each spread over ${settings.spread} s; then ${settings.cancellations} cancellations at once`,
      ],
      body: formatRushFigures(reports, list),
    });
    console.log(`Figures written to ${file}`);
  }
  agent.destroy();
  if (settings.check && !list.every((target) => target.ok)) process.exitCode = 1;
}

main().then(
  () => {
    // Nothing may keep the process: whatever is left (a keep-alive socket) ends with it.
    setTimeout(() => process.exit(), 1000).unref();
  },
  (error: unknown) => {
    console.error(error);
    void releaseEverything().finally(() => process.exit(1));
  },
);
