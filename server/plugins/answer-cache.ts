import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryLru } from '../lib/memory-lru';
import { etagOf, matchesEtag, REVALIDATE } from './http-cache';

/**
 * How API answers are compressed, by @fastify/compress (app.ts) and here alike, so an answer
 * from memory has the same bytes as one computed anew: 1 KB or more, brotli at quality 5 or gzip,
 * whichever the client prefers. Quality 5 rather than the plugin's 4: the home page's HTML is
 * 12.9 KB instead of 13.9 KB, inside the ~14 KB a new connection delivers in its first round
 * trip, for 0.2 ms more per page.
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
};

type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);

/**
 * A page's brotli form at the strongest setting: the home page's HTML is 12.9 KB instead of 14.5
 * KB, inside the ~14 KB a new connection delivers in its first round trip. It costs some 50 ms of
 * CPU, so it is made off the main thread, one page at a time, for pages asked for again (a page
 * asked for once is sent as the compress plugin would send it).
 */
const BEST_BROTLI = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
};

/**
 * The encoding @fastify/compress would choose for this request: the highest q among br and gzip
 * (`*` and `x-gzip` count as gzip, as the plugin reads them), br on a tie; none when neither is
 * accepted or the client sent x-no-compression.
 */
export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return undefined;
  // Browsers send a handful of distinct headers: each is read once.
  const known = encodingOf.get(header);
  if (known !== undefined) return known || undefined;
  const chosen = negotiate(header);
  if (encodingOf.size >= 64) encodingOf.clear();
  encodingOf.set(header, chosen ?? '');
  return chosen;
}

const encodingOf = new Map<string, Encoding | ''>();

function negotiate(header: string): Encoding | undefined {
  const quality: Record<Encoding, number> = { br: 0, gzip: 0 };
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality[name] = Math.max(quality[name], q === undefined ? 1 : Number(q) || 0);
  }
  if (quality.br === 0 && quality.gzip === 0) return undefined;
  return quality.br >= quality.gzip ? 'br' : 'gzip';
}

interface Entry {
  body: Buffer;
  status: number;
  type: string;
  /** Headers sent with the answer and its 304 (a file name, how long it may be kept). */
  headers?: Readonly<Record<string, string>>;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
  /** Pages only: how often it was sent, and whether its brotli form is the strongest yet. */
  page?: { sends: number; best: boolean };
}

/** What is kept: an answer's status, type and text. */
interface Made {
  status: number;
  type: string;
  body: string | Buffer | ArrayBuffer;
  headers?: Readonly<Record<string, string>>;
}

/** An answer with its type (JSON, or a calendar file), as `sendText` keeps it. */
export interface TextAnswer {
  type: string;
  body: Made['body'];
  /**
   * Sent with the answer and with its 304 (the name to save it under); a `cache-control` here
   * replaces the revalidation every other public read carries.
   */
  headers?: Readonly<Record<string, string>>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/** Adds accept-encoding to Vary as @fastify/compress does (after CORS's Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    void reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(current) ? current : [current]).map(String);
  if (!values.some((value) => value.includes('accept-encoding'))) {
    void reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

/**
 * Public lists and records, the calendar files, and the website's pages, from memory: the
 * answer, its ETag and its brotli and gzip forms, kept under a stamp of everything it depends on
 * that can change (the tables' change counters from server/db/data-versions.ts, which any
 * instance's write moves in the same transaction, and today's date for "upcoming" lists). A
 * request whose stamp differs computes the answer anew, so an answer is never older than the
 * data a request could read; the cost per request is reading the counters. The least recently
 * used answers go first past `maxBytes`.
 */
export class AnswerCache {
  private readonly entries: MemoryLru<Entry>;
  /** Whether a page's strongest brotli form is being made (one at a time). */
  private improving = false;

  constructor(maxBytes: number) {
    // An answer weighs its text and the compressed forms made of it so far; one may take an
    // eighth of the room (a list of 100 long records fits).
    this.entries = new MemoryLru(maxBytes, (entry) => entry.bytes);
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Sends the answer kept for `stamp` and `key`, or computes it with `compute` (the route's
   * answer object, serialized by the route's response schema), keeps it and sends it. Answers
   * exactly as the route and the http-cache and compress plugins would: ETag and no-cache for a
   * public read (and an empty 304 when it matches If-None-Match), compressed when the client
   * takes it and it is 1 KB or more.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    stamp: string,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    return this.sendText(request, reply, stamp, key, async () => ({
      type: JSON_TYPE,
      body: reply.serialize(await compute()),
    }));
  }

  /**
   * As `send`, for an answer that is not JSON: `compute` gives its text, its content type and the
   * headers that go with it (a calendar file's name, how long a calendar app may keep it).
   */
  async sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    stamp: string,
    key: string,
    compute: () => Promise<TextAnswer>,
  ): Promise<FastifyReply> {
    const entry = await this.entry(`${stamp}|${key}`, false, async () => ({
      status: 200,
      ...(await compute()),
    }));
    // Only a page's renderer may decline to make an answer.
    if (!entry) throw new Error(`No answer was made for ${key}`);
    return this.sendEntry(request, reply, `${stamp}|${key}`, entry);
  }

  /**
   * As `send`, for a page of the website drawn on the server (`render`, which gives null for a
   * page the browser draws alone: then nothing is sent or kept). True when the page was sent.
   * Its brotli form becomes the strongest once it is asked for again.
   */
  async sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    stamp: string,
    key: string,
    render: () => Promise<{ status: number; html: string; location?: string } | null>,
  ): Promise<boolean> {
    const entry = await this.entry(`${stamp}|${key}`, true, async () => {
      const page = await render();
      if (!page) return null;
      const headers = page.location === undefined ? undefined : { location: page.location };
      return { status: page.status, type: HTML_TYPE, body: page.html, ...(headers ? { headers } : {}) };
    });
    if (!entry) return false;
    // Not returned: a reply is a thenable, which an await would turn into undefined.
    this.sendEntry(request, reply, `${stamp}|${key}`, entry);
    return true;
  }

  private sendEntry(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): FastifyReply {
    void reply.code(entry.status).type(entry.type);
    if (entry.headers) void reply.headers(entry.headers);
    if (request.headers.authorization === undefined) {
      void reply.header('etag', entry.etag);
      if (entry.headers?.['cache-control'] === undefined) void reply.header('cache-control', REVALIDATE);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send('');
    }
    const encoding = entry.body.length >= COMPRESSION.threshold ? preferredEncoding(request) : undefined;
    if (!encoding) return reply.send(entry.body);
    varyOnEncoding(reply);
    const encoded = this.encoded(key, entry, encoding);
    if (entry.page) {
      entry.page.sends += 1;
      if (entry.page.sends > 1 && !entry.page.best) this.improve(key, entry);
    }
    return reply.header('content-encoding', encoding).send(encoded);
  }

  private entry(key: string, page: boolean, make: () => Promise<Made | null>): Promise<Entry | undefined> {
    return this.entries.get(key, async (): Promise<Entry | undefined> => {
      const answer = await make();
      if (!answer) return undefined;
      const { body: raw, status, type, headers } = answer;
      const body =
        typeof raw === 'string' || Buffer.isBuffer(raw) ? Buffer.from(raw) : Buffer.from(new Uint8Array(raw));
      return {
        body,
        status,
        type,
        ...(headers ? { headers } : {}),
        etag: etagOf(body),
        bytes: body.length,
        ...(page ? { page: { sends: 0, best: false } } : {}),
      };
    });
  }

  private encoded(key: string, entry: Entry, encoding: Encoding): Buffer {
    const kept = entry[encoding];
    if (kept) return kept;
    const bytes =
      encoding === 'br' ? brotliCompressSync(entry.body, COMPRESSION.brotliOptions) : gzipSync(entry.body);
    // Kept with the answer only while the answer itself is kept (it may have gone meanwhile).
    if (this.entries.keeps(key, entry)) this.resize(entry, encoding, bytes);
    return bytes;
  }

  /** Replaces a page's brotli form by the strongest, made off the main thread. */
  private improve(key: string, entry: Entry): void {
    if (this.improving || !entry.page || !this.entries.keeps(key, entry)) return;
    this.improving = true;
    entry.page.best = true;
    void brotliAsync(entry.body, BEST_BROTLI)
      .then((bytes) => {
        if (this.entries.keeps(key, entry)) this.resize(entry, 'br', bytes);
      })
      .catch(() => {
        // The page keeps the form it has.
      })
      .finally(() => {
        this.improving = false;
      });
  }

  private resize(entry: Entry, encoding: Encoding, bytes: Buffer): void {
    const before = entry[encoding]?.length ?? 0;
    entry[encoding] = bytes;
    entry.bytes += bytes.length - before;
    this.entries.resized(bytes.length - before);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/** 32 MB: some thousands of list pages with their compressed forms. */
const MAX_BYTES = 32 * 1024 * 1024;

async function answerCachePlugin(app: FastifyInstance): Promise<void> {
  app.decorate('answerCache', new AnswerCache(MAX_BYTES));
  return Promise.resolve();
}

export const answerCache = fp(answerCachePlugin, { name: 'answer-cache' });
