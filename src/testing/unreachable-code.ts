import { vi } from 'vitest';

/** What Chromium throws when a chunk cannot be fetched (the server is out of reach). */
export const unreachable = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://school.test/assets/a.js'),
  );

/** A code load that fails as the server is out of reach, until `back()` is called; then it gives `module`. */
export function loadWhileServerDown<M>(module: M) {
  let up = false;
  const load = vi.fn(() => (up ? Promise.resolve(module) : unreachable()));
  return {
    load,
    back: () => {
      up = true;
    },
  };
}

/** A code load that fails `failures` times, then gives `module`. */
export function failingLoad<M>(failures: number, module: M) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls > failures ? Promise.resolve(module) : unreachable();
  });
}
