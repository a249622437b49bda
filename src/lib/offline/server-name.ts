import { platform } from '../platform';

/**
 * The server the admin screens talk to, as the admin knows it: its host ("school.example"). In
 * the desktop app that is the kept server address; on the website, the page's own host.
 */
export function serverHost(): string {
  const base = platform().apiBaseUrl() || window.location.origin;
  try {
    return new URL(base).host;
  } catch {
    return base;
  }
}

/** A moment of today as a clock shows it ("10:42"), in the admin's own locale. */
export function clockTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
