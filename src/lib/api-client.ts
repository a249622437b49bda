import axios, { isAxiosError } from 'axios';
import { serverMessageOf, type ApiError } from './api-errors';
import { platform } from './platform';

export type { ApiError } from './api-errors';

/**
 * The one HTTP client; every call of the data layer (lib/base-api.ts) goes through it. A visitor's
 * page loads it with its first call to the server: a page the server drew has its answers already.
 */
export const apiClient = axios.create({ timeout: 30_000 });

apiClient.interceptors.request.use((config) => {
  config.baseURL = platform().apiBaseUrl();
  return config;
});

/** The server's own message when it sent one, else the network error's message. */
export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    const serverMessage = serverMessageOf(data);
    return {
      status: error.response?.status ?? 0,
      message: serverMessage ?? error.message,
      fromServer: serverMessage !== undefined,
      data,
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error), fromServer: false };
}
