import type {
  AcceptInvitationBody,
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailVerificationBody,
  LoginBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  Profile,
  ProfileExport,
  RegisterBody,
  UpdateProfileBody,
  User,
} from '@/contract';
import { baseApi } from '@/lib/base-api';

// The answers' checks come when an answer does (auth-answers.ts): the pages' first load carries no schema.
const answers = () => import('./auth-answers');

/** The account calls: login, sign-up, the profile and what its owner changes, a new password, a logout. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/login → the token (the answer's `data`). */
    logIn: build.mutation<string, LoginBody>({
      query: (body) => ({
        url: '/api/login',
        method: 'POST',
        data: body,
        auth: false,
        check: () => answers().then((checks) => checks.loginToken),
      }),
    }),

    register: build.mutation<User, RegisterBody>({
      query: (body) => ({
        url: '/api/register',
        method: 'POST',
        data: body,
        auth: false,
        check: () => answers().then((checks) => checks.registeredUser),
      }),
    }),

    /** The logged-in user, with the stored token; read afresh on every screen that shows it. */
    getProfile: build.query<Profile, undefined>({
      query: () => ({ url: '/api/profile', check: () => answers().then((checks) => checks.profileUser) }),
      providesTags: ['Profile'],
    }),

    /** PATCH /api/profile → the profile as saved; every screen showing it reads it again. */
    updateProfile: build.mutation<Profile, UpdateProfileBody>({
      query: (body) => ({
        url: '/api/profile',
        method: 'PATCH',
        data: body,
        check: () => answers().then((checks) => checks.profileUser),
      }),
      invalidatesTags: (profile) => (profile === undefined ? [] : ['Profile']),
    }),

    /** POST /api/profile/email → the server's message; the profile then shows the change waiting. */
    changeEmail: build.mutation<string, ChangeEmailBody>({
      query: (body) => ({
        url: '/api/profile/email',
        method: 'POST',
        data: body,
        check: () => answers().then((checks) => checks.message),
      }),
      invalidatesTags: (message) => (message === undefined ? [] : ['Profile']),
    }),

    /** DELETE /api/profile/sessions → the server's message; this device stays logged in. */
    logOutElsewhere: build.mutation<string, undefined>({
      query: () => ({
        url: '/api/profile/sessions',
        method: 'DELETE',
        check: () => answers().then((checks) => checks.message),
      }),
    }),

    /** GET /api/profile/export: what the school keeps about the account, to save as a file. */
    exportMyData: build.mutation<ProfileExport, undefined>({
      query: () => ({
        url: '/api/profile/export',
        check: () => answers().then((checks) => checks.profileExport),
      }),
    }),

    /** DELETE /api/profile → the server's message; the account and its sessions are gone. */
    deleteAccount: build.mutation<string, DeleteAccountBody>({
      query: (body) => ({
        url: '/api/profile',
        method: 'DELETE',
        data: body,
        check: () => answers().then((checks) => checks.message),
      }),
    }),

    /** PATCH /api/profile/password → the server's message; the user's other sessions end. */
    changePassword: build.mutation<string, ChangePasswordBody>({
      query: (body) => ({
        url: '/api/profile/password',
        method: 'PATCH',
        data: body,
        check: () => answers().then((checks) => checks.message),
      }),
    }),

    /** POST /api/password-reset → the server's message (the same whether or not the address has an account). */
    requestPasswordReset: build.mutation<string, PasswordResetBody>({
      query: (body) => ({
        url: '/api/password-reset',
        method: 'POST',
        data: body,
        auth: false,
        check: () => answers().then((checks) => checks.message),
      }),
    }),

    /** POST /api/password-reset/confirm → the server's message; every session of the account has ended. */
    confirmPasswordReset: build.mutation<string, PasswordResetConfirmBody>({
      query: (body) => ({
        url: '/api/password-reset/confirm',
        method: 'POST',
        data: body,
        auth: false,
        check: () => answers().then((checks) => checks.message),
      }),
    }),

    /** POST /api/email-verification/confirm → the server's message; the profile is read again. */
    confirmEmail: build.mutation<string, EmailVerificationBody>({
      query: (body) => ({
        url: '/api/email-verification/confirm',
        method: 'POST',
        data: body,
        auth: false,
        check: () => answers().then((checks) => checks.message),
      }),
      invalidatesTags: (message) => (message === undefined ? [] : ['Profile']),
    }),

    /** POST /api/email-verification → the server's message: a new confirmation link is on its way. */
    resendConfirmation: build.mutation<string, undefined>({
      query: () => ({
        url: '/api/email-verification',
        method: 'POST',
        check: () => answers().then((checks) => checks.message),
      }),
    }),

    /** POST /api/invitations/accept → the new member's token (as a login's); the link is used up. */
    acceptInvitation: build.mutation<string, AcceptInvitationBody>({
      query: (body) => ({
        url: '/api/invitations/accept',
        method: 'POST',
        data: body,
        auth: false,
        check: () => answers().then((checks) => checks.loginToken),
      }),
    }),

    /**
     * POST /api/logout with the token the session had, so the server refuses it from then on,
     * whatever is stored by the time the call goes out.
     */
    logOut: build.mutation<unknown, string>({
      query: (token) => ({ url: '/api/logout', method: 'POST', auth: { token }, timeoutMs: 10_000 }),
    }),
  }),
});

export const {
  useLogInMutation,
  useRegisterMutation,
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useUpdateProfileMutation,
  useChangeEmailMutation,
  useLogOutElsewhereMutation,
  useExportMyDataMutation,
  useDeleteAccountMutation,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useAcceptInvitationMutation,
  useLogOutMutation,
} = authApi;
