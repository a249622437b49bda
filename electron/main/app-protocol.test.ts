import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Protocol } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  contentTypeFor,
  registerAppProtocol,
  resolveRendererFile,
} from './app-protocol';

const ROOT = path.resolve('/opt/edu-admin/resources/app.asar/dist/desktop/renderer');
const INDEX = path.join(ROOT, 'index.html');
const ASSET = path.join(ROOT, 'assets', 'index-abc123.js');
const existing = new Set([INDEX, ASSET, path.join(ROOT, 'favicon.svg')]);
// Files outside the root exist too: a traversal must not reach them even so.
const exists = (filePath: string): boolean => existing.has(filePath) || !filePath.startsWith(ROOT);

describe('resolveRendererFile', () => {
  it('serves a file that exists inside the root', () => {
    expect(resolveRendererFile('app://admin/assets/index-abc123.js', ROOT, exists)).toBe(ASSET);
    expect(resolveRendererFile('app://admin/favicon.svg?v=2#x', ROOT, exists)).toBe(
      path.join(ROOT, 'favicon.svg'),
    );
  });

  it.each([
    'app://admin/',
    'app://admin',
    'app://admin/admin/meetings',
    'app://admin/settings',
    'app://admin/assets/',
  ])('serves index.html for the route %s', (url) => {
    expect(resolveRendererFile(url, ROOT, exists)).toBe(INDEX);
  });

  it.each([
    'app://admin/../../etc/passwd',
    'app://admin/%2e%2e/%2e%2e/etc/passwd',
    'app://admin/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    'app://admin/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    'app://admin/..%5c..%5cwindows%5cwin.ini',
    'app://admin/%2fetc%2fpasswd',
    'app://admin//etc/passwd',
    'app://admin/index.html%00.js',
    'app://admin/%E0%A4%A',
  ])('never leaves the root for %s', (url) => {
    const file = resolveRendererFile(url, ROOT, exists);
    expect(file.startsWith(ROOT + path.sep)).toBe(true);
    expect(file).toBe(INDEX);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (csp: string): Map<string, string[]> =>
    new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it("lets the page talk to and show images from the school's server only", () => {
    const csp = directives(contentSecurityPolicy('https://school.example:8443/edu'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://school.example:8443']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://school.example:8443']);
    expect(csp.get('media-src')).toContain('https://school.example:8443');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
  });

  it('lets no other host receive a request: images, media and fetches go to the app or the server only', () => {
    const csp = directives(contentSecurityPolicy('https://school.example'));
    for (const [name, sources] of csp) {
      if (name === 'frame-ancestors') continue;
      for (const source of sources) {
        expect(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:', 'https://school.example']).toContain(
          source,
        );
      }
    }
    expect(csp.get('img-src')).not.toContain('https:');
    expect(csp.get('img-src')).not.toContain('*');
  });

  it('allows images from the app and image previews only before a server is entered', () => {
    expect(directives(contentSecurityPolicy(null)).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('never allows eval or inline scripts', () => {
    const csp = contentSecurityPolicy('https://school.example');
    expect(csp).not.toContain('unsafe-eval');
    expect(directives(csp).get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows no server at all before one is entered, or for a bad value', () => {
    for (const address of [null, 'not a url', 'javascript:alert(1)']) {
      const csp = directives(contentSecurityPolicy(address));
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    }
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/app.JS', 'text/javascript; charset=utf-8'],
    ['assets/app.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['poppins.woff2', 'font/woff2'],
    ['mystery.bin', 'application/octet-stream'],
  ])('%s → %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('registerAppProtocol', () => {
  let root = '';
  let handler: Parameters<Protocol['handle']>[1] | undefined;
  let serverAddress: string | null = 'https://school.example';
  const netFetch = vi.fn(async (input: string | Request) => {
    // Chromium reads file:// URLs; Node's fetch cannot, so read the file the same way here.
    const url = typeof input === 'string' ? input : input.url;
    return new Response(await readFile(fileURLToPath(url)), { status: 200 });
  });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'renderer-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(tmpdir(), 'outside-secret.txt'), 'secret');
    registerAppProtocol({
      protocol: {
        handle: (scheme, listener) => {
          expect(scheme).toBe('app');
          handler = listener;
        },
      },
      net: { fetch: netFetch },
      rootDir: root,
      getServerAddress: () => serverAddress,
    });
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(path.join(tmpdir(), 'outside-secret.txt'), { force: true });
  });

  const request = async (url: string, method = 'GET'): Promise<Response> => {
    if (handler === undefined) throw new Error('app:// was not registered');
    return handler(new Request(url, { method }));
  };

  it('serves a route as index.html, with the CSP and an HTML content type', async () => {
    const response = await request('app://admin/admin/meetings');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      contentSecurityPolicy('https://school.example'),
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves a script as JavaScript', async () => {
    const response = await request('app://admin/assets/app.js');
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it('never serves a file outside the renderer', async () => {
    const response = await request('app://admin/..%2foutside-secret.txt');
    expect(await response.text()).not.toContain('secret');
    expect(netFetch).not.toHaveBeenCalledWith(expect.stringContaining('outside-secret'));
  });

  it('builds the CSP from the address kept now, not the one at start-up', async () => {
    serverAddress = 'http://192.168.1.20:3000';
    const csp = (await request('app://admin/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("connect-src 'self' http://192.168.1.20:3000");
    serverAddress = 'https://school.example';
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request('app://admin/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect((await request('app://admin/', 'POST')).status).toBe(405);
  });
});
