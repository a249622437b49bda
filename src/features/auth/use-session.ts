import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { http } from '@/lib/http';
import { forgetToken, storedToken, useStoredToken } from '@/lib/session';

/**
 * The login as every page sees it, without Redux (the public site's first load carries none; the
 * admin area's auth state follows the token, see app/admin).
 */

/** Logged in means a token is present. */
export function useIsLoggedIn(): boolean {
  return useStoredToken() !== null;
}

/** What the login page can be told when it is opened by the app. */
export interface LoginNavigationState {
  notice?: string;
}

/**
 * POST /api/logout with the given token, so the server refuses it from then on. Any failure
 * (offline, already refused) is ignored: the token is forgotten on this device either way. Here,
 * not with the other account calls (auth-api.ts): every page's top bar can log out, and those
 * calls' answer checks stay out of the pages' first load.
 */
async function revokeSession(token: string): Promise<void> {
  await http({ url: '/api/logout', method: 'POST', auth: { token }, timeoutMs: 10_000 });
}

/**
 * Ends the session on the server (POST /api/logout), forgets the token and goes to /login. This
 * device forgets the token at once, whether or not the server could be reached; the call goes out
 * with the token it had.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = storedToken();
    if (token) void revokeSession(token);
    forgetToken();
    void navigate(paths.login);
  }, [navigate]);
}
