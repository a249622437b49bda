import { sql } from 'kysely';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { testDatabaseUrl } from '../testing/scratch-database';
import { useTestApp } from '../testing/test-app';
import type { Db } from './database';
import { storageProblem } from './storage-errors';
import { inTransaction } from './transaction';

const t = useTestApp();

const marks = async (db: Db) =>
  (await db.selectFrom('app_meta').select('key').where('key', 'like', 'tx-%').orderBy('key').execute()).map(
    (row) => row.key,
  );
const mark = (db: Db, key: string) => db.insertInto('app_meta').values({ key, value: 'x' }).execute();

const diskFull = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe('inTransaction', () => {
  it('keeps what the work wrote and answers what it returned', async () => {
    const answer = await inTransaction(t.app.db, async (trx) => {
      await mark(trx, 'tx-kept');
      return 42;
    });
    expect(answer).toBe(42);
    expect(await marks(t.app.db)).toContain('tx-kept');
  });

  it('keeps nothing of work that fails, and throws its error', async () => {
    const before = await marks(t.app.db);
    const failure = new Error('the work failed');
    await expect(
      inTransaction(t.app.db, async (trx) => {
        await mark(trx, 'tx-undone');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await marks(t.app.db)).toEqual(before);
  });

  it("throws the full disk's error when the database already rolled back by itself, not the ROLLBACK's", async () => {
    const before = await marks(t.app.db);
    const full = diskFull();
    const refused = inTransaction(t.app.db, async (trx) => {
      await mark(trx, 'tx-lost');
      // What SQLite does on a full disk before the error reaches the app: the transaction is over.
      await sql`rollback`.execute(trx);
      throw full;
    });
    await expect(refused).rejects.toBe(full);
    expect(storageProblem(await refused.catch((error: unknown) => error))).toBe('full');
    expect(await marks(t.app.db)).toEqual(before);

    // The connection holds no transaction: the next one begins and commits.
    await inTransaction(t.app.db, (trx) => mark(trx, 'tx-after'));
    expect(await marks(t.app.db)).toContain('tx-after');
  });

  // PostgreSQL's foreign keys are checked at once (not deferrable), and a failed COMMIT there ends
  // the transaction anyway; SQLite keeps it open, and it must still be ended.
  it.skipIf(testDatabaseUrl())(
    'throws the COMMIT’s error when the commit fails, and ends the transaction',
    async () => {
      const before = await marks(t.app.db);
      const refused = inTransaction(t.app.db, async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await mark(trx, 'tx-never');
        await trx
          .insertInto('sessions')
          .values({ id: newId(), user_id: 'nobody', created_at: nowIso(), expires_at: nowIso() })
          .execute();
      });
      await expect(refused).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
      expect(await marks(t.app.db)).toEqual(before);

      await inTransaction(t.app.db, (trx) => mark(trx, 'tx-next'));
      expect(await marks(t.app.db)).toContain('tx-next');
    },
  );
});
