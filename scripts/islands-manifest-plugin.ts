import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { IslandsManifest } from '../server/modules/website/page-shell';

/** Where `vite build --mode islands` lists each page's scripts, in dist/web (read by the backend). */
export const ISLANDS_MANIFEST = '.vite/islands.json';

/** The files `chunk` needs, itself first, then what it imports (statically), each once. */
function withImports(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const files: string[] = [];
  const visit = (current: Rolldown.OutputChunk) => {
    if (files.includes(current.fileName)) return;
    files.push(current.fileName);
    for (const file of current.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(chunk);
  return files;
}

/**
 * Writes what the backend reads to name a page's scripts (IslandsManifest, page-shell.ts): the
 * site's script with the chunks it imports, and for each page of `pagesDir` the chunk holding it
 * with those it imports. Vite's own manifest cannot say it: small pages share one chunk, which no
 * manifest entry names by its pages.
 *
 * And the island scripts (`scriptPrefix`…) bring no stylesheet: the server has put their styles
 * inside the page. Their stylesheets are dropped before Vite makes a lazy import fetch them with
 * the script; a part loaded later on its own (Swiper) keeps its own.
 */
export function islandsManifest({
  entry,
  pagesDir,
  scriptPrefix,
}: {
  entry: string;
  pagesDir: string;
  scriptPrefix: string;
}): Plugin {
  let root = '';
  return {
    name: 'islands-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.name.startsWith(scriptPrefix)) continue;
          for (const file of chunk.viteMetadata?.importedCss ?? []) Reflect.deleteProperty(bundle, file);
          chunk.viteMetadata?.importedCss.clear();
        }
        writeManifest.call(this, bundle);
      },
    },
  };

  function writeManifest(this: Rolldown.PluginContext, bundle: Rolldown.OutputBundle): void {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const holding = (file: string) => {
      const id = path.join(root, file);
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`No chunk of the islands' build holds ${file}`);
      return chunk;
    };
    const pageDir = path.join(root, pagesDir);
    const pages = chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => path.dirname(id) === pageDir && id.endsWith('.ts'))
      .map((id) => path.basename(id, '.ts'));
    const manifest: IslandsManifest = {
      site: withImports(bundle, holding(entry)),
      pages: Object.fromEntries(
        [...new Set(pages)]
          .sort()
          .map((page) => [page, withImports(bundle, holding(`${pagesDir}/${page}.ts`))]),
      ),
    };
    this.emitFile({ type: 'asset', fileName: ISLANDS_MANIFEST, source: JSON.stringify(manifest, null, 2) });
  }
}
