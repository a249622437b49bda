import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createPrivateFile, DATA_FILES } from './data-dir';
import { DataDirError, explainDataDirError } from './storage-errors';

export interface InstanceLock {
  release: () => void;
}

/**
 * Claims DATA_DIR for this process, so that a second backend on the same SQLite database refuses
 * to start instead of writing beside the first. The claim is an open EXCLUSIVE transaction on
 * DATA_DIR/instance.lock: SQLite holds it with an operating-system file lock, which ends with the
 * process however it ends (even SIGKILL or a power cut), so it never goes stale. It is a file of its
 * own so that `npm run backup` can still read school.sqlite meanwhile.
 */
export function holdInstanceLock(dataDir: string): InstanceLock {
  const file = path.join(dataDir, DATA_FILES.lock);
  let lock: SQLite.Database | undefined;
  try {
    createPrivateFile(file);
    lock = new SQLite(file);
    lock.pragma('busy_timeout = 0');
    // No journal file: nothing is ever written, the transaction only holds the lock.
    lock.pragma('journal_mode = MEMORY');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock?.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      throw new DataDirError(
        `Another instance of the backend is using ${dataDir} (DATA_DIR, locked through ${DATA_FILES.lock}). Stop it first, or give this one a DATA_DIR of its own.`,
      );
    }
    throw explainDataDirError(error, dataDir) ?? error;
  }
  const held = lock;
  return {
    release: () => {
      if (!held.open) return;
      held.exec('ROLLBACK');
      held.close();
    },
  };
}
