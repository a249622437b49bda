import { useSyncExternalStore } from 'react';
import { platform } from './platform';

/**
 * The login token's one write path: kept in the platform's storage (the browser's localStorage
 * under 'token', or the desktop app's store), and announced to whoever shows or mirrors it (the
 * top bar, the admin area's auth state).
 */
type Listener = () => void;
const tokenListeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

function announce(listeners: Set<Listener>): void {
  for (const listener of [...listeners]) listener();
}

export function storedToken(): string | null {
  return platform().tokenStorage.get();
}

/**
 * What the login page says while the session the server ended has not been replaced by a new
 * login. Kept for the tab (sessionStorage) too: on the website the login page is a new document.
 */
let endedNotice: string | null = null;
const ENDED_NOTICE_KEY = 'session-ended';

function keepEndedNotice(notice: string | null): void {
  endedNotice = notice;
  try {
    if (notice === null) window.sessionStorage.removeItem(ENDED_NOTICE_KEY);
    else window.sessionStorage.setItem(ENDED_NOTICE_KEY, notice);
  } catch {
    // No storage (a private window's quota, the desktop app's sandbox): this document keeps it.
  }
}

/** After a successful login. */
export function keepToken(token: string): void {
  keepEndedNotice(null);
  platform().tokenStorage.set(token);
  announce(tokenListeners);
}

/** Logout (no notice), or a token the server refused (`notice`: why the admin must log in again). */
export function forgetToken(notice: string | null = null): void {
  keepEndedNotice(notice);
  platform().tokenStorage.remove();
  announce(tokenListeners);
}

/**
 * Why the last session ended, if the server ended it: every way to the login page (the expiry
 * redirect, the desktop app's gate, whichever renders first) says the same.
 */
export function sessionEndedNotice(): string | null {
  if (endedNotice !== null) return endedNotice;
  try {
    return window.sessionStorage.getItem(ENDED_NOTICE_KEY);
  } catch {
    return null;
  }
}

export function onTokenChange(listener: Listener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

// The server's HTML is made without any token, so hydration starts logged out and then looks.
const noToken = () => null;

/** The stored token, re-rendering when it changes; logged in means one is stored. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(onTokenChange, storedToken, noToken);
}

/**
 * Tells whoever listens that the server refused the stored token (expired, revoked, user
 * deleted). The app layer listens and sends the user to the login page with a message.
 */
export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export function notifySessionExpired(): void {
  announce(expiryListeners);
}

export const SESSION_EXPIRED_NOTICE = 'Your session has ended. Please log in again.';
