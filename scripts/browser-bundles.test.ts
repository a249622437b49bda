import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type PluginOption, type Rolldown } from 'vite';
import type { IslandsManifest } from '../server/modules/website/page-shell';
import { BRAND_FONT_SCRIPT } from '../src/lib/brand-font-script';
import viteConfig from '../vite.config';
import { SCHEMAS_MODULE_ID } from './contract-schemas-plugin';

/**
 * What the browser bundles hold, from a real build of each (in memory, as `vite build` would
 * write them): what a visitor's phone downloads before the home page works, and what must never
 * reach a browser at all.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A public page's first load may weigh this much of JavaScript as the server sends it (brotli, as
 * the build compresses it: scripts/precompress.ts): the boot inside the page, the site's script
 * (about 80 KB of it React and React DOM) and the page's own.
 */
const FIRST_LOAD_BUDGET_BYTES = 100 * 1000;

/** The scripts a server-drawn page may fetch: the site's, the bundler's small runtime and its own. */
const SCRIPTS_PER_PAGE = 3;

/** Below this a script costs a phone more as a request than as bytes: the bundler's runtime excepted. */
const SMALLEST_SCRIPT_BYTES = 4 * 1000;

/**
 * Code a visitor's first load has no use for: the admin area, the dialogs' library (loaded when a
 * dialog opens) and the HTTP client, which comes with the first call to the server (lib/base-api):
 * a page the server drew carries its answers.
 */
const ADMIN_ONLY =
  /[/\\](src[/\\]app[/\\]admin|src[/\\]features[/\\][^/\\]+[/\\]admin|node_modules[/\\](axios|sweetalert2))[/\\]/;
const TYPEBOX = /[/\\]node_modules[/\\]typebox[/\\]/;
/**
 * The data layer (RTK Query and the store): a page's islands that only show what the server gave
 * them (the top bar, the home page's) run without it; it comes with a data island or a first write
 * (src/lib/data-on-demand.tsx).
 */
const DATA_LAYER = /[/\\]node_modules[/\\](@reduxjs[/\\]toolkit|react-redux|redux|immer|reselect)[/\\]/;
/** The pages whose islands all show what they are given (src/app/islands/pages/…). */
const WITHOUT_DATA_ISLANDS = ['(a page with the top bar alone)', 'home'];
/** The islands' links are a document's (src/app/islands/router-shim.tsx): React Router stays out of their build. */
const REACT_ROUTER = /[/\\]node_modules[/\\]react-router(-dom)?[/\\]/;

interface BrowserBuild {
  chunks: Rolldown.OutputChunk[];
  /** The built index.html (none in the islands' build). */
  html: string;
  /** The islands' build: each page's scripts (scripts/islands-manifest-plugin.ts). */
  islands?: IslandsManifest;
}

type Mode = 'production' | 'desktop' | 'islands';

const builds = new Map<string, Promise<BrowserBuild>>();

/** What Vite builds for the browser in `mode` (once per mode for this file). */
function browserBuild(mode: Mode): Promise<BrowserBuild> {
  let built = builds.get(mode);
  if (!built) {
    built = buildForBrowser(mode);
    builds.set(mode, built);
  }
  return built;
}

const browserChunks = async (mode: Mode) => (await browserBuild(mode)).chunks;

async function buildForBrowser(mode: Mode): Promise<BrowserBuild> {
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
  const text = (file: Rolldown.OutputAsset) =>
    typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
  const chunks = files.filter((file) => file.type === 'chunk');
  if (mode === 'islands') {
    const listed = files.find((file) => file.fileName === '.vite/islands.json');
    if (listed?.type !== 'asset') throw new Error("The islands' build listed no page scripts");
    return { chunks, html: '', islands: JSON.parse(text(listed)) as IslandsManifest };
  }
  const page = files.find((file) => file.fileName === 'index.html');
  if (page?.type !== 'asset') throw new Error('The build wrote no index.html');
  return { chunks, html: text(page) };
}

/** The scripts written inside a page, as their code. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);

const sentBytes = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

describe('the browser bundles', () => {
  // Browser code importing TypeBox (or a schema file of the contract) again fails here.
  it.each(['production', 'desktop', 'islands'] as const)(
    'carry no TypeBox (%s build)',
    async (mode) => {
      const modules = (await browserChunks(mode)).flatMap((chunk) => chunk.moduleIds);
      expect(modules).toContain(SCHEMAS_MODULE_ID);
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
    // Besides the boot, only the line that lets text use the brand font where it is kept (src/lib/fonts.ts).
    expect(others).toEqual([BRAND_FONT_SCRIPT]);
    // It knows the entry and the website's start, to fetch them side by side once the page is seen.
    const { chunks } = await browserBuild('production');
    for (const module of ['index.html', 'src/app/start-website.tsx']) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${root}${module}`);
      expect(boot).toContain(`"/${chunk?.fileName ?? module}"`);
    }
  }, 180_000);

  it(`load every public page in at most ${FIRST_LOAD_BUDGET_BYTES / 1000} KB of JavaScript as sent and ${SCRIPTS_PER_PAGE} scripts, none small, without admin code or React Router, the data layer only where an island reads`, async () => {
    const { islands, chunks } = await browserBuild('islands');
    const { html } = await browserBuild('production');
    if (!islands) throw new Error("The islands' build listed no page scripts");
    const boot = sentBytes(inlineScripts(html).join(''));
    const pages: [string, string[]][] = [
      ['(a page with the top bar alone)', islands.site],
      ...Object.entries(islands.pages).map(([name, files]): [string, string[]] => [
        name,
        [...new Set([...islands.site, ...files])],
      ]),
    ];
    expect(pages.map(([name]) => name)).toEqual(
      expect.arrayContaining(['home', 'login', 'meeting', 'meetings']),
    );

    const loads = pages.map(([name, files]) => {
      const scripts = files.map((file) => {
        const chunk = chunks.find((candidate) => candidate.fileName === file);
        if (!chunk) throw new Error(`No chunk ${file}`);
        return { file, bytes: sentBytes(chunk.code), modules: chunk.moduleIds };
      });
      const modules = scripts.flatMap((script) => script.modules);
      return {
        name,
        bytes: boot + scripts.reduce((sum, script) => sum + script.bytes, 0),
        scripts: scripts.map(({ file, bytes }) => `${file} ${bytes}`),
        small: scripts
          .filter(
            (script) => !script.file.includes('rolldown-runtime') && script.bytes < SMALLEST_SCRIPT_BYTES,
          )
          .map(({ file }) => file),
        adminOrTypeBox: modules.filter((id) => ADMIN_ONLY.test(id) || TYPEBOX.test(id)),
        router: modules.filter((id) => REACT_ROUTER.test(id)),
        dataLayer: modules.filter((id) => DATA_LAYER.test(id)),
      };
    });
    // Each page's scripts and sizes are in the message when a budget is blown.
    const listed = JSON.stringify(loads, null, 2);
    console.info(
      loads
        .map(
          ({ name, bytes, scripts }) => `${name}: ${bytes} bytes in ${scripts.length} scripts and the boot`,
        )
        .join('\n'),
    );
    expect(
      loads.filter((load) => load.bytes > FIRST_LOAD_BUDGET_BYTES).map(({ name }) => name),
      listed,
    ).toEqual([]);
    expect(
      loads.filter((load) => load.scripts.length > SCRIPTS_PER_PAGE).map(({ name }) => name),
      listed,
    ).toEqual([]);
    expect(
      loads.flatMap((load) => load.small),
      listed,
    ).toEqual([]);
    expect(
      loads.flatMap((load) => load.adminOrTypeBox),
      listed,
    ).toEqual([]);
    expect(
      loads.flatMap((load) => load.router),
      listed,
    ).toEqual([]);
    const withoutData = loads.filter((load) => WITHOUT_DATA_ISLANDS.includes(load.name));
    expect(withoutData.map(({ name }) => name)).toEqual(WITHOUT_DATA_ISLANDS);
    expect(
      withoutData.flatMap((load) => load.dataLayer),
      listed,
    ).toEqual([]);
    // The pages with a data island do carry it: the test above sees the data layer where it is.
    expect(loads.find((load) => load.name === 'meeting')?.dataLayer.length).toBeGreaterThan(0);
  }, 180_000);
});
