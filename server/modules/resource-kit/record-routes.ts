import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { ErrorResponse, IdParams, LIMITS, MessageResponse, PageQuery, type RecordWire } from '@/contract';
import { dataVersion, readAllCounters, tablesStamp, type VersionedTable } from '../../db/data-versions';
import type { RowWindow } from '../../db/row-pages';
import { dropEmptyFields, dropEmptyFieldsBut } from '../../lib/clean-body';
import { pageInfo, pageRequest, type ListPage } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { auditActor } from '../accounts/authenticate';
import type { RecordService } from './record-service';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** Where a resource's records are, for its list and its record routes alike. */
export interface RecordCollection {
  /**
   * Its place on the wire, as the contract declares it for the browser too: the collection's path
   * (e.g. /api/meetings) and the keys its answers carry the records under.
   */
  wire: RecordWire;
  /**
   * Its table, whose change counter keeps a list page or a record read in memory until it moves:
   * its migration gives it one (addChangeCounters); the app refuses to start on a table without one.
   */
  table: VersionedTable;
  /** OpenAPI tag. */
  tag: string;
}

/** What differs between two resources' record routes: names, schemas and the answers' words. */
export interface RecordRoutes<
  TInput extends TObject,
  TPatch extends TSchema,
  Record,
> extends RecordCollection {
  /**
   * What else a record's answer shows that changes apart from its table (a meeting's seats), as
   * a stamp: the answer is kept until this moves too.
   */
  alsoStamp?: () => Promise<string>;
  /** Singular, for summaries and messages: 'meeting' → "Meeting created successfully". */
  noun: string;
  /** The form field carrying the picture; none for a record without one (a content page). */
  imageField?: string;
  /** When its writes may be refused as a conflict (a name taken, a record in use): its 409s, for the API's description. */
  conflicts?: string;
  schemas: { input: TInput; patch: TPatch; byId: TSchema; saved: TSchema };
  service: RecordService<Record, Static<TInput>, Static<TPatch>>;
}

/**
 * A request's body as its route's schema describes it: Fastify validated it against that very
 * schema before the handler ran (TypeScript cannot follow a generic schema through the type
 * provider).
 */
const validated = <T extends TSchema>(_schema: T, body: unknown) => body as Static<T>;
const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * A record's own routes, the same for every resource, with a picture or without: read one
 * (public, from memory while its table is unchanged), create, change and delete (staff, each
 * named to the service for the audit log). HTTP only: the rules are the service's.
 */
export function registerRecordRoutes<TInput extends TObject, TPatch extends TSchema, Record>(
  app: App,
  declared: RecordRoutes<TInput, TPatch, Record>,
): void {
  const { wire, table, alsoStamp, tag, noun, imageField, conflicts, schemas, service } = declared;
  const { path, keys } = wire;
  const Noun = capitalized(noun);
  const tags = [tag];
  // A change that empties an optional field (a description, the picture) clears it; a required
  // one left empty is left as it is.
  const clearable = Object.entries(schemas.input.properties)
    .filter(([, schema]) => Type.IsOptional(schema))
    .map(([field]) => field);
  const conflict =
    conflicts === undefined ? {} : { 409: Type.Object(ErrorResponse.properties, { description: conflicts }) };
  const writeErrors = {
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    413: ErrorResponse,
    ...conflict,
  };

  // Without a counter, an answer kept in memory would never be made again after a change.
  app.addHook('onReady', async () => {
    if (!(await readAllCounters(app.db)).has(table)) {
      throw new Error(
        `The ${path} routes need a change counter for the table "${table}": its migration must call addChangeCounters(db, ['${table}'])`,
      );
    }
  });

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `One ${noun} (as a one-item list)`,
        params: IdParams,
        response: { 200: schemas.byId, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [version, also] = await Promise.all([dataVersion(app.db, table), alsoStamp?.()]);
      const stamp = `${table}:${version}${also === undefined ? '' : `|${also}`}`;
      return app.answerCache.send(request, reply, stamp, `${noun}|${id}`, async () => ({
        message: `${Noun} fetched successfully`,
        [keys.byId]: [await service.get(app.db, id)],
      }));
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: imageField
          ? `Create a ${noun} (multipart form with an optional ${imageField} file, or JSON)`
          : `Create a ${noun} (multipart form or JSON)`,
        security: BEARER,
        consumes: ['multipart/form-data', 'application/json'],
        body: schemas.input,
        response: { 201: schemas.saved, ...writeErrors },
      },
      preValidation: dropEmptyFields,
      onRequest: app.requireAccess('content'),
    },
    async (request, reply) => {
      const record = await service.create(
        app.db,
        validated(schemas.input, request.body),
        auditActor(request),
      );
      return reply.code(201).send({ message: `${Noun} created successfully`, [keys.saved]: record });
    },
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Change some fields of a ${noun} (multipart form or JSON); an empty optional field (${clearable.join(', ')}) is cleared, an empty required one left as it is`,
        security: BEARER,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        body: schemas.patch,
        response: { 200: schemas.saved, 404: ErrorResponse, ...writeErrors },
      },
      preValidation: dropEmptyFieldsBut(clearable),
      onRequest: app.requireAccess('content'),
    },
    async (request) => ({
      message: `${Noun} updated successfully`,
      [keys.saved]: await service.update(
        app.db,
        request.params.id,
        validated(schemas.patch, request.body),
        auditActor(request),
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${noun}`,
        security: BEARER,
        params: IdParams,
        response: {
          200: MessageResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          ...conflict,
        },
      },
      onRequest: app.requireAccess('content'),
    },
    async (request) => {
      await service.remove(app.db, request.params.id, auditActor(request));
      return { message: `${Noun} deleted successfully` };
    },
  );
}

/** A record's public list, as every plain record has it (courses, content pages): one order, paged. */
export interface RecordListRoute<Record> {
  /** OpenAPI summary: 'Courses, best rated first'. */
  summary: string;
  response: TSchema;
  /** One page of the records in the list's order, and how many there are. */
  list: (db: App['db'], page: RowWindow) => Promise<ListPage<Record>>;
}

/** GET the collection's path: a page of the records (public, from memory while the table is unchanged). */
export function registerRecordList<Record>(
  app: App,
  { wire, table, tag }: RecordCollection,
  declared: RecordListRoute<Record>,
): void {
  const { summary, response, list } = declared;
  const { path, keys } = wire;
  // The wire's names of the records and of their count: courses, totalCourses ("Courses fetched successfully").
  const message = `${capitalized(keys.records)} fetched successfully`;
  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary,
        querystring: PageQuery,
        response: { 200: response, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      return app.answerCache.send(
        request,
        reply,
        await tablesStamp(app.db, [table]),
        `list|${page.page}|${page.limit}`,
        async () => {
          const { records, total } = await list(app.db, page);
          return { message, [keys.records]: records, ...pageInfo(page, total), [keys.total]: total };
        },
      );
    },
  );
}
