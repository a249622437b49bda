import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type CombinedState } from '@reduxjs/toolkit/query/react';
import type { AxiosProgressEvent, Method, ResponseType } from 'axios';
import type { ApiAnswer } from '@/contract/page-render';
import { checked, type LoadCheck } from './answer-check';
import { refusal, type ApiError } from './api-errors';
import { notifySessionExpired, storedToken } from './session';

/**
 * The one client data layer: RTK Query over axios, for the public pages' islands, the admin area
 * and the desktop app alike. Each resource adds its endpoints with `injectEndpoints` in its api
 * module; tags keep every screen that shows a record coherent after a write.
 */

export interface ApiRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, string | number | undefined>;
  /**
   * Send the stored token (default), none (`false`: public reads), or exactly this one (a logout
   * revokes the token it had, whatever is stored by the time the call goes out).
   */
  auth?: boolean | { token: string };
  /** How the answer is checked against the contract; loaded while the call is under way. */
  check?: LoadCheck<unknown>;
  /** `Accept` (default JSON), and how the body is read (a CSV download reads text). */
  accept?: string;
  responseType?: ResponseType;
  timeoutMs?: number;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

/**
 * How the server's renderer (entry-server.tsx) runs the same endpoints: its own API answered
 * in-process, given to the store as the thunks' extra argument. The browser has none.
 */
export interface ServerTransport {
  fetchApi: (url: string) => Promise<ApiAnswer>;
}

/** What a call says when no answer could come (the words axios uses). */
const NETWORK_ERROR = 'Network Error';

const isServerTransport = (extra: unknown): extra is ServerTransport =>
  typeof extra === 'object' && extra !== null && 'fetchApi' in extra && typeof extra.fetchApi === 'function';

export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiError>;

function tokenFor(auth: ApiRequest['auth']): string | null {
  if (auth === false) return null;
  if (typeof auth === 'object') return auth.token;
  return storedToken();
}

const withParams = (url: string, params: ApiRequest['params']): string => {
  const entries = Object.entries(params ?? {}).filter((entry): entry is [string, string | number] => {
    return entry[1] !== undefined;
  });
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
};

/**
 * axios, loaded with the first call; once here, a call reaches it at once (in the same turn of
 * the event loop as the screen that made it).
 */
let client: Promise<typeof import('./api-client')> | undefined;
const httpClient = () =>
  (client ??= import('./api-client').catch((error: unknown) => {
    // Not here (the connection dropped before it came): the next call tries again.
    client = undefined;
    throw error;
  }));

/** The body of a call, through axios (loaded with the first call) or, on the server, in-process. */
async function transport(
  { url, method = 'GET', data, params, accept, responseType, timeoutMs, onUploadProgress }: ApiRequest,
  token: string | null,
  extra: unknown,
): Promise<{ data: unknown; status: number; error?: undefined } | { data?: undefined; error: ApiError }> {
  if (isServerTransport(extra)) {
    const answer = await extra.fetchApi(withParams(url, params));
    return answer.status >= 400
      ? { error: refusal(answer.status, answer.body) }
      : { data: answer.body, status: answer.status };
  }
  let http: Awaited<ReturnType<typeof httpClient>>;
  try {
    http = await httpClient();
  } catch {
    return { error: { status: 0, message: NETWORK_ERROR, fromServer: false } };
  }
  const { apiClient, toApiError } = http;
  // The token goes with a call here and nowhere else.
  const headers: Record<string, string> = { Accept: accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await apiClient.request({
      url,
      method,
      data,
      params,
      headers,
      responseType,
      onUploadProgress,
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
    });
    return { data: response.data as unknown, status: response.status };
  } catch (error) {
    return { error: toApiError(error) };
  }
}

/** The data layer's one way to the server; it never throws, failures come back as `{ error }`. */
const apiBaseQuery: ApiBaseQuery = async ({ auth = true, check, ...request }, { extra }) => {
  // The check loads while the call is under way; one that fails to load is reported with the answer.
  const loading = check?.();
  loading?.catch(() => undefined);
  const token = tokenFor(auth);
  const answer = await transport(request, token, extra);
  if (answer.error) {
    // The stored token was refused: the session is over, whatever the call was. The one place a
    // 401 is noticed; lib/session tells the screens (features/auth/use-session.ts endSession).
    if (answer.error.status === 401 && token !== null && auth === true) notifySessionExpired();
    return { error: answer.error };
  }
  return loading ? checked(loading, answer.data, answer.status) : { data: answer.data };
};

/**
 * What the cache tags that more than one screen uses: a record type's lists and records, which
 * the dashboard (and a meeting's registrations) refresh with, and the school's site and home page
 * texts, which an admin's save refreshes on the public pages. A resource whose tag only its own
 * screens use adds it in its api module (`baseApi.enhanceEndpoints({ addTagTypes: [...] })`).
 */
const TAG_TYPES = [
  'Meeting',
  'Course',
  'Contact',
  'User',
  'Profile',
  'ContentPage',
  'Site',
  'HomeContent',
  'MyRegistrations',
  'Outbox',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

const REDUCER_PATH = 'api';

/** The answers a server-drawn page carries (lib/page-data.tsx): the server's store state, in part. */
export type ApiState = CombinedState<Record<string, never>, TagType, typeof REDUCER_PATH>;

/** Puts the answers a server-drawn page carries into the cache (lib/page-data.tsx). */
export const hydratePageData = createAction<ApiState>('pageData/hydrate');

/** The one API; each feature adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: REDUCER_PATH,
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  extractRehydrationInfo: (action) => (hydratePageData.match(action) ? action.payload : undefined),
  endpoints: () => ({}),
});
