import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { BRAND_FONT_SCRIPT } from '../src/lib/brand-font-script';

/** The website's first script, written into index.html by this plugin. */
export const BOOT_MODULE = 'src/boot.ts';
/** What src/boot.ts calls the scripts it loads; replaced here by their built addresses. */
const START_PLACEHOLDER = '__WEBSITE_START__';
const ICON_LINK = /(<link rel="icon" type="image\/svg\+xml" href=")\/favicon\.svg(")/;

/** The chunks `first` imports statically, and theirs, in order (`first` not included). */
function staticImports(bundle: Rolldown.OutputBundle, first: Rolldown.OutputChunk): string[] {
  const found: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (found.includes(file) || imported?.type !== 'chunk') continue;
      found.push(file);
      visit(imported);
    }
  };
  visit(first);
  return found;
}

/**
 * Nothing is fetched before the visitor sees a page: the website's index.html carries its first
 * script (src/boot.ts, built on its own) and its icon inside it, and names no other script.
 * Lighthouse, and a phone on a slow network, would otherwise spend a round trip on each before the
 * page's main picture (the entry script and the favicon both arrived before the first paint).
 *
 * The boot is told the built addresses of the entry (src/main.tsx) and of every chunk the entry
 * loads at once (its static imports, and the website's start with what it imports), so it fetches
 * them all side by side once the page is painted. Before it, a line that lets text use the brand
 * font where the browser keeps it (src/lib/fonts.ts), run before anything is drawn. Its code must import nothing: a chunk shared
 * with the app would be fetched before the first paint again, so the build fails instead. The
 * backend allows the inline script by its hash (server/modules/website/web.ts).
 */
export function inlineBoot(): Plugin {
  let root = '';
  let publicDir = '';
  let base = '/';
  return {
    name: 'inline-boot',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', boot: BOOT_MODULE } } },
    }),
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) throw new Error('inline-boot runs on the built index.html only');
        const bootId = path.join(root, BOOT_MODULE);
        const boot = Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && output.facadeModuleId === bootId,
        );
        if (!boot) throw new Error(`No chunk was built from ${BOOT_MODULE}`);
        if (boot.imports.length > 0 || boot.dynamicImports.length > 0) {
          throw new Error(
            `${BOOT_MODULE} shares code with the app (${[...boot.imports, ...boot.dynamicImports].join(', ')}): it must stand alone to be written into the page`,
          );
        }
        const preload = [
          ...staticImports(bundle, entry),
          ...entry.dynamicImports.flatMap((file) => {
            const loaded = bundle[file];
            return loaded?.type === 'chunk' ? [file, ...staticImports(bundle, loaded)] : [];
          }),
        ];
        const start = JSON.stringify({
          entry: `${base}${entry.fileName}`,
          preload: [...new Set(preload)]
            .filter((file) => file !== entry.fileName)
            .map((file) => `${base}${file}`),
        });
        if (!boot.code.includes(START_PLACEHOLDER))
          throw new Error(`${BOOT_MODULE} no longer names ${START_PLACEHOLDER}`);
        const code = boot.code
          .replaceAll(START_PLACEHOLDER, () => start)
          .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
          .trim();
        // Inside <script>, these would end the element early or change how it is parsed.
        if (/<\/script|<!--/i.test(code)) throw new Error(`${BOOT_MODULE} holds "</script" or "<!--"`);
        // Written into the page, so not a file of its own (nor its source map).
        Reflect.deleteProperty(bundle, boot.fileName);
        if (boot.sourcemapFileName) Reflect.deleteProperty(bundle, boot.sourcemapFileName);

        const entryTag = new RegExp(
          `<script type="module"[^>]*\\ssrc="${base}${entry.fileName}"[^>]*></script>`,
        );
        if (!entryTag.test(html)) throw new Error(`index.html has no script tag for ${entry.fileName}`);
        const icon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
        return html
          .replace(entryTag, () => `<script type="module">${code}</script>`)
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('</head>', () => `  <script>${BRAND_FONT_SCRIPT}</script>\n  </head>`)
          .replace(
            ICON_LINK,
            (_, before: string, after: string) =>
              `${before}data:image/svg+xml,${encodeURIComponent(icon)}${after}`,
          );
      },
    },
  };
}
