import type { KeyValueStore } from './settings';

export const WINDOW_STATE_KEY = 'windowState';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The window as it was left: its normal (restored) bounds, kept even while maximised so that
 * un-maximising after a restart returns to them, and whether it was maximised.
 */
export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

/** Where and how big the window opens: no x and y means centred by the system. */
export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface SizeLimits {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/** Beyond any real screen: a hand-edited 1e9 is not a size. */
const MAX_COORDINATE = 100_000;

/** How much of the window's title bar must be on a screen for the admin to grab it. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 32;

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_COORDINATE;

const isSize = (value: unknown): value is number => isCoordinate(value) && value > 0;

/** The kept state, or null when there is none or the file holds something else (it can be hand-edited). */
export function readWindowState(store: KeyValueStore): WindowState | null {
  const stored = store.get(WINDOW_STATE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { bounds, maximized } = stored as Record<string, unknown>;
  if (typeof maximized !== 'boolean' || typeof bounds !== 'object' || bounds === null) return null;
  const { x, y, width, height } = bounds as Record<string, unknown>;
  if (!isCoordinate(x) || !isCoordinate(y) || !isSize(width) || !isSize(height)) return null;
  return { bounds: { x, y, width, height }, maximized };
}

export function saveWindowState(store: KeyValueStore, state: WindowState): void {
  store.set(WINDOW_STATE_KEY, state);
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Whether the window's title bar is on a screen far enough to be dragged back. */
function isReachable(bounds: Rectangle, workAreas: Rectangle[]): boolean {
  const titleBar = { ...bounds, height: GRAB_HEIGHT };
  return workAreas.some((area) => {
    const { width, height } = overlap(titleBar, area);
    return width >= Math.min(GRAB_WIDTH, bounds.width) && height >= GRAB_HEIGHT;
  });
}

/**
 * Where the window opens: the kept bounds when its title bar is on one of today's screens (a
 * second monitor may be gone, or the resolution smaller), otherwise the kept size centred.
 * Never smaller than the window's minimum, nor larger than the screen it opens on.
 *
 * @param workAreas each display's work area (screen.getAllDisplays()), the primary one first
 */
export function initialPlacement(
  saved: WindowState | null,
  workAreas: Rectangle[],
  limits: SizeLimits,
): WindowPlacement {
  const wanted = saved?.bounds ?? { x: 0, y: 0, width: limits.width, height: limits.height };
  const onScreen = saved !== null && isReachable(wanted, workAreas);
  const screen = (onScreen ? workAreas.find((area) => isReachable(wanted, [area])) : workAreas[0]) ?? null;
  const fit = (size: number, min: number, max: number | undefined): number =>
    Math.max(min, max === undefined ? size : Math.min(size, max));
  const width = fit(wanted.width, limits.minWidth, screen?.width);
  const height = fit(wanted.height, limits.minHeight, screen?.height);
  const maximized = saved?.maximized ?? false;
  return onScreen ? { x: wanted.x, y: wanted.y, width, height, maximized } : { width, height, maximized };
}

/** The parts of BrowserWindow the tracking reads and listens to; a plain object in tests. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isMinimized(): boolean;
  isFullScreen(): boolean;
}

/** How long after the last resize or move the state is written: dragging fires dozens a second. */
export const SAVE_DELAY_MS = 500;

/**
 * Keeps the window's state in the store as the admin resizes, moves and maximises it, and once
 * more as it closes. Minimised and full-screen are not states to reopen in, so they are not saved.
 */
export function trackWindowState(window: TrackedWindow, store: KeyValueStore): void {
  let pending: ReturnType<typeof setTimeout> | undefined;

  const save = (): void => {
    clearTimeout(pending);
    pending = undefined;
    if (window.isMinimized() || window.isFullScreen()) return;
    saveWindowState(store, { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  };
  const saveSoon = (): void => {
    clearTimeout(pending);
    pending = setTimeout(save, SAVE_DELAY_MS);
  };

  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', save);
  window.on('unmaximize', save);
  window.on('close', save);
}
