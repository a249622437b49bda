// `npm run backup [-- <file>]`: a consistent copy of the embedded SQLite database, safe to take
// while the backend runs (SQLite's online backup API). PostgreSQL is backed up with pg_dump.
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

function fail(message) {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

if (existsSync('.env')) process.loadEnvFile('.env');
if (process.env.DATABASE_URL?.trim()) {
  fail(
    'DATABASE_URL is set, so the data is in PostgreSQL: back it up with pg_dump (see docs/operators/backup-and-restore.md).',
  );
}

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || 'data');
const source = path.join(dataDir, 'school.sqlite');
if (!existsSync(source)) fail(`there is no database at ${source} (is DATA_DIR right?)`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `school-${stamp}.sqlite`));
if (existsSync(target)) fail(`${target} already exists; choose another file name`);
// A backup holds what the database holds (password hashes, emails, phone numbers): owner only,
// created so before SQLite writes to it (its journal takes the same mode).
mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
closeSync(openSync(target, 'wx', 0o600));

const live = new Database(source, { fileMustExist: true });
try {
  live.pragma('busy_timeout = 5000');
  await live.backup(target);
} finally {
  live.close();
}

// Read the copy back before calling it a backup.
const copy = new Database(target, { readonly: true });
try {
  const check = copy.pragma('integrity_check', { simple: true });
  if (check !== 'ok') fail(`the copy at ${target} is damaged (${check})`);
  const count = (table) => copy.prepare(`select count(*) as n from ${table}`).get().n;
  console.log(
    `Backed up ${source}\n      to ${target}\n  ${count('meetings')} meetings, ${count('courses')} courses, ` +
      `${count('users')} users, ${count('contact_submissions')} messages, ${count('uploads')} images`,
  );
} finally {
  copy.close();
}
