// `npm start`: builds whatever is missing or older than its sources, then runs the backend,
// which serves the website and the API on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const outputs = { web: 'dist/ssr/entry-server.js', server: 'dist/server/main.js' };
const sources = {
  web: ['src', 'index.html', 'public', 'vite.config.ts', 'scripts/contract-schemas-plugin.ts'],
  server: ['server', 'src/contract', 'scripts/build-server.mjs'],
};

function newestTime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestTime(path.join(entry, name))));
}

function stale(target) {
  if (!existsSync(outputs[target])) return true;
  const built = statSync(outputs[target]).mtimeMs;
  return sources[target].some((entry) => newestTime(entry) > built);
}

function run(script) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale('web')) run('build:web');
if (stale('server')) run('build:server');

process.setSourceMapsEnabled(true);
// Same process, so signals (Ctrl+C, SIGTERM) reach the server's own graceful shutdown.
await import(pathToFileURL(path.resolve(outputs.server)).href);
