import type { EndpointBuilder, MutationDefinition } from '@reduxjs/toolkit/query/react';
import { MessageResponse } from '@/contract';
import type { ApiBaseQuery, TagType } from './base-api';
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

type Builder = EndpointBuilder<ApiBaseQuery, TagType, 'api'>;
type DeleteDefinition = MutationDefinition<string, ApiBaseQuery, TagType, string, 'api'>;
type DeleteLifecycle = Parameters<NonNullable<DeleteDefinition['onQueryStarted']>>[1];

/** What differs between two records' admin calls: where they live, how their answers read. */
export interface RecordApiDeclaration<Record, Saved> {
  /** The cache's tag for this record type. */
  tag: TagType;
  /** The collection's path, e.g. /api/courses. */
  path: string;
  /** The one record in a read-one answer, or null when the server's list is empty. */
  parseOne: (raw: unknown) => Record | null;
  /** The record a create or change answered with. */
  parseSaved: (raw: unknown) => Saved;
  /**
   * Takes a deleted record out of every cached page of the admin table at once, before the
   * list is fetched again (spec point 4): the resource's own, as only it knows its list's shape.
   */
  dropFromLists: (id: string, lifecycle: DeleteLifecycle) => void;
}

/** The tags a list provides: one per record plus LIST, so creating, editing or deleting one refreshes it. */
export function recordListTags(tag: TagType, records: readonly { _id: string }[] | undefined) {
  return [...(records ?? []).map(({ _id }) => ({ type: tag, id: _id })), { type: tag, id: 'LIST' }];
}

/**
 * The admin's calls on one record type, the same for every resource with a picture: read one
 * for the edit form, create and change (multipart, with upload progress), delete (the row goes
 * as soon as the server confirms). Writes refresh the lists only once the server said yes.
 */
export function recordEndpoints<Record, Saved>(
  build: Builder,
  declared: RecordApiDeclaration<Record, Saved>,
) {
  const { tag, path } = declared;
  const list = { type: tag, id: 'LIST' };
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const progress = (onUploadProgress: RecordUpload['onUploadProgress']) =>
    onUploadProgress &&
    ((event: Parameters<typeof uploadPercent>[0]) => onUploadProgress(uploadPercent(event)));

  return {
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
      async onQueryStarted(id, lifecycle) {
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return; // the page reports the failure
        }
        declared.dropFromLists(id, lifecycle);
      },
    }),
  };
}
