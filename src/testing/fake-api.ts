import type { AxiosAdapter, AxiosProgressEvent, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, text, or the FormData object itself for multipart calls (read it with `.get()`). */
  body: unknown;
  /** Reports upload progress to the caller, as a browser does while a body is sent. */
  uploadProgress: (loaded: number, total: number) => void;
}

export type FakeAnswer = { status: number; body?: unknown } | { networkError: string };
/** The server's refusal as the API sends it: the status, and its reason in the error body. */
export const refusedWith = (statusCode: number, message: string): FakeAnswer => ({
  status: statusCode,
  body: { success: false, statusCode, message },
});

export type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

type Routes = Record<string, Handler | FakeAnswer>;

async function answer(routes: Routes, request: FakeRequest): Promise<FakeAnswer> {
  const route = routes[`${request.method} ${request.url}`];
  if (route === undefined)
    return { status: 404, body: { message: `No fake for ${request.method} ${request.url}` } };
  return typeof route === 'function' ? route(request) : route;
}

/** The health check of a page that failed to load (app/load-retry.tsx) calls fetch: the same fake answers it. */
function fakeFetch(routes: Routes, requests: FakeRequest[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let body: unknown = init?.body ?? undefined;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // leave as text
      }
    }
    const request: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: url.pathname,
      params: Object.fromEntries(url.searchParams),
      headers,
      body,
      uploadProgress: () => undefined,
    };
    requests.push(request);
    const reply = await answer(routes, request);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
}

/**
 * Answers the app's HTTP calls in component tests without a server, whichever client makes them
 * (axios, for the data layer; fetch, for the health check). Keys are 'METHOD /path' (no query
 * string). Unknown calls answer 404. Returns every request made, for assertions; query
 * parameters come as text, as on the wire.
 */
export function fakeApi(routes: Routes): FakeRequest[] {
  const requests: FakeRequest[] = [];
  globalThis.fetch = fakeFetch(routes, requests);
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [url = '', query = ''] = (config.url ?? '').split('?');
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
      // As they go on the wire: text, whether written into the address or given apart.
      params: Object.fromEntries(
        [
          ...new URLSearchParams(query),
          ...Object.entries((config.params ?? {}) as Record<string, unknown>),
        ].map(([key, value]) => [key, String(value)]),
      ),
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
    const reply = await answer(routes, request);
    if ('networkError' in reply) throw new AxiosError(reply.networkError, AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
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

/**
 * A write the fake server answers with `answer`, and whether it came: the reads after it answer
 * what it changed (`came() ? after : before`).
 */
export function fakeWrite(answer: FakeAnswer): { handler: Handler; came: () => boolean } {
  let came = false;
  return {
    handler: () => {
      came = true;
      return answer;
    },
    came: () => came,
  };
}

/** A fake server that can be out of reach: the requests it was sent, and whether its writes get through. */
export interface FakeServer {
  requests: FakeRequest[];
  /** While false, every call but a GET finds no server (a network error), as when the connection drops. */
  reachable: boolean;
}

/** fakeApi, with its writes turned away as unreachable while `reachable` is false (reads still answer). */
export function fakeApiWithOutage(routes: Routes): FakeServer {
  const server: FakeServer = { requests: [], reachable: true };
  const guarded = Object.entries(routes).map(([route, handler]): [string, Handler] => [
    route,
    (request) => {
      if (request.method !== 'GET' && !server.reachable) return { networkError: 'Network Error' };
      return typeof handler === 'function' ? handler(request) : handler;
    },
  ]);
  server.requests = fakeApi(Object.fromEntries(guarded));
  return server;
}
