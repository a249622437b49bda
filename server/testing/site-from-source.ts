import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * A website folder as the build lays it out, with the server renderer made from the source itself
 * (src/entry-server.tsx, compiled by the test runner) rather than a build: every source module
 * gets a chunk in the manifest, without styles.
 */
export function siteFromSource(folder: string): string {
  const webRoot = path.join(folder, 'web');
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>School</title></head><body><div id="root"></div></body></html>',
  );
  const sources = readdirSync(path.join(repoRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
  const manifest = Object.fromEntries(sources.map((key, i) => [key, { file: `assets/chunk-${i}.js` }]));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The islands' build: the site's script and each page's own (scripts/islands-manifest-plugin.ts).
  const pages = readdirSync(path.join(repoRoot, 'src', 'app', 'islands', 'pages'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.basename(file, '.ts'));
  const islands = {
    site: ['assets/islands-site.js'],
    pages: Object.fromEntries(pages.map((page) => [page, [`assets/islands-${page}.js`]])),
  };
  writeFileSync(path.join(webRoot, '.vite', 'islands.json'), JSON.stringify(islands));
  mkdirSync(path.join(folder, 'ssr'));
  writeFileSync(
    path.join(folder, 'ssr', 'entry-server.js'),
    `export * from ${JSON.stringify(path.join(repoRoot, 'src', 'entry-server.tsx'))};\n`,
  );
  return webRoot;
}
