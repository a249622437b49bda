import type { EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query/react';
import type { Static, TObject, TSchema } from 'typebox';
import { LIMITS, MessageResponse } from '@/contract';
import type { ApiBaseQuery, baseApi, TagType } from './base-api';
import { envelope, parseResponse, salvage, salvageEach } from './parse';
import { recordListTags } from './record-tags';
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

/**
 * What differs between two records' admin calls: where they live, how their answers read. Their
 * table asks for as many records a page as the server allows (`params` adds to that).
 */
export interface RecordApiDeclaration<
  Record,
  Saved,
  Tag extends string = string,
> extends RecordPageDeclaration<Record, Tag> {
  /** The one record in a read-one answer, or null when the server's list is empty. */
  parseOne: (raw: unknown) => Record | null;
  /** The record a create or change answered with. */
  parseSaved: (raw: unknown) => Saved;
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
    /** One page of the admin table, as many records as the server allows. */
    getPage: recordPageQuery(build, {
      ...declared,
      params: { limit: LIMITS.maxPageLimit, ...declared.params },
    }),

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

/** The names of an answer schema's fields. */
type Key<A extends TObject> = keyof A['properties'] & string;

/**
 * A table's page read from a list answer (the contract's PagedList), given the answer's schema, the
 * key of its records and the key of their number: the answer is checked as an envelope, then the
 * records one by one by `each` (parseEach, or salvageEach), so one odd record never hides the others.
 */
export function pageOf<L extends TObject, R>(
  [answer, records, total]: readonly [L, Key<L>, Key<L>],
  each: (items: readonly unknown[], what: string) => R[],
): (raw: unknown) => RecordPage<R> {
  const checked = envelope(answer, records);
  return (raw) => {
    // The envelope's check made the records a list and the counts integers.
    const page = parseResponse(checked, raw) as Record<string, unknown>;
    return {
      records: each(page[records] as unknown[], records),
      totalPages: page.totalPages as number,
      total: page[total] as number,
    };
  };
}

/**
 * How a record's answers read when an odd value only leaves its field out (lib/parse's salvage), so
 * the admin still has its row and its form to put it right: `schema` is the contract's record,
 * `record` what the screens take of it (`salvageable(schema)`), and each answer's schema comes with
 * the keys the server puts the records under.
 */
export function salvagedAnswers<
  P extends TSchema,
  L extends TObject,
  B extends TObject,
  S extends TObject,
  SavedKey extends Key<S>,
>(
  schema: TObject,
  record: P,
  answers: {
    list: readonly [L, records: Key<L>, total: Key<L>];
    byId: readonly [B, Key<B>];
    saved: readonly [S, SavedKey];
  },
): Pick<RecordApiDeclaration<Static<P>, Static<S>[SavedKey]>, 'parsePage' | 'parseOne' | 'parseSaved'> {
  const [saved, savedKey] = answers.saved;
  return {
    parsePage: pageOf(answers.list, (items, what) => salvageEach(schema, record, items, what)),
    parseOne: salvagedOne(schema, record, answers.byId),
    parseSaved: (raw) => parseResponse(saved, raw)[savedKey],
  };
}

/**
 * The record of a read-one answer (whose records come, as a list, under `key`) when an odd value
 * only leaves its field out, or null when the server's list is empty.
 */
export function salvagedOne<P extends TSchema, B extends TObject>(
  schema: TObject,
  record: P,
  [byId, key]: readonly [B, Key<B>],
): (raw: unknown) => Static<P> | null {
  const checked = envelope(byId, key);
  return (raw) => {
    // The envelope's check made the answer's records a list.
    const [first] = (parseResponse(checked, raw) as Record<Key<B>, unknown[]>)[key];
    return first === undefined ? null : salvage(schema, record, first);
  };
}

/**
 * The one API (base-api), with a resource's own tag when it has one
 * (`baseApi.enhanceEndpoints({ addTagTypes: ['Notice'] })`).
 */
type RecordsApi<Tag extends string> = ReturnType<typeof baseApi.enhanceEndpoints<Tag>>;

/** An endpoint as injectEndpoints makes it, with its hooks (useQuery, useMutation). */
type Injected<D extends EndpointDefinitions[string]> = ReturnType<
  typeof baseApi.injectEndpoints<Record<string, D>>
>['endpoints'][string];

/** `define`'s endpoint, added to `api` as `name`. */
function inject<Tag extends string, D extends EndpointDefinitions[string]>(
  api: RecordsApi<Tag>,
  name: string,
  define: (build: Builder<TagType | Tag>) => D,
): Injected<D> {
  const endpoint = api.injectEndpoints({ endpoints: (build) => ({ [name]: define(build) }) }).endpoints[name];
  if (!endpoint) throw new Error(`No endpoint ${name} after injecting it`);
  // TypeScript drops the hooks' half of the endpoint's type inside a generic function; they are there.
  return endpoint as Injected<D>;
}

/**
 * A resource's admin calls (recordEndpoints) added to the API, named after its tag ('Course.page'…,
 * which no other resource has): what its admin screens take (components/resource-kit's
 * recordScreens). A resource declares where its records live and how its answers read, no more.
 */
export function recordCalls<R extends { _id: string }, Saved, Tag extends string>(
  api: RecordsApi<Tag>,
  declared: RecordApiDeclaration<R, Saved, Tag>,
) {
  const calls = (build: Builder<TagType | Tag>) => recordEndpoints(build, declared);
  const name = (call: string) => `${declared.tag}.${call}`;
  return {
    page: inject(api, name('page'), (build) => calls(build).getPage),
    one: inject(api, name('one'), (build) => calls(build).getOne),
    create: inject(api, name('create'), (build) => calls(build).create),
    update: inject(api, name('update'), (build) => calls(build).update),
    remove: inject(api, name('remove'), (build) => calls(build).remove),
  };
}
