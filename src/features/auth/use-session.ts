import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, returningTo } from '@/config/paths';
import { useWriteOnDemand } from '@/lib/data-on-demand';
import { forgetToken, SESSION_EXPIRED_NOTICE, storedToken, useStoredToken } from '@/lib/session';

/** The login as every page sees it: the stored token (lib/session); the admin area's auth state follows it. */

/** Logged in means a token is present. */
export function useIsLoggedIn(): boolean {
  return useStoredToken() !== null;
}

/** What the login page can be told when it is opened by the app. */
export interface LoginNavigationState {
  notice?: string;
}

/**
 * What every screen does when the server refuses the stored token (lib/base-api notices it, lib/
 * session announces it): the token is forgotten and the visitor or admin goes to the login page,
 * which says why and brings them back to `here` afterwards. `go` is the screen's way to a page:
 * the router's navigate in the admin area, a new document on the website's islands.
 */
export function endSession(go: (to: string, state: LoginNavigationState) => void, here: string): void {
  forgetToken(SESSION_EXPIRED_NOTICE);
  go(here.startsWith(paths.login) ? here : returningTo(paths.login, here), {
    notice: SESSION_EXPIRED_NOTICE,
  });
}

/** The logout's endpoint, loaded with the first logout: the top bar carries no data layer. */
const logOutEndpoint = () => import('./auth-api').then(({ authApi }) => authApi.endpoints.logOut);

/**
 * Ends the session on the server (POST /api/logout), then forgets the token and goes to /login,
 * whether or not the server could be reached (a few seconds at most); the call goes out with the
 * token it had.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const logOut = useWriteOnDemand(logOutEndpoint);
  return useCallback(() => {
    const token = storedToken();
    // Any failure (offline, already refused) is ignored: the token is forgotten here either way,
    // once the call has been answered (or could not be), or after a few seconds at most. Not
    // before: forgetting it empties the cache, and on the website the login page is a new
    // document, either of which would cut the call off before the HTTP client has sent it.
    const revoked = token ? logOut(token) : Promise.resolve();
    void Promise.race([revoked, pause(LOGOUT_WAIT_MS)]).then(() => {
      forgetToken();
      return navigate(paths.login);
    });
  }, [navigate, logOut]);
}

/** How long a logout waits for the server before going to the login page anyway (offline). */
const LOGOUT_WAIT_MS = 3000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
