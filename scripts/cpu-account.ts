/**
 * Where the machine's CPU went during a phase of a benchmark, by who spent it: the backends, the
 * database server, Redis, the load generator, the benchmark's own process (its senders and its
 * SMTP server), and the rest of the machine. Read from Linux's /proc (user + system time of each
 * process, the machine's busy and idle time); elsewhere nothing is counted. A ratio of reads during a rush against quiet says how much less was answered; this
 * says which processes took the CPU that the reads did not get.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks a second (USER_HZ), 100 on every architecture Node runs on there. */
const TICKS_PER_SECOND = 100;

export interface CpuGroups {
  /** Named groups of process ids, each counted with its children's threads (not its child processes). */
  pids: Record<string, readonly number[]>;
  /** Named groups found by the process's name (`comm`), e.g. every `postgres` process. */
  commands: Record<string, string>;
  /**
   * Named groups whose main threads alone are counted (a Node process's event loop, which one
   * core at most can run): part of the time of a group above, reported apart as `mainThreads`.
   */
  mainThreads?: Record<string, readonly number[]>;
}

/** CPU-seconds per group over the phase, `other` the rest of the machine's busy time, `idle` its idle time. */
export interface CpuPhase {
  seconds: number;
  byGroup: Record<string, number>;
  /** Of those, the main threads' (see CpuGroups.mainThreads): near `seconds` each, the event loop was never idle. */
  mainThreads: Record<string, number>;
  other: number;
  idle: number;
}

interface Snapshot {
  at: number;
  byGroup: Record<string, number>;
  mainThreads: Record<string, number>;
  busy: number;
  idle: number;
}

/** utime + stime of one process (or, with `thread`, one of its threads), in ticks; 0 when it is gone. */
function processTicks(pid: number, thread?: number): number {
  try {
    const stat = readFileSync(
      thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
      'utf8',
    );
    // The name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the line (utime, stime) are 11 and 12 after the state (field 3).
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function commandOf(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The machine's busy and idle ticks since boot, over every CPU (the first line of /proc/stat). */
function machineTicks(): { busy: number; idle: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idleTicks = (idle ?? 0) + (iowait ?? 0);
  return {
    busy: [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0),
    idle: idleTicks,
  };
}

const readable = (() => {
  try {
    machineTicks();
    readFileSync('/proc/self/stat', 'utf8');
    return true;
  } catch {
    return false;
  }
})();

/**
 * Starts counting: `phase()` answers the CPU spent by each group since the previous call (or the
 * start). A process that ends within a phase loses what it spent in it (its last figure unread);
 * the benchmarks' processes live through their phases.
 */
export function cpuAccount(groups: () => CpuGroups) {
  const take = (): Snapshot => {
    const { pids, commands, mainThreads = {} } = groups();
    const byGroup: Record<string, number> = {};
    for (const [name, list] of Object.entries(pids)) {
      byGroup[name] = list.reduce((sum, pid) => sum + processTicks(pid), 0);
    }
    const wanted = Object.entries(commands);
    if (wanted.length > 0) {
      for (const [name] of wanted) byGroup[name] = 0;
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const command = commandOf(entry);
        const group = wanted.find(([, comm]) => comm === command)?.[0];
        if (group) byGroup[group] = (byGroup[group] ?? 0) + processTicks(Number(entry));
      }
    }
    const main: Record<string, number> = {};
    for (const [name, list] of Object.entries(mainThreads)) {
      main[name] = list.reduce((sum, pid) => sum + processTicks(pid, pid), 0);
    }
    return { at: Date.now(), byGroup, mainThreads: main, ...machineTicks() };
  };
  let last = readable ? take() : undefined;
  return {
    phase(): CpuPhase | undefined {
      if (!last) return undefined;
      const now = take();
      const byGroup: Record<string, number> = {};
      let counted = 0;
      for (const [name, ticks] of Object.entries(now.byGroup)) {
        // A process group found by name may have lost members (a connection closed): never below 0.
        const spent = Math.max(0, ticks - (last.byGroup[name] ?? 0));
        byGroup[name] = spent / TICKS_PER_SECOND;
        counted += spent;
      }
      const mainThreads: Record<string, number> = {};
      for (const [name, ticks] of Object.entries(now.mainThreads)) {
        mainThreads[name] = Math.max(0, ticks - (last.mainThreads[name] ?? 0)) / TICKS_PER_SECOND;
      }
      const phase: CpuPhase = {
        seconds: (now.at - last.at) / 1000,
        byGroup,
        mainThreads,
        other: Math.max(0, now.busy - last.busy - counted) / TICKS_PER_SECOND,
        idle: (now.idle - last.idle) / TICKS_PER_SECOND,
      };
      last = now;
      return phase;
    },
  };
}

/** "backends 6.1 s (31 %), PostgreSQL 2.0 s (10 %), …, idle 1.2 s": shares of every CPU's time in the phase. */
export function describeCpu(phase: CpuPhase | undefined, cpus: number): string {
  if (!phase) return 'not readable here (Linux /proc only)';
  const capacity = Math.max(phase.seconds * cpus, 1e-9);
  const part = (name: string, seconds: number) =>
    `${name} ${seconds.toFixed(1)} s (${Math.round((seconds / capacity) * 100)} %)`;
  const loops = Object.entries(phase.mainThreads).map(
    ([name, seconds]) => `${name} ${seconds.toFixed(1)} s of ${phase.seconds.toFixed(1)}`,
  );
  return (
    [
      ...Object.entries(phase.byGroup).map(([name, seconds]) => part(name, seconds)),
      part('other', phase.other),
      part('idle', phase.idle),
    ].join(', ') + (loops.length > 0 ? `; ${loops.join(', ')}` : '')
  );
}
