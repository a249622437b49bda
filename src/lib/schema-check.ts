import type { Static, TSchema } from 'typebox';

/**
 * Checks a value against a schema of the contract the way TypeBox's `Value.Check` does, without
 * TypeBox: the browser receives the contract's schemas as plain JSON Schema objects (built from the
 * TypeBox definitions at build time, scripts/contract-schemas-plugin.ts), and this interprets the
 * part of JSON Schema the contract uses, nothing more. A keyword, type or format it does not know
 * throws when the schema is first used (and when the build serves it), so a contract change can
 * never leave an answer silently unchecked; src/lib/schema-check.test.ts proves, on generated
 * values, that it agrees with `Value.Check` for every schema of the contract.
 */

/** Where a value breaks its schema (a JSON pointer, '' for the value itself) and how. */
export type Problem = [path: string, message: string];

type Check = (value: unknown, path: string) => Problem | undefined;
type Schema = Record<string, unknown>;
type Keyword = (rule: unknown, schema: Schema) => Check | undefined;

/** Keywords that describe a value without constraining it (the build leaves them out). */
export const ANNOTATIONS = ['description', 'default', 'title', 'examples'];

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TYPES: Record<string, (value: unknown) => boolean> = {
  object: isObject,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  // TypeBox's numbers are finite: NaN and Infinity are not numbers to it.
  number: Number.isFinite,
  integer: Number.isInteger,
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

// The formats as TypeBox 1.x tests them (typebox/build/format: date, date_time, time, email; MIT).
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:([Zz])|([+-])(\d\d):(\d\d))?$/;
const DATE_TIME_SUFFIX =
  /^(?:\[!?(?:(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13}(?:\/(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13})*|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\](?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*|(?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*)$/;
const EMAIL =
  /^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"(?:[^"\\]|\\[\x20-\x7e])*")@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[(?:IPv6:[a-f0-9:]+|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})\])$/i;

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [1, 2, 3].map((group) => +(match[group] ?? 0)) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : (DAYS[month] ?? 0));
}

function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match || (!match[4] && !match[5])) return false;
  const at = (group: number) => +(match[group] ?? 0);
  if (at(1) > 23 || at(2) > 59 || at(3) > 60 || at(6) > 23 || at(7) > 59) return false;
  // A leap second only at 23:59:60 UTC.
  const utcMinutes = at(1) * 60 + at(2) - (match[5] === '-' ? -1 : 1) * (at(6) * 60 + at(7));
  return at(3) < 60 || ((utcMinutes % 1440) + 1440) % 1440 === 1439;
}

function isDateTime(text: string): boolean {
  const suffix = text.indexOf('[');
  if (suffix !== -1 && !DATE_TIME_SUFFIX.test(text.slice(suffix))) return false;
  const parts = (suffix === -1 ? text : text.slice(0, suffix)).split(/T/i);
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '');
}

const FORMATS: Record<string, (text: string) => boolean> = {
  date: isDate,
  'date-time': isDateTime,
  email: (text) => EMAIL.test(text),
};

/** TypeBox looks these up on the object itself, any other key also on its prototype (`in`). */
const has = (value: object, key: string) =>
  key === '__proto__' || key === 'constructor' || key === 'prototype'
    ? Object.hasOwn(value, key)
    : key in value;

const unsupported = (what: string): Error =>
  new Error(`The browser's schema check does not know ${what}; teach src/lib/schema-check.ts first`);

const primitive = (rule: unknown) => {
  if (typeof rule === 'object' && rule !== null) throw unsupported('an object or array constant');
  return rule;
};

/** A check that applies to one kind of value only, as JSON Schema's keywords do. */
const on =
  <T>(is: (value: unknown) => value is T, check: (value: T, path: string) => Problem | undefined): Check =>
  (value, path) =>
    is(value) ? check(value, path) : undefined;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => Number.isFinite(value);
/** In code points, as JSON Schema (and TypeBox) count: an emoji is one character, not two. */
const length = (text: string) => Array.from(text).length;

const bound =
  (test: (value: number, limit: number) => boolean, words: string): Keyword =>
  (rule) =>
    on(isNumber, (value, path) =>
      test(value, rule as number) ? undefined : [path, `must be ${words} ${rule as number}`],
    );

function sequence(checks: Check[]): Check {
  return (value, path) => {
    for (const check of checks) {
      const problem = check(value, path);
      if (problem) return problem;
    }
    return undefined;
  };
}

const KEYWORDS: Record<string, Keyword> = {
  type(rule) {
    const names = [rule].flat() as string[];
    for (const name of names) if (!TYPES[name]) throw unsupported(`the type ${name}`);
    return (value, path) =>
      names.some((name) => TYPES[name]?.(value)) ? undefined : [path, `must be ${names.join(' or ')}`];
  },
  required: (rule) =>
    on(isObject, (value, path) => {
      const missing = (rule as string[]).find((key) => !has(value, key));
      return missing === undefined ? undefined : [path, `must have the property ${missing}`];
    }),
  properties(rule, schema) {
    const required = (schema.required ?? []) as string[];
    const properties = Object.entries(rule as Record<string, Schema>).map(
      ([key, property]) => [key, compile(property)] as const,
    );
    return on(isObject, (value, path) => {
      for (const [key, check] of properties) {
        // An optional property may also be present as undefined (TypeBox's inexact optionals).
        if (!has(value, key) || (value[key] === undefined && !required.includes(key))) continue;
        const problem = check(value[key], `${path}/${key}`);
        if (problem) return problem;
      }
      return undefined;
    });
  },
  additionalProperties(rule, schema) {
    if (typeof rule !== 'boolean') throw unsupported('additionalProperties as a schema');
    const known = (schema.properties ?? {}) as Schema;
    return rule
      ? undefined
      : on(isObject, (value, path) => {
          const extra = Object.getOwnPropertyNames(value).find((key) => !Object.hasOwn(known, key));
          return extra === undefined ? undefined : [path, `must not have the property ${extra}`];
        });
  },
  items(rule) {
    if (!isObject(rule)) throw unsupported('items as a list');
    const check = compile(rule);
    return on(Array.isArray, (value: unknown[], path) => {
      let problem: Problem | undefined;
      // some(), like TypeBox's every(), skips the holes of a sparse array.
      value.some((item, index) => (problem = check(item, `${path}/${index}`)));
      return problem;
    });
  },
  minLength: (rule) =>
    on(isString, (value, path) =>
      length(value) >= (rule as number)
        ? undefined
        : [path, `must have at least ${rule as number} characters`],
    ),
  maxLength: (rule) =>
    on(isString, (value, path) =>
      length(value) <= (rule as number)
        ? undefined
        : [path, `must have at most ${rule as number} characters`],
    ),
  minItems: (rule) =>
    on(Array.isArray, (value: unknown[], path) =>
      value.length >= (rule as number) ? undefined : [path, `must have at least ${rule as number} items`],
    ),
  maxItems: (rule) =>
    on(Array.isArray, (value: unknown[], path) =>
      value.length <= (rule as number) ? undefined : [path, `must have at most ${rule as number} items`],
    ),
  pattern(rule) {
    const pattern = new RegExp(rule as string, 'u');
    return on(isString, (value, path) =>
      pattern.test(value) ? undefined : [path, `must match ${pattern.source}`],
    );
  },
  format(rule) {
    const test = FORMATS[rule as string];
    if (!test) throw unsupported(`the format ${String(rule)}`);
    return on(isString, (value, path) => (test(value) ? undefined : [path, `must be a ${rule as string}`]));
  },
  minimum: bound((value, limit) => value >= limit, 'at least'),
  maximum: bound((value, limit) => value <= limit, 'at most'),
  exclusiveMinimum: bound((value, limit) => value > limit, 'more than'),
  exclusiveMaximum: bound((value, limit) => value < limit, 'less than'),
  // The server's rule against Infinity (contract/common-values); every number type above already
  // refuses non-finite values, as TypeBox does, so there is nothing more to check here.
  'x-finite': () => undefined,
  const(rule) {
    const constant = primitive(rule);
    return (value, path) => (value === constant ? undefined : [path, `must be ${JSON.stringify(constant)}`]);
  },
  enum(rule) {
    const allowed = (rule as unknown[]).map(primitive);
    return (value, path) =>
      allowed.includes(value) ? undefined : [path, `must be one of ${JSON.stringify(allowed)}`];
  },
  anyOf(rule) {
    const options = (rule as Schema[]).map(compile);
    const constants = (rule as Schema[]).every((option) => 'const' in option)
      ? `one of ${JSON.stringify((rule as Schema[]).map((option) => option.const))}`
      : 'any of its allowed shapes';
    return (value, path) =>
      options.some((check) => !check(value, path)) ? undefined : [path, `must be ${constants}`];
  },
  allOf: (rule) => sequence((rule as Schema[]).map(compile)),
};
for (const annotation of ANNOTATIONS) KEYWORDS[annotation] = () => undefined;

const compiled = new WeakMap<object, Check>();

/** The schema as one function, built once per schema object; throws on what it does not know. */
function compile(schema: Schema): Check {
  let check = compiled.get(schema);
  if (!check) {
    if (!isObject(schema)) throw unsupported('a schema that is not an object');
    const checks: Check[] = [];
    for (const [keyword, rule] of Object.entries(schema)) {
      const build = Object.hasOwn(KEYWORDS, keyword) ? KEYWORDS[keyword] : undefined;
      if (!build) throw unsupported(`the keyword ${keyword}`);
      const keywordCheck = build(rule, schema);
      if (keywordCheck) checks.push(keywordCheck);
    }
    check = sequence(checks);
    compiled.set(schema, check);
  }
  return check;
}

/** Throws unless every keyword, type and format in `schema` is one this checker interprets. */
export function assertSupported(schema: object): void {
  compile(schema as Schema);
}

/** The first place where `value` breaks `schema`, or undefined when it matches. */
export function findProblem(schema: TSchema, value: unknown): Problem | undefined {
  return compile(schema as unknown as Schema)(value, '');
}

/** Whether `value` matches `schema`, exactly as TypeBox's `Value.Check` decides it. */
export function check<T extends TSchema>(schema: T, value: unknown): value is Static<T> {
  return !findProblem(schema, value);
}
