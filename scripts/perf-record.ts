// What `npm run bench`, `npm run bench:rush` and `npm run perf:web` leave behind besides their
// output: their latest figures as a Markdown file of their own under docs/performance/, written
// over the previous one at the end of every run, with the date, the machine and the command that
// produced them. So the figures in the documentation are always a script's, never copied by hand.
// Pure but for thisMachine and writeRecord, so unit-tested (perf-record.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import path from 'node:path';

/** Where the records go, from the repository's root; docs/performance/README.md explains them. */
export const RECORD_DIR = 'docs/performance';

/** The option every recording script takes to leave its record as it is (a trial run, a profile). */
export const NO_RECORD_FLAG = '--no-record';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryBytes: number;
  system: string;
  node: string;
}

export function thisMachine(): Machine {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryBytes: totalmem(),
    system: `${type()} ${release()} ${process.arch}`,
    node: process.version,
  };
}

/** `2 CPUs (AMD EPYC), 23.5 GiB memory, Linux 6.1.0 x64, Node v20.19.0`. */
export function describeMachine(machine: Machine): string {
  const memory = `${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB memory`;
  const cpuCount = `${machine.cpus} CPU${machine.cpus === 1 ? '' : 's'}`;
  return `${cpuCount} (${machine.cpuModel}), ${memory}, ${machine.system}, Node ${machine.node}`;
}

/** A URL's password as `***` (a database address may hold one); anything else as it is. */
export function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*):[^@/]*@/i, '$1:***@');
}

/** A word as a POSIX shell takes it back: bare when it is safe, else in single quotes. */
const shellWord = (word: string): string =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

export interface Invocation {
  /** The npm script that ran it (npm sets npm_lifecycle_event), if any. */
  npmScript: string | undefined;
  /** The script file, for a run without npm (`npx tsx scripts/bench.ts`). */
  file: string;
  /** The command's own arguments (process.argv after the script). */
  args: readonly string[];
  /** The environment variables that change what is measured, with their values when set. */
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * The command as one would type it again: the variables that changed the run (passwords left out),
 * then `npm run <script> -- <arguments>`, or `npx tsx <file> <arguments>` without npm.
 */
export function commandLine(invocation: Invocation): string {
  const variables = Object.entries(invocation.env)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '')
    .map(([name, value]) => `${name}=${shellWord(withoutPassword(value.trim()))}`);
  const args = invocation.args.map(shellWord);
  const command = invocation.npmScript
    ? [`npm run ${invocation.npmScript}`, ...(args.length > 0 ? ['--', ...args] : [])]
    : [`npx tsx ${invocation.file}`, ...args];
  return [...variables, ...command].join(' ');
}

/** This process's invocation: the script it runs, its arguments, and the named variables' values. */
export function thisInvocation(file: string, envNames: readonly string[]): Invocation {
  return {
    npmScript: process.env.npm_lifecycle_event?.trim() || undefined,
    file,
    args: process.argv.slice(2),
    env: Object.fromEntries(envNames.map((name) => [name, process.env[name]])),
  };
}

/** `2026-11-28 04:12 UTC`. */
export const recordDate = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface PerfRecord {
  /** The command, as the title says it: `npm run bench`. */
  title: string;
  /** The script that writes the file (`scripts/bench.ts`). */
  writtenBy: string;
  /** Where docs/performance/README.md explains what the figures mean (an anchor there). */
  explainedAt: string;
  date: Date;
  command: string;
  machine: string;
  /** Further lines about the run: its settings, the load average, versions. */
  conditions: readonly string[];
  /** The figures: Markdown, tables first. */
  body: string;
}

/** The file: a title, who writes it, when, where, how, and the figures. */
export function formatRecord(record: PerfRecord): string {
  const facts = [
    `- **Date**: ${recordDate(record.date)}`,
    `- **Command**: \`${record.command}\``,
    `- **Machine**: ${record.machine}`,
    ...record.conditions.map((line) => `- ${line}`),
  ];
  return [
    `# Latest figures: \`${record.title}\``,
    '',
    `Written by \`${record.writtenBy}\` at the end of every run, over the previous figures: to change ` +
      `this file, change the script or run it again. What the figures and targets mean: ` +
      `[Performance](README.md#${record.explainedAt}).`,
    '',
    ...facts,
    '',
    record.body.trim(),
    '',
  ].join('\n');
}

/** Writes the record (its folder made if needed) and returns the path written, from the working folder. */
export function writeRecord(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return path.relative(process.cwd(), path.resolve(file));
}

/** What a benchmark says of its run: recordRun adds when, how and on what machine. */
export interface RunRecord extends Omit<PerfRecord, 'writtenBy' | 'command' | 'machine'> {
  /** The file's name in RECORD_DIR, without .md: 'bench'. */
  name: string;
  /** The script that runs (`scripts/bench.ts`), and the variables of its command line worth repeating. */
  script: string;
  envNames: readonly string[];
  /** The folder RECORD_DIR is in (default: the working folder). */
  root?: string;
}

/** Writes the run's figures over RECORD_DIR/<name>.md and returns the path written. */
export function recordRun({ name, script, envNames, root = '', ...record }: RunRecord): string {
  return writeRecord(
    path.join(root, RECORD_DIR, `${name}.md`),
    formatRecord({
      ...record,
      writtenBy: script,
      command: commandLine(thisInvocation(script, envNames)),
      machine: describeMachine(thisMachine()),
    }),
  );
}

/** Text width as a terminal or editor shows it: one column per character (✓, ✗, ≥, …). */
const textWidth = (text: string): number => [...new Intl.Segmenter('en').segment(text)].length;

/**
 * A Markdown pipe table with its columns lined up, so the file reads as well as it renders.
 * `alignRight` per column (numbers); a `|` in a cell is escaped.
 */
export function markdownTable(
  headings: readonly string[],
  rows: readonly (readonly string[])[],
  alignRight: readonly boolean[],
): string {
  const escaped = (text: string) => text.replace(/\|/g, '\\|');
  const cells = [headings, ...rows].map((row) => headings.map((_, index) => escaped(row[index] ?? '')));
  const widths = headings.map((_, index) => Math.max(3, ...cells.map((row) => textWidth(row[index] ?? ''))));
  const pad = (text: string, index: number) => {
    const fill = ' '.repeat(Math.max(0, (widths[index] ?? 0) - textWidth(text)));
    return alignRight[index] ? fill + text : text + fill;
  };
  const line = (row: readonly string[]) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((size, index) => (alignRight[index] ? `${'-'.repeat(size + 1)}:` : `:${'-'.repeat(size + 1)}`)).join('|')}|`;
  const [head = [], ...body] = cells;
  return [line(head), rule, ...body.map(line)].join('\n');
}
