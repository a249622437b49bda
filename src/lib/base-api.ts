import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosProgressEvent, Method } from 'axios';
import { apiClient, authHeader, toApiError, type ApiError } from './api-client';
import { notifySessionExpired } from './session';

export interface ApiRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, string | number | undefined>;
  /** Send the stored token (default). Public reads set this to false. */
  auth?: boolean;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiError>;

/** axios behind RTK Query; it never throws, failures come back as `{ error }`. */
const axiosBaseQuery: ApiBaseQuery = async ({ auth = true, ...request }) => {
  const headers = auth ? authHeader() : {};
  try {
    const response = await apiClient.request({ ...request, headers });
    return { data: response.data as unknown };
  } catch (error) {
    const apiError = toApiError(error);
    // A token we sent was refused: the session is over, whatever the call was.
    if (apiError.status === 401 && 'Authorization' in headers) notifySessionExpired();
    return { error: apiError };
  }
};

/**
 * What the cache tags that more than one feature uses: a record type's lists and records, which
 * the dashboard (and a meeting's registrations) refresh with. A resource whose tag only its own
 * screens use adds it in its api module instead (`baseApi.enhanceEndpoints({ addTagTypes: [...] })`).
 */
const TAG_TYPES = ['Meeting', 'Course', 'Contact', 'User', 'Profile', 'ContentPage'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one API; each feature adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
