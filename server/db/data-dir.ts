import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { DataDirError, explainDataDirError } from './storage-errors';

/** The files the backend keeps in DATA_DIR. */
export const DATA_FILES = {
  database: 'school.sqlite',
  signingKey: 'jwt-secret',
  /** Held by the running instance (instance-lock.ts), so a second one on the same folder refuses to start. */
  lock: 'instance.lock',
} as const;

/** The folder and its files hold password hashes, emails and phone numbers: the owner's alone. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Every file that holds personal data, or may: the database with its WAL files, the key, the lock. */
const PRIVATE_FILES = [
  DATA_FILES.database,
  `${DATA_FILES.database}-wal`,
  `${DATA_FILES.database}-shm`,
  `${DATA_FILES.database}-journal`,
  DATA_FILES.signingKey,
  DATA_FILES.lock,
];

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;
const ownedByMe = (uid: number) => process.getuid?.() === uid;

/**
 * Makes DATA_DIR ready before anything is written to it: created 0700 when missing, an existing
 * one (and its files) tightened when this user owns it, and writable. Returns what it changed or
 * could not change, for the start-up log; throws a DataDirError with one line for the operator.
 */
export function prepareDataDir(dir: string): string[] {
  try {
    return prepare(dir);
  } catch (error) {
    throw explainDataDirError(error, dir) ?? error;
  }
}

function prepare(dir: string): string[] {
  const notes: string[] = [];
  if (!existsSync(dir)) {
    // Parents get the usual mode (they may be shared, e.g. /var/lib); only DATA_DIR is private.
    mkdirSync(path.dirname(dir), { recursive: true });
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  }
  const folder = statSync(dir);
  if (!folder.isDirectory()) {
    throw new DataDirError(
      `Cannot start: DATA_DIR ${dir} is a file, not a folder. Point DATA_DIR at a folder (it is created when missing).`,
    );
  }
  // mkdir's mode is filtered by the umask, and an existing folder may predate this version.
  if (folder.mode & 0o077) {
    if (ownedByMe(folder.uid)) {
      chmodSync(dir, PRIVATE_DIR_MODE);
      notes.push(
        `DATA_DIR ${dir} was open to other users (${octal(folder.mode)}); changed it to ${octal(PRIVATE_DIR_MODE)}, as it holds password hashes and personal data`,
      );
    } else {
      notes.push(
        `DATA_DIR ${dir} is open to other users (${octal(folder.mode)}) and belongs to another user, so it was left as it is; make it ${octal(PRIVATE_DIR_MODE)}, as it holds password hashes and personal data`,
      );
    }
  }
  for (const name of PRIVATE_FILES) {
    const file = path.join(dir, name);
    const stat = existsSync(file) ? lstatSync(file) : undefined;
    if (stat?.isFile() && stat.mode & 0o077 && ownedByMe(stat.uid)) {
      chmodSync(file, PRIVATE_FILE_MODE);
      notes.push(
        `${file} was readable by other users (${octal(stat.mode)}); changed it to ${octal(PRIVATE_FILE_MODE)}`,
      );
    }
  }
  return notes;
}

/**
 * Creates an empty file readable by its owner only, unless it exists. SQLite then opens it as it
 * is, and gives the -wal and -shm files it makes the same mode.
 */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}
