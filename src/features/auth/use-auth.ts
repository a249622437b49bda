import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { forgetToken, onSessionExpired, SESSION_EXPIRED_NOTICE } from '@/lib/session';
import { useAppDispatch } from '@/lib/store-hooks';
import { sessionExpired, type AuthState } from './auth-slice';
import type { LoginNavigationState } from './use-session';

export const selectAuth = (state: { auth: AuthState }) => state.auth;

/** The admin area's auth state (Redux): the profile, its status and the token. */
export function useAuth(): AuthState {
  return useSelector(selectAuth);
}

/** When the server refuses the token in the admin area: forget it and go to /login saying why. */
export function useSessionExpiryRedirect(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        forgetToken(SESSION_EXPIRED_NOTICE);
        dispatch(sessionExpired());
        void navigate(paths.login, {
          state: { notice: SESSION_EXPIRED_NOTICE } satisfies LoginNavigationState,
        });
      }),
    [dispatch, navigate],
  );
}
