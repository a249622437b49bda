import { MessageResponse, User, UserListResponse, UserSavedResponse, type Role } from '@/contract';
import { loaded } from '@/lib/answer-check';
import { baseApi } from '@/lib/base-api';
import { parseEach, parseResponse } from '@/lib/parse';
import { pageOf } from '@/lib/record-answers';
import { recordPageQuery } from '@/lib/record-api';

const LIST = { type: 'User' as const, id: 'LIST' };

export const usersApi = baseApi.injectEndpoints({
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

    /** Gives an account another role; the server keeps the last administrator one (409). */
    changeRole: build.mutation<UserSavedResponse, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `/api/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: { role },
      }),
      transformResponse: (raw: unknown) => parseResponse(UserSavedResponse, raw),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'User', id }, LIST] : []),
    }),

    /** E-mails the user a link to choose a new password; the answer's message names the address. */
    sendPasswordReset: build.mutation<string, string>({
      query: (id) => ({ url: `/api/users/${encodeURIComponent(id)}/password-reset`, method: 'POST' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
    }),
  }),
});

export const {
  useGetUsersQuery,
  useDeleteUserMutation,
  useChangeRoleMutation,
  useSendPasswordResetMutation,
} = usersApi;
