import pg from 'pg';
import { migrations } from '../../server/db/migrations';
import { DEMO_COURSES, DEMO_MEETINGS } from '../../server/seed/demo-content';
import {
  createScratchDatabase,
  testDatabaseUrl,
  type ScratchDatabase,
} from '../../server/testing/scratch-database';
import { call, CleanUp, startBackend, type Backend } from './backend-process';

const databaseServer = testDatabaseUrl();
if (!databaseServer)
  console.warn('Skipping the concurrent start-up test: set TEST_DATABASE_URL (.ci/run does).');

describe.skipIf(!databaseServer)('four instances starting at once on an empty PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let instances: Backend[] = [];
  let database: pg.Client;
  const cleanUp = new CleanUp();

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseServer ?? '');
    cleanUp.push(scratch.drop);
    // No admin given, demo content on: the first start's whole set-up, raced four times.
    const env = { DATABASE_URL: scratch.url, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'true' };
    instances = await Promise.all([1, 2, 3, 4].map(() => startBackend(env)));
    for (const instance of instances) cleanUp.push(instance.stop);
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
    cleanUp.push(() => database.end());
  });
  afterAll(() => cleanUp.run());

  const count = async (query: string) => Number((await database.query<{ n: string }>(query)).rows[0]?.n);

  it('runs each migration exactly once; the other three find the schema up to date', () => {
    const applied = instances.map(
      (instance) => instance.logs().find((line) => line.msg === 'database migrated')?.migrations,
    );
    expect(applied.filter(Boolean)).toEqual([Object.keys(migrations)]);
    const upToDate = instances.filter((instance) =>
      instance.logs().some((line) => line.msg === 'database schema is up to date'),
    );
    expect(upToDate).toHaveLength(3);
  });

  it('creates one administrator and one set of demo content, announced by one instance', async () => {
    expect(await count(`select count(*) as n from kysely_migration`)).toBe(Object.keys(migrations).length);
    expect(await count(`select count(*) as n from users where role = 'admin'`)).toBe(1);
    expect(await count(`select count(*) as n from meetings`)).toBe(DEMO_MEETINGS.length);
    expect(await count(`select count(*) as n from courses`)).toBe(DEMO_COURSES.length);
    const announced = instances.filter((instance) =>
      instance.output().includes('An administrator account was created'),
    );
    expect(announced).toHaveLength(1);
  });

  it('serves from all four', async () => {
    for (const instance of instances) {
      expect((await call(instance, 'GET', '/api/health')).body).toMatchObject({ status: 'ok' });
      const courses = await call(instance, 'GET', '/api/courses');
      expect(courses.body.courses).toHaveLength(DEMO_COURSES.length);
    }
  });

  it('starts again on the migrated database without changing it (safe to re-run)', async () => {
    const again = await startBackend({
      DATABASE_URL: scratch.url,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SEED_DEMO: 'true',
    });
    try {
      expect(again.logs().some((line) => line.msg === 'database schema is up to date')).toBe(true);
      expect(await count(`select count(*) as n from meetings`)).toBe(DEMO_MEETINGS.length);
      expect(await count(`select count(*) as n from users where role = 'admin'`)).toBe(1);
    } finally {
      await again.stop();
    }
  });
});
