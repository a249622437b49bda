import {
  InvitationListResponse,
  InvitationSavedResponse,
  MessageResponse,
  User,
  UserListResponse,
  UserSavedResponse,
  type ChangeUserBody,
  type Invitation,
  type InvitationBody,
} from '@/contract';
import { loaded } from '@/lib/answer-check';
import { baseApi } from '@/lib/base-api';
import { parseEach, parseResponse } from '@/lib/parse';
import { pageOf } from '@/lib/record-answers';
import { recordPageQuery } from '@/lib/record-api';

const LIST = { type: 'User' as const, id: 'LIST' };

const INVITATIONS = { type: 'Invitation' as const, id: 'LIST' };

export const usersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of accounts, oldest first, for the admin's user table. */
    getUsers: recordPageQuery(build, {
      tag: 'User',
      path: '/api/admin/user',
      // One odd account does not hide the others.
      page: loaded(
        pageOf([UserListResponse, 'data', 'totalUsers'], (items) => parseEach(User, items, 'accounts')),
      ),
    }),

    /** Deletes one account; the server refuses (409) when an admin deletes itself. */
    deleteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/user/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw),
      // Deleted, or already gone (404): the list is fetched again. A refusal changed nothing.
      invalidatesTags: (result, error, id) =>
        result !== undefined || error?.status === 404 ? [{ type: 'User', id }, LIST] : [],
    }),

    /**
     * Gives an account another role, locks or unlocks it; the server keeps the last administrator
     * one, unlocked (409), and refuses an administrator locking themselves (409).
     */
    changeUser: build.mutation<UserSavedResponse, ChangeUserBody & { id: string }>({
      query: ({ id, ...change }) => ({
        url: `/api/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: change,
      }),
      transformResponse: (raw: unknown) => parseResponse(UserSavedResponse, raw),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'User', id }, LIST] : []),
    }),

    /** E-mails the user a link to choose a new password; the answer's message names the address. */
    sendPasswordReset: build.mutation<string, string>({
      query: (id) => ({ url: `/api/users/${encodeURIComponent(id)}/password-reset`, method: 'POST' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
    }),

    /** The invitations still waiting to be accepted, newest first. */
    getInvitations: build.query<Invitation[], undefined>({
      query: () => ({ url: '/api/admin/invitations' }),
      transformResponse: (raw: unknown) => parseResponse(InvitationListResponse, raw).invitations,
      providesTags: [INVITATIONS],
    }),

    /** E-mails an invitation to join the staff; a pending one to the same address stops working. */
    inviteStaff: build.mutation<InvitationSavedResponse, InvitationBody>({
      query: (body) => ({ url: '/api/admin/invitations', method: 'POST', data: body }),
      transformResponse: (raw: unknown) => parseResponse(InvitationSavedResponse, raw),
      invalidatesTags: (result) => (result ? [INVITATIONS] : []),
    }),

    /** Withdraws a pending invitation: its link stops working. Gone already (404): the list is read again. */
    withdrawInvitation: build.mutation<string, string>({
      query: (id) => ({ url: `/api/admin/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
      invalidatesTags: (result, error) =>
        result !== undefined || error?.status === 404 ? [INVITATIONS] : [],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useDeleteUserMutation,
  useChangeUserMutation,
  useSendPasswordResetMutation,
  useGetInvitationsQuery,
  useInviteStaffMutation,
  useWithdrawInvitationMutation,
} = usersApi;
