import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnBackend } from '../tests/cluster/backend-process';

/**
 * `server/main.ts` as an operator starts it, on an empty SQLite folder (run through tsx, so no
 * build is needed): what a first start prints, in which order, and which request lines follow.
 * The order does not depend on the database, so the PostgreSQL project skips it.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;

interface Started {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const NOTICE_END = /password: {2}(\S+)[^]*?\n {2}#+\n/;

/** Starts the backend in a folder of its own and waits for the generated password's notice. */
async function firstStart(env: Record<string, string>): Promise<Started> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'school-main-'));
  const { child, output } = spawnBackend(['--import', tsx, path.join(repo, 'server/main.ts')], workDir, {
    TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.json'),
    ...env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 45_000;
  while (!NOTICE_END.test(output())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the backend did not print its notice:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = /School website and API: (http:\/\/[\d.:]+)\//.exec(output())?.[1] ?? '';
  return { url, output, stop };
}

/** Output lines: JSON log lines parsed ({ msg }), the others as they are. */
const lines = (output: string) =>
  output
    .split('\n')
    .map((line) =>
      line.startsWith('{') ? (JSON.parse(line) as { msg: string; req?: { url?: string } }) : line,
    );

/** Requests an operator's first minute brings: the health check, and logging in with the notice. */
async function useIt(started: Started) {
  const password = NOTICE_END.exec(started.output())?.[1] ?? '';
  expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
  const login = await fetch(`${started.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@school.local', password }),
  });
  expect(login.status).toBe(200);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a first start', () => {
  it('prints the generated password last, in a frame, and then no line per request', async () => {
    const started = await firstStart({});
    try {
      await useIt(started);
    } finally {
      await started.stop();
    }
    const all = lines(started.output());
    const at = (found: (line: string | { msg: string }) => boolean) => all.findIndex(found);
    const listening = at((line) => typeof line !== 'string' && line.msg.startsWith('Server listening at'));
    const address = at((line) => typeof line === 'string' && line.includes('School website and API:'));
    const notice = at(
      (line) => typeof line === 'string' && line.includes('An administrator account was created:'),
    );
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(address).toBeGreaterThan(listening);
    expect(notice).toBeGreaterThan(address);

    // The frame: an edge of #, a blank row, seven rows of text, a blank row, the same edge.
    const frame = all.slice(notice - 2, notice + 9).map((row) => (typeof row === 'string' ? row : row.msg));
    expect(frame[0]).toMatch(/^ {2}#{20,}$/);
    expect(frame.at(-1)).toBe(frame[0]);
    expect(frame.every((row) => /^ {2}#.*#$/.test(row))).toBe(true);
    const text = frame.join('\n');
    expect(text).toMatch(/email: {5}admin@school\.local/);
    expect(text).toContain('Shown only this once: keep it now. To change it, log in and use');
    expect(text).toContain(`PUT ${started.url}/api/profile/password`);

    // After it nothing but the shutdown: the health check and the login wrote no line.
    const after = all.slice(notice + 9).filter((line) => line !== '');
    expect(after.map((line) => (typeof line === 'string' ? line : line.msg))).toEqual(['shutting down']);
  }, 60_000);

  it('at LOG_LEVEL=debug, logs a line per answered request', async () => {
    const started = await firstStart({ LOG_LEVEL: 'debug' });
    try {
      await useIt(started);
    } finally {
      await started.stop();
    }
    const requests = lines(started.output()).filter(
      (line) => typeof line !== 'string' && line.msg === 'request completed',
    );
    expect(requests.map((line) => typeof line !== 'string' && line.req?.url)).toEqual([
      '/api/health',
      '/api/login',
    ]);
  }, 60_000);
});
