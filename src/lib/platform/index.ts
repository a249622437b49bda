import { browserTokenStorage, type TokenStorage } from './token-storage';

/**
 * How an image file is chosen outside a browser (the desktop app's native open dialog). Resolves
 * null when the admin cancels; rejects with an Error whose message says why a file was refused.
 */
export type PickImage = () => Promise<File | null>;

/**
 * What differs between the website and the desktop app lives here: token storage, the API's
 * address and how an image is chosen. The website uses the browser's implementations; the
 * desktop app installs its own (lib/platform/desktop.ts) before anything renders.
 */
export interface Platform {
  tokenStorage: TokenStorage;
  /** The API's origin; '' means the page's own origin. */
  apiBaseUrl: () => string;
  /** Absent: the browser's file input. */
  pickImage?: PickImage | undefined;
  /**
   * Called once the server has marked the contact messages seen. The desktop app refreshes its
   * unread badge at once; the website has nothing to update.
   */
  onMessagesSeen?: (() => void) | undefined;
}

let current: Platform = { tokenStorage: browserTokenStorage, apiBaseUrl: () => '' };

export const platform = (): Platform => current;

export function installPlatform(next: Platform): void {
  current = next;
}

/**
 * Where the browser finds a file the server gave by path (e.g. '/uploads/…'): the API's own
 * origin, which on the website is the page's and in the desktop app the school's server.
 */
export function serverFileUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${current.apiBaseUrl()}${url}` : url;
}

export { TOKEN_KEY, type TokenStorage } from './token-storage';
