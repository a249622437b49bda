import Fastify from 'fastify';
import { ServerBusyError } from '../lib/admission';
import { registerErrorHandling } from './errors';
import { OutageLog } from './outage-log';

/** A logger that keeps what it is given. */
function keeping() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (details: Record<string, unknown>, message: string): void => {
      lines.push({ level, details, message });
    };
  return { lines, logger: { warn: at('warn'), error: at('error') } as never };
}

describe('the outage log', () => {
  it('writes an outage in full once, then how many more requests it turned away, a line a minute', () => {
    const app = keeping();
    const requests = keeping();
    const outages = new OutageLog(app.logger);
    // A full disk: 300 logins in a minute, and a few meetings saved.
    for (let i = 0; i < 300; i += 1) {
      outages.report('storage', 'POST /api/login', requests.logger, { storage: 'full', request: i });
    }
    for (let i = 0; i < 4; i += 1) outages.report('storage', 'POST /api/meetings', requests.logger, {});
    expect(requests.lines).toEqual([
      { level: 'error', details: { storage: 'full', request: 0 }, message: 'cannot save: storage problem' },
    ]);
    outages.summarize();
    expect(app.lines).toEqual([
      {
        level: 'error',
        details: {
          outage: 'storage',
          more: 303,
          byRoute: [
            { route: 'POST /api/login', count: 299 },
            { route: 'POST /api/meetings', count: 4 },
          ],
          periodSeconds: 60,
        },
        message: 'cannot save: storage problem: 303 more requests turned away',
      },
    ]);
  });

  it('counts each kind of outage apart, and logs one in full again once a minute went by without it', () => {
    const app = keeping();
    const requests = keeping();
    const outages = new OutageLog(app.logger);
    outages.report('database', 'GET /api/pages', requests.logger, {});
    outages.report('busy', 'POST /api/meetings/{id}/registrations', requests.logger, {});
    outages.report('busy', 'POST /api/meetings/{id}/registrations', requests.logger, {});
    expect(requests.lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'database unavailable'],
      ['warn', 'busy: request refused after waiting its budget'],
    ]);
    outages.summarize();
    expect(app.lines.map((line) => line.message)).toEqual([
      'busy: request refused after waiting its budget: 1 more request turned away',
    ]);
    // A minute without the database outage, and one without the busy one: both are over.
    outages.summarize();
    outages.summarize();
    expect(app.lines).toHaveLength(1);
    outages.report('database', 'GET /api/pages', requests.logger, { again: true });
    expect(requests.lines.at(-1)).toEqual({
      level: 'warn',
      details: { again: true },
      message: 'database unavailable',
    });
  });

  it("is what the API's error handler writes: one line in full, then the count, not a line per request", async () => {
    const lines: { msg?: string; more?: number; byRoute?: unknown }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as never) } },
    });
    registerErrorHandling(app);
    app.get('/api/busy', () => {
      throw new ServerBusyError('database connections (web): waited 10000 ms');
    });
    for (let i = 0; i < 50; i += 1) expect((await app.inject({ url: '/api/busy' })).statusCode).toBe(503);
    const busy = (line: { msg?: string }) => line.msg?.startsWith('busy: request refused') ?? false;
    expect(lines.filter(busy).map((line) => line.msg)).toEqual([
      'busy: request refused after waiting its budget',
    ]);
    // The summary is written once a minute, and when the server stops.
    await app.close();
    expect(lines.filter(busy).at(-1)).toMatchObject({
      msg: 'busy: request refused after waiting its budget: 49 more requests turned away',
      more: 49,
      byRoute: [{ route: 'GET /api/busy', count: 49 }],
    });
  });
});
