/** Where the login token is kept: the browser's localStorage, or the desktop app's store. */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

/** The key the token is stored under. */
export const TOKEN_KEY = 'token';

export const browserTokenStorage: TokenStorage = {
  get: () => {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null; // storage disabled (private mode, blocked cookies)
    }
  },
  set: (token) => {
    try {
      window.localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Without storage the visitor stays logged in for this page only.
    }
  },
  remove: () => {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // nothing stored
    }
  },
};
