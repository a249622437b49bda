/**
 * Admin forms that could not be sent (the server was out of reach), kept on this computer until
 * they are sent or discarded: in IndexedDB, which outlives a restart of the app or the browser
 * and keeps a chosen picture as the file itself. Where there is no IndexedDB (private modes
 * that refuse it, the test environment) drafts live as long as the page.
 */
export interface FormDraft {
  /** The form's fields as typed. */
  values: Record<string, string>;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
  /** A picture chosen in the form and not yet uploaded. */
  image: File | null;
  /** The record's current picture was taken away (edit). */
  imageRemoved: boolean;
}

/**
 * A form whose values are not a flat record (the home page's lists of cards, the settings' nested
 * groups): kept whole, as structured clone keeps them, and checked on the way back by the form
 * that reads it, which alone knows their shape.
 */
export interface ValuesDraft<T> {
  /** Tells it from a record form's draft, so neither is ever read as the other. */
  kind: 'values';
  values: T;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

/** Whether a value read back is what a form keeps: its own check, e.g. against the contract. */
export type ValuesCheck<T> = (values: unknown) => values is T;

export interface DraftStore {
  /** A record form's draft (flat texts and a picture). */
  read: (key: string) => Promise<FormDraft | null>;
  keep: (key: string, draft: FormDraft) => Promise<void>;
  /** A form's whole values, when they pass `check`; anything else under `key` counts as no draft. */
  readValues: <T>(key: string, check: ValuesCheck<T>) => Promise<ValuesDraft<T> | null>;
  keepValues: <T>(key: string, draft: ValuesDraft<T>) => Promise<void>;
  discard: (key: string) => Promise<void>;
}

/** Where drafts are put, as they are (IndexedDB or a Map): the store above checks what comes back. */
interface DraftEntries {
  get: (key: string) => Promise<unknown>;
  put: (key: string, entry: unknown) => Promise<void>;
  delete: (key: string) => Promise<void>;
}

const DB_NAME = 'admin-drafts';
const STORE = 'drafts';

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * What was read back, if it is a draft: anything else (an older shape, another program's data)
 * counts as no draft rather than filling a form with it.
 */
export function asDraft(value: unknown): FormDraft | null {
  if (value === null || typeof value !== 'object') return null;
  if (!('values' in value) || !('savedAt' in value) || !('image' in value) || !('imageRemoved' in value)) {
    return null;
  }
  const { values, savedAt, image, imageRemoved } = value;
  if (!isStringRecord(values) || typeof savedAt !== 'number' || typeof imageRemoved !== 'boolean')
    return null;
  if (image !== null && !(image instanceof File)) return null;
  return { values, savedAt, image, imageRemoved };
}

/** What was read back, if it is a values draft whose values pass the form's check. */
export function asValuesDraft<T>(value: unknown, check: ValuesCheck<T>): ValuesDraft<T> | null {
  if (value === null || typeof value !== 'object') return null;
  if (!('kind' in value) || !('values' in value) || !('savedAt' in value)) return null;
  const { kind, values, savedAt } = value;
  if (kind !== 'values' || typeof savedAt !== 'number' || !check(values)) return null;
  return { kind, values, savedAt };
}

function storeOf(entries: DraftEntries): DraftStore {
  return {
    read: async (key) => asDraft(await entries.get(key)),
    keep: (key, draft) => entries.put(key, draft),
    readValues: async (key, check) => asValuesDraft(await entries.get(key), check),
    keepValues: (key, draft) => entries.put(key, draft),
    discard: (key) => entries.delete(key),
  };
}

function request<T>(run: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run.onsuccess = () => resolve(run.result);
    run.onerror = () => reject(run.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(DB_NAME, 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(STORE);
  };
  return request(opening);
}

/** Drafts in IndexedDB, one entry per form (its key). */
export function indexedDbDraftStore(factory: IDBFactory): DraftStore {
  let database: Promise<IDBDatabase> | null = null;
  const store = async (mode: IDBTransactionMode) => {
    database ??= openDatabase(factory);
    return (await database).transaction(STORE, mode).objectStore(STORE);
  };
  return storeOf({
    get: async (key) => request<unknown>((await store('readonly')).get(key)),
    put: async (key, entry) => {
      await request((await store('readwrite')).put(entry, key));
    },
    delete: async (key) => {
      await request((await store('readwrite')).delete(key));
    },
  });
}

/** Drafts for as long as the page lives. */
export function memoryDraftStore(): DraftStore {
  const drafts = new Map<string, unknown>();
  return storeOf({
    get: (key) => Promise.resolve(drafts.get(key)),
    put: (key, entry) => {
      drafts.set(key, entry);
      return Promise.resolve();
    },
    delete: (key) => {
      drafts.delete(key);
      return Promise.resolve();
    },
  });
}

let current: DraftStore | null = null;

/** The app's drafts: IndexedDB where the browser has it. */
export function draftStore(): DraftStore {
  current ??= typeof indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore(indexedDB);
  return current;
}

/** Puts another store in place (a test's fresh one, so no draft leaks from one test to the next). */
export function installDraftStore(store: DraftStore): void {
  current = store;
}

/** When a draft was kept, as the form says it: the time today, else the date and time. */
export function draftTime(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  const sameDay = saved.toDateString() === new Date(now).toDateString();
  return sameDay
    ? saved.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : saved.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}
