import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { onSessionExpired } from '@/lib/session';
import { useAppDispatch } from '@/lib/store-hooks';
import { sessionExpired, type AuthState } from './auth-slice';
import { endSession } from './use-session';

export const selectAuth = (state: { auth: AuthState }) => state.auth;

/** The admin area's auth state (Redux): the profile, its status and the token. */
export function useAuth(): AuthState {
  return useSelector(selectAuth);
}

/** When the server refuses the token in the admin area: the one way a session ends (endSession). */
export function useSessionExpiryRedirect(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(
    () =>
      onSessionExpired(() => {
        endSession((to, state) => void navigate(to, { state }), here);
        dispatch(sessionExpired());
      }),
    [dispatch, navigate, here],
  );
}
