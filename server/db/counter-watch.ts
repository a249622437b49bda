import pg from 'pg';

/** The channel bump_data_version() tells each raised counter on (migration 0010). */
const CHANNEL = 'data_versions';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'school change notices';
/** How often the listening connection is asked for the counters: it proves it is alive. */
export const CHECKUP_EVERY_MS = 5000;
/** How long the listening connection may take to connect or to answer a checkup. */
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

/** One read of every counter: the how-manieth started on this database, and when it ends. */
interface Fill {
  readonly number: number;
  readonly done: Promise<void>;
}

/**
 * The change counters of one PostgreSQL database, as this instance knows them, so that a public
 * read costs no query: several instances share the database, and each used to ask it for the
 * counter on every request, which cost most of a cached answer's time.
 *
 * - Every counter raised is told, when its transaction commits, on a connection of its own that
 *   listens (LISTEN data_versions; the trigger's pg_notify, migration 0010): the counters here are
 *   raised with it, whichever instance (or script) made the change. Another instance's change so
 *   shows here as soon as PostgreSQL delivers its notice, within milliseconds.
 * - This instance's own writes show at once: when one commits (the pool reports it), what is
 *   known is no longer trusted until a read of every counter started after that commit.
 * - Trusted only while listening. Before the listening connection is up, after it is lost (it is
 *   asked for the counters every CHECKUP_EVERY_MS, which proves it alive), every request reads the
 *   counters from a query started after it arrived, as before; the requests that arrive while one
 *   runs share the next one.
 *
 * A read of the counters replaces what is known (a restored backup may have put them back), except
 * what a notice told while the read ran, which may be newer than the read saw: of one counter, the
 * higher value. A read that started before the last one taken in is dropped.
 */
export class CounterWatch {
  readonly #options: CounterWatchOptions;
  readonly #known = new Map<string, number>();
  /** Whether #known holds every committed change: listening, and read since the last own write. */
  #trusted = false;
  #fillsStarted = 0;
  #current: Fill | null = null;
  /** The first fill that may make #known trusted: started after the last own write and after LISTEN. */
  #firstTrustworthy = 1;
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

  constructor(options: CounterWatchOptions) {
    this.#options = options;
  }

  /** The counters, with every change committed before this call. */
  async counters(): Promise<Counters> {
    this.#keepListening();
    if (this.#trusted) {
      this.#checkupIfDue();
      return this.#known;
    }
    // Not listening: only a read started from now on sees what other instances committed so far.
    await this.#fillFrom(this.#listener ? this.#firstTrustworthy : this.#fillsStarted + 1);
    return this.#known;
  }

  /** This instance committed a write: the next reads ask the database (its notice may lag). */
  ownWriteCommitted(): void {
    this.#trusted = false;
    this.#firstTrustworthy = this.#fillsStarted + 1;
  }

  /** Whether a connection listens for the counters' notices now. */
  get listening(): boolean {
    return this.#listener !== null;
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

  /** The notices heard while each read under way runs. */
  readonly #heardDuringReads = new Set<Map<string, number>>();
  #readsStarted = 0;
  #lastReadTaken = 0;

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

  #fillFrom(first: number): Promise<void> {
    const current = this.#current;
    if (current && current.number >= first) return current.done;
    // The read under way began too early: wait for it, then share the next (the first back starts it).
    if (current)
      return current.done.then(
        () => this.#fillFrom(first),
        () => this.#fillFrom(first),
      );
    const number = (this.#fillsStarted += 1);
    const listener = this.#listener;
    const fill: Fill = {
      number,
      done: this.#readCounters(this.#options.read)
        .then(() => {
          // Listening all along, and nothing of our own committed since it began: complete.
          if (listener && this.#listener === listener && number >= this.#firstTrustworthy)
            this.#trusted = true;
        })
        .finally(() => {
          if (this.#current === fill) this.#current = null;
        }),
    };
    this.#current = fill;
    return fill.done;
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
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#closed || this.#dead.has(client)) {
      this.#dead.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    this.#listener = client;
    this.#retryDelay = RETRY_FIRST_MS;
    this.#checkupAt = performance.now() + CHECKUP_EVERY_MS;
    // What was committed before LISTEN took effect was told to no one: read once more.
    this.#firstTrustworthy = this.#fillsStarted + 1;
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
