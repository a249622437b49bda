import { build } from 'vite-plugin-electron';
import { describe, expect, it } from 'vitest';
import { desktopEntries } from '../../vite.config';

/** The main process bundle as vite.config.ts builds it for `command`, in memory (nothing written). */
async function mainBundle(command: 'serve' | 'build'): Promise<string> {
  const [main] = desktopEntries(command);
  if (main?.vite === undefined) throw new Error('vite.config.ts lists no main process entry');
  const output = await build({
    ...main,
    vite: { ...main.vite, logLevel: 'silent', build: { ...main.vite.build, write: false, sourcemap: false } },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe('the main process bundle', () => {
  it('as built for the installed app, never reads VITE_DEV_SERVER_URL nor offers dev tools', async () => {
    const code = await mainBundle('build');
    expect(code).toContain('app://admin');
    expect(code).not.toContain('VITE_DEV_SERVER_URL');
    expect(code).not.toContain('toggleDevTools');
  }, 30_000);

  it('in development (npm run dev:desktop) loads the renderer from the dev server', async () => {
    const code = await mainBundle('serve');
    expect(code).toContain('VITE_DEV_SERVER_URL');
    expect(code).toContain('toggleDevTools');
  }, 30_000);
});
