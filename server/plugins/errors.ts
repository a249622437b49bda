import { STATUS_CODES } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { FINITE_KEYWORD, LIMITS, PATTERN_MESSAGES, SERVER_BUSY_MESSAGE } from '@/contract';
import { STORAGE_MESSAGES, storageProblem } from '../db/storage-errors';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { ServerBusyError } from '../lib/admission';
import { summarizeEveryInterval } from './log-summary';
import { OutageLog } from './outage-log';
import { WHOLE_NUMBER_KEYWORD, type WholeNumberRule } from './whole-numbers';

const MB = Math.round(LIMITS.imageBytes / (1024 * 1024));

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || 'request';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The `title` a schema gives the failing field, its name for people ("School name"): the
 * validator runs with `verbose`, so each error carries the schema it broke (for a missing field,
 * the object's, which names the field among its properties).
 */
function titleOf(error: FastifySchemaValidationError): string | undefined {
  const schema: unknown = (error as { parentSchema?: unknown }).parentSchema;
  if (!isObject(schema)) return undefined;
  const missing = error.params.missingProperty;
  const field: unknown =
    typeof missing === 'string' && isObject(schema.properties) ? schema.properties[missing] : schema;
  return isObject(field) && typeof field.title === 'string' ? field.title : undefined;
}

/** "Feature title (item 3)": which item of a list, counted from 1, when the field is inside one. */
function itemOf(error: FastifySchemaValidationError): string {
  const items = error.instancePath.split('/').filter((segment) => /^\d+$/.test(segment));
  return items.length === 0 ? '' : ` (item ${items.map((index) => Number(index) + 1).join('.')})`;
}

/** The values a union of constants allows (a field's choices), or undefined for another union. */
function choiceValues(schema: unknown): unknown[] | undefined {
  if (!isObject(schema) || !Array.isArray(schema.anyOf)) return undefined;
  const branches: unknown[] = schema.anyOf;
  return branches.every((branch) => isObject(branch) && 'const' in branch)
    ? branches.map((branch) => (branch as { const: unknown }).const)
    : undefined;
}

/** One validation error in words a person understands, naming the field. */
export function describeValidationError(error: FastifySchemaValidationError): string {
  const title = titleOf(error);
  return title === undefined ? describeByPath(error) : describeTitled(error, `${title}${itemOf(error)}`);
}

/**
 * A field whose schema names it (the site's settings and texts): its own words throughout, a
 * blank one "is required", a pattern's meaning from the contract (PATTERN_MESSAGES).
 */
function describeTitled(error: FastifySchemaValidationError, field: string): string {
  const params = error.params;
  switch (error.keyword) {
    case 'minLength':
      return params.limit === 1 ? `${field} is required` : describeByPath(error, field);
    case 'pattern': {
      const words = typeof params.pattern === 'string' ? PATTERN_MESSAGES[params.pattern] : undefined;
      return `${field} ${words ?? 'contains characters that are not allowed'}`;
    }
    case 'maxItems':
      return `${field} can have at most ${String(params.limit)} items`;
    case 'anyOf': {
      const values = choiceValues((error as { parentSchema?: unknown }).parentSchema);
      return values
        ? `${field} must be one of: ${values.map((value) => String(value) || '(none)').join(', ')}`
        : describeByPath(error, field);
    }
    default:
      return describeByPath(error, field);
  }
}

function describeByPath(error: FastifySchemaValidationError, field = fieldOf(error)): string {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type': {
      const type = String(params.type);
      if (field === 'request') return 'The request body must be a JSON object or a form';
      return `${field} must be ${type === 'integer' ? 'a whole number' : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`}`;
    }
    case FINITE_KEYWORD:
      return `${field} must be a finite number`;
    case WHOLE_NUMBER_KEYWORD: {
      // verbose: the keyword's value (the field's least value) and the value as sent.
      const { schema, data } = error as { schema?: WholeNumberRule; data?: unknown };
      const minimum = schema?.minimum;
      // "-5" where no negative is allowed: the range says why, as it does for -5.
      return typeof data === 'string' && /^-\d+$/.test(data) && minimum !== undefined
        ? `${field} must be ${String(minimum)} or more`
        : `${field} must be a whole number`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be ${String(params.limit)} or more`;
    case 'maximum':
      return `${field} must be ${String(params.limit)} or less`;
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid email address`
        : params.format === 'date'
          ? `${field} must be a valid date (YYYY-MM-DD)`
          : `${field} must be a valid ${String(params.format)}`;
    case 'pattern':
      return `${field} contains characters that are not allowed`;
    case 'enum':
    case 'const':
    case 'anyOf': {
      return `${field} has a value that is not allowed`;
    }
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/**
 * A choice whose schema names it (a union with a title: "Currency"): its own error speaks for
 * the branches it tried, each of which failed in its own words ("must be equal to constant").
 */
const isNamedChoice = (error: FastifySchemaValidationError) =>
  error.keyword === 'anyOf' && titleOf(error) !== undefined;

/**
 * A named choice of one kind of value or a few constants (Capacity: a whole number, or '' for
 * none): why the value is not of that kind, in the choice's name ("Capacity must be a whole
 * number", "Capacity must be 1 or more"); any other choice in its own words.
 */
function describeChoice(
  choice: FastifySchemaValidationError,
  errors: FastifySchemaValidationError[],
): string {
  const schema: unknown = (choice as { parentSchema?: unknown }).parentSchema;
  const branches: unknown[] = isObject(schema) && Array.isArray(schema.anyOf) ? schema.anyOf : [];
  const open = branches.flatMap((branch, index) => (isObject(branch) && 'const' in branch ? [] : [index]));
  const why =
    open.length === 1
      ? errors.find((error) => error.schemaPath.startsWith(`${choice.schemaPath}/${String(open[0])}/`))
      : undefined;
  const title = titleOf(choice);
  return why && title !== undefined
    ? describeTitled(why, `${title}${itemOf(choice)}`)
    : describeValidationError(choice);
}

export function formatValidationErrors(errors: FastifySchemaValidationError[]): Error {
  const choices = errors.filter(isNamedChoice);
  const tried = (error: FastifySchemaValidationError) =>
    choices.some((choice) => error.schemaPath.startsWith(`${choice.schemaPath}/`));
  const messages = [
    ...new Set(
      errors
        .filter((e) => isNamedChoice(e) || (!tried(e) && (e.keyword !== 'anyOf' || errors.length === 1)))
        .map((error) =>
          isNamedChoice(error) ? describeChoice(error, errors) : describeValidationError(error),
        ),
    ),
  ];
  return new Error(messages.slice(0, 3).join('; ') || 'The request is not valid');
}

function clientMessage(error: FastifyError, statusCode: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_REQ_FILE_TOO_LARGE':
      return `Images can be at most ${MB} MB`;
    case 'FST_FILES_LIMIT':
      return 'Send one image at a time';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The form has too many fields';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send JSON or a multipart form';
    default:
      if (isMalformedForm(error)) return 'The form data could not be read; please send it again';
      return statusCode === 429 && !error.message
        ? 'Too many requests. Please wait a moment and try again.'
        : error.message;
  }
}

/** The multipart parser (busboy) throws plain errors, without a status, for a broken form body. */
function isMalformedForm(error: Error): boolean {
  return (
    /multipart|malformed part|part terminated/i.test(error.message) || (error.stack ?? '').includes('busboy')
  );
}

/**
 * Every error leaves as `{success: false, statusCode, error, message}`; 5xx details stay in the
 * log, an outage's as its first occurrence and a line a minute (outage-log.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const outages = new OutageLog(app.log);
  summarizeEveryInterval(app, () => outages.summarize());
  const routeOf = (request: FastifyRequest) =>
    `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServerBusyError) {
      // More work than this instance can start in time: nothing was done, so a retry is safe.
      outages.report('busy', routeOf(request), request.log, { reason: error.message });
      void reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, 503, SERVER_BUSY_MESSAGE);
    }
    const storage = error.statusCode === undefined ? storageProblem(error) : undefined;
    const databaseDown = error.statusCode === undefined && isDatabaseUnavailable(error);
    const raw = storage || databaseDown ? 503 : (error.statusCode ?? (isMalformedForm(error) ? 400 : 500));
    const statusCode = raw >= 400 && raw < 600 ? raw : 500;
    let message: string;
    if (storage) {
      // A full, read-only or failing disk: writes fail, reads go on; someone must free space or fix it.
      outages.report('storage', routeOf(request), request.log, { err: error, storage });
      message = STORAGE_MESSAGES[storage];
      void reply.header('retry-after', '60');
    } else if (databaseDown) {
      // The pool reconnects once the database is back; until then, a prompt answer to retry later.
      outages.report('database', routeOf(request), request.log, { err: error });
      message = DATABASE_UNAVAILABLE_MESSAGE;
      void reply.header('retry-after', '5');
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      message =
        statusCode === 503
          ? error.message
          : 'Something went wrong on our side. Please try again in a moment.';
    } else {
      message = clientMessage(error, statusCode);
    }
    return sendError(reply, statusCode, message);
  });
}

function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/**
 * Errors the router raises before any route or hook runs (a broken %-escape, a path segment over
 * the router's length limit): the same body as every other error, not Fastify's own.
 */
export function sendRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long'
      : statusCode < 500
        ? 'The address is not valid'
        : 'Something went wrong on our side. Please try again in a moment.';
  void sendError(reply, statusCode, message);
}

export function notFoundBody(url: string) {
  return { success: false as const, statusCode: 404, error: 'Not Found', message: `Nothing here: ${url}` };
}
