import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { forgetToken } from '@/lib/session';
import { useRealClock } from './fake-clock';

// waitFor and findBy wait for what a screen does next (a fake answer, a redraw), not for a time:
// their limit only catches a hang. Testing Library's default, 1 s, failed whole screens on a busy
// machine; a step that must take a given time runs on a fake clock (testing/fake-clock.ts).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  // No component test reaches a real network: a call nobody faked fails loudly.
  apiClient.defaults.adapter = (config) =>
    Promise.reject(
      new AxiosError(
        `Unfaked call ${config.method ?? ''} ${config.url ?? ''}`,
        AxiosError.ERR_NETWORK,
        config,
      ),
    );
  globalThis.fetch = (input) =>
    Promise.reject(new TypeError(`Unfaked call ${input instanceof Request ? input.url : input.toString()}`));
  window.localStorage.clear();
  // Why a session ended is kept for the tab (sessionStorage) and this document: neither outlives a test.
  window.sessionStorage.clear();
  forgetToken();
});

afterEach(() => {
  // A test on a fake clock (fake-clock.ts, vi.useFakeTimers) leaves the real one to the next.
  useRealClock();
  cleanup();
});
