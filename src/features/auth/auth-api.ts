import {
  LoginResponse,
  MessageResponse,
  ProfileResponse,
  RegisterResponse,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type User,
} from '@/contract';
import { loaded, send, type Checked } from '@/lib/http';
import type { PublicQuery } from '@/lib/page-data';
import { parseResponse } from '@/lib/parse';

/**
 * The account calls of the login, sign-up and change-password screens. They run on the public
 * site too, so they go through lib/http (fetch), not the admin area's RTK Query.
 */

/** POST /api/login → the token (the answer's `data`). */
export function logIn(body: LoginBody): Promise<Checked<string>> {
  return send(
    { url: '/api/login', method: 'POST', body, auth: false },
    loaded((raw) => parseResponse(LoginResponse, raw).data),
  );
}

export function register(body: RegisterBody): Promise<Checked<User>> {
  return send(
    { url: '/api/register', method: 'POST', body, auth: false },
    loaded((raw) => parseResponse(RegisterResponse, raw).data),
  );
}

/** PATCH /api/profile/password → the server's message; the user's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<Checked<string>> {
  return send(
    { url: '/api/profile/password', method: 'PATCH', body },
    loaded((raw) => parseResponse(MessageResponse, raw).message),
  );
}

/** The logged-in user, with the stored token. */
export const profile: PublicQuery<void, User> = {
  url: () => '/api/profile',
  auth: true,
  check: loaded((raw) => parseResponse(ProfileResponse, raw).data),
};

export function fetchProfile(): Promise<Checked<User>> {
  return send({ url: profile.url() }, profile.check);
}
