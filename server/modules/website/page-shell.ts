import { createHash } from 'node:crypto';
import {
  jsonForScript,
  NEXT_MODULES_ATTRIBUTE,
  PAGE_DATA_ID,
  PAGE_ISLANDS_ATTRIBUTE,
  PAGE_MODULES_ATTRIBUTE,
  SITE_URL_ATTRIBUTE,
  type IslandRoute,
  type NextModules,
  type PageHead,
  type RenderedPage,
} from '@/contract';

/**
 * The HTML around a rendered page: the built index.html (its entry script and styles), with the
 * page's head (title, description, canonical, share card, JSON-LD), the styles and scripts of the
 * page's own chunk, its markup inside #root and the data it was made with.
 */

/** What the build's manifest (dist/web/.vite/manifest.json) says about one module. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The chunks a page's modules need, in the order the browser applies them: for each, those of the
 * chunks it imports, then its own (the entry's are left out: every page has them anyway).
 */
function pageChunks(manifest: Manifest, modules: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // A page's module without a chunk of its own means the server and the build disagree.
    if (!chunk) throw new Error(`No chunk of its own in the build for ${key}`);
    if (seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    // What a chunk imports comes first, as its styles do in the browser: its own may override them.
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  modules.forEach(visit);
  return chunks;
}

/** The stylesheets a module's chunk needs: those of the chunks it imports, then its own (not the entry's). */
export function chunkStyles(manifest: Manifest, modules: readonly string[]): string[] {
  return [...new Set(pageChunks(manifest, modules).flatMap((chunk) => chunk.css ?? []))];
}

/**
 * What the islands' build says of the pages' scripts (scripts/islands-manifest-plugin.ts): the
 * site's script and the chunks it imports, and each page's own (by its name in
 * src/app/islands/pages) with the chunks that one imports.
 */
export interface IslandsManifest {
  site: string[];
  pages: Record<string, string[]>;
}

/**
 * The scripts a page's islands need, as addresses: the site's script (every page's: the runtime
 * and the top bar) first, then the page's own (`islands`: the <name> of src/app/islands/pages/<name>.ts, which
 * the site's loads) and what each imports, once each. The boot runs the first and fetches the
 * others beside it (src/boot.ts).
 */
export function islandScripts(manifest: IslandsManifest, islands: string | null): string[] {
  const own = islands === null ? [] : manifest.pages[islands];
  if (!own) throw new Error(`No island script in the build for ${islands ?? ''}`);
  return [...new Set([...manifest.site, ...own])].map((file) => `/${file}`);
}

/**
 * What the pages a page with `islands` may link to need besides its scripts, by the addresses
 * needing it (the islands' runtime fetches them ahead as their links near the screen,
 * src/lib/next-pages.ts): for each script set another page runs, its routes. Nothing for the
 * pages whose scripts this one runs already.
 */
export function nextModules(
  manifest: IslandsManifest,
  routes: readonly IslandRoute[],
  islands: string | null,
): NextModules[] {
  const own = new Set(islandScripts(manifest, islands));
  const byModules = new Map<string, NextModules>();
  for (const route of routes) {
    const modules = islandScripts(manifest, route.islands).filter((file) => !own.has(file));
    if (modules.length === 0) continue;
    const key = modules.join(' ');
    const entry = byModules.get(key) ?? { paths: [], modules };
    entry.paths.push(route.path);
    byModules.set(key, entry);
  }
  return [...byModules.values()];
}

/**
 * The Content-Security-Policy sources that allow the scripts written inside the built index.html
 * (the boot, see scripts/inline-boot-plugin.ts), by the hash of each: data blocks (JSON) are not
 * scripts and need none. Read from the build's file only, never from a page with visitors' text.
 */
export function inlineScriptSources(template: string): string[] {
  return [...template.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface ShellOptions {
  /** The built index.html. */
  template: string;
  manifest: Manifest;
  /** The islands' build (`vite build --mode islands`): the scripts of the pages' islands. */
  islandsManifest: IslandsManifest;
  /** The text of a built stylesheet, by its path in the manifest (`assets/index-….css`). */
  stylesheet: (file: string) => string;
  /** The site's address (PUBLIC_URL), which the page was drawn with: the browser makes its links from it too. */
  siteUrl: string;
  /** The public addresses and each one's islands (src/app/site-routes.tsx): a page names its links' scripts. */
  routes: readonly IslandRoute[];
}

/** A stylesheet inside the page: a `</style` in its text could not end the element early. */
function inlineStyle(css: string): string {
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * The page's complete HTML. Its styles are inside it (a few KB compressed), so the first paint
 * waits for no other request; so is its first script (the boot). No script is announced: the
 * boot fetches the islands' scripts, listed on #root, once the page has painted (src/boot.ts),
 * so they never compete with the page's first images.
 */
export function pageHtml(
  page: RenderedPage,
  { template, manifest, islandsManifest, stylesheet, siteUrl, routes }: ShellOptions,
): string {
  const styles = chunkStyles(manifest, page.modules)
    .map((file) => inlineStyle(stylesheet(file)))
    .join('\n    ');
  const scripts = islandScripts(islandsManifest, page.islands).join(' ');
  const next = nextModules(islandsManifest, routes, page.islands);
  const nextAttribute =
    next.length > 0 ? ` ${NEXT_MODULES_ATTRIBUTE}="${escapeHtml(JSON.stringify(next))}"` : '';
  // Replacements are functions: a `$&` in a meeting's text is not a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.head.language)}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (_, file: string) =>
      inlineStyle(stylesheet(file)),
    )
    .replace('</head>', () => `    ${headTags(page.head)}\n    ${styles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${PAGE_MODULES_ATTRIBUTE}="${escapeHtml(scripts)}"${page.islands ? ` ${PAGE_ISLANDS_ATTRIBUTE}="${escapeHtml(page.islands)}"` : ''}${nextAttribute} ${SITE_URL_ATTRIBUTE}="${escapeHtml(siteUrl)}">${page.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${page.pageData}</script>`,
    );
}
