import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createScratchDatabase, type ScratchDatabase } from '../../server/testing/scratch-database';

const BUNDLE = path.resolve('dist/server/main.js');
/** Shared by every instance in a test, as on instances sharing a database (docs/operators/deployment.md). */
export const SHARED_JWT_SECRET = 'cluster-test-signing-key-0123456789abcdefghijklmnop';
export const ADMIN = { email: 'admin@cluster.test', password: 'cluster-lighthouse-orchard-7' } as const;

export interface LogLine {
  msg?: string;
  level?: number;
  [key: string]: unknown;
}

export interface Backend {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Its structured (pino) log lines. */
  logs: () => LogLine[];
  stop: () => Promise<void>;
}

/** A backend that stopped before it listened: how it ended and what it printed. */
export class BackendExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`backend exited with ${String(code)} before listening:\n${output}`);
  }
}

export interface StartOptions {
  timeoutMs?: number;
  /** Run as this (unprivileged) user, e.g. to meet a folder it may not write to. */
  user?: { uid: number; gid: number };
  /** More arguments for node, before the bundle (e.g. --cpu-prof). */
  nodeArgs?: readonly string[];
  /**
   * A working folder of the caller's (its data folder inside), kept when the backend stops: a
   * backend started again in it has the same data (else a new folder, removed at stop).
   */
  workDir?: string;
}

/**
 * A backend's node process (`args`: node's flags and the script) in `workDir`, on a free port of
 * 127.0.0.1, its data in workDir/data and no demo content; `env` adds to or overrides that. Its
 * output (stdout and stderr) is gathered as it comes.
 */
export function spawnBackend(
  args: readonly string[],
  workDir: string,
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): { child: ChildProcessByStdio<null, Readable, Readable>; output: () => string } {
  const child = spawn(process.execPath, args, {
    ...user,
    cwd: workDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/**
 * One backend process (dist/server/main.js) on a free port, in a folder of its own, as an
 * operator would run one instance; resolves once it listens, rejects with its output if it dies
 * (a BackendExited when it exits by itself).
 */
export async function startBackend(
  env: Record<string, string>,
  { timeoutMs = 90_000, user, nodeArgs = [], workDir: given }: StartOptions = {},
): Promise<Backend> {
  const workDir = given ?? mkdtempSync(path.join(tmpdir(), 'school-instance-'));
  const removeWorkDir = () => {
    if (!given) rmSync(workDir, { recursive: true, force: true });
  };
  // Another user must be able to enter its working folder (it stays root's: it cannot write there).
  if (user) chmodSync(workDir, 0o755);
  const { child, output } = spawnBackend(
    ['--enable-source-maps', ...nodeArgs, BUNDLE],
    workDir,
    {
      JWT_SECRET: SHARED_JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      ...env,
    },
    user,
  );

  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`backend did not start in ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const onData = () => {
      const match = /School website and API: (http:\/\/[\d.:]+)\//.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      // Whatever it still had to print arrives with 'close'.
      child.once('close', () => reject(new BackendExited(code, output())));
    });
  });

  let url: string;
  try {
    url = await listening;
  } catch (error) {
    child.kill('SIGKILL');
    removeWorkDir();
    throw error;
  }

  return {
    url,
    process: child,
    output,
    logs: () =>
      output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      removeWorkDir();
    },
  };
}

/** A JSON call to a backend; the body is parsed when there is one. */
export async function call(
  backend: Pick<Backend, 'url'>,
  method: string,
  route: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${backend.url}${route}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

export async function loginAs(
  backend: Pick<Backend, 'url'>,
  email: string,
  password: string,
): Promise<string> {
  const { status, body } = await call(backend, 'POST', '/api/login', { json: { email, password } });
  if (status !== 200 || typeof body.data !== 'string')
    throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** What a suite's set-up made, undone in reverse order even when the set-up stopped half-way. */
export class CleanUp {
  private readonly steps: (() => Promise<unknown>)[] = [];
  push(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) await step();
  }
}

/**
 * Two backends on a fresh scratch database of `databaseServer`, as behind a load balancer, with
 * `env` besides DATABASE_URL; `cleanUp` stops them and drops the database.
 */
export async function startTwoInstances(
  cleanUp: CleanUp,
  databaseServer: string,
  env: Record<string, string>,
): Promise<{ scratch: ScratchDatabase; a: Backend; b: Backend }> {
  const scratch = await createScratchDatabase(databaseServer);
  cleanUp.push(scratch.drop);
  const both = { DATABASE_URL: scratch.url, ...env };
  const a = await startBackend(both);
  cleanUp.push(a.stop);
  const b = await startBackend(both);
  cleanUp.push(b.stop);
  return { scratch, a, b };
}
