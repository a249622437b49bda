import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { contactMessage, createTestApp, postFromNewAddress, type TestApp } from '../server/testing/test-app';

const runBackup = (env: Record<string, string>, target: string) =>
  spawnSync(process.execPath, [path.resolve('scripts/backup.mjs'), target], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });

describe('npm run backup', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = mkdtempSync(path.join(tmpdir(), 'school-backup-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies the live database, including what was just written, while the backend runs', async () => {
    const sent = await postFromNewAddress(
      t.app,
      '/api/contact',
      contactMessage({ subject: 'Written just now' }),
    );
    expect(sent.statusCode).toBe(201);

    const target = path.join(folder, 'copy.sqlite');
    const result = runBackup({ DATA_DIR: t.dataDir }, target);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/1 messages/);
    // It holds the same personal data as the database.
    expect((statSync(target).mode & 0o777).toString(8)).toBe('600');

    const copy = new SQLite(target, { readonly: true });
    const subjects = copy.prepare('select subject from contact_submissions').all() as { subject: string }[];
    copy.close();
    expect(subjects).toEqual([{ subject: 'Written just now' }]);
  });

  it('refuses to overwrite an existing file, and says why', () => {
    const target = path.join(folder, 'taken.sqlite');
    new SQLite(target).close();
    const result = runBackup({ DATA_DIR: t.dataDir }, target);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('already exists');
  });

  it('points to pg_dump when the data is in PostgreSQL', () => {
    const target = path.join(folder, 'never.sqlite');
    const result = runBackup({ DATA_DIR: t.dataDir, DATABASE_URL: 'postgres://127.0.0.1/school' }, target);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('pg_dump');
    expect(existsSync(target)).toBe(false);
  });
});
