import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { forgetToken, storedToken, useStoredToken } from '@/lib/session';
import { revokeSession } from './auth-api';

/**
 * The login as every page sees it, without Redux (the public site's first load carries none; the
 * admin area's auth state follows the token, see app/admin).
 */

/** Spec point 4: logged in means a token is present. */
export function useIsLoggedIn(): boolean {
  return useStoredToken() !== null;
}

/** What the login page can be told when it is opened by the app. */
export interface LoginNavigationState {
  notice?: string;
}

/**
 * Ends the session on the server (POST /api/logout), forgets the token and goes to /login (spec
 * point 4). This device forgets the token at once, whether or not the server could be reached;
 * the call goes out with the token it had.
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
