import { LoginResponse, RegisterResponse, type LoginBody, type RegisterBody, type User } from '@/contract';
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
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
