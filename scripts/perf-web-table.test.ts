import type { Result } from 'lighthouse';
import {
  MISS,
  SLOW_PHONE_TARGETS,
  TARGETS,
  formatFigures,
  formatNotes,
  formatTable,
  isUsableRun,
  missedTargets,
  pageFigures,
  pickMedianRun,
  summarize,
  timeCosts,
  type PageFigures,
} from './perf-web-table';

type Audit = Result['audits'][string];

interface FakeRun {
  performance?: number | null;
  fcp?: number;
  tti?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  runtimeError?: string;
  audits?: Record<string, Partial<Audit>>;
  /** The performance category's audits, listed under their group, in the order given. */
  perfGroups?: Record<string, string[]>;
}

const audit = (id: string, fields: Partial<Audit>): Audit => ({
  id,
  title: id,
  description: '',
  score: null,
  scoreDisplayMode: 'numeric',
  ...fields,
});

/** Just enough of a Lighthouse result for the code under test; the rest is left out. */
function fakeRun(run: FakeRun): Result {
  const metric = (id: string, value: number | undefined) =>
    value === undefined ? {} : { [id]: audit(id, { numericValue: value }) };
  const audits: Record<string, Audit> = {
    ...metric('first-contentful-paint', run.fcp),
    ...metric('interactive', run.tti),
    ...metric('largest-contentful-paint', run.lcp),
    ...metric('total-blocking-time', run.tbt),
    ...metric('cumulative-layout-shift', run.cls),
    ...Object.fromEntries(Object.entries(run.audits ?? {}).map(([id, fields]) => [id, audit(id, fields)])),
  };
  const category = (id: string, score: number | null, refs: { id: string; group?: string }[] = []) => ({
    id,
    title: id,
    score,
    auditRefs: refs.map((ref) => ({ weight: 0, ...ref })),
  });
  const result = {
    finalDisplayedUrl: 'http://127.0.0.1:3200/',
    runWarnings: [],
    runtimeError: run.runtimeError ? { code: 'NO_FCP', message: run.runtimeError } : undefined,
    audits,
    categories: {
      performance: category(
        'performance',
        run.performance ?? null,
        Object.entries(run.perfGroups ?? {}).flatMap(([group, ids]) => ids.map((id) => ({ id, group }))),
      ),
      accessibility: category('accessibility', 1),
      'best-practices': category('best-practices', 1),
      seo: category('seo', 1),
    },
  };
  return result as unknown as Result;
}

const figures = (fields: Partial<PageFigures> = {}): PageFigures => ({
  page: '/',
  url: 'http://127.0.0.1:3200/',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 800,
  fcpMs: 700,
  tbtMs: 0,
  cls: 0,
  bytes: 200 * 1024,
  jsBytes: 60 * 1024,
  requests: 9,
  lcpElement: 'h1#hero-title "WELCOME"',
  lcpPhases: [],
  timeCosts: [],
  layoutShifts: [],
  failedAudits: [],
  runPerformance: [100, 100, 100],
  medianRun: 2,
  warnings: [],
  ...fields,
});

describe('the median run', () => {
  it('is the run nearest the median FCP and TTI, as Lighthouse chooses it, not the best or worst score', () => {
    const fast = fakeRun({ performance: 0.95, fcp: 900, tti: 1500 });
    const slow = fakeRun({ performance: 0.4, fcp: 3000, tti: 9000 });
    const middle = fakeRun({ performance: 0.8, fcp: 1200, tti: 2500 });
    expect(pickMedianRun([fast, slow, middle])).toBe(middle);
    expect(pickMedianRun([slow, middle, fast])).toBe(middle);
  });

  it('leaves out runs that failed, and says why when none is left', () => {
    const failed = fakeRun({ runtimeError: 'The page did not paint any content.' });
    const good = fakeRun({ performance: 0.5, fcp: 2000, tti: 5000 });
    expect(pickMedianRun([failed, good, failed])).toBe(good);
    expect([failed, good].map(isUsableRun)).toEqual([false, true]);
    expect(() => pickMedianRun([failed, failed])).toThrow(/did not paint any content/);
  });

  it('gives the page its figures from that run, with every run’s score beside them', () => {
    const runs = [
      fakeRun({ performance: 0.9, fcp: 900, tti: 1500, lcp: 1100, tbt: 20, cls: 0.002 }),
      fakeRun({
        performance: 0.776,
        fcp: 1200,
        tti: 2500,
        lcp: 1900,
        tbt: 150,
        cls: 0.02,
        audits: {
          'resource-summary': {
            details: {
              type: 'table',
              headings: [],
              items: [
                { resourceType: 'total', requestCount: 11, transferSize: 150_000 },
                { resourceType: 'script', requestCount: 3, transferSize: 90_000 },
              ],
            },
          },
        },
      }),
      fakeRun({ performance: 0.3, fcp: 3000, tti: 9000, lcp: 5000, tbt: 900, cls: 0.3 }),
    ];
    const page = pageFigures('/meetings', runs);
    expect(page).toMatchObject({
      page: '/meetings',
      performance: 78,
      accessibility: 100,
      lcpMs: 1900,
      tbtMs: 150,
      cls: 0.02,
      requests: 11,
      jsBytes: 90_000,
      runPerformance: [90, 78, 30],
      medianRun: 2,
    });
  });
});

describe('the targets', () => {
  it('are met exactly at the limit', () => {
    const atLimit = figures({
      performance: TARGETS.performance,
      lcpMs: TARGETS.lcpMs,
      tbtMs: TARGETS.tbtMs,
      cls: TARGETS.cls,
      requests: TARGETS.requests,
    });
    expect([...missedTargets(atLimit)]).toEqual([]);
  });

  it('are missed just past the limit, unrounded, and when a figure is missing', () => {
    const past = figures({
      performance: 97,
      accessibility: 99,
      lcpMs: 1000.5,
      tbtMs: 101,
      cls: 0.0101,
      seo: null,
      requests: 13,
    });
    expect([...missedTargets(past)].sort()).toEqual(
      ['accessibility', 'cls', 'lcpMs', 'performance', 'requests', 'seo', 'tbtMs'].sort(),
    );
  });
});

describe('the table', () => {
  it('marks each missed figure, and only those', () => {
    const table = formatTable([figures({ page: '/login', performance: 61, lcpMs: 3120, fcpMs: 9000 })]);
    const row = table.split('\n').find((line) => line.startsWith('| /login'));
    expect(row).toBeDefined();
    const cells = (row ?? '').split('|').map((text) => text.trim());
    expect(cells).toContain(`61 ${MISS}`);
    expect(cells).toContain(`3.12 s ${MISS}`);
    // FCP has no target: a slow FCP is shown, never marked.
    expect(cells).toContain('9.00 s');
    expect(cells).toContain('0 ms');
    expect(cells).toContain('200 KiB');
    expect(row?.split(MISS)).toHaveLength(3);
  });

  it("holds a slow phone's figures to its own targets", () => {
    const slow = figures({ performance: 96, tbtMs: 180 });
    expect([...missedTargets(slow)].sort()).toEqual(['performance', 'tbtMs']);
    expect([...missedTargets(slow, SLOW_PHONE_TARGETS)]).toEqual([]);
    expect(formatTable([slow], SLOW_PHONE_TARGETS).split('\n')[0]).toMatch(/perf ≥95 .* TBT ≤200 ms/);
  });

  it('shows the targets in its headings and lines its columns up', () => {
    const table = formatTable([
      figures(),
      figures({ page: '/meetingAllDetails', lcpElement: 'p "émoji 🎓"' }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/perf ≥100 .* LCP ≤1\.0 s .* TBT ≤100 ms .* CLS ≤0\.01 .* requests ≤12/);
    const columnStarts = (line: string) => [...line.matchAll(/\|/g)].map((match) => match.index);
    // The emoji makes the last row longer in code units, not in columns: compare the pipes before it.
    expect(lines.slice(1, 3).map(columnStarts)).toEqual([
      columnStarts(lines[0] ?? ''),
      columnStarts(lines[0] ?? ''),
    ]);
    expect(lines).toHaveLength(4);
  });
});

describe('what costs time', () => {
  it('lists failing opportunities and diagnostics by estimated time, leaving out metrics and hidden insights', () => {
    const run = fakeRun({
      performance: 0.5,
      fcp: 1000,
      tti: 2000,
      perfGroups: {
        metrics: ['largest-contentful-paint'],
        hidden: ['render-blocking-insight'],
        diagnostics: [
          'render-blocking-resources',
          'unused-javascript',
          'bootup-time',
          'mainthread-work-breakdown',
          'uses-text-compression',
          'largest-contentful-paint-element',
        ],
      },
      audits: {
        'largest-contentful-paint': { score: 0.1, metricSavings: { LCP: 5000 } },
        'render-blocking-insight': { score: 0, metricSavings: { FCP: 9000 } },
        'render-blocking-resources': {
          score: 0,
          title: 'Eliminate render-blocking resources',
          metricSavings: { FCP: 150, LCP: 150 },
          details: {
            type: 'opportunity',
            headings: [],
            items: [{ url: 'http://127.0.0.1:3200/assets/a.css' }],
            overallSavingsMs: 160,
          },
        },
        'unused-javascript': {
          score: 0,
          metricSavings: { FCP: 250, LCP: 300 },
          displayValue: 'Est savings of 51 KiB',
        },
        'bootup-time': { score: 0, metricSavings: { TBT: 1900 } },
        'mainthread-work-breakdown': { score: 0, metricSavings: { TBT: 2950 } },
        'uses-text-compression': { score: 1, metricSavings: { LCP: 0 } },
        'largest-contentful-paint-element': { score: 0, metricSavings: { LCP: 3000 } },
      },
    });
    expect(timeCosts(run).map((cost) => [cost.id, cost.ms])).toEqual([
      ['mainthread-work-breakdown', 2950],
      ['bootup-time', 1900],
      ['unused-javascript', 300],
    ]);
    const all = timeCosts(run, 10);
    expect(all.map((cost) => cost.id)).toEqual([
      'mainthread-work-breakdown',
      'bootup-time',
      'unused-javascript',
      'render-blocking-resources',
    ]);
    expect(all[3]).toMatchObject({ ms: 160, detail: '/assets/a.css' });
    expect(formatNotes([figures({ timeCosts: all.slice(0, 1) })])).toContain(
      '1. mainthread-work-breakdown (mainthread-work-breakdown): ~2,950 ms',
    );
  });
});

describe('the layout shifts of the median run', () => {
  it('name the element that moved most and the likely cause, biggest shift first, so a CLS over target says where to look', () => {
    const node = (selector: string, nodeLabel: string) => ({ type: 'node', selector, nodeLabel });
    const run = fakeRun({
      fcp: 900,
      tti: 1500,
      cls: 0.062,
      audits: {
        'layout-shifts': {
          details: {
            type: 'table',
            headings: [],
            items: [
              { node: node('div.footer > p.footer__copyright', 'Copyright'), score: 0.004 },
              {
                node: node('main > form.auth-form', 'Log in'),
                score: 0.058,
                subItems: {
                  type: 'subitems',
                  items: [{ cause: 'Web font loaded', extra: { type: 'url', value: 'x', url: '/fonts/poppins.woff2' } }],
                },
              },
            ],
          } as unknown as Audit['details'],
        },
      },
    });
    const page = pageFigures('/login', [run]);
    expect(page.layoutShifts).toEqual([
      { score: 0.058, element: 'form.auth-form "Log in"', causes: ['Web font loaded: /fonts/poppins.woff2'] },
      { score: 0.004, element: 'p.footer__copyright "Copyright"', causes: [] },
    ]);
    expect(formatNotes([page])).toContain(
      '  layout shift 0.058: form.auth-form "Log in" (Web font loaded: /fonts/poppins.woff2)',
    );
    expect(formatNotes([figures()])).not.toContain('layout shift');
  });
});

describe('the summary', () => {
  it('prints the table, then the notes, and names the pages that miss a target', () => {
    const pages = [figures({ page: '/' }), figures({ page: '/login', performance: 61 })];
    const { report, missing } = summarize(pages);
    expect(report).toBe(`${formatTable(pages)}\n\n${formatNotes(pages)}`);
    expect(missing).toEqual(['/login']);
  });

  it('is empty when no page was measured', () => {
    expect(summarize([])).toEqual({ report: '', missing: [] });
  });
});

describe('the figures kept in docs/performance/perf-web.md', () => {
  it('are the table, each page’s notes in a text block, and the pages not measured with why', () => {
    const pages = [figures({ page: '/' }), figures({ page: '/login', lcpElement: 'p "a | b"' })];
    const text = formatFigures(pages, ['/meetings: No usable Lighthouse run (NO_NAVSTART)']);
    expect(text.startsWith(formatTable(pages))).toBe(true);
    expect(text).toContain(`\`\`\`text\n${formatNotes(pages)}\n\`\`\``);
    expect(text.endsWith('- Not measured: /meetings: No usable Lighthouse run (NO_NAVSTART)')).toBe(true);
    // A | in an element's text stays inside its cell.
    const login = formatTable(pages)
      .split('\n')
      .find((line) => line.startsWith('| /login'));
    expect(login).toContain('p "a \\| b"');
  });

  it('say so when nothing was measured', () => {
    expect(formatFigures([], [])).toBe('Nothing was measured.');
  });
});
