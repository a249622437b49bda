import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import type { LogEvent } from 'kysely';
import { storageProblem, type StorageProblem } from './storage-errors';

/**
 * How long a failed write keeps /api/health at 503 when nothing is written after it. Without an
 * end, a load balancer that stops sending traffic on 503 would never see the write that clears it.
 */
export const FAILED_WRITE_REMEMBERED_MS = 60_000;

/** Less free space than this on DATA_DIR's disk is full for SQLite (its WAL grows in 4 KB pages). */
export const MIN_FREE_BYTES = 1024 * 1024;

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * Whether the database can take writes right now, for /api/health: reads keep working on a full
 * or read-only disk, so `select 1` alone would say ok while every save fails. It watches every
 * query (Kysely's log, commits included): a storage failure is remembered until a write succeeds
 * (or for FAILED_WRITE_REMEMBERED_MS); with SQLite it also looks at DATA_DIR's disk itself.
 */
export class StorageHealth {
  private failure: { problem: StorageProblem; at: number } | undefined;

  constructor(
    /** The SQLite data folder, whose disk is checked; undefined on PostgreSQL (not our disk). */
    private readonly dataDir: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Kysely's `log` option: sees every query's outcome. */
  readonly observe = (event: LogEvent): void => {
    if (event.level === 'error') {
      const problem = storageProblem(event.error);
      if (problem) this.failure = { problem, at: this.now() };
    } else if (WRITES.has(event.query.query.kind) || /^commit$/i.test(event.query.sql)) {
      this.failure = undefined;
    }
  };

  /** The problem that stops writes now, if any. */
  async problem(): Promise<StorageProblem | undefined> {
    if (this.failure && this.now() - this.failure.at < FAILED_WRITE_REMEMBERED_MS) {
      return this.failure.problem;
    }
    if (this.dataDir === undefined) return undefined;
    try {
      // A file system remounted read-only says so here, even to root.
      await access(this.dataDir, constants.W_OK);
    } catch (error) {
      const problem = storageProblem(error);
      if (problem) return problem;
    }
    let disk: Awaited<ReturnType<typeof statfs>>;
    try {
      disk = await statfs(this.dataDir);
    } catch (error) {
      return storageProblem(error);
    }
    // root may also use the blocks the file system keeps in reserve.
    const blocks = process.getuid?.() === 0 ? disk.bfree : disk.bavail;
    return blocks * disk.bsize < MIN_FREE_BYTES ? 'full' : undefined;
  }
}
