// The pure half of `npm run bench:rush`'s figures (scripts/bench-rush.ts): its targets, and the
// table it leaves in docs/performance/bench-rush.md, a column per case. No server or file here, so
// it is unit-tested (bench-rush-table.test.ts). The types name only what the table reads: the
// script's own reports have these fields and more.
import { markdownTable } from './perf-record';

/** The targets, as the issue states them. */
export const RUSH_TARGETS = { p99Ms: { sqlite: 200, postgres: 300 }, readsRatio: 0.5 } as const;

export interface RushPhase {
  count: number;
  /** Answers by status (or timeout / error / no token). */
  statuses: Readonly<Record<string, number>>;
  p50: number;
  p99: number;
  max: number;
}

export interface RushCase {
  engine: 'sqlite' | 'postgres';
  /** The column's heading: `PostgreSQL, two backends + Redis`. */
  title: string;
  visitors: number;
  seats: number;
  logins?: RushPhase;
  registrations?: RushPhase;
  cancellations?: RushPhase;
  exactness: readonly { name: string; ok: boolean; detail: string }[];
  emails?: {
    expected: number;
    rows: number;
    once: number;
    duplicates: number;
    missing: number;
    strays: number;
    sameMessageId: number;
    drained: boolean;
    drainSeconds: number;
  };
  reads?: { quiet: { requestsPerSecond: number }; rush: { requestsPerSecond: number }; ratio: number };
  loadAverage: { min: number; max: number; rushMax: number };
  error?: string;
}

export interface RushTarget {
  name: string;
  ok: boolean;
  detail: string;
}

const mark = (ok: boolean): string => (ok ? '✓' : '✗');
const count = (value: number): string => value.toLocaleString('en-US');

/** `3.7 ms`, `107 ms`, `2.0 s`, `126 s`. */
export function duration(ms: number): string {
  if (ms >= 100_000) return `${(ms / 1000).toFixed(0)} s`;
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

/** Every registration answered 201 within the engine's p99 target. */
export const registrationsMet = (report: RushCase): boolean =>
  report.registrations !== undefined &&
  (report.registrations.statuses['201'] ?? 0) === report.visitors &&
  report.registrations.p99 <= RUSH_TARGETS.p99Ms[report.engine];

/** Every e-mail the outbox holds received exactly once, as many as expected, none stray. */
export const emailsMet = (emails: NonNullable<RushCase['emails']>): boolean =>
  emails.rows === emails.expected &&
  emails.once === emails.rows &&
  emails.strays === 0 &&
  emails.sameMessageId === 0;

/** A phase as `201s, p50, p99`: `1,000, 11 ms, 107 ms`. */
const phase = (stats: RushPhase | undefined, status: string): string =>
  stats ? `${count(stats.statuses[status] ?? 0)}, ${duration(stats.p50)}, ${duration(stats.p99)}` : '—';

function column(report: RushCase): string[] {
  const failed = report.exactness.filter((check) => !check.ok);
  const e = report.emails;
  const reads = report.reads;
  return [
    phase(report.logins, '200'),
    report.registrations
      ? `${phase(report.registrations, '201')} (${duration(report.registrations.max)}) ${mark(registrationsMet(report))}`
      : '—',
    phase(report.cancellations, '200'),
    report.exactness.length === 0
      ? '—'
      : failed.length === 0
        ? 'exact ✓'
        : `✗ ${failed.map((check) => check.name).join(', ')}`,
    e ? `${count(e.once)}, ${count(e.duplicates)}, ${count(e.missing)} ${mark(emailsMet(e))}` : '—',
    e
      ? e.drained
        ? duration(e.drainSeconds * 1000)
        : `not after ${duration(e.drainSeconds * 1000)} ✗`
      : '—',
    reads
      ? `${count(Math.round(reads.quiet.requestsPerSecond))}, ${count(Math.round(reads.rush.requestsPerSecond))}, ` +
        `${reads.ratio.toFixed(2)} ${mark(reads.ratio >= RUSH_TARGETS.readsRatio)}`
      : '—',
    `${report.loadAverage.min.toFixed(2)}–${report.loadAverage.max.toFixed(2)} (rush ${report.loadAverage.rushMax.toFixed(2)})`,
  ];
}

/**
 * The figures: a row per measure, a column per case (PostgreSQL's two backends, SQLite's one), then
 * the targets met (✓) and missed (✗), and any case that stopped before the end.
 */
export function formatRushFigures(reports: readonly RushCase[], targets: readonly RushTarget[]): string {
  const first = reports[0];
  if (!first) return 'Nothing was measured.';
  const cancellations = first.cancellations?.count ?? 0;
  const emails = first.emails?.expected;
  const labels = [
    'logins: 200s, p50, p99',
    'registrations: 201s, p50, p99 (max)',
    `${count(cancellations)} cancellations at once: 200s, p50, p99`,
    'seats, places, promotions',
    `${emails === undefined ? '' : `${count(emails)} `}e-mails: once, twice+, never`,
    'outbox drained, after the cancellations',
    'public reads a second: quiet, rush, ratio',
    'load average (1 min) during the case',
  ];
  const columns = reports.map(column);
  const table = markdownTable(
    [
      `${count(first.visitors)} parents, ${count(first.seats)} seats`,
      ...reports.map((report) => report.title),
    ],
    labels.map((label, index) => [label, ...columns.map((cells) => cells[index] ?? '—')]),
    [false, ...reports.map(() => false)],
  );
  const lines = targets.map((target) => `- ${mark(target.ok)} ${target.name}: ${target.detail}`);
  const stopped = reports
    .filter((report) => report.error !== undefined)
    .map((report) => `- ${report.title} stopped: ${(report.error ?? '').split('\n')[0] ?? ''}`);
  return [
    table,
    ['Targets:', '', ...lines].join('\n'),
    ...(stopped.length > 0 ? [stopped.join('\n')] : []),
  ].join('\n\n');
}
