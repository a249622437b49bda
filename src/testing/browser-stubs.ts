import { vi } from 'vitest';

/**
 * jsdom has no matchMedia; Swiper's breakpoints and the reduced-motion checks use it. Every query
 * answers `matches(query)` (default: nothing matches, i.e. a wide screen with motion allowed).
 * Undo with vi.unstubAllGlobals().
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/**
 * The page at `address` (a path or a URL on this origin), whose navigations the test sees:
 * jsdom's location cannot be spied on. Undo with vi.unstubAllGlobals().
 */
export function stubLocation(address: string) {
  const url = new URL(address, window.location.origin);
  const assign = vi.fn<(url: string) => void>();
  const replace = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    href: url.href,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign,
    replace,
  });
  return { assign, replace };
}

type Entry = { isIntersecting: boolean; target: Element };

/**
 * jsdom has no IntersectionObserver. This one reports nothing until the test calls `enterView()`,
 * which tells every observer that its elements are now visible. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: readonly number[] = [];
    private readonly elements = new Set<Element>();

    constructor(private readonly callback: (entries: Entry[], observer: FakeIntersectionObserver) => void) {
      observers.add(this);
    }

    observe(element: Element) {
      this.elements.add(element);
    }

    unobserve(element: Element) {
      this.elements.delete(element);
    }

    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }

    takeRecords(): Entry[] {
      return [];
    }

    report(isIntersecting: boolean) {
      if (this.elements.size === 0) return;
      this.callback(
        [...this.elements].map((target) => ({ isIntersecting, target })),
        this,
      );
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** How many observers are watching something now. */
    active: () => [...observers].length,
    enterView: () => [...observers].forEach((observer) => observer.report(true)),
  };
}

/**
 * jsdom has no URL.createObjectURL / revokeObjectURL (image previews use them). Each created URL
 * is 'blob:preview-N'. Undo with the returned `restore()`.
 */
export function stubObjectUrls() {
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  let count = 0;
  const create = vi.fn((_blob: Blob) => `blob:preview-${++count}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return {
    create,
    revoke,
    restore: () => {
      for (const [name, descriptor] of [
        ['createObjectURL', original.create],
        ['revokeObjectURL', original.revoke],
      ] as const) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    },
  };
}
