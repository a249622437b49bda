import { describe, expect, it, vi } from 'vitest';
import {
  applyNavigationRules,
  isAppUrl,
  mainWindowOptions,
  type NavigableContents,
  type PreventableEvent,
  WINDOW_SIZE,
} from './window';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions('/app/dist/desktop/preload/preload.cjs');

  // Each setting by name, so a failure says which protection was switched off.
  it.each(['contextIsolation', 'sandbox', 'webSecurity'] as const)('keeps %s on', (setting) => {
    expect(options.webPreferences?.[setting]).toBe(true);
  });

  it.each([
    'nodeIntegration',
    'nodeIntegrationInWorker',
    'nodeIntegrationInSubFrames',
    'allowRunningInsecureContent',
    'webviewTag',
    'experimentalFeatures',
  ] as const)('keeps %s off', (setting) => {
    expect(options.webPreferences?.[setting]).toBe(false);
  });

  it('loads the preload script it is given', () => {
    expect(options.webPreferences?.preload).toBe('/app/dist/desktop/preload/preload.cjs');
  });

  it('opens hidden until ready, titled, with a usable minimum size', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Admin');
    expect(options.minWidth).toBeGreaterThanOrEqual(640);
    expect(options.minHeight).toBeGreaterThanOrEqual(480);
    expect(options.width).toBeGreaterThanOrEqual(options.minWidth ?? 0);
    expect(options.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('mainWindowOptions with remembered bounds', () => {
  it('opens centred at the default size without any', () => {
    const options = mainWindowOptions('/p.cjs');
    expect(options).toMatchObject({ center: true, width: 1280, height: 840 });
    expect(options).not.toHaveProperty('x');
  });

  it('opens where it was left', () => {
    const options = mainWindowOptions('/p.cjs', { x: 40, y: 60, width: 1000, height: 700 });
    expect(options).toMatchObject({ x: 40, y: 60, width: 1000, height: 700 });
    expect(options).not.toHaveProperty('center');
  });

  it('centres a remembered size without a position, and never opens below the minimum size', () => {
    const options = mainWindowOptions('/p.cjs', { width: 500, height: 300 });
    expect(options).toMatchObject({
      center: true,
      width: WINDOW_SIZE.minWidth,
      height: WINDOW_SIZE.minHeight,
    });
  });
});

describe('isAppUrl', () => {
  it.each([
    ['app://admin/', undefined, true],
    ['app://admin/admin/meetings', undefined, true],
    ['app://admin/settings', undefined, true],
    ['app://other/', undefined, false],
    ['https://evil.example/', undefined, false],
    ['file:///etc/passwd', undefined, false],
    ['not a url', undefined, false],
    ['http://localhost:5173/admin', 'http://localhost:5173/', true],
    ['http://localhost:5174/admin', 'http://localhost:5173/', false],
    ['http://localhost:5173/admin', undefined, false],
    ['http://localhost:5173/admin', '', false],
  ])('%s (dev server %s) → %s', (url, dev, expected) => {
    expect(isAppUrl(url, dev)).toBe(expected);
  });
});

type Listener = (event: PreventableEvent, url: string) => void;

/** Records what the rules attach, so a test can fire navigations at it like Chromium would. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: NavigableContents = {
    on: (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const fire = (event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url = '') => {
    const listener = listeners.get(event);
    if (listener === undefined) throw new Error(`No ${event} listener`);
    const preventDefault = vi.fn();
    listener({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  const windowOpen = (url: string) => {
    if (openHandler === undefined) throw new Error('No window open handler');
    return openHandler({ url });
  };
  return { contents, fire, windowOpen };
}

describe('applyNavigationRules', () => {
  function setup() {
    const fake = fakeContents();
    const openExternal = vi.fn();
    applyNavigationRules(fake.contents, { isAppUrl: (url) => isAppUrl(url), openExternal });
    return { ...fake, openExternal };
  }

  it.each([
    ['another site', 'https://evil.example/'],
    ['a mail link (to the mail app)', 'mailto:office@school.example'],
  ])('prevents navigating to %s and opens it outside instead', (_label, url) => {
    const { fire, openExternal } = setup();
    expect(fire('will-navigate', url)).toBe(true);
    expect(openExternal).toHaveBeenCalledWith(url);
  });

  it('lets the app navigate within itself', () => {
    const { fire, openExternal } = setup();
    expect(fire('will-navigate', 'app://admin/admin')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'smb://server/share', 'app://other/'])(
    'prevents %s and opens it nowhere',
    (url) => {
      const { fire, openExternal } = setup();
      expect(fire('will-navigate', url)).toBe(true);
      expect(openExternal).not.toHaveBeenCalled();
    },
  );

  it('prevents redirects away from the app', () => {
    const { fire, openExternal } = setup();
    expect(fire('will-redirect', 'http://tracker.example/')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('http://tracker.example/');
    expect(fire('will-redirect', 'app://admin/admin/courses')).toBe(false);
  });

  it('denies every new window, opening web links in the browser', () => {
    const { windowOpen, openExternal } = setup();
    expect(windowOpen('https://school.example/meetings')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://school.example/meetings');
    expect(windowOpen('app://admin/admin')).toEqual({ action: 'deny' });
    expect(windowOpen('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('refuses to attach a webview', () => {
    const { fire } = setup();
    expect(fire('will-attach-webview')).toBe(true);
  });
});
