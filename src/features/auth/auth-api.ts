import type { ChangePasswordBody, LoginBody, RegisterBody, User } from '@/contract';
import { send, type Checked } from '@/lib/http';
import type { PublicQuery } from '@/lib/page-data';

const answers = () => import('./auth-answers');

/**
 * The account calls of the login, sign-up and change-password screens. They run on the public
 * site too, so they go through lib/http (fetch), not the admin area's RTK Query; their answers'
 * checks come when an answer does (auth-answers.ts).
 */

/** POST /api/login → the token (the answer's `data`). */
export function logIn(body: LoginBody): Promise<Checked<string>> {
  return send({ url: '/api/login', method: 'POST', body, auth: false }, () =>
    answers().then((checks) => checks.loginToken),
  );
}

export function register(body: RegisterBody): Promise<Checked<User>> {
  return send({ url: '/api/register', method: 'POST', body, auth: false }, () =>
    answers().then((checks) => checks.registeredUser),
  );
}

/** PATCH /api/profile/password → the server's message; the user's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<Checked<string>> {
  return send({ url: '/api/profile/password', method: 'PATCH', body }, () =>
    answers().then((checks) => checks.message),
  );
}

/** The logged-in user, with the stored token. */
export const profile: PublicQuery<void, User> = {
  url: () => '/api/profile',
  auth: true,
  check: () => answers().then((checks) => checks.profileUser),
};

export function fetchProfile(): Promise<Checked<User>> {
  return send({ url: profile.url() }, profile.check);
}
