import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (Debian's initdb and pg_ctl, run as the postgres user,
 * in its own folder and on its own port), so a test may stop and start it. The machine's shared
 * server is never touched.
 */
export interface PrivatePostgres {
  url: string;
  stop: () => void;
  start: () => void;
  remove: () => void;
}

function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((x, y) => Number(y) - Number(x))[0];
  return version ? path.join(root, version, 'bin') : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Why a private server cannot run here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'it needs root, to run PostgreSQL as the postgres user';
  if (!binaries()) return "Debian's postgresql package (initdb, pg_ctl) is not installed";
  if (!postgresUser()) return 'there is no postgres user';
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  const user = postgresUser();
  if (!bin || !user) throw new Error(privatePostgresUnavailable());
  const folder = mkdtempSync(path.join(tmpdir(), 'school-private-pg-'));
  chownSync(folder, user.uid, user.gid);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
      stdio: 'pipe',
      timeout: 120_000,
    });

  asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
