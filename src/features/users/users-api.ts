import { MessageResponse, User, UserListResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

// Checked as an envelope, then user by user: one odd account does not hide the others.
const UserListEnvelope = envelope(UserListResponse, 'data');

const LIST = { type: 'User' as const, id: 'LIST' };

/** One page of the accounts table. */
export interface UsersPage {
  users: User[];
  page: number;
  totalPages: number;
  totalUsers: number;
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of accounts, oldest first, for the admin's user table; sent with the token (spec point 6). */
    getUsers: build.query<UsersPage, { page: number }>({
      query: ({ page }) => ({ url: '/api/admin/user', params: { page }, auth: true }),
      transformResponse: (raw: unknown): UsersPage => {
        const { data, page, totalPages, totalUsers } = parseResponse(UserListEnvelope, raw);
        return { users: parseEach(User, data, 'accounts'), page, totalPages, totalUsers };
      },
      providesTags: (result) => [
        ...(result?.users ?? []).map(({ _id }) => ({ type: 'User' as const, id: _id })),
        LIST,
      ],
    }),

    /** Deletes one account; the server refuses (409) when an admin deletes itself. */
    deleteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/user/${encodeURIComponent(id)}`, method: 'DELETE', auth: true }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw),
      // Deleted, or already gone (404): the list is fetched again. A refusal changed nothing.
      invalidatesTags: (result, error, id) =>
        result !== undefined || error?.status === 404 ? [{ type: 'User', id }, LIST] : [],
      // The row leaves the table as soon as the server confirms, before the list is fetched again.
      async onQueryStarted(id, lifecycle): Promise<void> {
        const { dispatch, queryFulfilled } = lifecycle;
        try {
          await queryFulfilled;
        } catch {
          return; // the page reports the failure
        }
        for (const args of usersApi.util.selectCachedArgsForQuery(lifecycle.getState(), 'getUsers')) {
          dispatch(
            usersApi.util.updateQueryData('getUsers', args, (draft) => {
              draft.users = draft.users.filter((user) => user._id !== id);
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetUsersQuery, useDeleteUserMutation } = usersApi;
