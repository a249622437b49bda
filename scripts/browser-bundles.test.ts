import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type PluginOption, type Rolldown } from 'vite';
import viteConfig from '../vite.config';

/**
 * What the browser bundles hold, from a real build of each (in memory, as `vite build` would
 * write them): what a visitor's phone downloads before the home page works, and what must never
 * reach a browser at all.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The home page's first load may weigh this much, compressed (the aim). About 82 KB of it
 * is React, React DOM and React Router; the rest is the site's own code.
 */
const FIRST_LOAD_BUDGET_BYTES = 100 * 1000;

/**
 * The chunks a first visit to `/` runs before the page works, by source module: the entry, the
 * website's start and the home route, each with every chunk it imports. Later, and not counted:
 * the (empty) toast container mounted once the page works, the sections further down that bring
 * their code as they near the screen (app/deferred-part.tsx), and Swiper when a carousel does.
 */
const HOME_FIRST_LOAD = ['index.html', 'src/app/start-website.tsx', 'src/app/routes/home.tsx'];

/** Code a visitor's page has no use for: the admin area and the libraries only it uses. */
const ADMIN_ONLY =
  /[/\\](src[/\\]app[/\\]admin|src[/\\]features[/\\][^/\\]+[/\\]admin|node_modules[/\\](@reduxjs|react-redux|redux|axios|sweetalert2))[/\\]/;
const TYPEBOX = /[/\\]node_modules[/\\]typebox[/\\]/;

interface BrowserBuild {
  chunks: Rolldown.OutputChunk[];
  /** The built index.html. */
  html: string;
}

const builds = new Map<string, Promise<BrowserBuild>>();

/** What Vite builds for the browser in `mode` (once per mode for this file). */
function browserBuild(mode: 'production' | 'desktop'): Promise<BrowserBuild> {
  let built = builds.get(mode);
  if (!built) {
    built = buildForBrowser(mode);
    builds.set(mode, built);
  }
  return built;
}

const browserChunks = async (mode: 'production' | 'desktop') => (await browserBuild(mode)).chunks;

async function buildForBrowser(mode: 'production' | 'desktop'): Promise<BrowserBuild> {
  const config = viteConfig({ mode, command: 'build' });
  // Only the browser's bundles: not Electron's main process, not the compressed copies on disk.
  const plugins = (config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
  const browserPlugins = plugins.filter(
    (plugin) =>
      !(
        plugin &&
        'name' in plugin &&
        (plugin.name === 'precompress' || plugin.name.startsWith('vite-plugin-electron'))
      ),
  );
  // As `vite build` runs, not as the test runner: NODE_ENV=test would bring React's development build.
  process.env.NODE_ENV = 'production';
  const result = await build({
    ...config,
    root,
    mode,
    configFile: false,
    logLevel: 'silent',
    plugins: browserPlugins,
    build: { ...config.build, write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap(({ output }) => output);
  const page = files.find((file) => file.fileName === 'index.html');
  if (page?.type !== 'asset') throw new Error('The build wrote no index.html');
  return {
    chunks: files.filter((file) => file.type === 'chunk'),
    html: typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source),
  };
}

/** The scripts written inside a page, as their code. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);

/** The chunks of `modules` (source paths from the project's root) and all they import. */
function withImports(chunks: Rolldown.OutputChunk[], modules: string[]): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${root}${module}`);
    if (!chunk) throw new Error(`No chunk is built from ${module}`);
    visit(chunk);
  }
  return [...found.values()];
}

const gzipBytes = (code: string) => gzipSync(code, { level: 9 }).length;

describe('the browser bundles', () => {
  // Browser code importing TypeBox (or a schema file of the contract) again fails here.
  it.each(['production', 'desktop'] as const)(
    'carry no TypeBox (%s build)',
    async (mode) => {
      const modules = (await browserChunks(mode)).flatMap((chunk) => chunk.moduleIds);
      expect(modules).toContain('\0contract-schemas');
      expect(modules.some((id) => id.endsWith('/src/lib/schema-check.ts'))).toBe(true);
      expect(modules.filter((id) => TYPEBOX.test(id))).toEqual([]);
    },
    180_000,
  );

  it('fetch nothing before the page is painted: the first script and the icon are inside index.html', async () => {
    const { html } = await browserBuild('production');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    const [boot, ...others] = inlineScripts(html);
    expect(others).toEqual([]);
    // It knows the entry and the website's start, to fetch them side by side once the page is seen.
    const { chunks } = await browserBuild('production');
    for (const module of ['index.html', 'src/app/start-website.tsx']) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${root}${module}`);
      expect(boot).toContain(`"/${chunk?.fileName ?? module}"`);
    }
  }, 180_000);

  it(`load the home page in at most ${FIRST_LOAD_BUDGET_BYTES / 1000} KB of compressed JavaScript, without admin code`, async () => {
    const { chunks, html } = await browserBuild('production');
    const firstLoad = withImports(chunks, HOME_FIRST_LOAD);
    const modules = firstLoad.flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => ADMIN_ONLY.test(id))).toEqual([]);
    expect(modules.filter((id) => TYPEBOX.test(id))).toEqual([]);

    const sizes = Object.fromEntries([
      ['index.html (the boot, inside it)', gzipBytes(inlineScripts(html).join(''))],
      ...firstLoad.map((chunk) => [chunk.fileName, gzipBytes(chunk.code)] as const),
    ]);
    const total = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
    // The chunks and their sizes are in the message when the budget is blown.
    console.info(`First load of /: ${total} bytes gzip in ${firstLoad.length} chunks and the boot`);
    expect(total, JSON.stringify(sizes, null, 2)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }, 180_000);
});
