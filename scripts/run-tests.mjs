// `npm test`: every check of the project, on all the machine's cores at once instead of one after
// another (lint alone holds one core for minutes; the browser tests mostly wait on the browser).
//
//   lint
//   typecheck
//   build ──┬─ unit     (Vitest: server, server-postgres, scripts, desktop, web)
//           └─ browser  (Playwright, against that build: nothing is built twice) ── cluster
//
// The cluster tests (real backend processes from the same build) come after the browser tests
// rather than at the end of Vitest's run, where they would wait on their processes alone.
//
// Each step's output comes as it runs, every line led by the step's name; a step that fails does
// not stop the others (all failures are seen in one run) but skips those that need it, and the run
// exits 1. The summary at the end gives each step's wall time. One step alone: `npm run lint`,
// `npm run typecheck`, `npm run build`, `npm run test:unit` (every Vitest project, cluster too;
// `-- --project server` for one), `npm run test:browser` (Playwright on the build as it is).
import { spawn } from 'node:child_process';

/**
 * `after`: started once these have ended (the build first: it is short, and the browser and
 * cluster tests run what it made); `needs`: skipped unless these passed; `yields`: at a lower
 * priority, taking the processor time the others leave. The run lasts as long as its longest
 * chain, the build and then Vitest; lint and the type check end minutes before it whatever their
 * share, so on a machine with fewer cores than steps they give way to the tests.
 */
const STEPS = [
  { name: 'lint', script: 'lint', yields: true },
  { name: 'typecheck', script: 'typecheck', yields: true },
  { name: 'build', script: 'build' },
  { name: 'unit', script: 'test:unit', args: ['--project=!cluster'], after: ['build'] },
  { name: 'browser', script: 'test:browser', after: ['build'], needs: ['build'] },
  { name: 'cluster', script: 'test:unit', args: ['--project=cluster'], after: ['browser'] },
];

const width = Math.max(...STEPS.map((step) => step.name.length));
/** name → { status: 'passed' | 'failed' | 'skipped', seconds } once ended. */
const ended = new Map();
const running = new Map();

function prefixLines(name, stream, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${name.padEnd(width)} | ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${name.padEnd(width)} | ${rest}\n`);
  });
}

function start(step) {
  const started = performance.now();
  const args = step.args ? ['--', ...step.args] : [];
  console.log(`${step.name.padEnd(width)} > npm run ${[step.script, ...args].join(' ')}`);
  const command = ['npm', 'run', '--silent', step.script, ...args];
  // nice(1) where there is one (not on Windows): the step's own processes inherit its priority.
  const [program, ...programArgs] =
    step.yields && process.platform !== 'win32' ? ['nice', '-n', '5', ...command] : command;
  // Its own process group, so that stopping the run stops what the step started too. Colours
  // only for a terminal (the steps see a pipe, so they are told).
  const child = spawn(program, programArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  running.set(step.name, child);
  prefixLines(step.name, child.stdout, process.stdout);
  prefixLines(step.name, child.stderr, process.stderr);
  child.on('close', (code, signal) => {
    running.delete(step.name);
    const seconds = (performance.now() - started) / 1000;
    ended.set(step.name, { status: code === 0 ? 'passed' : 'failed', seconds });
    console.log(
      `${step.name.padEnd(width)} < ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s`,
    );
    schedule();
  });
}

function schedule() {
  for (const step of STEPS) {
    if (ended.has(step.name) || running.has(step.name)) continue;
    if (!(step.after ?? []).every((name) => ended.has(name))) continue;
    const missing = (step.needs ?? []).filter((name) => ended.get(name)?.status !== 'passed');
    if (missing.length > 0) {
      ended.set(step.name, { status: 'skipped', seconds: 0 });
      console.log(`${step.name.padEnd(width)} - skipped: ${missing.join(', ')} failed`);
      continue;
    }
    start(step);
  }
  if (ended.size === STEPS.length) finish();
}

function finish() {
  const total = (performance.now() - runStarted) / 1000;
  console.log('\nnpm test:');
  for (const step of STEPS) {
    const { status, seconds } = ended.get(step.name);
    console.log(`  ${step.name.padEnd(width)}  ${status.padEnd(7)}  ${seconds.toFixed(0).padStart(4)} s`);
  }
  console.log(`  ${'all'.padEnd(width)}  ${' '.repeat(7)}  ${total.toFixed(0).padStart(4)} s (wall time)`);
  process.exitCode = [...ended.values()].every((step) => step.status === 'passed') ? 0 : 1;
}

function stopAll(signal) {
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
  process.exit(1);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const runStarted = performance.now();
schedule();
