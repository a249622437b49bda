import { MessageResponse, User, UserListResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

// Checked as an envelope, then user by user: one odd account does not hide the others.
const UserListEnvelope = envelope(UserListResponse, 'data');

const LIST = { type: 'User' as const, id: 'LIST' };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every account, for the admin's user table; sent with the token (spec point 6). */
    getUsers: build.query<User[], undefined>({
      query: () => ({ url: '/api/admin/user', auth: true }),
      transformResponse: (raw: unknown) =>
        parseEach(User, parseResponse(UserListEnvelope, raw).data, 'accounts'),
      providesTags: (users = []) => [...users.map(({ _id }) => ({ type: 'User' as const, id: _id })), LIST],
    }),

    /** Deletes one account; the server refuses (409) when an admin deletes itself. */
    deleteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/user/${encodeURIComponent(id)}`, method: 'DELETE', auth: true }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw),
      // Deleted, or already gone (404): the list is fetched again. A refusal changed nothing.
      invalidatesTags: (result, error, id) =>
        result !== undefined || error?.status === 404 ? [{ type: 'User', id }, LIST] : [],
      // The row leaves the table as soon as the server confirms, before the list is fetched again.
      async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
        try {
          await queryFulfilled;
        } catch {
          return; // the page reports the failure
        }
        dispatch(
          usersApi.util.updateQueryData('getUsers', undefined, (users) =>
            users.filter((user) => user._id !== id),
          ),
        );
      },
    }),
  }),
});

export const { useGetUsersQuery, useDeleteUserMutation } = usersApi;
