import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { apiClient } from '@/lib/api-client';

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
});

afterEach(() => {
  cleanup();
});
