import { afterEach, beforeEach, vi, type Mock } from 'vitest';

type Log = (...data: unknown[]) => void;

/**
 * Keeps console[method] quiet in every test of the file, for code that logs its failures on
 * purpose. The mock it gives sees every call, so a test can still check what was logged.
 */
export function quietConsole(method: 'error' | 'warn'): Mock<Log> {
  const logged = vi.fn<Log>();
  let restore: (() => void) | undefined;
  beforeEach(() => {
    logged.mockClear();
    const spy = vi.spyOn(console, method).mockImplementation(logged);
    restore = () => spy.mockRestore();
  });
  afterEach(() => restore?.());
  return logged;
}
