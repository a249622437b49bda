import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const BUNDLE = 'dist/server/main.js';

/**
 * Whether dist/server/main.js is newer than every file it was built from (its source map names
 * them) and than the build script: then `npm run build` (or an earlier run) made it from the code
 * as it is, and building it again would only repeat that.
 */
export function backendBundleIsFresh(): boolean {
  const map = `${BUNDLE}.map`;
  if (!existsSync(BUNDLE) || !existsSync(map)) return false;
  const builtAt = statSync(BUNDLE).mtimeMs;
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: unknown };
  if (!Array.isArray(sources) || sources.length === 0) return false;
  const inputs = [
    ...sources.map((source) => path.resolve(path.dirname(map), String(source))),
    path.resolve('scripts/build-server.mjs'),
  ];
  return inputs.every((input) => existsSync(input) && statSync(input).mtimeMs <= builtAt);
}

/**
 * Vitest global set-up: the tests run the backend exactly as `npm start` does, from its bundle,
 * built here unless it is already up to date (`npm test` builds once, before the tests).
 */
export default function buildBackend(): void {
  if (backendBundleIsFresh()) return;
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the backend (scripts/build-server.mjs) failed');
}
