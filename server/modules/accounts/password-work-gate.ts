import { availableParallelism } from 'node:os';
import { Admission } from '../../lib/admission';

/**
 * How much password hashing runs at once, decided here and nowhere else. Each Argon2id hash or
 * verify takes 19 MiB and ~6 ms of one core (an old scrypt one ~160 ms) on one of libuv's 4
 * threads, which file and compression work share, so without a bound 50 people logging in at once
 * hold every core and every other request waits behind them.
 *
 * - Process-wide: at most HASHES_AT_ONCE hashes run, so one core stays free for the event loop
 *   (and so for reads); the rest wait in order of arrival (`passwordHashing`, used by password.ts
 *   for every hash and verify).
 * - Per client address (PasswordWorkGate, used by the routes): a few at a time and a short queue,
 *   so one address cannot fill the process-wide line and make everyone else wait behind it.
 */
export const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);

/** The process-wide line of password hashing; `permits` other than HASHES_AT_ONCE only in tests. */
export function hashingLine(permits = HASHES_AT_ONCE): Admission {
  // A wait past the lines' budget is answered 503 "busy", like the database's line; the
  // per-address bound and the rate limits keep the waiting short.
  return new Admission({ name: 'password hashing', permits });
}

/** One line for the whole process: every app instance in it shares the same cores. */
export const passwordHashing = hashingLine();

/**
 * Bounds the password hashing one client address may have running or waiting in this process: a
 * few at a time, a short queue behind them, and a refusal beyond. Without it one address sending
 * 40 logins at once fills the process-wide line and every other visitor's login waits behind it.
 */
export class PasswordWorkGate {
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly perAddress = 2,
    private readonly queuePerAddress = 8,
  ) {}

  /** Runs `work` when a slot is free; undefined (without running it) when the queue is full. */
  async run<T>(address: string, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    if ((this.running.get(address) ?? 0) >= this.perAddress) {
      const queue = this.waiting.get(address) ?? [];
      if (queue.length >= this.queuePerAddress) return undefined;
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        this.waiting.set(address, queue);
      });
    } else {
      this.running.set(address, (this.running.get(address) ?? 0) + 1);
    }
    try {
      return { value: await work() };
    } finally {
      this.release(address);
    }
  }

  private release(address: string): void {
    const queue = this.waiting.get(address);
    const next = queue?.shift();
    if (queue?.length === 0) this.waiting.delete(address);
    // The slot passes straight to the next in line, so the running count stays as it is.
    if (next) return next();
    const count = (this.running.get(address) ?? 1) - 1;
    if (count > 0) this.running.set(address, count);
    else this.running.delete(address);
  }

  /** Work running or queued for the address (for tests). */
  load(address: string): number {
    return (this.running.get(address) ?? 0) + (this.waiting.get(address)?.length ?? 0);
  }
}
