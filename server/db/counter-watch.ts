import pg from 'pg';

/** The channel bump_data_version() tells each raised counter on (migration 0010). */
const CHANNEL = 'data_versions';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'school change notices';
/** How often the listening connection is asked for the counters: it proves it is alive. */
const CHECKUP_EVERY_MS = 5000;
/** How long the listening connection may take to connect or to answer. */
const LISTENER_TIMEOUT_MS = 5000;
/** After the listening connection failed: the first wait before another try, and the longest. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

export type Counters = ReadonlyMap<string, number>;

export interface CounterWatchOptions {
  /** Reads every change counter from the database (through the requests' pool). */
  read: () => Promise<Counters>;
  /** The database to listen on; without it every read asks the database. */
  connectionString?: string;
  /** Where a lost or failed listening connection is told. */
  warn?: (message: string) => void;
}

/**
 * Runs of one task that callers share, each caller waiting for a run that began after it asked:
 * what the run reads includes everything done before the call. Callers that arrive while a run
 * is under way share the next one, started when that one ends.
 */
class FreshRuns {
  readonly #task: () => Promise<void>;
  #started = 0;
  #current: { number: number; done: Promise<void> } | null = null;

  constructor(task: () => Promise<void>) {
    this.#task = task;
  }

  /** A run that began after this call. */
  fromNow(): Promise<void> {
    return this.#from(this.#started + 1);
  }

  #from(first: number): Promise<void> {
    const current = this.#current;
    if (current && current.number >= first) return current.done;
    if (current)
      return current.done.then(
        () => this.#from(first),
        () => this.#from(first),
      );
    const run = {
      number: (this.#started += 1),
      done: this.#task().finally(() => {
        if (this.#current === run) this.#current = null;
      }),
    };
    this.#current = run;
    return run.done;
  }
}

/**
 * The change counters of one PostgreSQL database, as this instance knows them, so that a public
 * read costs no query: several instances share the database, and each used to ask it for the
 * counter on every request, which cost most of a cached answer's time.
 *
 * - Every counter raised is told, when its transaction commits, on a connection of this
 *   instance's own that listens (LISTEN data_versions; the trigger's pg_notify, migration 0010):
 *   the counters here are raised with it, whichever instance (or script) made the change.
 *   Another instance's change shows here as soon as PostgreSQL delivers the notice: within
 *   milliseconds.
 * - This instance's own change shows at once: once one of its writes that may raise a counter has
 *   committed (the pool reports it: ownWriteCommitted), the next reads of that counter wait for
 *   one round trip on the listening connection, which PostgreSQL answers only after the notices
 *   of what committed before it was sent. Reads that arrive together share it, and none of it
 *   takes a connection of the pool; a registration raises only the seats' counter, so a rush of
 *   them does not hold up the public lists, which read it at most once a second.
 * - Trusted only while listening. Before the listening connection is up and after it is lost
 *   (it is asked for the counters every CHECKUP_EVERY_MS, which proves it alive), each request
 *   reads the counters from a query that began after it arrived, as before; the requests that
 *   arrive while one runs share the next one.
 *
 * A read of the counters replaces what is known (a restored backup may have put them back), except
 * what a notice told while the read ran, which may be newer than the read saw: of one counter, the
 * higher value. A read that began before the last one taken in is dropped.
 */
export class CounterWatch {
  readonly #options: CounterWatchOptions;
  readonly #known = new Map<string, number>();
  /** Whether #known holds every committed change: listening, and read in full since it began. */
  #trusted = false;
  readonly #fills: FreshRuns;
  /** Catching up with the notices (a round trip on the listening connection). */
  #syncs: FreshRuns | null = null;
  /** This instance's committed writes, counted; and how many of them the notices had caught up with. */
  #writesCommitted = 0;
  #writesHeard = 0;
  /** Of each counter, the last of this instance's writes that may have raised it. */
  readonly #lastWriteTo = new Map<string, number>();
  #listener: pg.Client | null = null;
  /** This database's schema, whose notices are this instance's (several may share a database). */
  #schema: string | null = null;
  #connecting = false;
  #retryAt = 0;
  #retryDelay = RETRY_FIRST_MS;
  #checkupAt = 0;
  #checking = false;
  #closed = false;
  readonly #dead = new WeakSet<pg.Client>();
  /** The notices heard while each read under way runs. */
  readonly #heardDuringReads = new Set<Map<string, number>>();
  #readsStarted = 0;
  #lastReadTaken = 0;

  constructor(options: CounterWatchOptions) {
    this.#options = options;
    this.#fills = new FreshRuns(() => this.#readCounters(options.read));
  }

  /** The counter `name`, with every change committed before this call. */
  async version(name: string): Promise<number> {
    await this.#upToDate([name]);
    return this.#known.get(name) ?? 0;
  }

  /** Every counter, with every change committed before this call (for this moment only: it moves). */
  async all(): Promise<Counters> {
    await this.#upToDate([...this.#known.keys()]);
    return this.#known;
  }

  /** Waits until what is known of `names` holds every change committed before this call. */
  async #upToDate(names: readonly string[]): Promise<void> {
    this.#keepListening();
    if (this.#trusted && this.#syncs) {
      this.#checkupIfDue();
      if (names.every((name) => (this.#lastWriteTo.get(name) ?? 0) <= this.#writesHeard)) return;
      // This instance changed one since the notices were last caught up with: catch up first
      // (which may find the listening connection lost: then the database is asked).
      await this.#syncs.fromNow();
      if (this.listening) return;
    }
    const listener = this.#listener;
    await this.#fills.fromNow();
    // Listening all along, with the counters read since: trusted again (after a schema change).
    if (listener && listener === this.#listener && this.#syncs) this.#trusted = true;
  }

  /**
   * This instance committed a write that may have raised the counters `raised` (the names it
   * used: those that are counters count): the next reads of them first catch up with its notices.
   * After a change of the tables themselves ('schema': a migration may have made the counters
   * anew, without a notice) or of the counters' own table ('all'), all are read again.
   */
  ownWriteCommitted(raised: readonly string[] | 'schema' | 'all'): void {
    this.#writesCommitted += 1;
    if (raised === 'schema' || raised === 'all') this.#trusted = false;
    else {
      // Before the first read every name is kept, as it may be a counter's.
      const any = this.#known.size === 0;
      for (const name of raised) {
        if (any || this.#known.has(name)) this.#lastWriteTo.set(name, this.#writesCommitted);
      }
    }
  }

  /** Whether the counters come from notices now (else each read asks the database). */
  get listening(): boolean {
    return this.#trusted;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#trusted = false;
    const listener = this.#listener;
    this.#listener = null;
    if (listener) {
      this.#dead.add(listener);
      await listener.end().catch(() => undefined);
    }
  }

  /** A counter a notice told. */
  #heard(name: string, version: number): void {
    if (version > (this.#known.get(name) ?? -Infinity)) this.#known.set(name, version);
    for (const heard of this.#heardDuringReads) heard.set(name, Math.max(version, heard.get(name) ?? 0));
  }

  /** Reads every counter (through `read`) and takes the answer in (see the class's comment). */
  async #readCounters(read: () => Promise<Counters>): Promise<void> {
    const number = (this.#readsStarted += 1);
    const heard = new Map<string, number>();
    this.#heardDuringReads.add(heard);
    try {
      const counters = await read();
      if (number < this.#lastReadTaken) return;
      this.#lastReadTaken = number;
      for (const [name, version] of counters) this.#known.set(name, Math.max(version, heard.get(name) ?? 0));
    } finally {
      this.#heardDuringReads.delete(heard);
    }
  }

  #keepListening(): void {
    const { connectionString } = this.#options;
    if (!connectionString || this.#closed || this.#listener || this.#connecting) return;
    if (performance.now() < this.#retryAt) return;
    this.#connecting = true;
    void this.#listen(connectionString).finally(() => {
      this.#connecting = false;
    });
  }

  async #listen(connectionString: string): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: LISTENER_TIMEOUT_MS,
      query_timeout: LISTENER_TIMEOUT_MS,
    });
    client.on('notification', (notice) => this.#notice(notice));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.#schema = rows[0]?.schema ?? null;
      await client.query(`listen ${CHANNEL}`);
      if (this.#closed) throw new Error('closed');
      this.#listener = client;
      // What was committed before LISTEN took effect was told to no one: read it all once more.
      await this.#readCounters(this.#options.read);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#listener !== client) return;
    this.#trusted = true;
    this.#retryDelay = RETRY_FIRST_MS;
    this.#checkupAt = performance.now() + CHECKUP_EVERY_MS;
    // A round trip on the listening connection: its answer comes after the notices of what was
    // committed before it was sent.
    this.#syncs = new FreshRuns(async () => {
      const writes = this.#writesCommitted;
      try {
        await client.query('select 1');
        this.#writesHeard = Math.max(this.#writesHeard, writes);
      } catch (error) {
        // Not trusted any more: the reader reads the counters from the database instead.
        this.#lost(client, error);
      }
    });
  }

  #notice(notice: pg.Notification): void {
    if (notice.channel !== CHANNEL || !notice.payload) return;
    // "<schema> <table> <value>": the schema may hold spaces, the table's name and value do not.
    const parts = notice.payload.split(' ');
    const version = Number(parts.pop());
    const name = parts.pop();
    if (name === undefined || !Number.isSafeInteger(version) || parts.join(' ') !== this.#schema) return;
    this.#heard(name, version);
  }

  #checkupIfDue(): void {
    const listener = this.#listener;
    if (!listener || this.#checking || performance.now() < this.#checkupAt) return;
    this.#checking = true;
    this.#readCounters(async () => {
      const { rows } = await listener.query<{ name: string; version: number }>(
        'select name, version from data_versions',
      );
      return new Map(rows.map((row) => [row.name, row.version]));
    })
      .catch((error: unknown) => this.#lost(listener, error))
      .finally(() => {
        this.#checking = false;
        this.#checkupAt = performance.now() + CHECKUP_EVERY_MS;
      });
  }

  #lost(client: pg.Client, error?: unknown): void {
    if (this.#dead.has(client)) return;
    this.#dead.add(client);
    if (this.#listener === client) {
      this.#listener = null;
      this.#trusted = false;
      this.#syncs = null;
    }
    if (this.#closed) return;
    const reason = error instanceof Error ? error.message : 'the connection ended';
    this.#options.warn?.(
      `PostgreSQL change notices: ${reason}; each request reads the counters until listening again ` +
        `(next try in ${this.#retryDelay / 1000} s)`,
    );
    this.#retryAt = performance.now() + this.#retryDelay;
    this.#retryDelay = Math.min(this.#retryDelay * 2, RETRY_MAX_MS);
    client.end().catch(() => undefined);
  }
}
