import { useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { baseApi } from '@/lib/base-api';
import { platform } from '@/lib/platform';
import { onSessionExpired, SESSION_EXPIRED_NOTICE } from '@/lib/session';
import { useAppDispatch } from '@/lib/store-hooks';
import { revokeSession } from './auth-api';
import { loggedOut, sessionExpired, type AuthState } from './auth-slice';

export const selectAuth = (state: { auth: AuthState }) => state.auth;

export function useAuth(): AuthState {
  return useSelector(selectAuth);
}

/** Spec point 4: logged in means a token is present. */
export function useIsLoggedIn(): boolean {
  return useAuth().token !== null;
}

/** When the server refuses the token: forget it and go to /login with a message saying why. */
export function useSessionExpiryRedirect(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        platform().tokenStorage.remove();
        dispatch(sessionExpired());
        dispatch(baseApi.util.resetApiState());
        void navigate(paths.login, {
          state: { notice: SESSION_EXPIRED_NOTICE } satisfies LoginNavigationState,
        });
      }),
    [dispatch, navigate],
  );
}

/** What the login page can be told when it is opened by the app. */
export interface LoginNavigationState {
  notice?: string;
}

/**
 * Ends the session on the server (POST /api/logout), clears the user and token, forgets cached
 * private data and goes to /login (spec point 4). This device forgets the token at once, whether
 * or not the server could be reached; the call goes out with the token it had.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = platform().tokenStorage.get();
    if (token) void revokeSession(token);
    platform().tokenStorage.remove();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    void navigate(paths.login);
  }, [dispatch, navigate]);
}
