import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { PAGE_DATA_ID, siteAddress, type ApiAnswer } from '@/contract/page-render';
import type { ApiError } from './api-errors';
import { checked, refusal, send, type Checked, type LoadCheck } from './http';

/**
 * What the visitors' pages read from the API, without Redux: a small cache of answers keyed by
 * the call's URL. The server renders a page with the answers it needs, checks them, and embeds
 * them in the HTML (`PageData`); the browser starts its cache from them, so hydration needs no
 * second fetch and no checker. Later visits fetch through `http` (lib/http.ts) and load each
 * answer's check as the answer arrives. The admin area uses RTK Query instead.
 */

/** An answer as the page has it: the checked data, or why there is none. */
export type SettledAnswer = Checked<unknown>;
/** The answers a server-drawn page carries (checked on the server), keyed by the call's URL. */
export type PageData = Record<string, SettledAnswer>;

/** A read a visitor's page makes: its URL for some arguments, and how its answer is checked. */
export interface PublicQuery<Args, T> {
  url: (args: Args) => string;
  /** Send the stored token (default false: public reads go without one). */
  auth?: boolean;
  /**
   * Loads the check of an answer against the contract (it throws when the answer does not
   * match). Loaded when an answer arrives, not with the page: a page the server drew comes with
   * its answers checked.
   */
  check: LoadCheck<T>;
}

/** One answer a page is drawn with: the call, and how its answer is checked. */
export interface PageRead {
  url: string;
  check: LoadCheck<unknown>;
}

export const pageRead = <Args, T>(query: PublicQuery<Args, T>, args: Args): PageRead => ({
  url: query.url(args),
  check: query.check,
});

export interface QueryEntry {
  data?: unknown;
  error?: ApiError;
  isFetching: boolean;
  /** When the data or error arrived (ms since the epoch); 0 while none has. */
  settledAt: number;
}

/** How long an answer is shown without asking again when a page mounts. */
export const FRESH_MS = 10_000;
const NOTHING: QueryEntry = { isFetching: false, settledAt: 0 };
const FETCHING: QueryEntry = { isFetching: true, settledAt: 0 };

/** An API answer as a page has it: an error status as its error, else the body as `check` makes it. */
export async function settle<T>(check: LoadCheck<T>, answer: ApiAnswer): Promise<SettledAnswer> {
  if (answer.status >= 400) return { error: refusal(answer.status, answer.body) };
  return checked(check(), answer.body);
}

export class PageDataCache {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly latest = new WeakMap<object, unknown>();
  private readonly listeners = new Set<() => void>();
  private readonly seededAt: number;
  /** On the server: the answers the page's islands read, which the page carries to the browser. */
  private readonly shipped = new Set<string>();

  constructor(
    private readonly seed: PageData = {},
    private readonly now: () => number = Date.now,
  ) {
    this.seededAt = now();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The entry for `key`; the same object until it changes (useSyncExternalStore needs that). */
  peek<T>(query: PublicQuery<never, T>, key: string): QueryEntry {
    const known = this.entries.get(key);
    if (known) return known;
    const answer = this.seed[key];
    if (!answer) return NOTHING;
    const entry: QueryEntry = { ...answer, isFetching: false, settledAt: this.seededAt };
    this.store(query, key, entry, false);
    return entry;
  }

  /** The data of `query(args)`, if it is here. */
  dataOf<Args, T>(query: PublicQuery<Args, T>, args: Args): T | undefined {
    return this.peek(query, query.url(args)).data as T | undefined;
  }

  /** On the server: an island reads `key`, so the page carries its answer. */
  ship(key: string): void {
    this.shipped.add(key);
  }

  /**
   * The answers the page carries: those its islands read. The rest of the page is never drawn
   * again in the browser, so its answers would only weigh on the page.
   */
  shippedData(): PageData {
    return Object.fromEntries(Object.entries(this.seed).filter(([key]) => this.shipped.has(key)));
  }

  /** The last data any call of `query` brought, for showing while the next one loads. */
  latestOf<T>(query: PublicQuery<never, T>): T | undefined {
    return this.latest.get(query) as T | undefined;
  }

  /** Fetches `key` unless an answer younger than `maxAgeMs` is here or a fetch is under way. */
  ensure<T>(query: PublicQuery<never, T>, key: string, maxAgeMs = FRESH_MS): Promise<void> | undefined {
    const entry = this.peek(query, key);
    if (entry.isFetching) return undefined;
    // The server's answer is what this page was just drawn with: it is kept, not asked again (the
    // page is a document of its own: a later page comes with its own answers).
    if (key in this.seed) return undefined;
    if (entry.settledAt > 0 && this.now() - entry.settledAt < maxAgeMs) return undefined;
    this.store(query, key, entry === NOTHING ? FETCHING : { ...entry, isFetching: true });
    return send({ url: key, auth: query.auth ?? false }, query.check).then((answer) => {
      this.store(query, key, { ...answer, isFetching: false, settledAt: this.now() });
    });
  }

  /**
   * Puts a fresh answer for `query(args)`: an admin's save that answers with the new state (the
   * site's settings) shows at once on every screen that reads it, without asking again.
   */
  put<Args, T>(query: PublicQuery<Args, T>, args: Args, data: T): void {
    this.store(query, query.url(args), { data, isFetching: false, settledAt: this.now() });
  }

  private store<T>(query: PublicQuery<never, T>, key: string, entry: QueryEntry, announce = true): void {
    this.entries.set(key, entry);
    if (entry.data !== undefined) this.latest.set(query, entry.data);
    if (announce) for (const listener of [...this.listeners]) listener();
  }
}

interface PageContext {
  cache: PageDataCache;
  /**
   * The site's address (https://school.example): on the server PUBLIC_URL, in the browser the one
   * the server drew the page with; for links shared elsewhere.
   */
  origin: string;
}
const PageDataContext = createContext<PageContext | null>(null);

/** On the server, true inside an island (lib/islands.tsx): what is read there travels with the page. */
export const ShipsAnswers = createContext(false);

export function PageDataProvider({ cache, origin, children }: PageContext & { children: ReactNode }) {
  return <PageDataContext value={{ cache, origin }}>{children}</PageDataContext>;
}

/** The page's answers and the site's address. */
export function usePageData(): PageContext {
  const context = use(PageDataContext);
  if (!context) throw new Error('A public page needs a PageDataProvider above it');
  return context;
}

/** An absolute address of a page of this site (share links), the same on the server and in the browser. */
export function useAbsoluteUrl(path: string): string {
  return siteAddress(usePageData().origin, path);
}

export interface PublicQueryResult<T> {
  /** The answer for these arguments, once it is here. */
  currentData: T | undefined;
  /** The answer for these arguments, or the last one of this query while they load. */
  data: T | undefined;
  error: ApiError | undefined;
  isError: boolean;
  /** No answer for these arguments yet. */
  isLoading: boolean;
  isFetching: boolean;
}

export interface PublicQueryOptions {
  skip?: boolean;
  /** An answer older than this is fetched again when the page mounts (default FRESH_MS). */
  maxAgeMs?: number;
}

/** Reads `query(args)` from the page's data or the API, re-rendering as the answer arrives. */
export function usePublicQuery<Args, T>(
  query: PublicQuery<Args, T>,
  args: Args,
  { skip = false, maxAgeMs = FRESH_MS }: PublicQueryOptions = {},
): PublicQueryResult<T> {
  const { cache } = usePageData();
  const key = skip ? null : query.url(args);
  // (`use` may be called conditionally.) Only the server's page is shipped; in the browser it changes nothing.
  if (key !== null && use(ShipsAnswers)) cache.ship(key);
  const read = () => (key === null ? NOTHING : cache.peek(query, key));
  const entry = useSyncExternalStore(cache.subscribe, read, read);

  useEffect(() => {
    if (key !== null) void cache.ensure(query, key, maxAgeMs);
  }, [cache, query, key, maxAgeMs]);

  const currentData = entry.data as T | undefined;
  return {
    currentData,
    data: currentData ?? cache.latestOf(query),
    error: entry.error,
    isError: entry.error !== undefined,
    isLoading: key !== null && entry.settledAt === 0,
    isFetching: entry.isFetching || (key !== null && entry.settledAt === 0),
  };
}

/** The answers a server-rendered page was made with; none on a page the browser draws alone. */
export function readEmbeddedPageData(document: Document): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as PageData) : {};
  } catch {
    return {};
  }
}
