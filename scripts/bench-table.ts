// The pure half of `npm run bench`'s figures (scripts/bench.ts): the target, each read's ratio to
// its bare route, and the Markdown it leaves in docs/performance/bench.md. No server or file here,
// so it is unit-tested (bench-table.test.ts).
import type { LoadSummary } from './bench-load';
import { markdownTable } from './perf-record';

/** Every public read answers at least this share of its bare route's requests a second. */
export const TARGET_RATIO = 0.5;

export type BenchEngine = 'sqlite' | 'postgresql';

export const ENGINE_LABELS: Record<BenchEngine, string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

/** One read measured against its bare route. */
export interface BenchRow {
  call: string;
  /** Measured and shown, but not held to the target (a crawler's walk: see bench.ts). */
  noTarget?: true;
  /** The captured answer: status, size and encoding (`200 13412 B br`). */
  bytes: string;
  api: LoadSummary;
  bare: LoadSummary;
}

/** One engine's run: what scripts/bench.ts hands back from each of its processes. */
export interface EngineFigures {
  engine: BenchEngine;
  meetings: number;
  rows: BenchRow[];
  /** The 1-minute load average, lowest and highest, read before and after each read. */
  loadAverage: { min: number; max: number };
  /** Whether the website was built, so the home page's HTML was measured. */
  websiteBuilt: boolean;
}

export const ratioOf = (row: BenchRow): number =>
  row.api.requestsPerSecond / Math.max(row.bare.requestsPerSecond, 1);

/** `✓` met, `✗` missed, `·` shown without a target. */
export const ratioMark = (row: BenchRow): string =>
  row.noTarget ? '·' : ratioOf(row) >= TARGET_RATIO ? '✓' : '✗';

const failuresOf = (row: BenchRow): string =>
  Object.entries(row.api.failures)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

/** Whether an engine met its target (every held read ≥ the ratio, every answer 2xx), and in words. */
export function targetVerdict(rows: readonly BenchRow[]): { ok: boolean; text: string } {
  const missed = rows.filter(
    (row) => (!row.noTarget && ratioOf(row) < TARGET_RATIO) || Object.keys(row.api.failures).length > 0,
  );
  const held = rows.filter((row) => !row.noTarget);
  const ok = missed.length === 0 && held.length > 0;
  const text = ok
    ? `✓ (${held.length} reads, lowest ratio ${Math.min(...held.map(ratioOf)).toFixed(2)}` +
      `${held.length < rows.length ? '; · a crawler’s walk, shown, not held to it' : ''})`
    : `✗ ${missed.map((row) => `${row.call} ${ratioOf(row).toFixed(2)}`).join('; ') || 'nothing measured'}`;
  return { ok, text };
}

const thousands = (value: number): string => Math.round(value).toLocaleString('en-US');

/**
 * The figures: one table of every read with each engine's requests a second and ratio side by
 * side, each engine's verdict, then each engine's details (answer, latencies, the bare route).
 * `notMeasured` lists what was left out and why (PostgreSQL without BENCH_DATABASE_URL, a failed run).
 */
export function formatBenchFigures(
  engines: readonly EngineFigures[],
  notMeasured: readonly string[],
): string {
  const sections: string[] = [];
  if (engines.length > 0) {
    const calls = [...new Set(engines.flatMap((figures) => figures.rows.map((row) => row.call)))];
    const meetings = engines[0]?.meetings ?? 0;
    const headings = [`read (${thousands(meetings)} meetings)`];
    for (const figures of engines) headings.push(ENGINE_LABELS[figures.engine], 'ratio');
    const rows = calls.map((call) => [
      call,
      ...engines.flatMap((figures) => {
        const row = figures.rows.find((candidate) => candidate.call === call);
        return row
          ? [thousands(row.api.requestsPerSecond), `${ratioOf(row).toFixed(2)} ${ratioMark(row)}`]
          : ['—', '—'];
      }),
    ]);
    sections.push(
      markdownTable(headings, rows, [false, ...engines.flatMap(() => [true, true])]),
      engines
        .map(
          (figures) =>
            `- Target on ${ENGINE_LABELS[figures.engine]}: every public read ≥ ${TARGET_RATIO}× its bare route, ` +
            `all answered 2xx: ${targetVerdict(figures.rows).text}`,
        )
        .join('\n'),
    );
    for (const figures of engines) {
      sections.push(
        `## ${ENGINE_LABELS[figures.engine]}: each read against its bare route\n\n` +
          `Requests a second and latencies over the measured seconds; the load average (1 min) went from ` +
          `${figures.loadAverage.min.toFixed(2)} to ${figures.loadAverage.max.toFixed(2)}` +
          `${figures.websiteBuilt ? '' : '; the website was not built, so the home page was not measured'}.\n\n` +
          markdownTable(
            ['read', 'answer', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'bare p99 ms', 'ratio', 'not 2xx'],
            figures.rows.map((row) => [
              row.call,
              row.bytes,
              thousands(row.api.requestsPerSecond),
              row.api.p50.toFixed(1),
              row.api.p99.toFixed(1),
              thousands(row.bare.requestsPerSecond),
              row.bare.p99.toFixed(1),
              `${ratioOf(row).toFixed(2)} ${ratioMark(row)}`,
              failuresOf(row),
            ]),
            [false, false, true, true, true, true, true, true, false],
          ),
      );
    }
  }
  if (notMeasured.length > 0) sections.push(notMeasured.map((line) => `- Not measured: ${line}`).join('\n'));
  return sections.join('\n\n');
}
