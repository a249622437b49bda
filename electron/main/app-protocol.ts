import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Net, Protocol } from 'electron';
import { DESKTOP_APP_SCHEME } from '../../src/contract/desktop';

/** The scheme the renderer is served under (app://admin/…): a secure, standard origin of its own. */
export const APP_SCHEME = DESKTOP_APP_SCHEME;

const INDEX_HTML = 'index.html';

/**
 * The file to serve for an app:// request. A path that is not a file inside rootDir is a route of
 * the single-page app, so it gets index.html; `..`, encoded or not, never leaves rootDir.
 */
export function resolveRendererFile(
  requestUrl: string,
  rootDir: string,
  exists: (filePath: string) => boolean,
): string {
  const root = path.resolve(rootDir);
  const index = path.join(root, INDEX_HTML);

  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return index;
  }
  if (pathname.includes('\0')) return index;

  // Joined as a relative path, then checked: the URL parser resolves plain `..`, but not `%2f`.
  const candidate = path.resolve(root, `.${path.sep}${pathname.replace(/^[/\\]+/, '')}`);
  const relative = path.relative(root, candidate);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return inside && exists(candidate) ? candidate : index;
}

/** Only the origin: a CSP source with a path would match that one path, not /uploads/… under it. */
function serverOrigin(serverAddress: string | null): string | null {
  if (serverAddress === null) return null;
  try {
    const { protocol, origin } = new URL(serverAddress);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The page may load code only from the app itself and reach only the school's server. Styles
 * allow 'unsafe-inline' because SweetAlert2 and React's style props set them inline. Images come
 * from the app, the server, and data:/blob: (a picked picture's preview), never another host: an
 * <img> pointing elsewhere is a way for injected markup to send data out. So a meeting's picture
 * given as a link to another site shows as a broken image in the app (not on the website).
 */
export function contentSecurityPolicy(serverAddress: string | null): string {
  const server = serverOrigin(serverAddress);
  const withServer = (...sources: string[]): string =>
    [...sources, ...(server === null ? [] : [server])].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${withServer("'self'", 'data:', 'blob:')}`,
    `media-src ${withServer("'self'")}`,
    `font-src 'self' data:`,
    `connect-src ${withServer("'self'")}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'none'`,
  ].join('; ');
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** By extension, not by the OS's MIME database: module scripts are refused with a wrong type. */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

const isFile = (filePath: string): boolean => {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
};

export interface AppProtocolDeps {
  protocol: Pick<Protocol, 'handle'>;
  net: Pick<Net, 'fetch'>;
  /** The built renderer (dist/desktop/renderer). */
  rootDir: string;
  /** Read per response, so a newly entered server address applies from the next page load. */
  getServerAddress: () => string | null;
}

/** Serves the built renderer under app://admin/. Call once the app is ready. */
export function registerAppProtocol({ protocol, net, rootDir, getServerAddress }: AppProtocolDeps): void {
  protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const file = resolveRendererFile(request.url, rootDir, isFile);
    const fileResponse = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(fileResponse.headers);
    headers.set('Content-Type', contentTypeFor(file));
    headers.set('Content-Security-Policy', contentSecurityPolicy(getServerAddress()));
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
    return new Response(request.method === 'HEAD' ? null : fileResponse.body, {
      status: fileResponse.status,
      statusText: fileResponse.statusText,
      headers,
    });
  });
}
