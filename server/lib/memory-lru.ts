/**
 * Values kept in memory by key up to `maxBytes` (the least recently used go first), each made
 * once for callers that ask for it together: the kept answers (answer-cache) and pictures
 * (picture-cache). What a value weighs is `bytesOf`'s, read when it is kept; a kept value that
 * grows says so (`resized`).
 */
export class MemoryLru<Value> {
  // Most recently used last: a Map keeps insertion order.
  private readonly kept = new Map<string, Value>();
  private readonly making = new Map<string, Promise<Value | undefined>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly bytesOf: (value: Value) => number,
  ) {}

  /** How many values are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }

  /**
   * The value kept under `key`, now the most recently used, or the one `make` gives (made once
   * for callers that arrive together), kept if there is one: undefined is not kept, so it is
   * made again next time.
   */
  async get(key: string, make: () => Promise<Value | undefined>): Promise<Value | undefined> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const waiting = this.making.get(key);
    if (waiting) return waiting;
    const made = make();
    this.making.set(key, made);
    try {
      const value = await made;
      if (value !== undefined) this.keep(key, value);
      return value;
    } finally {
      this.making.delete(key);
    }
  }

  /** Whether `value` is still the one kept under `key` (it may have gone meanwhile). */
  keeps(key: string, value: Value): boolean {
    return this.kept.get(key) === value;
  }

  /** A kept value grew (or shrank) by `delta` bytes: the least recently used go if it no longer fits. */
  resized(delta: number): void {
    this.bytes += delta;
    this.evict();
  }

  private keep(key: string, value: Value): void {
    const bytes = this.bytesOf(value);
    // One value may not take more than an eighth of the room.
    if (bytes * 8 > this.maxBytes) return;
    const before = this.kept.get(key);
    if (before !== undefined) this.bytes -= this.bytesOf(before);
    this.kept.delete(key);
    this.kept.set(key, value);
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [oldest, value] of this.kept) {
      if (this.bytes <= this.maxBytes) return;
      this.kept.delete(oldest);
      this.bytes -= this.bytesOf(value);
    }
  }
}
