import { jsonForScript, PAGE_DATA_ID, type PageHead, type RenderedPage } from '@/contract';

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

/** The files a module's chunk needs: its own and those of the chunks it imports, not the entry's. */
export function chunkAssets(manifest: Manifest, modules: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { css: [...css], js: [...js] };
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
}

/** The page's complete HTML. */
export function pageHtml(page: RenderedPage, { template, manifest }: ShellOptions): string {
  const { css, js } = chunkAssets(manifest, page.modules);
  const assets = [
    ...css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...js.map((file) => `<link rel="modulepreload" href="/${file}" />`),
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${headTags(page.head)}\n    ${assets}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${page.pageData}</script>`,
    );
}
