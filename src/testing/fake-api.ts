import type { AxiosAdapter, AxiosProgressEvent, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  /** Parsed JSON, text, or the FormData object itself for multipart calls (read it with `.get()`). */
  body: unknown;
  /** Reports upload progress to the caller, as a browser does while a body is sent. */
  uploadProgress: (loaded: number, total: number) => void;
}

export type FakeAnswer = { status: number; body?: unknown } | { networkError: string };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers the app's HTTP calls in component tests without a server. Keys are 'METHOD /path'
 * (no query string). Unknown calls answer 404. Returns every request made, for assertions.
 */
export function fakeApi(routes: Record<string, Handler | FakeAnswer>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0] ?? '';
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string') headers[key.toLowerCase()] = value;
    }
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // leave as text
      }
    }
    const request: FakeRequest = {
      method,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers,
      body,
      uploadProgress: (loaded, total) => {
        const event: AxiosProgressEvent = {
          loaded,
          total,
          progress: total > 0 ? loaded / total : undefined,
          bytes: loaded,
          lengthComputable: true,
          upload: true,
        };
        config.onUploadProgress?.(event);
      },
    };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { message: `No fake for ${method} ${url}` } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if ('networkError' in answer) throw new AxiosError(answer.networkError, AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        undefined,
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return requests;
}
