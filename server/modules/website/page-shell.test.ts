import { createHash } from 'node:crypto';
import type { RenderedPage } from '@/contract';
import { inlineScriptSources, pageHtml, type IslandsManifest, type Manifest } from './page-shell';

// The built index.html and manifest as Vite writes them, in miniature.
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The generic description." />
    <title>Generic title</title>
    <script type="module">boot("/assets/index-1.js")</script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    dynamicImports: ['src/app/start-website.tsx'],
  },
  'src/app/start-website.tsx': {
    file: 'assets/start-1.js',
    css: ['assets/start-1.css'],
    imports: ['_card.js'],
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    css: ['assets/home-1.css'],
    imports: ['_card.js', '_stars.js'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  '_stars.js': { file: 'assets/stars-1.js' },
};

// The islands' build: the site's script (with the bundler's runtime) and a page's own.
const islandsManifest: IslandsManifest = {
  site: ['assets/site-1.js', 'assets/runtime-1.js'],
  pages: {
    home: ['assets/home-islands-1.js', 'assets/runtime-1.js', 'assets/site-1.js'],
    meeting: ['assets/pages-islands-1.js', 'assets/forms-1.js', 'assets/runtime-1.js'],
    login: ['assets/pages-islands-1.js', 'assets/forms-1.js'],
  },
};

// The site's addresses and their islands, as src/app/site-routes.tsx lists them.
const routes = [
  { path: '/', islands: 'home' },
  { path: '/login', islands: 'login' },
  { path: '/meetings/:id', islands: 'meeting' },
  { path: '/pages/:slug', islands: null },
];

const stylesheets: Record<string, string> = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/start-1.css': '.top-bar{display:flex}',
  'assets/home-1.css': '.hero{color:red}',
  'assets/card-1.css': '.card::after{content:"</style><script>alert(1)</script>"}',
};
const stylesheet = (file: string) => {
  const css = stylesheets[file];
  if (css === undefined) throw new Error(`No stylesheet ${file}`);
  return css;
};

const page: RenderedPage = {
  status: 200,
  html: "<h1>Save $&amp; more: $& $` $' $$</h1>",
  pageData: '{"/api/courses":{"status":200,"body":{"courses":[]}}}',
  head: {
    siteName: 'Education',
    title: 'Courses and meetings',
    description: 'What the school offers.',
    canonical: 'https://school.example/',
    type: 'website',
    jsonLd: [],
    language: 'pt-BR',
  },
  modules: ['src/app/start-website.tsx', 'src/app/routes/home.tsx'],
  islands: 'home',
};

const siteUrl = 'https://school.example';

describe('the page around the server-rendered markup', () => {
  const html = pageHtml(page, { template, manifest, islandsManifest, stylesheet, siteUrl, routes });

  it("says the page's language, the site's", () => {
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).not.toContain('lang="en"');
  });

  it('carries every style the page needs inside it, once each, in the order of the build', () => {
    expect(html).not.toContain('rel="stylesheet"');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual([
      'body{margin:0}',
      '.card::after{content:"<\\/style><script>alert(1)</script>"}',
      '.top-bar{display:flex}',
      '.hero{color:red}',
    ]);
  });

  it('announces no script to fetch: the boot inside it fetches them once the page has painted', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain('<script type="module">boot("/assets/index-1.js")</script>');
  });

  it("lists for the boot the site's script first, then the page's own islands' script, each once", () => {
    expect(html).toContain(
      '<div id="root" data-modules="/assets/site-1.js /assets/runtime-1.js /assets/home-islands-1.js" data-islands="home" ',
    );
  });

  it("lists the site's script alone for a page without islands of its own", () => {
    const plain = pageHtml(
      { ...page, islands: null },
      { template, manifest, islandsManifest, stylesheet, siteUrl, routes },
    );
    expect(plain).toMatch(
      /<div id="root" data-modules="\/assets\/site-1.js \/assets\/runtime-1.js" data-next-modules=/,
    );
  });

  it('names what the pages it links to need besides its own scripts, each set once with its addresses', () => {
    const next = [
      { paths: ['/login', '/meetings/:id'], modules: ['/assets/pages-islands-1.js', '/assets/forms-1.js'] },
    ];
    expect(html).toContain(` data-next-modules="${JSON.stringify(next).replace(/"/g, '&quot;')}" `);
    const meeting = pageHtml(
      { ...page, islands: 'meeting' },
      { template, manifest, islandsManifest, stylesheet, siteUrl, routes },
    );
    expect(meeting).toContain(
      ` data-next-modules="${JSON.stringify([{ paths: ['/'], modules: ['/assets/home-islands-1.js'] }]).replace(/"/g, '&quot;')}" `,
    );
  });

  it("names nothing ahead where every linked page runs this one's scripts", () => {
    const alone = pageHtml(
      { ...page, islands: 'home' },
      {
        template,
        manifest,
        islandsManifest,
        stylesheet,
        siteUrl,
        routes: routes.filter(({ islands }) => islands !== 'login' && islands !== 'meeting'),
      },
    );
    expect(alone).not.toContain('data-next-modules');
  });

  it("tells the browser the site's address the page was drawn with, for its share links", () => {
    expect(html).toContain(' data-site-url="https://school.example">');
  });

  it("puts the page's own head in place of the generic one", () => {
    expect(html).toContain('<title>Courses and meetings</title>');
    expect(html).not.toContain('Generic title');
    expect(html).not.toContain('The generic description.');
    expect(html).toContain('<meta name="description" content="What the school offers." />');
  });

  it("keeps the page's text exactly, replacement patterns included", () => {
    expect(html).toContain('"><h1>Save $&amp; more: $& $` $\' $$</h1></div>');
    expect(html).toContain(`<script type="application/json" id="page-data">${page.pageData}</script>`);
  });

  it('allows by its hash the script the build wrote inside index.html, and no data block', () => {
    const digest = createHash('sha256').update('boot("/assets/index-1.js")').digest('base64');
    const built = template.replace('</head>', '<script type="application/ld+json">{}</script></head>');
    expect(inlineScriptSources(built)).toEqual([`'sha256-${digest}'`]);
  });

  it('refuses a page module the build did not make a chunk of, rather than leaving its styles out', () => {
    expect(() =>
      pageHtml(
        { ...page, modules: ['src/app/routes/renamed.tsx'] },
        { template, manifest, islandsManifest, stylesheet, siteUrl, routes },
      ),
    ).toThrow('No chunk of its own in the build for src/app/routes/renamed.tsx');
  });
});
