// The pure half of `npm run perf:web` (scripts/perf-web.ts): which of a page's Lighthouse runs is
// its median, the figures read from it, the targets of issue "The public site on a phone", and the
// table and notes printed. No browser, server or file here, so it is unit-tested
// (perf-web-table.test.ts).
import type { Result } from 'lighthouse';
import * as lighthouseMedian from 'lighthouse/core/lib/median-run.js';

type Audit = Result['audits'][string];

// median-run.d.ts types these through Lighthouse's global `LH` namespace, which the package does not
// declare for its users; they are the same functions, typed with the exported Result.
const {
  computeMedianRun,
  filterToValidRuns,
}: {
  computeMedianRun: (runs: Result[]) => Result;
  filterToValidRuns: (runs: Result[]) => Result[];
} = lighthouseMedian;

export interface Targets {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Requests of the whole page load (the page, its scripts, pictures, fonts…), at most. */
  requests: number;
}

/** The targets on Lighthouse's mobile preset (a mid-range phone, its CPU 4× slower than this machine's): each page, the median run. */
export const TARGETS: Targets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  cls: 0.01,
  tbtMs: 100,
  requests: 12,
};

/** A slow phone (the CPU 8× slower): the page still answers a tap at once. */
export const SLOW_PHONE_TARGETS: Targets = { ...TARGETS, performance: 95, tbtMs: 200 };

/** How the pages are measured: Lighthouse's mobile preset, and the same on a slower CPU. */
export interface Preset {
  name: string;
  /** What it stands for, in the table's heading. */
  label: string;
  /** Lighthouse's simulated CPU slowdown (its mobile preset: 4). */
  cpuSlowdownMultiplier: number;
  targets: Targets;
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'phone',
    label: "Lighthouse's mobile preset: a mid-range phone on slow 4G, its CPU 4× slower",
    cpuSlowdownMultiplier: 4,
    targets: TARGETS,
  },
  {
    name: 'slow phone',
    label: 'a slow phone: the same with the CPU 8× slower',
    cpuSlowdownMultiplier: 8,
    targets: SLOW_PHONE_TARGETS,
  },
];

export type Target = keyof Targets;

/** Something Lighthouse says costs load time, with its estimate (the largest of its metric savings). */
export interface TimeCost {
  id: string;
  title: string;
  ms: number;
  /** Lighthouse's own summary ("Est savings of 51 KiB", "4.1 s") and the first files it names. */
  detail: string;
}

export interface PageFigures {
  page: string;
  url: string;
  /** Category scores, 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes transferred over the network for the whole page load, and for its scripts. */
  bytes: number | null;
  jsBytes: number | null;
  /** How many requests the page load made (Lighthouse's resource summary). */
  requests: number | null;
  /** Which element was the Largest Contentful Paint, e.g. `h1#hero-title "WELCOME TO EDUCATION"`. */
  lcpElement: string | null;
  /** LCP split as Lighthouse reports it: TTFB, load delay, load time, render delay (simulated ms). */
  lcpPhases: { phase: string; ms: number }[];
  /** The three biggest estimated time costs (opportunities and diagnostics), biggest first. */
  timeCosts: TimeCost[];
  /** The layout shifts of the median run, biggest first: the element that moved most and why (Lighthouse's guess). */
  layoutShifts: { score: number; element: string; causes: string[] }[];
  /** Failed audits that pull accessibility, best practices or SEO below 100. */
  failedAudits: { category: string; id: string; title: string }[];
  /** Every run's performance score, in the order run, so the spread around the median shows. */
  runPerformance: (number | null)[];
  /** Which run (1-based) was the median. */
  medianRun: number;
  /** Lighthouse's warnings about the median run (e.g. the page redirected, or was slow to settle). */
  warnings: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A run the median can be taken from: it measured FCP and TTI (a failed run has a runtimeError instead). */
export const isUsableRun = (run: Result): boolean => filterToValidRuns([run]).length === 1;

/**
 * The median run, chosen as Lighthouse itself does (`computeMedianRun`: the run nearest the median
 * FCP and the median Time to Interactive), among the runs that produced both. Runs that failed
 * (a runtime error, no paint) are left out; when none is left, the errors are the message.
 */
export function pickMedianRun(runs: Result[]): Result {
  const valid = filterToValidRuns(runs);
  if (valid.length === 0) {
    const reasons = runs.map((run) => run.runtimeError?.message ?? 'no FCP or TTI measured');
    throw new Error(`No usable Lighthouse run (${[...new Set(reasons)].join('; ')})`);
  }
  return computeMedianRun(valid);
}

const categoryScore = (lhr: Result, id: string): number | null => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

const numeric = (lhr: Result, id: string): number | null => numberOrNull(lhr.audits[id]?.numericValue);

/** A details object's `items`, whatever its type (table, opportunity, list). */
const itemsOf = (details: unknown): unknown[] =>
  isRecord(details) && Array.isArray(details.items) ? (details.items as unknown[]) : [];

function scriptBytes(lhr: Result): number | null {
  for (const item of itemsOf(lhr.audits['resource-summary']?.details)) {
    if (isRecord(item) && item.resourceType === 'script') return numberOrNull(item.transferSize);
  }
  return null;
}

function requestCount(lhr: Result): number | null {
  for (const item of itemsOf(lhr.audits['resource-summary']?.details)) {
    if (isRecord(item) && item.resourceType === 'total') return numberOrNull(item.requestCount);
  }
  return null;
}

/** `largest-contentful-paint-element` holds two tables: the element, then the LCP's phases. */
function lcpDetails(lhr: Result): Pick<PageFigures, 'lcpElement' | 'lcpPhases'> {
  let lcpElement: string | null = null;
  const lcpPhases: PageFigures['lcpPhases'] = [];
  for (const table of itemsOf(lhr.audits['largest-contentful-paint-element']?.details)) {
    for (const row of itemsOf(table)) {
      if (!isRecord(row)) continue;
      const node = row.node;
      if (isRecord(node) && lcpElement === null) lcpElement = describeNode(node);
      const ms = numberOrNull(row.timing);
      if (typeof row.phase === 'string' && ms !== null) lcpPhases.push({ phase: row.phase, ms });
    }
  }
  return { lcpElement, lcpPhases };
}

/** `h1#hero-title "WELCOME TO EDUCATION"`: the selector's last step and the element's text. */
function describeNode(node: Record<string, unknown>): string {
  const selector = typeof node.selector === 'string' ? node.selector : '';
  const last = selector.split('>').pop()?.trim() ?? '';
  const label = typeof node.nodeLabel === 'string' ? node.nodeLabel.replace(/\s+/g, ' ').trim() : '';
  const text = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  return [last, text ? `"${text}"` : ''].filter(Boolean).join(' ') || 'an element without a selector';
}

/** `layout-shifts`: up to three shifts, each with the element that moved most and its likely causes. */
function layoutShifts(lhr: Result): PageFigures['layoutShifts'] {
  const shifts: PageFigures['layoutShifts'] = [];
  for (const item of itemsOf(lhr.audits['layout-shifts']?.details)) {
    if (!isRecord(item)) continue;
    const score = numberOrNull(item.score);
    if (score === null || score <= 0) continue;
    const causes: string[] = [];
    const sub = isRecord(item.subItems) ? item.subItems : null;
    for (const entry of sub ? itemsOf(sub) : []) {
      if (!isRecord(entry)) continue;
      const cause = typeof entry.cause === 'string' ? entry.cause : '';
      // What the cause names: a file (a font, a picture) or an element.
      const { extra } = entry;
      let what = '';
      if (isRecord(extra)) what = typeof extra.url === 'string' ? extra.url : describeNode(extra);
      causes.push([cause, what].filter(Boolean).join(': '));
    }
    const element = isRecord(item.node) ? describeNode(item.node) : 'an element without a selector';
    shifts.push({ score, element, causes });
  }
  return shifts.sort((a, b) => b.score - a.score).slice(0, 3);
}

/** Up to two resources an audit names, as paths (`/assets/index-….js`). */
function namedResources(details: unknown): string[] {
  const names: string[] = [];
  for (const item of itemsOf(details)) {
    if (names.length === 2) break;
    if (!isRecord(item) || typeof item.url !== 'string') continue;
    try {
      const url = new URL(item.url);
      names.push(url.pathname === '/' ? url.href : url.pathname);
    } catch {
      names.push(item.url);
    }
  }
  return names;
}

/** The most time an audit says could be saved: its largest LCP, FCP or TBT saving, in ms. */
function timeSaving(audit: Audit): number {
  const savings = audit.metricSavings ?? {};
  const details: unknown = audit.details;
  const legacy = isRecord(details) ? numberOrNull(details.overallSavingsMs) : null;
  return Math.max(0, legacy ?? 0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
}

/**
 * The performance audits the report shows as failing (opportunities and diagnostics; the metrics
 * themselves and the hidden "insight" duplicates are left out), by estimated time, biggest first.
 * The LCP element is left out too: its phases are reported on their own.
 */
export function timeCosts(lhr: Result, count = 3): TimeCost[] {
  const costs: TimeCost[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    if (ref.id === 'largest-contentful-paint-element') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const ms = timeSaving(audit);
    if (ms <= 0) continue;
    const detail = [audit.displayValue ?? '', namedResources(audit.details).join(', ')]
      .filter(Boolean)
      .join('; ');
    costs.push({ id: ref.id, title: audit.title, ms, detail });
  }
  return costs.sort((a, b) => b.ms - a.ms || a.id.localeCompare(b.id)).slice(0, count);
}

/** Scored audits failing in the accessibility, best-practices and SEO categories. */
function failedAudits(lhr: Result): PageFigures['failedAudits'] {
  const failed: PageFigures['failedAudits'] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push({ category, id: ref.id, title: audit.title });
      }
    }
  }
  return failed;
}

/** One page's figures: the median of its runs, and every run's performance score beside it. */
export function pageFigures(page: string, runs: Result[]): PageFigures {
  const median = pickMedianRun(runs);
  return {
    page,
    url: median.finalDisplayedUrl,
    performance: categoryScore(median, 'performance'),
    accessibility: categoryScore(median, 'accessibility'),
    bestPractices: categoryScore(median, 'best-practices'),
    seo: categoryScore(median, 'seo'),
    lcpMs: numeric(median, 'largest-contentful-paint'),
    fcpMs: numeric(median, 'first-contentful-paint'),
    tbtMs: numeric(median, 'total-blocking-time'),
    cls: numeric(median, 'cumulative-layout-shift'),
    bytes: numeric(median, 'total-byte-weight'),
    jsBytes: scriptBytes(median),
    requests: requestCount(median),
    ...lcpDetails(median),
    timeCosts: timeCosts(median),
    layoutShifts: layoutShifts(median),
    failedAudits: failedAudits(median),
    runPerformance: runs.map((run) => categoryScore(run, 'performance')),
    medianRun: runs.indexOf(median) + 1,
    warnings: [...median.runWarnings, ...(median.runtimeError ? [median.runtimeError.message] : [])],
  };
}

/**
 * The targets a page misses. A figure Lighthouse could not produce counts as missed: a target is
 * met only when shown to be. Compared unrounded (an LCP of 1,004 ms misses 1.0 s).
 */
export function missedTargets(figures: PageFigures, targets: Targets = TARGETS): Set<Target> {
  const missed = new Set<Target>();
  const atLeast = (target: Target, value: number | null) => {
    if (value === null || value < targets[target]) missed.add(target);
  };
  const atMost = (target: Target, value: number | null) => {
    if (value === null || value > targets[target]) missed.add(target);
  };
  atLeast('performance', figures.performance);
  atLeast('accessibility', figures.accessibility);
  atLeast('bestPractices', figures.bestPractices);
  atLeast('seo', figures.seo);
  atMost('lcpMs', figures.lcpMs);
  atMost('cls', figures.cls);
  atMost('tbtMs', figures.tbtMs);
  atMost('requests', figures.requests);
  return missed;
}

export const MISS = '✗';

const thousands = (value: number): string => Math.round(value).toLocaleString('en-US');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number): string => `${thousands(bytes / 1024)} KiB`;

function cell(value: number | null, format: (value: number) => string, missed = false): string {
  const text = value === null ? '—' : format(value);
  return missed ? `${text} ${MISS}` : text;
}

interface Column {
  heading: string;
  value: (figures: PageFigures, missed: Set<Target>) => string;
  alignRight: boolean;
}

const columns = (TARGETS: Targets): Column[] => [
  { heading: 'page', value: (f) => f.page, alignRight: false },
  {
    heading: `perf ≥${TARGETS.performance}`,
    value: (f, m) => cell(f.performance, String, m.has('performance')),
    alignRight: true,
  },
  {
    heading: `a11y ${TARGETS.accessibility}`,
    value: (f, m) => cell(f.accessibility, String, m.has('accessibility')),
    alignRight: true,
  },
  {
    heading: `BP ${TARGETS.bestPractices}`,
    value: (f, m) => cell(f.bestPractices, String, m.has('bestPractices')),
    alignRight: true,
  },
  { heading: `SEO ${TARGETS.seo}`, value: (f, m) => cell(f.seo, String, m.has('seo')), alignRight: true },
  {
    heading: `LCP ≤${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
    value: (f, m) => cell(f.lcpMs, seconds, m.has('lcpMs')),
    alignRight: true,
  },
  { heading: 'FCP', value: (f) => cell(f.fcpMs, seconds), alignRight: true },
  {
    heading: `TBT ≤${TARGETS.tbtMs} ms`,
    value: (f, m) => cell(f.tbtMs, (v) => `${thousands(v)} ms`, m.has('tbtMs')),
    alignRight: true,
  },
  {
    heading: `CLS ≤${TARGETS.cls}`,
    value: (f, m) => cell(f.cls, (v) => v.toFixed(3), m.has('cls')),
    alignRight: true,
  },
  { heading: 'bytes', value: (f) => cell(f.bytes, kib), alignRight: true },
  { heading: 'JS', value: (f) => cell(f.jsBytes, kib), alignRight: true },
  {
    heading: `requests ≤${TARGETS.requests}`,
    value: (f, m) => cell(f.requests, String, m.has('requests')),
    alignRight: true,
  },
  {
    heading: 'perf of each run',
    value: (f) => f.runPerformance.map((score) => (score === null ? 'failed' : String(score))).join(' / '),
    alignRight: false,
  },
  { heading: 'LCP element', value: (f) => f.lcpElement ?? '—', alignRight: false },
];

/** Text width as a terminal shows it: one column per character (✗, ≥, … and any emoji in a label). */
const width = (text: string): number => [...new Intl.Segmenter('en').segment(text)].length;

const pad = (text: string, size: number, right: boolean): string => {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
};

/**
 * One table, a row per page: a Markdown pipe table with its columns lined up, so it reads in a
 * terminal as well as in docs/performance/perf-web.md. Headings carry the targets; ✗ marks a miss.
 */
export function formatTable(pages: PageFigures[], targets: Targets = TARGETS): string {
  const COLUMNS = columns(targets);
  const rows = pages.map((figures) => {
    const missed = missedTargets(figures, targets);
    // A `|` in a cell (an element's text) would end it early in Markdown.
    return COLUMNS.map((column) => column.value(figures, missed).replace(/\|/g, '\\|'));
  });
  const widths = COLUMNS.map((column, index) =>
    Math.max(width(column.heading), ...rows.map((row) => width(row[index] ?? ''))),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, index) => pad(text, widths[index] ?? 0, COLUMNS[index]?.alignRight ?? false)).join(' | ')} |`;
  const rule = `|${widths.map((size, index) => (COLUMNS[index]?.alignRight ? `${'-'.repeat(size + 1)}:` : `:${'-'.repeat(size + 1)}`)).join('|')}|`;
  return [line(COLUMNS.map((column) => column.heading)), rule, ...rows.map(line)].join('\n');
}

/** Per page: the LCP element and phases, the top time costs, and any failing non-performance audit. */
export function formatNotes(pages: PageFigures[]): string {
  const blocks = pages.map((f) => {
    const lines = [`${f.page}  (${f.url}; median = run ${f.medianRun} of ${f.runPerformance.length})`];
    const phases = f.lcpPhases.map((p) => `${p.phase} ${thousands(p.ms)} ms`).join(' + ');
    lines.push(
      `  LCP ${cell(f.lcpMs, seconds)}: ${f.lcpElement ?? 'no element reported'}${phases ? ` = ${phases}` : ''}`,
    );
    if (f.timeCosts.length === 0) lines.push('  no opportunity or diagnostic estimates a time saving');
    f.timeCosts.forEach((cost, index) => {
      lines.push(
        `  ${index + 1}. ${cost.title} (${cost.id}): ~${thousands(cost.ms)} ms${cost.detail ? `; ${cost.detail}` : ''}`,
      );
    });
    for (const shift of f.layoutShifts) {
      const causes = shift.causes.length > 0 ? ` (${shift.causes.join('; ')})` : '';
      lines.push(`  layout shift ${shift.score.toFixed(3)}: ${shift.element}${causes}`);
    }
    for (const audit of f.failedAudits) lines.push(`  fails ${audit.category}: ${audit.title} (${audit.id})`);
    for (const warning of f.warnings) lines.push(`  warning: ${warning}`);
    return lines.join('\n');
  });
  return blocks.join('\n\n');
}

/**
 * What a measurement comes to: the table and notes to print (empty when no page was measured), and
 * the pages that miss a target, which decide the exit code under --check.
 */
export function summarize(
  pages: PageFigures[],
  targets: Targets = TARGETS,
): { report: string; missing: string[] } {
  return {
    report: pages.length > 0 ? `${formatTable(pages, targets)}\n\n${formatNotes(pages)}` : '',
    missing: pages.filter((page) => missedTargets(page, targets).size > 0).map((page) => page.page),
  };
}

/**
 * What docs/performance/perf-web.md holds below its date, machine and command: the table, each
 * page's notes (as printed, in a text block), and the pages that could not be measured, with why.
 */
export function formatFigures(
  pages: PageFigures[],
  notMeasured: string[],
  targets: Targets = TARGETS,
): string {
  const sections: string[] = [];
  if (pages.length > 0) {
    sections.push(formatTable(pages, targets));
    sections.push(
      `What Lighthouse says costs each page the most time (its median run):\n\n\`\`\`text\n${formatNotes(pages)}\n\`\`\``,
    );
  }
  if (notMeasured.length > 0)
    sections.push(notMeasured.map((failure) => `- Not measured: ${failure}`).join('\n'));
  return sections.join('\n\n') || 'Nothing was measured.';
}
