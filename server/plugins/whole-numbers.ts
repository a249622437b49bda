import type { AnySchema, Plugin } from 'ajv';
import { isPlainObject } from '../lib/defined';

/** The validator's keyword for a whole number as clients may send it (see wholeNumbers). */
export const WHOLE_NUMBER_KEYWORD = 'x-whole-number';

/** The keyword's value: the least value the field takes, when it has one. */
export interface WholeNumberRule {
  minimum?: number;
}

/** Whether a field may be negative, so its text may start with a minus. */
const negativesAllowed = ({ minimum }: WholeNumberRule) => minimum === undefined || minimum < 0;

/**
 * The text of a whole number a client sends: decimal digits, with a leading minus only where the
 * field may be negative. Not "0x10", "1e3", " 12", "12abc" or "", which Number() would take.
 */
export function wholeNumberText(text: string, rule: WholeNumberRule): boolean {
  return negativesAllowed(rule) ? /^-?\d+$/.test(text) : /^\d+$/.test(text);
}

/** The keys of a JSON Schema whose values are schemas, lists of schemas, or maps of schemas. */
const ONE_SCHEMA = [
  'additionalProperties',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
const SCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const mapValues = (value: Record<string, unknown>, change: (item: unknown) => unknown) =>
  Object.fromEntries(Object.entries(value).map(([key, item]) => [key, change(item)]));

/**
 * `schema` as the validator checks requests: each whole number (`type: 'integer'`) first passes
 * the whole-number keyword, which turns the text of one into its number and refuses anything
 * else, then the schema itself, which then sees a number (its range, x-finite). The contract's
 * schemas stay as they are (the API's documentation, the types, the browser's checks).
 */
export function strictWholeNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictWholeNumbers);
  if (!isPlainObject(schema)) return schema;
  const copy: Record<string, unknown> = { ...schema };
  for (const key of ONE_SCHEMA) if (key in copy) copy[key] = strictWholeNumbers(copy[key]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = copy[key].map(strictWholeNumbers);
  for (const key of SCHEMA_MAPS) {
    const value = copy[key];
    if (isPlainObject(value)) copy[key] = mapValues(value, strictWholeNumbers);
  }
  if (copy.type !== 'integer') return copy;
  const rule: WholeNumberRule = typeof copy.minimum === 'number' ? { minimum: copy.minimum } : {};
  const { title, default: initial } = copy;
  return {
    ...(title === undefined ? {} : { title }),
    // The validator fills in a missing field from its property's own schema, this one.
    ...(initial === undefined ? {} : { default: initial }),
    [WHOLE_NUMBER_KEYWORD]: rule,
    allOf: [copy],
  };
}

/**
 * Teaches the validator the rule for whole numbers. Its type coercion, which query strings and
 * form fields need (all text), also made `true` 1, "0x10" 16, "1e3" 1000 and " 12" 12 for an
 * integer field, and runs before any keyword of that schema could see what was sent. So each
 * schema the validator compiles is first rewritten (strictWholeNumbers): the keyword sits above
 * the integer's schema and sees the value as sent, a JSON integer or a text of decimal digits
 * (made its number here); a JSON number that is not whole is left to the schema's own "a whole
 * number" refusal. Decimal numbers (prices, ratings) keep the coercion they had.
 */
export const wholeNumbers: Plugin<unknown> = (ajv) => {
  ajv.addKeyword({
    keyword: WHOLE_NUMBER_KEYWORD,
    schemaType: 'object',
    // Ajv runs a schema's keywords of no type in the order they were added: this one before allOf.
    before: 'allOf',
    modifying: true,
    errors: false,
    validate: (rule: WholeNumberRule, data: unknown, _schema, context) => {
      if (typeof data === 'number') return true;
      if (typeof data !== 'string' || !wholeNumberText(data, rule) || !context) return false;
      Reflect.set(context.parentData, context.parentDataProperty, Number(data));
      return true;
    },
  });
  // Fastify's validator compiles each route's schemas with ajv.compile; the same schema object is
  // compiled for several routes (the paging query), so its rewrite is made once.
  const rewritten = new WeakMap<object, AnySchema>();
  const compile = ajv.compile.bind(ajv);
  const strictCompile = (schema: AnySchema, meta?: boolean) => {
    if (typeof schema === 'boolean') return compile(schema, meta);
    let strict = rewritten.get(schema);
    if (!strict) {
      strict = strictWholeNumbers(schema) as AnySchema;
      rewritten.set(schema, strict);
    }
    return compile(strict, meta);
  };
  ajv.compile = strictCompile as typeof ajv.compile;
  return ajv;
};
