/**
 * Thrown when the server has more work than it can start in time: the request waited its whole
 * budget in a line (or found the line full) and is answered 503 "busy" with Retry-After, never
 * "the database is not available". Nothing was done for it, so the client may simply send it again.
 */
export class ServerBusyError extends Error {
  readonly retryAfterSeconds: number;
  constructor(what: string, retryAfterSeconds = 2) {
    super(`busy: ${what}`);
    this.name = 'ServerBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * How long a request may wait in any of the server's lines (a database connection, a seat
 * decision, a password check) before it is told the server is busy. A rush (registration
 * opening) is a few seconds of more work than the server can start at once: waiting most of it
 * out beats an error the visitor must retry.
 */
export const WAIT_BUDGET_MS = 10_000;
/** How many may wait in one line; one more is refused at once (it only bounds memory). */
export const MAX_WAITING = 5000;

export interface AdmissionOptions {
  /** What the line is for, in logs. */
  name: string;
  /** How many may work at once. */
  permits: number;
  /** How many may wait; one more is refused at once (default MAX_WAITING). */
  maxWaiting?: number;
  /** How long one may wait before it is refused (default WAIT_BUDGET_MS). */
  maxWaitMs?: number;
}

interface Waiter {
  grant: (release: () => void) => void;
  refuse: (error: ServerBusyError) => void;
  timer: NodeJS.Timeout;
}

/**
 * A line in front of a scarce thing (database connections, the seat decision): `permits` at work,
 * the rest wait in order of arrival, up to `maxWaiting` of them and `maxWaitMs` each. Under a rush
 * this turns "too many at once" into a short wait instead of an error; only a request that would
 * wait longer than its budget is refused, with ServerBusyError.
 */
export class Admission {
  private working = 0;
  private readonly line: Waiter[] = [];

  readonly options: Required<AdmissionOptions>;

  constructor(options: AdmissionOptions) {
    if (options.permits < 1) throw new RangeError(`${options.name}: at least one permit`);
    this.options = { maxWaiting: MAX_WAITING, maxWaitMs: WAIT_BUDGET_MS, ...options };
  }

  /** How many work and how many wait (for tests and the health of a rush). */
  get load(): { working: number; waiting: number } {
    return { working: this.working, waiting: this.line.length };
  }

  /** Resolves with the function that gives the permit back, once one is free. */
  acquire(): Promise<() => void> {
    if (this.working < this.options.permits && this.line.length === 0) {
      this.working += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.line.length >= this.options.maxWaiting) {
      return Promise.reject(new ServerBusyError(`${this.options.name}: the line is full`));
    }
    return new Promise((grant, refuse) => {
      const waiter: Waiter = {
        grant,
        refuse,
        timer: setTimeout(() => {
          const index = this.line.indexOf(waiter);
          if (index >= 0) this.line.splice(index, 1);
          refuse(new ServerBusyError(`${this.options.name}: waited ${this.options.maxWaitMs} ms`));
        }, this.options.maxWaitMs),
      };
      this.line.push(waiter);
    });
  }

  /** Runs `work` with a permit, giving it back however the work ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (next) {
        // The permit passes straight to the next in line: `working` stays as it is.
        clearTimeout(next.timer);
        next.grant(this.releaser());
      } else {
        this.working -= 1;
      }
    };
  }
}
