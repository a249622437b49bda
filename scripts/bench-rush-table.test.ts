import { duration, formatRushFigures, type RushCase } from './bench-rush-table';

const EMAILS: NonNullable<RushCase['emails']> = {
  expected: 1200,
  rows: 1200,
  once: 1200,
  duplicates: 0,
  missing: 0,
  strays: 0,
  sameMessageId: 0,
  drained: true,
  drainSeconds: 5.46,
};

const rushCase = (fields: Partial<RushCase> = {}): RushCase => ({
  engine: 'postgres',
  title: 'PostgreSQL, two backends + Redis',
  visitors: 1000,
  seats: 300,
  logins: { count: 1000, statuses: { '200': 1000 }, p50: 2040, p99: 2512, max: 3000 },
  registrations: { count: 1000, statuses: { '201': 1000 }, p50: 11.2, p99: 107, max: 142 },
  cancellations: { count: 100, statuses: { '200': 100 }, p50: 239, p99: 435, max: 440 },
  exactness: [{ name: 'seats', ok: true, detail: '300 confirmed' }],
  emails: EMAILS,
  reads: { quiet: { requestsPerSecond: 7634.2 }, rush: { requestsPerSecond: 4675 }, ratio: 0.612 },
  loadAverage: { min: 0.7, max: 2.2, rushMax: 2.1 },
  ...fields,
});

/** The cells of the row whose label starts with `label`, without the label. */
const row = (text: string, label: string): string[] =>
  (text.split('\n').find((line) => line.startsWith(`| ${label}`)) ?? '')
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean)
    .slice(1);

describe("npm run bench:rush's figures", () => {
  it('give a column per case, a row per measure, as the rush went', () => {
    const sqlite = rushCase({
      engine: 'sqlite',
      title: 'SQLite, one backend',
      registrations: { count: 1000, statuses: { '201': 1000 }, p50: 3.71, p99: 20, max: 56 },
    });
    const text = formatRushFigures([rushCase(), sqlite], []);
    expect(text.split('\n')[0]).toMatch(
      /^\| 1,000 parents, 300 seats +\| PostgreSQL, two backends \+ Redis +\| SQLite, one backend +\|$/,
    );
    expect(row(text, 'logins: 200s, p50, p99')).toEqual(['1,000, 2.0 s, 2.5 s', '1,000, 2.0 s, 2.5 s']);
    expect(row(text, 'registrations: 201s, p50, p99 (max)')).toEqual([
      '1,000, 11 ms, 107 ms (142 ms) ✓',
      '1,000, 3.7 ms, 20 ms (56 ms) ✓',
    ]);
    expect(row(text, '100 cancellations at once')[0]).toBe('100, 239 ms, 435 ms');
    expect(row(text, 'seats, places, promotions')[0]).toBe('exact ✓');
    expect(row(text, '1,200 e-mails: once, twice+, never')[0]).toBe('1,200, 0, 0 ✓');
    expect(row(text, 'outbox drained')[0]).toBe('5.5 s');
    expect(row(text, 'public reads a second: quiet, rush, ratio')[0]).toBe('7,634, 4,675, 0.61 ✓');
  });

  it('mark each missed target: slow or refused registrations, e-mails twice, reads starved, wrong seats', () => {
    const text = formatRushFigures(
      [
        rushCase({
          registrations: { count: 1000, statuses: { '201': 998, '503': 2 }, p50: 11, p99: 301, max: 900 },
          emails: { ...EMAILS, once: 1199, duplicates: 1 },
          reads: { quiet: { requestsPerSecond: 8000 }, rush: { requestsPerSecond: 3000 }, ratio: 0.375 },
          exactness: [{ name: 'waiting places', ok: false, detail: 'place 4 given twice' }],
        }),
      ],
      [],
    );
    expect(row(text, 'registrations')[0]).toBe('998, 11 ms, 301 ms (900 ms) ✗');
    expect(row(text, '1,200 e-mails')[0]).toBe('1,199, 1, 0 ✗');
    expect(row(text, 'public reads')[0]).toBe('8,000, 3,000, 0.38 ✗');
    expect(row(text, 'seats, places')[0]).toBe('✗ waiting places');
  });

  it('hold registrations on SQLite to its own p99 target', () => {
    const slow = rushCase({
      engine: 'sqlite',
      title: 'SQLite, one backend',
      registrations: { count: 1000, statuses: { '201': 1000 }, p50: 50, p99: 250, max: 260 },
    });
    // 250 ms meets PostgreSQL's 300 ms but misses SQLite's 200 ms.
    expect(row(formatRushFigures([slow], []), 'registrations')[0]).toMatch(/✗$/);
    expect(
      row(formatRushFigures([rushCase({ registrations: slow.registrations })], []), 'registrations')[0],
    ).toMatch(/✓$/);
  });

  it('list the targets, and say when a case stopped before the end', () => {
    const text = formatRushFigures(
      [rushCase({ error: 'The backend stopped\nstack…', emails: undefined, reads: undefined })],
      [{ name: 'every e-mail exactly once', ok: false, detail: 'PostgreSQL not measured ✗' }],
    );
    expect(text).toContain('- ✗ every e-mail exactly once: PostgreSQL not measured ✗');
    expect(text).toContain('- PostgreSQL, two backends + Redis stopped: The backend stopped');
    expect(row(text, 'public reads')).toEqual(['—']);
  });

  it('show durations in the unit they are read in', () => {
    expect([duration(3.71), duration(107.4), duration(2040), duration(126_400)]).toEqual([
      '3.7 ms',
      '107 ms',
      '2.0 s',
      '126 s',
    ]);
  });
});
