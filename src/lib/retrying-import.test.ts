import { retryingImport } from './retrying-import';

describe('a lazy import tried again', () => {
  it('comes once the code can be fetched, after failures, without ever failing', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const load = () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('Swiper');
      };
      const loaded = retryingImport(load);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1 + 2000);
      await expect(loaded).resolves.toBe('Swiper');
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
