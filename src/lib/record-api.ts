import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { MessageResponse } from '@/contract';
import type { ApiBaseQuery } from './base-api';
import { parseResponse } from './parse';
import { uploadPercent } from './upload-progress';

/**
 * A multipart body for POST/PATCH. `onUploadProgress` (percent, 0–100) is only read by the request;
 * it travels in the action's `meta.arg`, which the serializability check ignores by default.
 */
export interface RecordUpload {
  body: FormData;
  onUploadProgress?: (percent: number) => void;
}

/** How long a table's last page is kept once no screen shows it: a working day. */
export const LAST_LOADED_KEPT_S = 12 * 60 * 60;

/**
 * The endpoints' builder of an API whose tags include `Tag`: the shared ones (TAG_TYPES), or a
 * resource's own, added in its api module (`baseApi.enhanceEndpoints({ addTagTypes: ['Notice'] })`).
 */
type Builder<Tag extends string> = EndpointBuilder<ApiBaseQuery, Tag, 'api'>;

/** One page of an admin table, whatever the record: all the table needs. */
export interface RecordPage<R> {
  records: R[];
  totalPages: number;
  /** How many records there are on every page together. */
  total: number;
}

/** What differs between two admin tables' page queries: where they read, how the answer reads. */
export interface RecordPageDeclaration<R, Tag extends string = string> {
  /** The cache's tag for this record type. */
  tag: Tag;
  /** The collection's path, e.g. /api/courses. */
  path: string;
  /** Sent with every page's number, e.g. { scope: 'all', limit: 100 }. */
  params?: Record<string, string | number>;
  parsePage: (raw: unknown) => RecordPage<R>;
}

/** An admin table's page query, with the token, like every admin call. */
export function recordPageQuery<R extends { _id: string }, Tag extends string>(
  build: Builder<Tag>,
  { tag, path, params, parsePage }: RecordPageDeclaration<R, Tag>,
) {
  return build.query<RecordPage<R>, { page: number }>({
    query: ({ page }) => ({ url: path, params: { ...params, page } }),
    // The tables read again on every visit (refetchOnMountOrArgChange), so a long-kept page is
    // never shown instead of a fresh one while the server answers; it is what the table still
    // has to show, marked offline, when the admin comes back to it and the server does not
    // answer. A logout empties the whole cache (app/store).
    keepUnusedDataFor: LAST_LOADED_KEPT_S,
    transformResponse: parsePage,
    providesTags: (result) => recordListTags(tag, result?.records),
  });
}

/** What differs between two records' admin calls: where they live, how their answers read. */
export interface RecordApiDeclaration<Record, Saved, Tag extends string = string>
  extends RecordPageDeclaration<Record, Tag> {
  /** The one record in a read-one answer, or null when the server's list is empty. */
  parseOne: (raw: unknown) => Record | null;
  /** The record a create or change answered with. */
  parseSaved: (raw: unknown) => Saved;
}

/** The tags a list provides: one per record plus LIST, so creating, editing or deleting one refreshes it. */
export function recordListTags<Tag extends string>(tag: Tag, records: readonly { _id: string }[] | undefined) {
  return [...(records ?? []).map(({ _id }) => ({ type: tag, id: _id })), { type: tag, id: 'LIST' }];
}

/**
 * The admin's calls on one record type, the same for every resource with a picture: a page of
 * the table, one record for the edit form, create and change (multipart, with upload progress), delete. Writes refresh
 * the lists only once the server said yes.
 */
export function recordEndpoints<Record extends { _id: string }, Saved, Tag extends string>(
  build: Builder<Tag>,
  declared: RecordApiDeclaration<Record, Saved, Tag>,
) {
  const { tag, path } = declared;
  const list = { type: tag, id: 'LIST' };
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const progress = (onUploadProgress: RecordUpload['onUploadProgress']) =>
    onUploadProgress &&
    ((event: Parameters<typeof uploadPercent>[0]) => onUploadProgress(uploadPercent(event)));

  return {
    /** One page of the admin table. */
    getPage: recordPageQuery(build, declared),

    /** One record for the edit form, with the token; `null` when the server's list is empty. */
    getOne: build.query<Record | null, string>({
      query: (id) => ({ url: one(id) }),
      transformResponse: declared.parseOne,
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),

    create: build.mutation<Saved, RecordUpload>({
      query: ({ body, onUploadProgress }) => ({
        url: path,
        method: 'POST',
        data: body,
        onUploadProgress: progress(onUploadProgress),
      }),
      transformResponse: declared.parseSaved,
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),

    update: build.mutation<Saved, RecordUpload & { id: string }>({
      query: ({ id, body, onUploadProgress }) => ({
        url: one(id),
        method: 'PATCH',
        data: body,
        onUploadProgress: progress(onUploadProgress),
      }),
      transformResponse: declared.parseSaved,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: tag, id }, list]),
    }),

    remove: build.mutation<string, string>({
      query: (id) => ({ url: one(id), method: 'DELETE' }),
      // Every delete answers { message } alike.
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
      // Only after the server said yes: a failed delete leaves every list as it was.
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: tag, id }, list]),
    }),
  };
}
