import {
  LoginResponse,
  MessageResponse,
  RegisterResponse,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type User,
} from '@/contract';
import { apiClient } from '@/lib/api-client';
import { baseApi } from '@/lib/base-api';
import { parseResponse } from '@/lib/parse';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/login → the token (spec: data.data). */
    login: build.mutation<string, LoginBody>({
      query: (body) => ({ url: '/api/login', method: 'POST', data: body, auth: false }),
      transformResponse: (raw: unknown) => parseResponse(LoginResponse, raw).data,
    }),
    register: build.mutation<User, RegisterBody>({
      query: (body) => ({ url: '/api/register', method: 'POST', data: body, auth: false }),
      transformResponse: (raw: unknown) => parseResponse(RegisterResponse, raw).data,
    }),
    /** PATCH /api/profile/password → the server's message; the user's other sessions end. */
    changePassword: build.mutation<string, ChangePasswordBody>({
      query: (body) => ({ url: '/api/profile/password', method: 'PATCH', data: body }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useChangePasswordMutation } = authApi;

/**
 * POST /api/logout with the given token, so the server refuses it from then on. Any failure
 * (offline, already refused) is ignored: the token is forgotten on this device either way.
 */
export async function revokeSession(token: string): Promise<void> {
  try {
    await apiClient.post('/api/logout', undefined, {
      headers: { Authorization: `Bearer ${token}` },
      timeout: 10_000,
    });
  } catch {
    // The session then ends when the token expires.
  }
}
