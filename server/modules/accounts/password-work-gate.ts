/**
 * Bounds the password hashing (scrypt: ~0.1–0.3 s of CPU and 32 MiB each) one client address may
 * have running in this process: a few at a time, a short queue behind them, and a refusal beyond.
 * Node runs scrypt on its 4 libuv threads, so without this one address sending 40 logins at once
 * holds them all and every other visitor's login waits behind it.
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
