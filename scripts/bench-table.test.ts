import type { LoadSummary } from './bench-load';
import { formatBenchFigures, targetVerdict, type BenchRow, type EngineFigures } from './bench-table';

const load = (requestsPerSecond: number, failures: Record<string, number> = {}): LoadSummary => ({
  requestsPerSecond,
  p50: 1.25,
  p99: 4.5,
  max: 9,
  total: requestsPerSecond * 5,
  seconds: 5,
  statuses: { '200': requestsPerSecond * 5 },
  failures,
  perSecond: [],
});

const row = (call: string, api: number, bare: number, extra: Partial<BenchRow> = {}): BenchRow => ({
  call,
  bytes: '200 1234 B br',
  api: load(api),
  bare: load(bare),
  ...extra,
});

const engine = (name: EngineFigures['engine'], rows: BenchRow[]): EngineFigures => ({
  engine: name,
  meetings: 100_000,
  rows,
  loadAverage: { min: 1.04, max: 2.3 },
  websiteBuilt: true,
});

/** The cells of the line starting with `| <call>`. */
const cells = (text: string, call: string): string[] =>
  (text.split('\n').find((line) => line.startsWith(`| ${call} `)) ?? '')
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);

describe("npm run bench's target", () => {
  it('is met at half the bare route, and missed just under it', () => {
    expect(targetVerdict([row('GET /api/courses', 5000, 10_000)]).ok).toBe(true);
    const missed = targetVerdict([row('GET /api/courses', 4999, 10_000)]);
    expect(missed.ok).toBe(false);
    expect(missed.text).toBe('✗ GET /api/courses 0.50');
  });

  it('is missed when a read answered anything but 2xx, however fast', () => {
    const failing = row('GET /api/courses', 9000, 10_000, { api: load(9000, { '429': 3 }) });
    expect(targetVerdict([failing]).ok).toBe(false);
  });

  it('does not hold a crawler’s walk to it, and says so', () => {
    const verdict = targetVerdict([
      row('GET /api/courses', 6000, 10_000),
      row('every page in turn', 1000, 10_000, { noTarget: true }),
    ]);
    expect(verdict).toEqual({
      ok: true,
      text: '✓ (1 reads, lowest ratio 0.60; · a crawler’s walk, shown, not held to it)',
    });
  });
});

describe("npm run bench's figures", () => {
  const sqlite = engine('sqlite', [
    row('GET /api/meetings?limit=4 (home)', 14_448.4, 21_250),
    row('every page in turn', 9635, 31_000, { noTarget: true }),
  ]);
  const postgresql = engine('postgresql', [row('GET /api/meetings?limit=4 (home)', 4000, 10_000)]);

  it('put both engines side by side, read by read, with each ratio marked', () => {
    const text = formatBenchFigures([sqlite, postgresql], []);
    expect(text.split('\n')[0]).toMatch(
      /^\| read \(100,000 meetings\) +\| +SQLite \| +ratio \| +PostgreSQL \| +ratio \|$/,
    );
    expect(cells(text, 'GET /api/meetings?limit=4 (home)')).toEqual([
      'GET /api/meetings?limit=4 (home)',
      '14,448',
      '0.68 ✓',
      '4,000',
      '0.40 ✗',
    ]);
    // A read one engine did not measure shows a dash there.
    expect(cells(text, 'every page in turn')).toEqual(['every page in turn', '9,635', '0.31 ·', '—', '—']);
  });

  it('say for each engine whether it met the target, then give its details', () => {
    const text = formatBenchFigures([sqlite, postgresql], []);
    expect(text).toContain(
      '- Target on SQLite: every public read ≥ 0.5× its bare route, all answered 2xx: ✓',
    );
    expect(text).toContain(
      '- Target on PostgreSQL: every public read ≥ 0.5× its bare route, all answered 2xx: ✗ GET /api/meetings?limit=4 (home) 0.40',
    );
    expect(text).toContain('## SQLite: each read against its bare route');
    expect(text).toContain('load average (1 min) went from 1.04 to 2.30');
    expect(text).toMatch(
      /\| read +\| answer +\| req\/s \| p50 ms \| p99 ms \| bare req\/s \| bare p99 ms \| +ratio \| not 2xx \|/,
    );
  });

  it('name what was not measured, and why', () => {
    const text = formatBenchFigures([sqlite], ['PostgreSQL (BENCH_DATABASE_URL was not set)']);
    expect(text).toContain('- Not measured: PostgreSQL (BENCH_DATABASE_URL was not set)');
    expect(text.split('\n')[0]).not.toContain('PostgreSQL');
  });
});
