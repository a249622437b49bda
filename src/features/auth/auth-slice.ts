import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/contract';
import { asApiError } from '@/lib/api-errors';
import { isServerTrouble, isUnreachable } from '@/lib/offline/unreachable';
import { storedToken } from '@/lib/session';
import { authApi } from './auth-api';

/** It starts as loading; fetching the profile ends in success or error. */
export type AuthStatus = 'idle' | 'success' | 'error' | 'loading';

/** Why the profile could not be checked when the server was not there to say (no refusal). */
export interface ProfileUnreachable {
  /** HTTP status, 0 when no answer came. */
  status: number;
  message: string;
}

export interface AuthState {
  data: User | null;
  status: AuthStatus;
  token: string | null;
  /**
   * Set while the last profile check found no server to answer it (network, timeout, 5xx): the
   * admin is not refused, only not yet checked. Kept while a retry runs, cleared by any answer.
   */
  unreachable: ProfileUnreachable | null;
}

export const initialAuthState = (): AuthState => ({
  data: null,
  status: 'loading',
  token: storedToken(),
  unreachable: null,
});

interface ProfileFailure {
  message: string;
  unreachable: ProfileUnreachable | null;
}

/** Loads the logged-in user's profile with the stored token. */
export const fetchProfile = createAsyncThunk<User, undefined, { rejectValue: ProfileFailure }>(
  'auth/fetchProfile',
  async (_arg, { dispatch, rejectWithValue }) => {
    if (!storedToken()) {
      console.error('No authentication token found');
      return rejectWithValue({ message: 'No authentication token found', unreachable: null });
    }
    // A refused token (401) is announced by lib/base-api as the end of the session.
    const { data, error: failure } = await dispatch(
      authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (data === undefined) {
      const error = asApiError(failure);
      console.error('Failed to fetch profile:', error.message);
      const notThere = isUnreachable(error) || isServerTrouble(error);
      return rejectWithValue({
        message: error.message,
        unreachable: notThere ? { status: error.status, message: error.message } : null,
      });
    }
    return data;
  },
);

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** After a successful login: the token is kept and the profile is still to be fetched. */
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.data = null;
      state.status = 'loading';
      state.unreachable = null;
    },
    /** The server refused the token: forget it; the app sends the user to log in again. */
    sessionExpired(state) {
      state.data = null;
      state.token = null;
      state.status = 'error';
      state.unreachable = null;
    },
    /** Logout clears the user and token and sets status success: nothing is left to load. */
    loggedOut(state) {
      state.data = null;
      state.token = null;
      state.status = 'success';
      state.unreachable = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProfile.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchProfile.fulfilled, (state, action) => {
        state.status = 'success';
        state.data = action.payload;
        state.unreachable = null;
      })
      .addCase(fetchProfile.rejected, (state, action) => {
        state.status = 'error';
        state.data = null;
        state.unreachable = action.payload?.unreachable ?? null;
      });
  },
});

export const { loggedIn, loggedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;
