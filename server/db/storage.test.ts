import { CompiledQuery, sql } from 'kysely';
import { testDatabaseUrl } from '../testing/scratch-database';
import { createTestApp, expectError, freshAddress, type TestApp } from '../testing/test-app';
import { STORAGE_MESSAGES, storageProblem } from './storage-errors';
import { FAILED_WRITE_REMEMBERED_MS, StorageHealth } from './storage-health';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('storageProblem', () => {
  it.each([
    ['SQLite on a full disk', withCode('SQLITE_FULL', 'database or disk is full'), 'full'],
    ['a disk quota', withCode('EDQUOT'), 'full'],
    ['PostgreSQL on a full disk', withCode('53100', 'could not extend file'), 'full'],
    ['SQLite in a read-only folder', withCode('SQLITE_READONLY_DIRECTORY'), 'read-only'],
    ['a read-only file system', withCode('EROFS'), 'read-only'],
    ['a failing disk', withCode('SQLITE_IOERR_WRITE', 'disk I/O error'), 'failing'],
    ['a wrapped one', new Error('commit failed', { cause: withCode('SQLITE_FULL') }), 'full'],
  ])('names %s', (_name, error, problem) => {
    expect(storageProblem(error)).toBe(problem);
  });

  it.each([
    ['a unique violation', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a busy database (an outage, not a disk)', withCode('SQLITE_BUSY')],
    ['a programming error', new TypeError('x is undefined')],
  ])('leaves out %s', (_name, error) => {
    expect(storageProblem(error)).toBeUndefined();
  });
});

describe('StorageHealth', () => {
  const failedInsert = {
    level: 'error' as const,
    error: withCode('SQLITE_FULL', 'database or disk is full'),
    query: CompiledQuery.raw('insert into contact_submissions default values'),
    queryDurationMillis: 1,
  };
  const commit = { level: 'query' as const, query: CompiledQuery.raw('commit'), queryDurationMillis: 1 };

  it('reports a failed write until a write succeeds', async () => {
    const health = new StorageHealth(undefined);
    health.observe(failedInsert);
    expect(await health.problem()).toBe('full');
    health.observe(commit);
    expect(await health.problem()).toBeUndefined();
  });

  it('forgets it after a while without writes, so a balancer that stopped sending them lets traffic back', async () => {
    let now = 1_000_000;
    const health = new StorageHealth(undefined, () => now);
    health.observe(failedInsert);
    now += FAILED_WRITE_REMEMBERED_MS - 1;
    expect(await health.problem()).toBe('full');
    now += 2;
    expect(await health.problem()).toBeUndefined();
  });
});

describe.skipIf(testDatabaseUrl())('a database that can no longer grow (as on a full disk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const contact = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ana', email: 'ana@school.test', subject: 'Hello', message: 'x'.repeat(5000) },
      remoteAddress: freshAddress(),
    });

  it('refuses writes with a 503 saying the disk is full, keeps reading, and health says so until a write succeeds', async () => {
    // SQLite then fails exactly as on a full disk: SQLITE_FULL, "database or disk is full".
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
    await sql.raw(`pragma max_page_count = ${String(rows[0]?.page_count)}`).execute(t.app.db);

    let refused;
    for (let attempt = 0; attempt < 20 && !refused; attempt += 1) {
      const response = await contact();
      if (response.statusCode !== 201) refused = response;
    }
    expect(refused).toBeDefined();
    if (!refused) return;
    expectError(refused, 503, STORAGE_MESSAGES.full);
    expect(refused.headers['retry-after']).toBe('60');

    expect((await t.app.inject({ method: 'GET', url: '/api/meetings' })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/health' }), 503, STORAGE_MESSAGES.full);

    await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
    expect((await contact()).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
    });
  });

  it('answers 503 saying storage is read-only when the database refuses writes', async () => {
    await sql`pragma query_only = on`.execute(t.app.db);
    try {
      expectError(await contact(), 503, STORAGE_MESSAGES['read-only']);
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/health' }),
        503,
        STORAGE_MESSAGES['read-only'],
      );
    } finally {
      await sql`pragma query_only = off`.execute(t.app.db);
    }
  });
});
