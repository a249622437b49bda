import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, testDatabaseUrl, type ScratchDatabase } from '../testing/scratch-database';
import { createDatabase, type Db } from './database';
import { withSetupLock } from './setup-lock';

const serverUrl = testDatabaseUrl();

// Two instances starting together on one PostgreSQL: two pools, two sessions.
describe.skipIf(!serverUrl)('the start-up set-up lock on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let first: Db;
  let second: Db;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    first = createDatabase({ dataDir: '', databaseUrl: scratch.url });
    second = createDatabase({ dataDir: '', databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await first.destroy();
    await second.destroy();
    await scratch.drop();
  });

  it('lets the second instance do its set-up only after the first has finished', async () => {
    const order: string[] = [];
    let finishFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => (finishFirst = resolve));
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));

    const one = withSetupLock(first, 'postgresql', async () => {
      order.push('first starts');
      firstStarted();
      await firstHolds;
      order.push('first ends');
    });
    await started;
    const two = withSetupLock(second, 'postgresql', () => {
      order.push('second');
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(order).toEqual(['first starts']);
    finishFirst();
    await Promise.all([one, two]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('waits without a query of its own hanging, and gives up with a clear reason after its time', async () => {
    let finishFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => (finishFirst = resolve));
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const one = withSetupLock(first, 'postgresql', async () => {
      firstStarted();
      await firstHolds;
    });
    await started;
    await expect(withSetupLock(second, 'postgresql', () => Promise.resolve(), 800)).rejects.toThrow(
      /Another instance has been setting up the database for over 1 s/,
    );
    finishFirst();
    await one;
    // Free again: the waiter that gave up holds nothing.
    await expect(withSetupLock(second, 'postgresql', () => Promise.resolve('done'), 800)).resolves.toBe(
      'done',
    );
  });
});
