/**
 * Errors that mean "the disk cannot take writes" (full, read-only, failing), as opposed to a
 * fault in what was asked. While running they become a 503 that says so (reads keep working);
 * at start-up, one line for the operator naming DATA_DIR and what to check.
 */

export type StorageProblem = 'full' | 'read-only' | 'failing';

/** What a client is told while its change cannot be saved. */
export const STORAGE_MESSAGES: Record<StorageProblem, string> = {
  full: 'The server cannot save changes right now: its disk is full. Reading still works; please try again later.',
  'read-only':
    'The server cannot save changes right now: its storage is read-only. Reading still works; please try again later.',
  failing: 'The server cannot save changes right now: its disk reported an error. Please try again later.',
};

// Node's file-system errors, and PostgreSQL's (the database server's own disk, or a read-only replica).
const CODES: Record<string, StorageProblem> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read-only',
  EIO: 'failing',
  '53100': 'full',
  '25006': 'read-only',
  '58030': 'failing',
};

function codeOf(error: Error): string | undefined {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function problemOfCode(code: string): StorageProblem | undefined {
  // SQLite: SQLITE_FULL ("database or disk is full"), SQLITE_READONLY and its extended codes
  // (e.g. SQLITE_READONLY_DIRECTORY), SQLITE_IOERR_WRITE / _FSYNC / _SHORT_READ and friends.
  if (code === 'SQLITE_FULL') return 'full';
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) return 'read-only';
  if (code === 'SQLITE_IOERR' || code.startsWith('SQLITE_IOERR_')) return 'failing';
  return CODES[code];
}

/** Which storage problem an error reports, if it reports one (looking into causes, as drivers wrap). */
export function storageProblem(error: unknown, depth = 0): StorageProblem | undefined {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const code = codeOf(error);
  const problem = code === undefined ? undefined : problemOfCode(code);
  return problem ?? storageProblem(error.cause, depth + 1);
}

/** A start-up failure explained in one line for the operator; main.ts prints it without a stack. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

function userDescription(): string {
  const uid = process.getuid?.();
  return uid === undefined ? 'the user running the backend' : `the user running the backend (uid ${uid})`;
}

/**
 * A file-system or SQLite error met while preparing or opening DATA_DIR, as one line naming the
 * folder and what to check; undefined when the error is about something else.
 */
export function explainDataDirError(error: unknown, dir: string): DataDirError | undefined {
  if (error instanceof DataDirError) return error;
  if (!(error instanceof Error)) return undefined;
  const code = codeOf(error) ?? '';
  const detail = error.message;
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return new DataDirError(
        `Cannot start: DATA_DIR ${dir} (or a folder above it) is a file, not a folder. Point DATA_DIR at a folder (it is created when missing).`,
      );
    case 'EACCES':
    case 'EPERM':
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_PERM':
      return new DataDirError(
        `Cannot start: ${userDescription()} may not write to DATA_DIR ${dir} or its files (${detail}). Check who owns the folder and its files, or point DATA_DIR at a folder this user owns.`,
      );
    case 'SQLITE_NOTADB':
    case 'SQLITE_CORRUPT':
      return new DataDirError(
        `Cannot start: the database in DATA_DIR ${dir} is damaged or is not an SQLite database (${detail}). Restore it from a backup (docs/operators/backup-and-restore.md).`,
      );
  }
  switch (problemOfCode(code)) {
    case 'full':
      return new DataDirError(
        `Cannot start: the disk holding DATA_DIR ${dir} is full (${detail}). Free some space on it, then start again.`,
      );
    case 'read-only':
      return new DataDirError(
        `Cannot start: DATA_DIR ${dir} cannot be written (${detail}): check that its file system is mounted read-write and that ${userDescription()} may write to the folder and its files.`,
      );
    case 'failing':
      return new DataDirError(
        `Cannot start: the disk holding DATA_DIR ${dir} reported an error (${detail}). Check the disk, then start again.`,
      );
    default:
      return undefined;
  }
}
