// `npm run perf:web`: the public site measured as a new visitor on a phone would meet it.
// Builds the website and the backend, starts the real backend on a fresh SQLite database with the
// demo data (a free port in 3200–3299, a temporary DATA_DIR), loads each page once to warm the
// server, then runs Lighthouse 12 on each page in the system's Chromium, a fresh browser with a
// fresh temporary profile for every run, so nothing is cached between runs, in two presets (its
// default mobile one, simulated throttling, and the same with the CPU 8× slower: a slow phone).
// It prints a table per preset of the median runs against its targets, and, per page, what
// Lighthouse says costs the most time.
//
//   npm run perf:web [-- --no-build] [--pages=/,/login] [--runs=5] [--json=perf.json]
//                    [--url=http://127.0.0.1:3000] [--check] [--no-record]
//
// Progress goes to standard error, the table and notes to standard output, and to
// docs/performance/perf-web.md (over the previous figures, with the date, the machine and the
// command) unless --no-record.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { PUBLIC_PATHS, meetingPage } from '../src/contract/pages';
import { NO_RECORD_FLAG, RECORD_DIR, recordRun } from './perf-record';
import {
  PRESETS,
  formatFigures,
  isUsableRun,
  pageFigures,
  summarize,
  type PageFigures,
  type Preset,
} from './perf-web-table';
import { CHROMIUM_FLAGS as SYSTEM_CHROMIUM_FLAGS, CHROMIUM_PATH } from './system-chromium';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = CHROMIUM_PATH;
const CHROMIUM_FLAGS = ['--headless=new', ...SYSTEM_CHROMIUM_FLAGS];
const PORTS = { first: 3200, last: 3299 };
/** The page of one upcoming meeting, picked from the API once the server answers. */
const MEETING = '/meetings/:id';
/** A content page of the demo's (the footer links to it). */
const CONTENT_PAGE = '/pages/about-us';
const DEFAULT_PAGES = [
  PUBLIC_PATHS.home,
  PUBLIC_PATHS.meetings,
  MEETING,
  PUBLIC_PATHS.meetingAllDetails,
  PUBLIC_PATHS.login,
  PUBLIC_PATHS.signup,
  CONTENT_PAGE,
];
const HEALTH_TIMEOUT_MS = 120_000;

const log = (message: string) => process.stderr.write(`[perf:web] ${message}\n`);

// ---------------------------------------------------------------------------------------------
// Everything started here is stopped on the way out: normal end, error, Ctrl+C or SIGTERM.

const cleanups: (() => Promise<void> | void)[] = [];
const children = new Set<ChildProcess>();

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`cleaning up failed: ${String(error)}`);
    }
  }
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

// Last resort when the process exits without cleaning up: no browser or server outlives it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the browser and the server`);
    void cleanUp().finally(() => process.exit(code));
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

async function stop(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------

interface Options {
  build: boolean;
  check: boolean;
  record: boolean;
  pages: string[];
  runs: number;
  json: string | undefined;
  url: string | undefined;
}

const USAGE = `npm run perf:web [-- options]
  --no-build        use the existing dist/web and dist/server
  --pages=/,/login  pages to measure (default ${DEFAULT_PAGES.join(',')}; ${MEETING} is an upcoming meeting's page)
  --runs=N          Lighthouse runs per page and preset, the median is reported (default 5)
  --json=FILE       write the median figures as JSON
  --url=ORIGIN      measure an already running server instead of starting one
  --check           exit non-zero when a page misses a target
  ${NO_RECORD_FLAG}       leave ${RECORD_DIR}/perf-web.md as it is (written by every other run)`;

function options(): Options {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      'no-record': { type: 'boolean', default: false },
      pages: { type: 'string' },
      runs: { type: 'string', default: '5' },
      json: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs must be a whole number from 1, not "${values.runs}"`);
  const pages = (values.pages ?? DEFAULT_PAGES.join(','))
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const wrong = pages.filter((page) => !page.startsWith('/'));
  if (pages.length === 0 || wrong.length > 0) {
    throw new UsageError(
      `--pages takes paths starting with /, e.g. --pages=/,/login${wrong.length ? ` (not "${wrong.join('", "')}")` : ''}`,
    );
  }
  let url: string | undefined;
  if (values.url !== undefined) {
    try {
      url = new URL(values.url).origin;
    } catch {
      throw new UsageError(`--url must be an address such as http://127.0.0.1:3000, not "${values.url}"`);
    }
  }
  return {
    build: !values['no-build'] && url === undefined,
    check: values.check,
    record: !values['no-record'],
    pages,
    runs,
    json: values.json,
    url,
  };
}

class UsageError extends Error {}

// ---------------------------------------------------------------------------------------------
// The backend, as `npm start` runs it, on a database of its own.

function build(): void {
  for (const script of ['build:web', 'build:server']) {
    log(`npm run ${script}`);
    // The build's output goes to standard error too, so standard output holds only the figures.
    const result = spawnSync('npm', ['run', script], { cwd: ROOT, stdio: ['ignore', 2, 2] });
    if (result.status !== 0) throw new Error(`npm run ${script} failed`);
  }
}

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port from ${PORTS.first} to ${PORTS.last}`);
}

async function startServer(): Promise<string> {
  for (const file of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run without --no-build`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'perf-web-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`starting the backend on ${origin} with a fresh database in ${folder}`);
  const server = track(
    spawn(process.execPath, ['dist/server/main.js'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(folder, 'data'),
        SEED_DEMO: 'true',
        WEB_ROOT: 'dist/web',
        LOG_LEVEL: 'warn',
        // Whatever this shell points at (a shared PostgreSQL or Redis, an administrator) stays out.
        DATABASE_URL: '',
        REDIS_URL: '',
        JWT_SECRET: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        CORS_ORIGINS: '',
        TRUST_PROXY: '',
      },
    }),
  );
  cleanups.push(() => stop(server, 10_000));
  // Kept to explain a failed start; the generated administrator's password is not repeated.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() && !/password/i.test(line)),
    );
    output.splice(0, Math.max(0, output.length - 30));
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The backend stopped before answering (exit ${server.exitCode ?? server.signalCode ?? '?'}):\n${output.join('\n')}`,
      );
    }
    try {
      const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (health.ok) return origin;
    } catch {
      // Not listening yet (the first start seeds the demo data and draws its pictures).
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The backend did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`,
  );
}

/** An already running server (--url) must answer before a browser is started for it. */
async function answers(origin: string): Promise<void> {
  const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(
    (error: unknown) => {
      throw new Error(`${origin} does not answer (${String(error)}); is the server running?`);
    },
  );
  if (!health.ok) throw new Error(`${origin}/api/health answered ${health.status}: the server is not ready`);
}

/** `GET /api/meetings?limit=1` → the first upcoming meeting's `_id`. */
async function firstMeetingId(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/meetings?limit=1`);
  const body: unknown = await response.json();
  const meetings =
    typeof body === 'object' && body !== null && 'meetings' in body ? body.meetings : undefined;
  const first: unknown = Array.isArray(meetings) ? meetings[0] : undefined;
  const id = typeof first === 'object' && first !== null && '_id' in first ? first._id : undefined;
  if (typeof id !== 'string')
    throw new Error(`${origin}/api/meetings?limit=1 listed no meeting (HTTP ${response.status})`);
  return id;
}

// ---------------------------------------------------------------------------------------------
// The browser.

/** Loads a page once in a throw-away Chromium (scripts, API calls, pictures), so no run meets a cold server. */
async function warm(url: string): Promise<void> {
  const profile = mkdtempSync(path.join(tmpdir(), 'perf-web-warm-'));
  const browser = track(
    spawn(
      CHROMIUM,
      [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--virtual-time-budget=5000', '--dump-dom', url],
      { stdio: 'ignore' },
    ),
  );
  const timer = setTimeout(() => browser.kill('SIGKILL'), 60_000);
  try {
    await exited(browser);
  } finally {
    clearTimeout(timer);
    rmSync(profile, { recursive: true, force: true });
  }
  if (browser.exitCode !== 0)
    log(`warming ${url}: Chromium ended with ${browser.exitCode ?? browser.signalCode ?? '?'}`);
}

/** One Lighthouse run in a Chromium of its own (chrome-launcher gives it a new temporary profile). */
async function lighthouseRun(url: string, preset: Preset): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  track(chrome.process);
  // The next run starts once this browser has gone: its processes winding down would take the
  // CPU from the next page's measured tasks.
  const close = async () => {
    const gone = exited(chrome.process);
    chrome.kill();
    const timer = setTimeout(() => chrome.process.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  cleanups.push(close);
  try {
    // Lighthouse's default config is the mobile preset, simulated throttling; a preset may slow its CPU further.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: preset.cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    const at = cleanups.indexOf(close);
    if (at >= 0) cleanups.splice(at, 1);
    await close();
  }
}

// ---------------------------------------------------------------------------------------------

const loadAverage = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main(): Promise<number> {
  const settings = options();
  const started = new Date();
  if (settings.build) build();
  const origin = settings.url ?? (await startServer());
  if (settings.url) await answers(settings.url);

  const paths = new Map<string, string>();
  for (const page of settings.pages) {
    paths.set(page, page === MEETING ? meetingPage(await firstMeetingId(origin)) : page);
  }

  for (const [page, pagePath] of paths) {
    log(`warming ${page}`);
    await warm(origin + pagePath);
  }

  const loadBefore = loadAverage();
  log(`load average before (1, 5, 15 min): ${loadBefore} on ${availableParallelism()} CPUs`);
  const measured = new Map<Preset, { figures: PageFigures[]; failures: string[] }>(
    PRESETS.map((preset) => [preset, { figures: [], failures: [] }]),
  );
  const benchmarkIndex = new Map<string, number>();
  let lighthouseVersion = '12';
  let browserVersion = 'Chromium';
  for (const [page, pagePath] of paths) {
    // The presets take turns, run by run, so a change in the machine's load weighs on both alike.
    const runs = new Map<Preset, Result[]>(PRESETS.map((preset) => [preset, []]));
    const errors = new Map<Preset, string[]>(PRESETS.map((preset) => [preset, []]));
    const usable = new Map<Preset, number>(PRESETS.map((preset) => [preset, 0]));
    // A run Lighthouse could not finish (NO_NAVSTART, NO_FCP, a crashed tab) is run again, up to as many
    // extra times as runs were asked for, so the median is of as many usable runs as asked.
    for (let attempt = 1; attempt <= settings.runs * 2; attempt += 1) {
      const due = PRESETS.filter((preset) => (usable.get(preset) ?? 0) < settings.runs);
      if (due.length === 0) break;
      for (const preset of due) {
        const started = Date.now();
        const label = `${page} (${preset.name}) run ${attempt} (${(usable.get(preset) ?? 0) + 1} of ${settings.runs})`;
        try {
          const lhr = await lighthouseRun(origin + pagePath, preset);
          runs.get(preset)?.push(lhr);
          lighthouseVersion = lhr.lighthouseVersion;
          browserVersion =
            /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? browserVersion;
          const seconds = Math.round((Date.now() - started) / 1000);
          if (isUsableRun(lhr)) {
            usable.set(preset, (usable.get(preset) ?? 0) + 1);
            const score = lhr.categories.performance?.score;
            log(
              `${label}: performance ${typeof score === 'number' ? Math.round(score * 100) : '—'} in ${seconds} s`,
            );
          } else {
            const reason = lhr.runtimeError?.message ?? 'no FCP or TTI measured';
            errors.get(preset)?.push(reason);
            log(`${label} failed in ${seconds} s, running it again: ${reason}`);
          }
        } catch (error) {
          errors.get(preset)?.push(error instanceof Error ? error.message : String(error));
          log(`${label} failed, running it again: ${errors.get(preset)?.at(-1) ?? ''}`);
        }
      }
    }
    for (const preset of PRESETS) {
      const presetRuns = runs.get(preset) ?? [];
      const results = measured.get(preset);
      if (!results) continue;
      if ((usable.get(preset) ?? 0) < settings.runs && presetRuns.length > 0) {
        log(`${page} (${preset.name}): only ${usable.get(preset) ?? 0} usable run(s) of ${settings.runs}`);
      }
      try {
        if (presetRuns.length === 0) throw new Error((errors.get(preset) ?? []).join('; '));
        const medians = pageFigures(page, presetRuns);
        results.figures.push(medians);
        const median = presetRuns[medians.medianRun - 1];
        if (median) benchmarkIndex.set(`${preset.name} ${page}`, median.environment.benchmarkIndex);
      } catch (error) {
        results.failures.push(`${page}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const loadAfter = loadAverage();

  // Lighthouse's own measure of this machine's speed during the runs (higher is faster).
  const speeds = [...benchmarkIndex.values()].map(Math.round);
  const speed = speeds.length ? `${Math.min(...speeds)}–${Math.max(...speeds)}` : undefined;
  console.log(
    `Lighthouse ${lighthouseVersion}, simulated throttling, median of ${settings.runs} run(s) per page and preset, ` +
      `${browserVersion} started afresh with a new profile for every run; ${origin}`,
  );
  console.log(
    `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}; ${availableParallelism()} CPUs` +
      `${speed === undefined ? '' : `; Lighthouse benchmarkIndex ${speed}`}\n`,
  );
  const missing: string[] = [];
  const failures: string[] = [];
  for (const [preset, { figures, failures: notMeasured }] of measured) {
    const summary = summarize(figures, preset.targets);
    console.log(`${preset.label} (CPU ×${preset.cpuSlowdownMultiplier}):\n`);
    if (summary.report) console.log(`${summary.report}\n`);
    for (const failure of notMeasured) console.log(`NOT MEASURED ${failure}`);
    missing.push(...summary.missing.map((page) => `${page} (${preset.name})`));
    failures.push(...notMeasured.map((failure) => `${failure} (${preset.name})`));
  }

  if (settings.json) {
    const report = {
      measuredAt: new Date().toISOString(),
      origin,
      lighthouse: lighthouseVersion,
      chromium: browserVersion,
      runsPerPage: settings.runs,
      browser: 'a fresh Chromium with a fresh temporary profile for every run',
      loadAverage: { before: loadBefore, after: loadAfter, cpus: availableParallelism() },
      presets: [...measured].map(([preset, { figures, failures: notMeasured }]) => ({
        preset: preset.name,
        label: preset.label,
        cpuSlowdownMultiplier: preset.cpuSlowdownMultiplier,
        targets: preset.targets,
        pages: figures.map((page) => ({
          ...page,
          benchmarkIndex: benchmarkIndex.get(`${preset.name} ${page.page}`) ?? null,
        })),
        notMeasured,
      })),
      pagesMissingTargets: missing,
    };
    writeFileSync(settings.json, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${settings.json}`);
  }
  if (
    settings.record &&
    [...measured.values()].some(
      ({ figures, failures: notMeasured }) => figures.length + notMeasured.length > 0,
    )
  ) {
    const file = recordRun({
      name: 'perf-web',
      root: ROOT,
      script: 'scripts/perf-web.ts',
      envNames: ['CHROMIUM_PATH'],
      title: 'npm run perf:web',
      explainedAt: 'npm-run-perfweb',
      date: started,
      conditions: [
        `**Lighthouse**: ${lighthouseVersion}, simulated throttling, the median of ${settings.runs} run(s) per ` +
          `page and preset (the presets taking turns), ${browserVersion} started afresh with a new profile for every run`,
        `**Server**: ${settings.url ? `already running at ${origin}` : 'the built backend on a fresh database with the demo data'}`,
        `**Load average** (1, 5, 15 min): before ${loadBefore}; after ${loadAfter}` +
          (speed === undefined ? '' : `; Lighthouse benchmarkIndex ${speed}`),
      ],
      body: [...measured]
        .map(
          ([preset, { figures, failures: notMeasured }]) =>
            `### ${preset.label} (CPU ×${preset.cpuSlowdownMultiplier})\n\n${formatFigures(figures, notMeasured, preset.targets)}`,
        )
        .join('\n\n'),
    });
    log(`wrote ${file}`);
  }

  if (failures.length > 0) return 1;
  if (missing.length > 0) {
    console.log(`\n${missing.length} page(s) miss a target (✗): ${missing.join(', ')}`);
    return settings.check ? 1 : 0;
  }
  console.log('\nEvery page meets every target.');
  return 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    // What went wrong outside (a build, the server, the browser) in one line; a bug in here with its stack.
    else if (error instanceof Error && error.constructor === Error)
      console.error(`perf:web: ${error.message}`);
    else console.error(error);
    await cleanUp();
    process.exit(error instanceof UsageError ? 2 : 1);
  });
