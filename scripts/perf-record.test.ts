import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  commandLine,
  describeMachine,
  formatRecord,
  markdownTable,
  recordDate,
  recordRun,
  thisInvocation,
  thisMachine,
  withoutPassword,
  writeRecord,
} from './perf-record';

describe('the command a record names', () => {
  it('is the npm script with its arguments and the variables that changed the run', () => {
    expect(
      commandLine({
        npmScript: 'bench',
        file: 'scripts/bench.ts',
        args: ['--meetings', '27', '--only', 'All Meetings'],
        env: { BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', BENCH_SLICE: undefined },
      }),
    ).toBe(
      "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --meetings 27 --only 'All Meetings'",
    );
  });

  it('never shows a password from a database address', () => {
    const command = commandLine({
      npmScript: 'bench:rush',
      file: 'scripts/bench-rush.ts',
      args: [],
      env: { BENCH_DATABASE_URL: 'postgres://school:s3cret@db.internal:5432/school' },
    });
    // Quoted, so a shell takes the *** as it is instead of matching file names.
    expect(command).toBe(
      "BENCH_DATABASE_URL='postgres://school:***@db.internal:5432/school' npm run bench:rush",
    );
    expect(command).not.toContain('s3cret');
    expect(withoutPassword('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('is the script through tsx when npm did not run it', () => {
    expect(
      commandLine({ npmScript: undefined, file: 'scripts/perf-web.ts', args: ['--runs=1'], env: {} }),
    ).toBe('npx tsx scripts/perf-web.ts --runs=1');
  });
});

describe('a record', () => {
  const text = formatRecord({
    title: 'npm run bench',
    writtenBy: 'scripts/bench.ts',
    explainedAt: 'npm-run-bench',
    date: new Date('2026-11-28T04:12:30Z'),
    command: 'npm run bench',
    machine: describeMachine({
      cpus: 2,
      cpuModel: 'AMD EPYC',
      memoryBytes: 8 * 1024 ** 3,
      system: 'Linux 6.1.0 x64',
      node: 'v20.19.0',
    }),
    conditions: ['**Load**: 10 connections'],
    body: '| a | b |\n|:--|--:|\n| x | 1 |\n',
  });

  it('says when, how and where the figures were taken, then gives them', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Latest figures: `npm run bench`');
    expect(text).toContain('- **Date**: 2026-11-28 04:12 UTC');
    expect(text).toContain('- **Command**: `npm run bench`');
    expect(text).toContain(
      '- **Machine**: 2 CPUs (AMD EPYC), 8.0 GiB memory, Linux 6.1.0 x64, Node v20.19.0',
    );
    expect(text).toContain('- **Load**: 10 connections');
    expect(text.indexOf('**Date**')).toBeLessThan(text.indexOf('| a | b |'));
    expect(text.endsWith('| x | 1 |\n')).toBe(true);
  });

  it('points to where the figures are explained and says which script writes it', () => {
    expect(text).toContain('Written by `scripts/bench.ts`');
    expect(text).toContain('[Performance](README.md#npm-run-bench)');
  });

  it('replaces the previous figures in its file, making the folder when missing', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'perf-record-'));
    try {
      const file = path.join(folder, 'docs', 'performance', 'bench.md');
      writeRecord(file, 'first run\n');
      writeRecord(file, text);
      expect(readFileSync(file, 'utf8')).toBe(text);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("is written by a run into docs/performance/<name>.md, with this run's machine and command", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'perf-record-'));
    try {
      const written = recordRun({
        name: 'bench-rush',
        root: folder,
        script: 'scripts/bench-rush.ts',
        envNames: [],
        title: 'npm run bench:rush',
        explainedAt: 'npm-run-benchrush',
        date: new Date('2026-11-28T04:30:00Z'),
        conditions: ['**Rush**: 10 parents'],
        body: '| a |\n|---|\n| 1 |',
      });
      const saved = readFileSync(path.join(folder, 'docs/performance/bench-rush.md'), 'utf8');
      expect(path.resolve(written)).toBe(path.join(folder, 'docs/performance/bench-rush.md'));
      expect(saved).toContain('- **Date**: 2026-11-28 04:30 UTC');
      expect(saved).toContain(`- **Machine**: ${describeMachine(thisMachine())}`);
      expect(saved).toContain(
        `- **Command**: \`${commandLine(thisInvocation('scripts/bench-rush.ts', []))}\``,
      );
      expect(saved).toContain('Written by `scripts/bench-rush.ts`');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('dates in UTC to the minute', () => {
    expect(recordDate(new Date('2026-01-02T23:59:59.999Z'))).toBe('2026-01-02 23:59 UTC');
  });
});

describe('a table in a record', () => {
  it('lines its columns up, numbers to the right, and keeps a | inside a cell', () => {
    const table = markdownTable(
      ['read', 'req/s'],
      [
        ['GET /a|b', '9'],
        ['GET /', '12,345 ✓'],
      ],
      [false, true],
    );
    expect(table.split('\n')).toEqual([
      '| read      |    req/s |',
      '|:----------|---------:|',
      '| GET /a\\|b |        9 |',
      '| GET /     | 12,345 ✓ |',
    ]);
  });
});
