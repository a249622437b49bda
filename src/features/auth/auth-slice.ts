import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/contract';
import { storedToken } from '@/lib/session';
import { fetchProfile as requestProfile } from './auth-api';

/** It starts as loading; fetching the profile ends in success or error. */
export type AuthStatus = 'idle' | 'success' | 'error' | 'loading';

export interface AuthState {
  data: User | null;
  status: AuthStatus;
  token: string | null;
}

export const initialAuthState = (): AuthState => ({
  data: null,
  status: 'loading',
  token: storedToken(),
});

/** Loads the logged-in user's profile with the stored token. */
export const fetchProfile = createAsyncThunk<User, undefined, { rejectValue: string }>(
  'auth/fetchProfile',
  async (_arg, { rejectWithValue }) => {
    if (!storedToken()) {
      console.error('No authentication token found');
      return rejectWithValue('No authentication token found');
    }
    // A refused token (401) is announced by lib/http as the end of the session.
    const { data, error } = await requestProfile();
    if (error) {
      console.error('Failed to fetch profile:', error.message);
      return rejectWithValue(error.message);
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
    },
    /** The server refused the token: forget it; the app sends the user to log in again. */
    sessionExpired(state) {
      state.data = null;
      state.token = null;
      state.status = 'error';
    },
    /** Logout clears the user and token and sets status success: nothing is left to load. */
    loggedOut(state) {
      state.data = null;
      state.token = null;
      state.status = 'success';
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
      })
      .addCase(fetchProfile.rejected, (state) => {
        state.status = 'error';
        state.data = null;
      });
  },
});

export const { loggedIn, loggedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;
