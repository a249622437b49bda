import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './testing/fakes';
import {
  initialPlacement,
  readWindowState,
  SAVE_DELAY_MS,
  trackWindowState,
  WINDOW_STATE_KEY,
  type Rectangle,
  type TrackedWindow,
  type WindowState,
} from './window-state';

const LIMITS = { width: 1280, height: 840, minWidth: 720, minHeight: 560 };
const LAPTOP: Rectangle = { x: 0, y: 0, width: 1920, height: 1050 };
const SECOND_SCREEN: Rectangle = { x: 1920, y: 0, width: 2560, height: 1400 };

const kept = (bounds: Rectangle, maximized = false): WindowState => ({ bounds, maximized });

describe('readWindowState', () => {
  it('reads back what was saved', () => {
    const state = kept({ x: 40, y: -20, width: 1000, height: 700 }, true);
    expect(readWindowState(memoryStore({ [WINDOW_STATE_KEY]: state }))).toEqual(state);
  });

  it.each([
    ['nothing kept', undefined],
    ['a string', 'big'],
    ['no bounds', { maximized: false }],
    ['a missing maximized flag', { bounds: { x: 0, y: 0, width: 800, height: 600 } }],
    ['a size of zero', kept({ x: 0, y: 0, width: 0, height: 600 })],
    ['a negative size', kept({ x: 0, y: 0, width: 800, height: -600 })],
    ['a fractional position', kept({ x: 0.5, y: 0, width: 800, height: 600 })],
    ['an absurd position', kept({ x: 1e9, y: 0, width: 800, height: 600 })],
    ['a size given as text', { bounds: { x: 0, y: 0, width: '800', height: 600 }, maximized: false }],
  ])('ignores %s (the file can be edited by hand)', (_label, value) => {
    expect(readWindowState(memoryStore({ [WINDOW_STATE_KEY]: value }))).toBeNull();
  });
});

describe('initialPlacement', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(initialPlacement(null, [LAPTOP], LIMITS)).toEqual({ width: 1280, height: 840, maximized: false });
  });

  it('reopens where and as big as it was left', () => {
    const saved = kept({ x: 100, y: 80, width: 1000, height: 700 });
    expect(initialPlacement(saved, [LAPTOP], LIMITS)).toEqual({
      x: 100,
      y: 80,
      width: 1000,
      height: 700,
      maximized: false,
    });
  });

  it('reopens on the second screen while it is there', () => {
    const saved = kept({ x: 2200, y: 100, width: 1600, height: 1000 });
    expect(initialPlacement(saved, [LAPTOP, SECOND_SCREEN], LIMITS)).toMatchObject({ x: 2200, y: 100 });
  });

  it('comes back centred on the laptop when the second screen is gone, keeping its size where it fits', () => {
    const saved = kept({ x: 2200, y: 100, width: 1600, height: 1200 });
    expect(initialPlacement(saved, [LAPTOP], LIMITS)).toEqual({
      width: 1600,
      height: 1050,
      maximized: false,
    });
  });

  it('keeps a window pushed partly off the edge while its title bar can still be grabbed', () => {
    const saved = kept({ x: 1700, y: 200, width: 1000, height: 700 });
    expect(initialPlacement(saved, [LAPTOP], LIMITS)).toMatchObject({ x: 1700, y: 200 });
  });

  it('centres a window whose title bar is above the screen or barely on it', () => {
    expect(
      initialPlacement(kept({ x: 100, y: -600, width: 1000, height: 700 }), [LAPTOP], LIMITS),
    ).not.toHaveProperty('x');
    expect(
      initialPlacement(kept({ x: 1850, y: 100, width: 1000, height: 700 }), [LAPTOP], LIMITS),
    ).not.toHaveProperty('x');
  });

  it('never opens smaller than the minimum size', () => {
    const saved = kept({ x: 10, y: 10, width: 300, height: 200 });
    expect(initialPlacement(saved, [LAPTOP], LIMITS)).toMatchObject({ width: 720, height: 560 });
  });

  it('reopens maximised, with the normal bounds to return to', () => {
    const saved = kept({ x: 100, y: 80, width: 1000, height: 700 }, true);
    expect(initialPlacement(saved, [LAPTOP], LIMITS)).toEqual({
      x: 100,
      y: 80,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });
});

type Event = 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close';

function fakeWindow() {
  const listeners = new Map<Event, (() => void)[]>();
  const state: { bounds: Rectangle; maximized: boolean; minimized: boolean; fullScreen: boolean } = {
    bounds: { x: 10, y: 20, width: 1000, height: 700 },
    maximized: false,
    minimized: false,
    fullScreen: false,
  };
  const window: TrackedWindow = {
    on: (event, listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    getNormalBounds: () => ({ ...state.bounds }),
    isMaximized: () => state.maximized,
    isMinimized: () => state.minimized,
    isFullScreen: () => state.fullScreen,
  };
  const emit = (event: Event) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  return { window, state, emit };
}

describe('trackWindowState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const store = memoryStore();
    const fake = fakeWindow();
    trackWindowState(fake.window, store);
    return { ...fake, store, saved: () => store.data.get(WINDOW_STATE_KEY) };
  }

  it('saves once the admin stops resizing or moving, not at every step', () => {
    const { state, emit, saved } = setup();
    for (let step = 0; step < 20; step++) {
      state.bounds = { ...state.bounds, width: 1000 + step };
      emit('resize');
      vi.advanceTimersByTime(50);
    }
    expect(saved()).toBeUndefined();
    state.bounds = { ...state.bounds, x: 300 };
    emit('move');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(saved()).toEqual(kept({ x: 300, y: 20, width: 1019, height: 700 }));
  });

  it('saves at once on close, without waiting for a pending resize', () => {
    const { state, emit, saved } = setup();
    state.bounds = { ...state.bounds, width: 1111 };
    emit('resize');
    emit('close');
    expect(saved()).toEqual(kept({ x: 10, y: 20, width: 1111, height: 700 }));
  });

  it('keeps the normal bounds when maximised, and saves the un-maximise', () => {
    const { state, emit, saved } = setup();
    state.maximized = true;
    emit('maximize');
    expect(saved()).toEqual(kept({ x: 10, y: 20, width: 1000, height: 700 }, true));
    state.maximized = false;
    emit('unmaximize');
    expect(saved()).toEqual(kept({ x: 10, y: 20, width: 1000, height: 700 }, false));
  });

  it('does not save a minimised or full-screen window as the state to reopen in', () => {
    const { state, emit, saved } = setup();
    emit('close');
    const before = saved();
    state.minimized = true;
    state.bounds = { x: -32000, y: -32000, width: 160, height: 28 };
    emit('move');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    state.minimized = false;
    state.fullScreen = true;
    emit('close');
    expect(saved()).toEqual(before);
  });
});
