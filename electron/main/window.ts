import type { BrowserWindowConstructorOptions } from 'electron';
import { DESKTOP_APP_HOST, DESKTOP_APP_ORIGIN, DESKTOP_APP_SCHEME } from '../../src/contract/desktop';
import { isExternalUrl } from './ipc/external';

/** app://admin: the server accepts API calls from this origin (src/contract/desktop.ts). */
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;

/**
 * The app's name for the system (and so its settings folder, with the kept login and server):
 * fixed, as renaming it would lose them. The school's own name is the page's title, which the
 * window shows once the school's settings are read (src/app/desktop/desktop-title.tsx).
 */
export const APP_NAME = 'Edu Meeting Admin';

/** The window's title until the page sets the school's: no school's name is known yet. */
export const WINDOW_TITLE = 'Admin';

/**
 * The window's first size, and its minimum: the admin tables turn into cards below 768 px, so the
 * window can be narrow.
 */
export const WINDOW_SIZE = { width: 1280, height: 840, minWidth: 720, minHeight: 560 } as const;

/** Where the window opens (window-state.ts); no x and y: centred. */
export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

export function mainWindowOptions(
  preloadPath: string,
  bounds: WindowBounds = { width: WINDOW_SIZE.width, height: WINDOW_SIZE.height },
): BrowserWindowConstructorOptions {
  return {
    title: WINDOW_TITLE,
    ...(bounds.x === undefined || bounds.y === undefined ? { center: true } : { x: bounds.x, y: bounds.y }),
    width: Math.max(bounds.width, WINDOW_SIZE.minWidth),
    height: Math.max(bounds.height, WINDOW_SIZE.minHeight),
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    // Shown on 'ready-to-show', so the admin never sees a white flash or a half-drawn page.
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}

/** Whether a URL is the app itself: app://admin/…, or the Vite dev server in development. */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${DESKTOP_APP_SCHEME}:` && parsed.host === DESKTOP_APP_HOST) return true;
  if (devServerUrl === undefined || devServerUrl === '') return false;
  try {
    return parsed.origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

/** The one thing navigation listeners need from Electron's event. */
export interface PreventableEvent {
  preventDefault(): void;
}

/** The parts of WebContents the rules attach to; a plain object in tests. */
export interface NavigableContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: PreventableEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationRules {
  isAppUrl: (url: string) => boolean;
  openExternal: (url: string) => void;
}

/**
 * The window shows the app and nothing else: links elsewhere open in the system's browser or mail
 * app (only http(s) and mailto; never file: or custom schemes), new windows and webviews never open.
 */
export function applyNavigationRules(contents: NavigableContents, rules: NavigationRules): void {
  const keepInApp = (event: PreventableEvent, url: string): void => {
    if (rules.isAppUrl(url)) return;
    event.preventDefault();
    if (isExternalUrl(url)) rules.openExternal(url);
  };
  contents.on('will-navigate', keepInApp);
  contents.on('will-redirect', keepInApp);
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalUrl(url)) rules.openExternal(url);
    return { action: 'deny' };
  });
}
