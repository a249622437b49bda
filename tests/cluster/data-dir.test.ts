import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORAGE_MESSAGES } from '../../server/db/storage-errors';
import { createScratchDatabase, testDatabaseUrl } from '../../server/testing/scratch-database';
import {
  ADMIN,
  BackendExited,
  call,
  CleanUp,
  loginAs,
  startBackend,
  type Backend,
  type StartOptions,
} from './backend-process';
import { mountSmallDisk, smallDiskUnavailable } from './small-disk';

/** The backend refused to start: how it exited and what it printed. */
async function refusedStart(env: Record<string, string>, options: StartOptions = {}) {
  const outcome = await startBackend(env, options).then(
    async (backend) => {
      await backend.stop();
      throw new Error(`the backend started:\n${backend.output()}`);
    },
    (error: unknown) => error,
  );
  if (!(outcome instanceof BackendExited)) throw outcome;
  return { code: outcome.code, output: outcome.output.trim() };
}

/** One line for the operator, and no stack trace. */
function expectOneClearLine(output: string, message: string | RegExp) {
  expect(output.split('\n')).toHaveLength(1);
  expect(output).toMatch(message);
  expect(output).not.toMatch(/^\s+at /m);
}

const backup = (dataDir: string, target: string) =>
  spawnSync(process.execPath, [path.resolve('scripts/backup.mjs'), target], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  });

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'school-data-dir-'));
  // Other users may pass through (the unprivileged backend below must reach its folders).
  chmodSync(folder, 0o755);
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('one backend per data folder (SQLite)', () => {
  let dataDir: string;
  let first: Backend;
  const cleanUp = new CleanUp();

  beforeAll(async () => {
    dataDir = path.join(folder, 'shared');
    first = await startBackend({ DATA_DIR: dataDir });
    cleanUp.push(first.stop);
  });
  afterAll(() => cleanUp.run());

  it('a second backend on the same DATA_DIR refuses to start and says why; the first runs on', async () => {
    const second = await refusedStart({ DATA_DIR: dataDir });
    expect(second.code).not.toBe(0);
    expectOneClearLine(second.output, `Another instance of the backend is using ${dataDir}`);
    expect((await call(first, 'GET', '/api/health')).status).toBe(200);
  });

  it('npm run backup still copies the database while it runs', () => {
    const result = backup(dataDir, path.join(folder, 'while-running.sqlite'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('once the first is killed (SIGKILL, no clean-up), a new one starts on that folder with its data', async () => {
    const sent = await call(first, 'POST', '/api/contact', {
      json: { name: 'Ana', email: 'ana@school.test', subject: 'Before the crash', message: 'Hello' },
    });
    expect(sent.status).toBe(201);
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;

    const next = await startBackend({ DATA_DIR: dataDir });
    cleanUp.push(next.stop);
    const token = await loginAs(next, ADMIN.email, ADMIN.password);
    const messages = await call(next, 'GET', '/api/admin/contact', { token });
    expect(JSON.stringify(messages.body)).toContain('Before the crash');
  });
});

const databaseServer = testDatabaseUrl();
describe.skipIf(!databaseServer)('on PostgreSQL', () => {
  it('several instances may share one DATA_DIR (it only holds a signing key there)', async () => {
    const cleanUp = new CleanUp();
    try {
      const scratch = await createScratchDatabase(databaseServer ?? '');
      cleanUp.push(scratch.drop);
      const env = { DATA_DIR: path.join(folder, 'postgres'), DATABASE_URL: scratch.url };
      const a = await startBackend(env);
      cleanUp.push(a.stop);
      const b = await startBackend(env);
      cleanUp.push(b.stop);
      expect((await call(b, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await cleanUp.run();
    }
  });
});

/**
 * Who meets the refusals below: root writes anywhere, so as root the backend runs as `nobody`
 * (who must be able to read the bundle and node_modules: not so when the checkout is under /root).
 */
function unprivileged(): { user?: { uid: number; gid: number }; unavailable?: string } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const user = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(user.uid) || user.uid <= 0) return { unavailable: 'there is no user nobody' };
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('fs').accessSync(${JSON.stringify(path.resolve('dist/server/main.js'))}, 4); require('better-sqlite3')`,
    ],
    { ...user, cwd: path.resolve('.'), encoding: 'utf8' },
  );
  return probe.status === 0
    ? { user }
    : {
        unavailable: `the user nobody cannot read the backend's bundle or node_modules in ${path.resolve('.')}`,
      };
}

describe('a data folder it cannot use stops the backend at start-up with one clear line', () => {
  const { user, unavailable } = unprivileged();
  if (unavailable) console.warn(`Skipping the unwritable data folder tests: ${unavailable}.`);
  const userName = user ? `uid ${user.uid}` : `uid ${String(process.getuid?.())}`;

  it('DATA_DIR is a file', async () => {
    const file = path.join(folder, 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, output } = await refusedStart({ DATA_DIR: file });
    expect(code).toBe(1);
    expectOneClearLine(output, `Cannot start: DATA_DIR ${file} is a file, not a folder.`);
  });

  it.skipIf(unavailable)('DATA_DIR may not be written by the user running the backend', async () => {
    const dataDir = path.join(folder, 'not-yours');
    mkdirSync(dataDir, { mode: 0o755 });
    // root writes anywhere: the backend runs as an unprivileged user to meet the refusal.
    if (!user) chmodSync(dataDir, 0o555);
    const { code, output } = await refusedStart({ DATA_DIR: dataDir }, { user });
    expect(code).toBe(1);
    expectOneClearLine(
      output,
      new RegExp(
        `^Cannot start: the user running the backend \\(${userName}\\) may not write to DATA_DIR ${dataDir} .*permission denied.*Check who owns the folder`,
      ),
    );
  });

  it.skipIf(unavailable)('the database file may not be written by the user running the backend', async () => {
    const dataDir = path.join(folder, 'database-not-yours');
    mkdirSync(dataDir, { mode: 0o700 });
    writeFileSync(path.join(dataDir, 'school.sqlite'), '', { mode: 0o444 });
    if (user) chownSync(dataDir, user.uid, user.gid);
    const { code, output } = await refusedStart({ DATA_DIR: dataDir }, { user });
    expect(code).toBe(1);
    expectOneClearLine(
      output,
      new RegExp(`may not write to DATA_DIR ${dataDir} or its files \\(.*school\\.sqlite`),
    );
  });
});

const noSmallDisk = smallDiskUnavailable();
if (noSmallDisk) console.warn(`Skipping the full and read-only disk tests: ${noSmallDisk}.`);

describe.skipIf(noSmallDisk)('a real full or read-only disk (a small tmpfs)', () => {
  const cleanUp = new CleanUp();
  afterEach(() => cleanUp.run());

  it('a read-only file system under DATA_DIR stops the start with one clear line', async () => {
    const disk = mountSmallDisk(64, { readOnly: true });
    cleanUp.push(() => Promise.resolve(disk.unmount()));
    const { code, output } = await refusedStart({ DATA_DIR: disk.path });
    expect(code).toBe(1);
    expectOneClearLine(
      output,
      new RegExp(
        `^Cannot start: DATA_DIR ${disk.path} cannot be written \\(EROFS: read-only file system.*mounted read-write`,
      ),
    );
  });

  it('a full disk stops the start with one clear line', async () => {
    const disk = mountSmallDisk(256);
    cleanUp.push(() => Promise.resolve(disk.unmount()));
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    disk.fill();
    const { code, output } = await refusedStart({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expectOneClearLine(
      output,
      new RegExp(`^Cannot start: the disk holding DATA_DIR ${dataDir} is full .*Free some space`),
    );
  });

  it('a disk that fills up while running: 503s saying so, reads go on, health says so, and all recovers once there is room', async () => {
    const disk = mountSmallDisk(4096);
    cleanUp.push(() => Promise.resolve(disk.unmount()));
    // Behind a "proxy", so each message below can come from another visitor (the contact form's limit).
    const backend = await startBackend({ DATA_DIR: path.join(disk.path, 'data'), TRUST_PROXY: '1' });
    cleanUp.push(backend.stop);
    let visitor = 0;
    const contact = () =>
      call(backend, 'POST', '/api/contact', {
        json: { name: 'Ana', email: 'ana@school.test', subject: 'Hello', message: 'x'.repeat(5000) },
        headers: { 'x-forwarded-for': `10.9.0.${(visitor += 1)}` },
      });
    expect((await contact()).status).toBe(201);

    disk.fill();
    let refused;
    for (let attempt = 0; attempt < 20 && !refused; attempt += 1) {
      const answer = await contact();
      if (answer.status !== 201) refused = answer;
    }
    expect(refused?.status).toBe(503);
    expect(refused?.body.message).toBe(STORAGE_MESSAGES.full);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect((await call(backend, 'GET', '/api/courses')).status).toBe(200);
    const health = await call(backend, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toBe(STORAGE_MESSAGES.full);
    expect(backend.output()).not.toMatch(/^\s+at /m);

    rmSync(path.join(disk.path, 'filler'));
    expect((await contact()).status).toBe(201);
    expect((await call(backend, 'GET', '/api/health')).body).toMatchObject({ status: 'ok' });
  });
});
