import type { EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query/react';
import { LIMITS } from '@/contract';
import type { LoadCheck } from './answer-check';
import type { ApiBaseQuery, baseApi, TagType } from './base-api';
import type { RecordAnswers, RecordPage } from './record-answers';
import { recordListTags } from './record-tags';
import { uploadPercent } from './upload-progress';

/*
 * A record type's calls, declared once: where its records live and how its answers read. The
 * answers' checks (lib/record-answers, with the contract's schemas) load with the first answer,
 * so a visitor's page that carries a resource's module for its public reads carries no checker
 * and no admin code beyond these few declarations.
 */

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

/** What differs between two admin tables' page queries: where they read, how the answer reads. */
export interface RecordPageDeclaration<R, Tag extends string = string> {
  /** The cache's tag for this record type. */
  tag: Tag;
  /** The collection's path, e.g. /api/courses. */
  path: string;
  /** Sent with every page's number, e.g. { scope: 'all', limit: 100 }. */
  params?: Record<string, string | number>;
  /** The page's check (lib/record-answers pageOf), loaded with the answer. */
  page: LoadCheck<RecordPage<R>>;
}

/** An admin table's page query, with the token, like every admin call. */
export function recordPageQuery<R extends { _id: string }, Tag extends string>(
  build: Builder<Tag>,
  { tag, path, params, page: check }: RecordPageDeclaration<R, Tag>,
) {
  return build.query<RecordPage<R>, { page: number }>({
    query: ({ page }) => ({ url: path, params: { ...params, page }, check }),
    // The tables read again on every visit (refetchOnMountOrArgChange), so a long-kept page is
    // never shown instead of a fresh one while the server answers; it is what the table still
    // has to show, marked offline, when the admin comes back to it and the server does not
    // answer. A logout empties the whole cache (app/store).
    keepUnusedDataFor: LAST_LOADED_KEPT_S,
    providesTags: (result) => recordListTags(tag, result?.records),
  });
}

/**
 * What differs between two records' admin calls: where they live, how their answers read (loaded
 * with the first answer). Their table asks for as many records a page as the server allows
 * (`params` adds to that).
 */
export interface RecordApiDeclaration<R, Saved, Tag extends string = string> {
  tag: Tag;
  path: string;
  params?: Record<string, string | number>;
  answers: () => Promise<RecordAnswers<R, Saved>>;
}

/** Every delete answers { message } alike. */
const deletedMessage = () => import('./record-answers').then((answers) => answers.deletedMessage);

/**
 * The admin's calls on one record type, the same for every resource with a picture: a page of
 * the table, one record for the edit form, create and change (multipart, with upload progress), delete. Writes refresh
 * the lists only once the server said yes.
 */
export function recordEndpoints<Record extends { _id: string }, Saved, Tag extends string>(
  build: Builder<Tag>,
  declared: RecordApiDeclaration<Record, Saved, Tag>,
) {
  const { tag, path, answers } = declared;
  const list = { type: tag, id: 'LIST' };
  const check =
    <K extends keyof RecordAnswers<Record, Saved>>(key: K) =>
    () =>
      answers().then((loaded) => loaded[key]);
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const progress = (onUploadProgress: RecordUpload['onUploadProgress']) =>
    onUploadProgress &&
    ((event: Parameters<typeof uploadPercent>[0]) => onUploadProgress(uploadPercent(event)));

  return {
    /** One page of the admin table, as many records as the server allows. */
    getPage: recordPageQuery(build, {
      tag,
      path,
      params: { limit: LIMITS.maxPageLimit, ...declared.params },
      page: check('page'),
    }),

    /** One record for the edit form, with the token; `null` when the server's list is empty. */
    getOne: build.query<Record | null, string>({
      query: (id) => ({ url: one(id), check: check('one') }),
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),

    create: build.mutation<Saved, RecordUpload>({
      query: ({ body, onUploadProgress }) => ({
        url: path,
        method: 'POST',
        data: body,
        onUploadProgress: progress(onUploadProgress),
        check: check('saved'),
      }),
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),

    update: build.mutation<Saved, RecordUpload & { id: string }>({
      query: ({ id, body, onUploadProgress }) => ({
        url: one(id),
        method: 'PATCH',
        data: body,
        onUploadProgress: progress(onUploadProgress),
        check: check('saved'),
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: tag, id }, list]),
    }),

    remove: build.mutation<string, string>({
      query: (id) => ({ url: one(id), method: 'DELETE', check: deletedMessage }),
      // Only after the server said yes: a failed delete leaves every list as it was.
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: tag, id }, list]),
    }),
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
 *
 * Marked free of side effects for the bundler: the endpoints it adds are reached only through what
 * it returns, so a build in which no screen takes a resource's admin calls (a visitor's page, which
 * reads the same resource module) leaves them out, and the kit with them.
 */
/* @__NO_SIDE_EFFECTS__ */
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
