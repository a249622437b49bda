import { spawnSync } from 'node:child_process';

/** Vitest global set-up: the tests run the backend exactly as `npm start` does, from its bundle. */
export default function buildBackend(): void {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the backend (scripts/build-server.mjs) failed');
}
