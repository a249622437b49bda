import Fastify from 'fastify';
import { SERVER_BUSY_MESSAGE } from '@/contract';
import { ServerBusyError } from '../lib/admission';
import { registerErrorHandling } from '../plugins/errors';
import { testDatabaseUrl, createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { createBoundedPool } from './pool';

const server = testDatabaseUrl();

describe.skipIf(!server)('the PostgreSQL pool: a bounded line, not an outage', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(server ?? '');
  });
  afterAll(() => scratch.drop());

  it('makes requests beyond its connections wait their turn, and refuses only one that waited its budget', async () => {
    const pool = createBoundedPool({
      connectionString: scratch.url,
      size: 2,
      name: 'test',
      waitBudgetMs: 300,
    });
    try {
      const first = await pool.connect();
      const second = await pool.connect();
      // A third waits in line; when a connection comes back, it is served.
      const third = pool.connect();
      expect(pool.admission.load).toEqual({ working: 2, waiting: 1 });
      first.release();
      const served = await third;
      expect((await served.query<{ one: number }>('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
      // With both busy for longer than the budget, the next is told the server is busy.
      await expect(pool.connect()).rejects.toBeInstanceOf(ServerBusyError);
      second.release();
      served.release();
      expect(pool.admission.load).toEqual({ working: 0, waiting: 0 });
    } finally {
      await pool.end();
    }
  });
});

describe('a request the server is too busy to start', () => {
  it('is answered 503 with Retry-After and words that say the server is busy', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/busy', () => {
      throw new ServerBusyError('database connections (web): waited 10000 ms');
    });
    const response = await app.inject({ url: '/busy' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toMatchObject({ message: SERVER_BUSY_MESSAGE });
    expect(response.body).not.toMatch(/database/i);
    await app.close();
  });
});
