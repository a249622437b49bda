import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testDatabaseUrl } from '../testing/scratch-database';
import { createTestApp, freshAddress } from '../testing/test-app';
import { DATA_FILES } from './data-dir';
import { DataDirError } from './storage-errors';

const onSqlite = !testDatabaseUrl();
const modeOf = (file: string) => statSync(file).mode & 0o777;

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'school-data-dir-'));
});
afterEach(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe('DATA_DIR and its files are readable by their owner only', () => {
  it('creates a missing DATA_DIR 0700, whatever the umask', () => {
    const dataDir = path.join(parent, 'a', 'data');
    const before = process.umask(0o022);
    try {
      loadConfig({ DATA_DIR: dataDir });
    } finally {
      process.umask(before);
    }
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, DATA_FILES.signingKey))).toBe(0o600);
  });

  it.skipIf(!onSqlite)('creates the database, its WAL files and the lock 0600', async () => {
    const dataDir = path.join(parent, 'data');
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      // A write, so that SQLite has made its -wal and -shm files.
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ana',
          email: 'ana@school.test',
          subject: 'Hello',
          message: 'Hello',
        },
        remoteAddress: freshAddress(),
      });
      expect(sent.statusCode).toBe(201);
      for (const name of [
        DATA_FILES.database,
        `${DATA_FILES.database}-wal`,
        `${DATA_FILES.database}-shm`,
        DATA_FILES.lock,
        DATA_FILES.signingKey,
      ]) {
        expect({
          name,
          mode: modeOf(path.join(dataDir, name)).toString(8),
        }).toEqual({ name, mode: '600' });
      }
      expect(modeOf(dataDir)).toBe(0o700);
    } finally {
      await t.close();
    }
  });

  it('tightens an existing folder and files it owns, and says so', () => {
    const dataDir = path.join(parent, 'old');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, DATA_FILES.database), '');
    chmodSync(path.join(dataDir, DATA_FILES.database), 0o644);

    const config = loadConfig({ DATA_DIR: dataDir });

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, DATA_FILES.database))).toBe(0o600);
    expect(config.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATA_DIR .* was open to other users \(0755\); changed it to 0700/),
        expect.stringMatching(/school\.sqlite was readable by other users \(0644\); changed it to 0600/),
      ]),
    );
  });

  it('refuses a DATA_DIR that is a file, in one line naming it', () => {
    const file = path.join(parent, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(DataDirError);
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(`DATA_DIR ${file} is a file, not a folder`);
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(
      /DATA_DIR .*not-a-folder\/data \(or a folder above it\) is a file/,
    );
    expect(existsSync(path.join(file, 'data'))).toBe(false);
  });
});

describe.skipIf(!onSqlite)('one backend per DATA_DIR on SQLite', () => {
  it('refuses a second app on the same folder until the first one closes', async () => {
    const dataDir = path.join(parent, 'data');
    const first = await createTestApp({ DATA_DIR: dataDir });
    const config = loadConfig({ DATA_DIR: dataDir });
    try {
      await expect(buildApp({ config })).rejects.toThrow(
        new DataDirError(
          `Another instance of the backend is using ${dataDir} (DATA_DIR, locked through instance.lock). Stop it first, or give this one a DATA_DIR of its own.`,
        ),
      );
    } finally {
      await first.close();
    }
    mkdirSync(dataDir, { recursive: true });
    const second = await buildApp({ config });
    await second.close();
  });
});
