import { browserTokenStorage, type TokenStorage } from './token-storage';

/**
 * What differs between the website and the desktop app lives here: token storage and the API's
 * address. The website uses the browser's implementations; the desktop app installs its own.
 */
export interface Platform {
  tokenStorage: TokenStorage;
  /** The API's origin; '' means the page's own origin. */
  apiBaseUrl: () => string;
}

let current: Platform = { tokenStorage: browserTokenStorage, apiBaseUrl: () => '' };

export const platform = (): Platform => current;

export function installPlatform(next: Platform): void {
  current = next;
}

export { TOKEN_KEY, type TokenStorage } from './token-storage';
