import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { RUNTIME_MODULE_ID, type ChunkingContext } from 'rolldown';
import electron, { type ElectronOptions } from 'vite-plugin-electron';
import { defineConfig } from 'vitest/config';
import { contractSchemas, SCHEMAS_MODULE_ID } from './scripts/contract-schemas-plugin';
import { desktopAppPackagePlugin } from './scripts/desktop-app-package';
import { inlineBoot } from './scripts/inline-boot-plugin';
import { islandsManifest } from './scripts/islands-manifest-plugin';
import { precompress } from './scripts/precompress';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * Test workers: one per core, and one more, because most test files spend their time waiting (on
 * SQLite's file, PostgreSQL, a child process or a timer) rather than computing. VITEST_MAX_WORKERS
 * overrides it (e.g. VITEST_MAX_WORKERS=1 to read one file's output at a time).
 */
const TEST_WORKERS = availableParallelism() + 1;

/**
 * A Vitest project of backend tests; createTestApp reads TEST_DATABASE_URL ('' means SQLite).
 *
 * Not isolated: the files of a worker share one module graph, so Fastify, the routes and the
 * database layer are imported once per worker instead of once per file (that import was a third
 * of the project's time). It holds because every file builds its own app on its own database and
 * no backend test mocks a module; a file that changes process-wide state (process.env, fake
 * timers) puts it back when it ends.
 */
const apiTests = (name: string, include: string[], databaseUrl: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include,
    isolate: false,
    env: { TEST_DATABASE_URL: databaseUrl },
  },
});

/** What a backend test file imports that opens a database: the test app, a scratch database, the app or the database layer. */
const REACHES_A_DATABASE = /from '[^']*\/(testing\/test-app|testing\/scratch-database|app|db\/database)'/;

/**
 * A file that builds a test app but tests no SQL of its own (headers, rate limits, logs, schemas)
 * says so in a line of its own, with its reason: `// On SQLite only: …`.
 */
const ON_SQLITE_ONLY = /^\/\/ On SQLite only: /m;

/**
 * The backend test files that reach a database, which the PostgreSQL project runs again: SQL that
 * SQLite takes and PostgreSQL refuses (or orders differently) is found there. Files of pure logic
 * (config, hashing, time, ICS text, admission lines) and those on SQLite only would only run twice
 * to the same result.
 */
function databaseTestFiles(): string[] {
  return readdirSync(path.join(rootDir, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `server/${file.split(path.sep).join('/')}`)
    .filter((file) => {
      const text = readFileSync(path.join(rootDir, file), 'utf8');
      return REACHES_A_DATABASE.test(text) && !ON_SQLITE_ONLY.test(text);
    })
    .sort();
}

/** A component test file that replaces a module (vi.mock): it needs a module graph of its own. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * The browser's tests, split by what they need: a file that mocks a module runs isolated (its
 * mock must not meet a module another file already imported), the others share one module graph
 * per worker, so React, the store and the screens are imported once per worker instead of once per
 * file (half of the project's time). setup-tests puts back what a test changes between tests.
 */
function componentTestFiles(which: 'shared' | 'isolated'): string[] {
  return readdirSync(path.join(rootDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith(`contract${path.sep}`))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter(
      (file) =>
        MOCKS_A_MODULE.test(readFileSync(path.join(rootDir, file), 'utf8')) === (which === 'isolated'),
    )
    .sort();
}

/** A Vitest project of the browser's tests (jsdom). */
const webTests = (name: string, options: { include: string[]; isolate?: boolean }) => ({
  extends: true as const,
  test: {
    name,
    environment: 'jsdom' as const,
    ...options,
    // waitFor and findBy wait up to 10 s there; what must take a given time runs on a fake
    // clock (src/testing/fake-clock.ts).
    setupFiles: ['src/testing/setup-tests.ts'],
  },
});

/**
 * Where `--mode desktop` writes the app: dist/desktop, which electron-builder packs as the app's
 * folder (`directories.app`). DESKTOP_OUT_DIR moves it (electron/packaging.test.ts builds into a
 * folder of its own, so it never races `npm run build:desktop` over dist/).
 */
const desktopOutDir = process.env.DESKTOP_OUT_DIR?.trim()
  ? process.env.DESKTOP_OUT_DIR.trim()
  : 'dist/desktop';

/**
 * The desktop app (`--mode desktop`): the same renderer into dist/desktop/renderer, plus Electron's
 * main process (ESM, like the package) and its preload (one CommonJS file: a sandboxed preload can
 * neither be an ES module nor require files of its own). A function: the plugin mutates them.
 *
 * `__DESKTOP_DEVELOPMENT__` is true only under `npm run dev:desktop` (Vite's dev server): the
 * development switches (the renderer from the dev server, reload and dev tools) are compiled out
 * of every built bundle, so no environment variable can turn them on in the installed app.
 *
 * Built for the installers: minified and without source maps (nobody opens developer tools in the
 * installed app, and maps would double the archive). The main process bundles its npm packages
 * (electron-store, electron-updater): the app ships no node_modules at all, and the package.json
 * beside the bundles (scripts/desktop-app-package.ts) lists no dependencies.
 */
export const desktopEntries = (command: 'serve' | 'build', outDir = desktopOutDir): ElectronOptions[] => [
  {
    entry: 'electron/main/main.ts',
    vite: {
      define: { __DESKTOP_DEVELOPMENT__: JSON.stringify(command === 'serve') },
      plugins: [desktopAppPackagePlugin(rootDir, outDir)],
      build: {
        outDir: `${outDir}/main`,
        emptyOutDir: true,
        sourcemap: command === 'serve',
        minify: command === 'build',
        // Vite keeps a library's whitespace (for the bundlers that would consume it); main.js is an
        // app, bundled once: minify it all.
        ...(command === 'build' ? { rolldownOptions: { output: { minify: true } } } : {}),
      },
    },
  },
  {
    entry: 'electron/preload/preload.ts',
    // In `npm run dev:desktop` a changed preload reloads the window instead of restarting the app.
    onstart: ({ reload }) => reload(),
    vite: {
      build: {
        outDir: `${outDir}/preload`,
        emptyOutDir: true,
        minify: command === 'build',
        lib: { entry: 'electron/preload/preload.ts', formats: ['cjs'], fileName: () => 'preload.cjs' },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    },
  },
];

/** The script of the server-drawn pages' islands, and the folder of each page's own. */
export const ISLANDS_ENTRY = 'src/app/islands/site.ts';
/** The page's store and the data islands' frame, which the islands' runtime loads when a page first needs them. */
const ISLANDS_DATA_FRAME = 'src/app/islands/data-frame.ts';
const ISLANDS_ROUTER = path.join(srcDir, 'app/islands/router-shim.tsx');
const ISLAND_PAGES_DIR = 'src/app/islands/pages';

/**
 * `--mode islands` (the second step of build:web): the scripts the server-drawn public pages
 * load, beside the first step's files in dist/web: the site's, and a page's own where it has
 * islands of its own. Their styles are in the page already (the server inlines them).
 */
/**
 * The site's script holds what it runs itself (React, the runtime, the top bar) and whatever a
 * big page and another page both run, so a page fetches two scripts: that one and its own. The
 * home page's own holds what only it runs; the other pages' islands are one script together.
 * "Runs" is what a script reaches through static imports; what only lazy imports reach (Swiper,
 * the dialogs, an answer's check) is left to the bundler, as chunks fetched when needed.
 */
/**
 * The pages whose islands weigh enough for a script of their own; the others' islands share one
 * (`pages`): each a few hundred bytes, a request of its own each would cost more than it saves.
 */
const BIG_PAGES = new Set(['home.ts']);

/** The islands' scripts are named `islands-…`: their stylesheets, never fetched, are known by it (scripts/islands-manifest-plugin.ts). */
const ISLAND_SCRIPT_PREFIX = 'islands-';
const SITE_SCRIPT = `${ISLAND_SCRIPT_PREFIX}site`;

/** The answers' checker and the schemas it reads (src/lib/parse.ts), fetched with the first check. */
const ANSWER_CHECKER = [
  SCHEMAS_MODULE_ID,
  path.join(srcDir, 'lib/parse.ts'),
  path.join(srcDir, 'lib/schema-check.ts'),
];

/** The contract's password rules: only the password forms use them, and they load when opened. */
const LAZY_CONTRACT = [path.join(srcDir, 'contract/passwords.ts')];

function islandsChunk(): (id: string, ctx: ChunkingContext) => string | null {
  const pageDir = path.join(rootDir, ISLAND_PAGES_DIR);
  let reached: Map<string, Set<string>> | undefined;
  const reach = (ctx: ChunkingContext) => {
    const found = new Map<string, Set<string>>();
    const roots = [
      ['site', path.join(rootDir, ISLANDS_ENTRY)],
      ['data', path.join(rootDir, ISLANDS_DATA_FRAME)],
      ...readdirSync(pageDir).map((file) => [file, path.join(pageDir, file)]),
    ];
    for (const [name = '', root = ''] of roots) {
      const pending = [root];
      while (pending.length > 0) {
        const id = pending.pop() ?? '';
        const by = found.get(id) ?? new Set<string>();
        if (by.has(name)) continue;
        by.add(name);
        found.set(id, by);
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    return found;
  };
  return (id, ctx) => {
    if (id === RUNTIME_MODULE_ID) return SITE_SCRIPT;
    // Every page reaches the contract's schemas through `@/contract`, but only the answers' checks
    // use them, which load when a call is answered: with the checker, not in the site's script.
    if (ANSWER_CHECKER.includes(id)) return 'answer-checker';
    // What only lazily loaded islands use, though the contract's index reaches it from every page:
    // left to the bundler, which places it by its use (beside the password forms).
    if (LAZY_CONTRACT.includes(id)) return null;
    reached ??= reach(ctx);
    const by = reached.get(id);
    if (!by) return null;
    if (by.has('site')) return SITE_SCRIPT;
    const big = [...by].filter((page) => BIG_PAGES.has(page));
    if (big.length === 0) return `${ISLAND_SCRIPT_PREFIX}pages`;
    if (big.length > 1 || big.length < by.size) return SITE_SCRIPT;
    return `${ISLAND_SCRIPT_PREFIX}${path.basename(big[0] ?? '', '.ts')}`;
  };
}

const islandsBuild = {
  outDir: 'dist/web',
  emptyOutDir: false,
  // Written (for the school's own error reports) but never served: server/modules/website/web.ts.
  sourcemap: 'hidden' as const,
  // Vite's own list of the chunks (the tests find a module's chunk in it); the backend reads
  // .vite/islands.json (scripts/islands-manifest-plugin.ts).
  manifest: '.vite/islands-manifest.json',
  // The islands' scripts fetch none of their styles: the page has them inside it already (the
  // server inlines them). Only a part fetched later brings its own (Swiper's, the toasts').
  // (scripts/islands-manifest-plugin.ts drops their stylesheets.) The boot preloads the scripts.
  modulePreload: false as const,
  rolldownOptions: {
    input: { [ISLAND_SCRIPT_PREFIX + 'site']: ISLANDS_ENTRY },
    output: {
      // Only what the name says: a module's imports are placed by their own reach.
      codeSplitting: { groups: [{ name: islandsChunk(), includeDependenciesRecursively: false }] },
    },
  },
};

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  // The browser gets the contract's schemas as JSON, without TypeBox (contract-schemas-plugin); so
  // does the server renderer (`--ssr`, see build:web), which checks answers as the browser does.
  // The website's first script is written into its index.html, and its files are compressed at
  // build time; the desktop app reads its own from disk.
  plugins: [
    react(),
    contractSchemas(),
    ...(mode === 'desktop'
      ? [electron(desktopEntries(command))]
      : isSsrBuild
        ? []
        : mode === 'islands'
          ? [
              islandsManifest({
                entry: ISLANDS_ENTRY,
                pagesDir: ISLAND_PAGES_DIR,
                scriptPrefix: ISLAND_SCRIPT_PREFIX,
              }),
              precompress(),
            ]
          : [inlineBoot(), precompress()]),
  ],
  // The islands run React Router only as a document's links (every navigation a new document):
  // their build takes a stand-in of that much (src/app/islands/router-shim.tsx). The server still
  // draws them with React Router, and the browser app keeps it.
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      ...(mode === 'islands' ? [{ find: /^react-router(-dom)?$/, replacement: ISLANDS_ROUTER }] : []),
    ],
  },
  // Absolute asset paths: app://admin/admin/meetings must still load /assets/…, not admin/assets/….
  base: '/',
  // The desktop app shows no public page, so it carries no hero video.
  publicDir: mode === 'desktop' || mode === 'islands' || isSsrBuild ? false : 'public',
  build:
    mode === 'islands'
      ? islandsBuild
      : {
          outDir: isSsrBuild ? 'dist/ssr' : mode === 'desktop' ? `${desktopOutDir}/renderer` : 'dist/web',
          emptyOutDir: true,
          // The website's source maps are written for the school's own error reports, never served
          // (server/modules/website/web.ts); the installed desktop app has no developer tools to open
          // them in, and they made up most of its renderer folder.
          sourcemap: mode === 'desktop' ? false : ('hidden' as const),
          // The backend reads which styles and scripts a page's chunk needs (server/modules/website).
          manifest: !isSsrBuild && mode !== 'desktop',
          // Every browser the site supports preloads modules itself; the HTML announces none anyway.
          modulePreload: { polyfill: false },
          // React, React DOM and React Router in one chunk: every page needs them, and they change only
          // when the framework is updated, so visitors keep them cached across releases. (Left to the
          // default, they share chunks with the app's own modules, split as the pages happen to use them.)
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  },
                  // The small parts the visitors' pages after the first share (a page's banner and
                  // states, a meeting's parts and calendar links): one chunk, not four of a few hundred
                  // bytes, each of which the first script would have to name among its preloads.
                  {
                    name: 'page-parts',
                    test: /src[\\/](components[\\/](banner-page|page-state|titled-section)|features[\\/]meetings[\\/](calendar-links|meeting-parts|calendar-icon))\./,
                    // Only these: what they import stays where it was (the boot's own code among it).
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  test: {
    globals: true,
    maxWorkers: TEST_WORKERS,
    // A time limit only catches a hang, so it is generous and no test sets a tighter one: on a
    // machine busy with other work (npm test runs lint, the browser tests and these side by side)
    // a test takes three times as long (typing through the home page's texts: 15 s; a test app's
    // set-up: 10 s; 1,050 requests through the rate limit: 32 s). What must take a given time
    // runs on a fake clock instead (the login throttle, the redirects after a popup).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // SQLite: each test app on a fresh file.
      apiTests('server', ['server/**/*.test.ts', 'src/contract/**/*.test.ts'], ''),
      // The API tests again on PostgreSQL, when TEST_DATABASE_URL names a server (.ci/run sets it).
      ...(testDatabaseUrl ? [apiTests('server-postgres', databaseTestFiles(), testDatabaseUrl)] : []),
      {
        extends: true,
        test: {
          // The build plugins, the bundles' budgets, the benchmarks' tables, the documentation's
          // links: isolated, as a real build in the test process sets NODE_ENV for React's sake.
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          // The backup script copies SQLite's file: its test app is on SQLite whatever CI sets.
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        extends: true,
        test: {
          // Backend processes as operators run them: on a data folder of their own (SQLite), and side
          // by side on one PostgreSQL (and Redis), those skipped without TEST_DATABASE_URL.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/cluster/build-backend.ts'],
          // Each file starts its own processes; one file at a time keeps their start-up quick. (So
          // Vitest runs this project last, alone, once the others are done.)
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The desktop app's main-process modules, with Electron's objects passed in as fakes.
          name: 'desktop',
          environment: 'node',
          include: ['electron/**/*.test.ts'],
          // Run through Vite, so a test's stand-in for Electron reaches electron-store's own import.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      webTests('web', { isolate: false, include: componentTestFiles('shared') }),
      webTests('web-isolated', { include: componentTestFiles('isolated') }),
    ],
  },
}));
