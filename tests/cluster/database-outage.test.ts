import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/db/unavailable';
import { ADMIN, call, CleanUp, loginAs, startBackend, type Backend } from './backend-process';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const cannot = privatePostgresUnavailable();
if (cannot) console.warn(`Skipping the database outage test: ${cannot}.`);

interface Outcome {
  startedAt: number;
  status: number;
  message: unknown;
  ms: number;
}

/** Visitors and an admin using the site: four callers in a loop until told to stop. */
function load(backend: Backend, token: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  const routes = [
    '/api/meetings',
    '/api/courses',
    '/api/meetings/category/Soon?page=1&limit=9',
    '/api/profile',
  ];
  const callers = routes.map(async (route) => {
    while (running) {
      const started = Date.now();
      const { status, body } = await call(backend, 'GET', route, { token });
      outcomes.push({ startedAt: started, status, message: body.message, ms: Date.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(callers);
      return outcomes;
    },
  };
}

/**
 * Waits until the outcomes hold what a test needs, counted rather than timed, so a busy machine
 * only makes it wait longer; the limit catches a hang.
 */
async function until(outcomes: Outcome[], enough: (outcomes: Outcome[]) => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!enough(outcomes)) {
    if (Date.now() > deadline) throw new Error(`still waiting after 60 s, with ${outcomes.length} answers`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The four callers until `count` answers came back. */
const answers = async (backend: Backend, token: string, count: number) => {
  const running = load(backend, token);
  await until(running.outcomes, (outcomes) => outcomes.length >= count);
  return running.stop();
};

describe.skipIf(cannot)('the database going away and coming back', () => {
  let postgres: PrivatePostgres;
  let backend: Backend;
  let token: string;
  const cleanUp = new CleanUp();

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    cleanUp.push(() => Promise.resolve(postgres.remove()));
    backend = await startBackend({ DATABASE_URL: postgres.url });
    cleanUp.push(backend.stop);
    token = await loginAs(backend, ADMIN.email, ADMIN.password);
  });
  afterAll(() => cleanUp.run());

  it('answers every request while the database runs', async () => {
    const outcomes = await answers(backend, token, 25);
    expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set([200]));
  });

  it('answers 503 with a message within seconds while it is down, and keeps running', async () => {
    const running = load(backend, token);
    await until(running.outcomes, (outcomes) => outcomes.length >= 4);
    postgres.stop();
    const stoppedAt = Date.now();
    // Requests sent once the database had stopped (earlier ones may still have been answered).
    const sentSince = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.startedAt >= stoppedAt);
    await until(running.outcomes, (outcomes) => sentSince(outcomes).length >= 25);
    const outcomes = sentSince(await running.stop());

    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(new Set(refused.map((outcome) => outcome.message))).toEqual(
      new Set([DATABASE_UNAVAILABLE_MESSAGE]),
    );
    // Nothing else: no 500s, and nothing that hangs.
    expect(outcomes.filter((outcome) => outcome.status !== 503)).toEqual([]);
    expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(6000);

    const health = await call(backend, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(backend.process.exitCode).toBeNull();
  });

  it('recovers by itself once the database is back, without a restart', async () => {
    const pid = backend.process.pid;
    postgres.start();
    const deadline = Date.now() + 20_000;
    while ((await call(backend, 'GET', '/api/health')).status !== 200) {
      if (Date.now() > deadline)
        throw new Error(`no recovery within 20 s:\n${backend.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const outcomes = await answers(backend, token, 25);
    expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set([200]));
    const sent = await call(backend, 'POST', '/api/contact', {
      json: { name: 'Ana', email: 'ana@school.test', subject: 'Back?', message: 'Is the site back?' },
    });
    expect(sent.status).toBe(201);
    expect(backend.process.pid).toBe(pid);
    expect(backend.process.exitCode).toBeNull();
  });
});

describe('starting while the database cannot be reached', () => {
  it('says which database it could not reach and exits, without showing the password', async () => {
    const failed = startBackend({ DATABASE_URL: 'postgres://school:s3cret@127.0.0.1:1/school' });
    await expect(failed).rejects.toThrow(
      /Cannot reach the database at 127\.0\.0\.1:1\/school \(connect ECONNREFUSED[^)]*\)\. Check DATABASE_URL/,
    );
    await expect(failed).rejects.not.toThrow(/s3cret/);
  });
});
