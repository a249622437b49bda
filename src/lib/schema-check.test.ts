import fc from 'fast-check';
import { Type, type TObject, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import * as browserContract from '@/contract';
import { envelope, parseResponse, salvage, salvageable } from './parse';
import { check } from './schema-check';

/*
 * The browser checks answers with lib/schema-check against the contract as the build serves it
 * (plain JSON from scripts/contract-schemas-plugin.ts, `@/contract` here as in the app). These
 * tests prove on generated values that it decides exactly as TypeBox's Value.Check decides with
 * the contract's own TypeBox schemas: every schema the contract exports, and the envelopes and
 * salvageable records the feature APIs build from them.
 */

type Schema = Record<string, unknown>;

// The contract's TypeBox schemas, read from its files (the index is the browser's copy here).
const contractFiles = import.meta.glob<Record<string, unknown>>(
  ['../contract/*.ts', '!../contract/index.ts', '!../contract/*.test.ts'],
  { eager: true },
);
const typeboxSchemas = Object.values(contractFiles)
  .flatMap((module) => Object.entries(module))
  .filter((entry): entry is [string, TSchema] => {
    const value = entry[1];
    return typeof value === 'object' && value !== null && Object.hasOwn(value, '~kind');
  });
const served = browserContract as unknown as Record<string, Schema>;

// ---------------------------------------------------------------------------------------------
// Values: near the schema (at its bounds, valid and just invalid), and mutated anywhere inside
// ---------------------------------------------------------------------------------------------

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom<unknown>(
    undefined,
    null,
    Number.NaN,
    Infinity,
    -Infinity,
    -0,
    1.5,
    2 ** 53,
    '',
    [],
    {},
    [1],
  ),
  fc.string({ unit: 'binary' }),
);

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const dateText = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
const leapDay = fc.integer({ min: 1896, max: 2404 }).map((year) => `${pad(year, 4)}-02-29`);
const isoDate = fc.date({ noInvalidDate: true, min: new Date('0001-01-01'), max: new Date('9999-12-31') });
const timeText = fc
  .tuple(
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 60 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom('', '.5', '.123456'),
    fc.oneof(
      fc.constantFrom('Z', 'z', ''),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 60 }))
        .map(([sign, hours, minutes]) => `${sign}${pad(hours, 2)}:${pad(minutes, 2)}`),
    ),
  )
  .map(
    ([hours, minutes, seconds, fraction, zone]) =>
      `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${fraction}${zone}`,
  );
const suffix = fc.constantFrom(
  '',
  '',
  '',
  '[Europe/Paris]',
  '[!u-ca=japanese]',
  '[+01:00]',
  '[../etc]',
  '[',
  'x]',
);
/** Per format: text that is in it (as a server sends it), and text close to it, in it or not. */
const FORMAT_TEXT: Record<string, [valid: fc.Arbitrary<string>, near: fc.Arbitrary<string>]> = {
  date: [isoDate.map((date) => date.toISOString().slice(0, 10)), fc.oneof(dateText, leapDay)],
  'date-time': [
    isoDate.map((date) => date.toISOString()),
    fc.oneof(
      fc
        .tuple(
          fc.oneof(
            isoDate.map((date) => date.toISOString().slice(0, 10)),
            leapDay,
            dateText,
          ),
          fc.constantFrom('T', 't', ' '),
          timeText,
          suffix,
        )
        .map((parts) => parts.join('')),
      fc.constantFrom('2016-12-31T23:59:60Z', '2016-12-31T15:59:60-08:00', '2016-12-31T23:59:60+01:00'),
    ),
  ],
  email: [
    fc.emailAddress(),
    fc.oneof(
      fc.emailAddress().map((email) => email.replace('@', '')),
      fc.emailAddress().map((email) => `${email} `),
      fc.constantFrom('"quoted name"@example.org', 'a@[127.0.0.1]', 'a@[IPv6:::1]', 'A@B.C', 'a@b', 'a@-b.c'),
    ),
  ],
};

// Astral characters, a lone surrogate and a combining mark: lengths count code points.
const TEXT_UNITS = ['a', 'Z', ' ', 'é', 'e\u0301', '😀', '\uD83D', '\uDE00', '0', '+', '(', '-'];

/** Strings of lengths inside the bounds, and often just outside them. */
function lengthAround(min = 0, max = min + 8): fc.Arbitrary<string> {
  const inside = [min, min + 1, Math.floor((min + max) / 2), max - 1, max].filter(
    (length) => length >= min && length <= max,
  );
  const outside = [min - 1, max + 1].filter((length) => length >= 0);
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...inside), weight: 4 },
        { arbitrary: fc.constantFrom(...outside, max + 2), weight: 1 },
      ),
      fc.array(fc.constantFrom(...TEXT_UNITS), { minLength: 1, maxLength: 6 }),
    )
    .map(([length, units]) => Array.from({ length }, (_, index) => units[index % units.length]).join(''));
}

function stringNear(schema: Schema): fc.Arbitrary<unknown> {
  const min = schema.minLength as number | undefined;
  const max = schema.maxLength as number | undefined;
  const fits = (text: string) =>
    Array.from(text).length >= (min ?? 0) && Array.from(text).length <= (max ?? Infinity);
  const shaped: fc.Arbitrary<string>[] = [];
  if (typeof schema.format === 'string') shaped.push(...(FORMAT_TEXT[schema.format] ?? [fc.string()]));
  if (typeof schema.pattern === 'string') shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
  if (min !== undefined || max !== undefined) shaped.push(lengthAround(min, max));
  if (shaped.length === 0) return fc.string({ unit: 'binary', maxLength: 8 });
  return fc.oneof(
    { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
    // Shaped as the first rule says, and mostly also within the length.
    ...shaped,
    { arbitrary: (shaped[0] ?? fc.string()).filter(fits), weight: 30 },
  );
}

function numberNear(schema: Schema): fc.Arbitrary<unknown> {
  const min = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
  const max = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
  const edges = [min, max]
    .filter((bound) => bound !== undefined)
    .flatMap((bound) => [
      bound - 1,
      bound - 0.5,
      bound,
      bound + 0.5,
      bound + 1,
      bound * (1 + Number.EPSILON),
    ]);
  // An integer's rule refuses nearly every double: its doubles come from the last two arms only,
  // so a record of several counts (the admin overview) is still valid often enough for both
  // verdicts to come up.
  const doubles =
    schema.type === 'integer'
      ? []
      : [{ arbitrary: fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true }), weight: 2 }];
  return fc.oneof(
    { arbitrary: fc.integer({ min: min ?? -1000, max: max ?? 1000 }), weight: 6 },
    ...doubles,
    { arbitrary: fc.oneof(fc.integer(), fc.double()), weight: 1 },
    { arbitrary: fc.constantFrom(0, -0, 1, -1, 0.1, Number.MAX_SAFE_INTEGER + 2, ...edges), weight: 1 },
  );
}

function objectNear(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const required = (schema.required ?? []) as string[];
  const field = (key: string, property: Schema) =>
    fc.oneof(
      { arbitrary: near(property).map((value) => ({ value })), weight: required.includes(key) ? 60 : 4 },
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: fc.constant({ value: undefined }), weight: 1 },
    );
  // Now and then a property the schema does not list (own, even when named like Object's).
  const extra = fc.oneof(
    { arbitrary: fc.constant(null), weight: 7 },
    fc.tuple(
      fc.constantFrom('extra', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''),
      fc.jsonValue(),
    ),
  );
  return fc
    .tuple(fc.tuple(...properties.map(([key, property]) => field(key, property))), extra)
    .map(([fields, more]) => {
      const value: Record<string, unknown> = {};
      // defineProperty: a field named __proto__ is an own property, as JSON.parse makes it.
      const set = (key: string, item: unknown) =>
        Object.defineProperty(value, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      fields.forEach((present, index) => {
        if (present) set(properties[index]?.[0] ?? '', present.value);
      });
      if (more) set(...more);
      return value;
    });
}

/** Values shaped like `schema`, most of them valid, many right at its bounds. */
function near(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map(near));
  if (Array.isArray(schema.allOf)) {
    return fc
      .tuple(...(schema.allOf as Schema[]).map(near))
      .map((parts) =>
        parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part))
          ? (Object.assign({}, ...parts) as unknown)
          : parts[0],
      );
  }
  if (Array.isArray(schema.enum)) return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), oddValue);
  if ('const' in schema) {
    return fc.oneof(
      { arbitrary: fc.constant(schema.const), weight: 16 },
      fc.constantFrom('Soon', 'soon', true, false, 'ok', 'all'),
    );
  }
  switch (schema.type) {
    case 'object':
      return objectNear(schema);
    case 'array': {
      // Around the list's own bounds, so both sides of minItems and maxItems are tried; mostly
      // short, so that an object of several lists of records (the home page's texts) is still
      // valid often enough for both verdicts to come up.
      const item = near((schema.items ?? {}) as Schema);
      const longest = Math.min(((schema.maxItems as number | undefined) ?? 2) + 1, 6);
      return fc.oneof(
        { arbitrary: fc.array(item, { maxLength: Math.min(2, longest) }), weight: 3 },
        { arbitrary: fc.array(item, { maxLength: longest }), weight: 1 },
      );
    }
    case 'string':
      return stringNear(schema);
    case 'number':
    case 'integer':
      return numberNear(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** `value` with one place inside it replaced, removed or given an extra property. */
const mutated = (value: unknown) =>
  fc.tuple(fc.nat(), fc.constantFrom('replace', 'remove', 'add'), oddValue).map(([pick, how, odd]) => {
    const copy = structuredClone(value);
    const places: [Record<string, unknown> | unknown[], string][] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      for (const key of Object.keys(node)) {
        places.push([node as Record<string, unknown>, key]);
        walk((node as Record<string, unknown>)[key]);
      }
    };
    walk(copy);
    const place = places[pick % Math.max(1, places.length)];
    if (!place) return odd;
    const [parent, key] = place;
    if (how === 'remove') Reflect.deleteProperty(parent, key);
    else if (how === 'add' && !Array.isArray(parent)) Object.assign(parent, { [`${key}_2`]: odd });
    else Reflect.set(parent, key, odd);
    return copy;
  });

const sample = (schema: Schema) =>
  fc.oneof(
    { arbitrary: near(schema), weight: 2 },
    { arbitrary: near(schema).chain(mutated), weight: 2 },
    oddValue,
  );

/** Asserts that the browser's check of `json` and Value.Check of `typebox` agree on many values, valid and not. */
function expectSameVerdicts(typebox: TSchema, json: Schema, runs = 300): void {
  const verdicts = { valid: 0, invalid: 0 };
  fc.assert(
    fc.property(sample(json), (value) => {
      const expected = Value.Check(typebox, value);
      verdicts[expected ? 'valid' : 'invalid'] += 1;
      expect(check(json as unknown as TSchema, value)).toBe(expected);
    }),
    // A fixed seed: the same values every run, so the vacuity check below cannot fail by chance
    // (with a random seed a schema with many rules drew too few valid values now and then).
    { numRuns: runs, seed: 20_261_124 },
  );
  // Not a vacuous pass: both verdicts came up, each in one draw of 20 (at most 25 times needed).
  const enough = Math.min(runs / 20, 25);
  expect(verdicts.valid).toBeGreaterThan(enough);
  expect(verdicts.invalid).toBeGreaterThan(enough);
}

// ---------------------------------------------------------------------------------------------

describe('the contract as the browser gets it', () => {
  it('has every schema of the contract, as plain JSON without TypeBox', () => {
    expect(typeboxSchemas.length).toBeGreaterThan(30);
    for (const [name] of typeboxSchemas) {
      expect(served[name], name).toBeTypeOf('object');
      expect(
        Reflect.ownKeys(served[name] ?? {}).filter((key) => typeof key !== 'string' || key.startsWith('~')),
      ).toEqual([]);
    }
    expect(served.Meeting).not.toHaveProperty('description');
    // The plain values come along as they are.
    expect(browserContract.LIMITS.maxPageLimit).toBe(100);
    expect(browserContract.pageCount(0, 9)).toBe(1);
  });
});

/**
 * The schemas with the most rules at once (the site's settings: colours, menu, sections…), where
 * a value near the schema is valid less often: more draws, so that enough of them are.
 */
const MORE_RUNS: Readonly<Record<string, number>> = {
  SiteSettingsInput: 600,
  SiteAnswer: 2400,
  SiteSettings: 2400,
  SettingsSavedAnswer: 2400,
};

describe('the browser check decides as TypeBox Value.Check', () => {
  it.each(typeboxSchemas)('%s', (name, typebox) => {
    expectSameVerdicts(typebox, served[name] ?? {}, MORE_RUNS[name]);
  });

  const lists: [string, string][] = [
    ['MeetingListResponse', 'meetings'],
    ['MeetingCategoryPage', 'meetings'],
    ['MeetingByIdResponse', 'meetings'],
    ['CourseListResponse', 'courses'],
    ['CourseByIdResponse', 'course'],
    ['ContactListResponse', 'data'],
    ['UserListResponse', 'data'],
  ];
  const original = (name: string) => typeboxSchemas.find(([found]) => found === name)?.[1] as TObject;

  it.each(lists)('envelope(%s, %s)', (name, list) => {
    const typebox = Type.Object({ ...original(name).properties, [list]: Type.Array(Type.Unknown()) });
    expectSameVerdicts(typebox, envelope(served[name] as unknown as TObject, list) as unknown as Schema);
  });

  const WithId = Type.Object({ _id: Type.String({ minLength: 1 }) });
  it.each(['Meeting', 'Course'])('salvageable(%s), and what salvage keeps', (name) => {
    const typebox = Type.Intersect([Type.Partial(original(name)), WithId]);
    const record = salvageable(served[name] as unknown as TObject);
    expectSameVerdicts(typebox, record as unknown as Schema);

    // salvage as it was written with TypeBox's Value.
    const typeboxSalvage = (item: unknown) => {
      if (typeof item !== 'object' || item === null) return null;
      const kept: Record<string, unknown> = {};
      for (const [field, schema] of Object.entries<TSchema>(original(name).properties)) {
        const value: unknown = Reflect.get(item, field);
        if (value !== undefined && Value.Check(schema, value)) kept[field] = value;
      }
      return Value.Check(typebox, kept) ? kept : null;
    };
    fc.assert(
      fc.property(sample(served[name] ?? {}), (item) => {
        expect(salvage(served[name] as unknown as TObject, record, item)).toEqual(typeboxSalvage(item));
      }),
      { numRuns: 300 },
    );
  });
  // Keywords and corners the contract does not use today, so that its next schema is covered too.
  const more: [string, TSchema][] = [
    ['enum', Type.Enum(['a', 1, 'b'])],
    ['nullable string', Type.Union([Type.String({ minLength: 2 }), Type.Null()])],
    ['exclusive bounds', Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 10 })],
    ['integer list', Type.Array(Type.Integer({ minimum: 1, maximum: 3 }))],
    ['bounded list', Type.Array(Type.String(), { minItems: 1, maxItems: 3 })],
    ['number literal', Type.Literal(1)],
    [
      'open object',
      Type.Object({ a: Type.Boolean(), b: Type.Optional(Type.Null()) }, { additionalProperties: true }),
    ],
    ['intersection', Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Number() })])],
    // Found on Object.prototype: TypeBox looks these names up with `in`.
    [
      'names of Object.prototype',
      Type.Object({ toString: Type.Optional(Type.String()), constructor: Type.Optional(Type.String()) }),
    ],
    // A code point, not a UTF-16 unit: the pattern is a Unicode one.
    ['unicode pattern', Type.String({ pattern: '^.$', maxLength: 2 })],
  ];
  it.each(more)('%s', (_name, typebox) => {
    expectSameVerdicts(typebox, JSON.parse(JSON.stringify(typebox)) as Schema);
  });
});

describe('the browser check', () => {
  it('refuses, loudly, a schema using what it does not interpret', () => {
    const unknown = (schema: object) => () => check(schema as TSchema, 'x');
    expect(unknown({ type: 'array', uniqueItems: true })).toThrow(/keyword uniqueItems/);
    expect(unknown({ type: 'string', format: 'uri' })).toThrow(/format uri/);
    expect(unknown({ type: 'bigint' })).toThrow(/type bigint/);
    expect(unknown({ type: 'object', additionalProperties: { type: 'string' } })).toThrow(
      /additionalProperties/,
    );
    expect(unknown({ const: { a: 1 } })).toThrow(/constant/);
    expect(unknown({ $ref: '#/$defs/x' })).toThrow(/keyword \$ref/);
    expect(unknown({ anyOf: [{ type: 'string' }, { not: {} }] })).toThrow(/keyword not/);
  });

  it('says where an answer is wrong and why', () => {
    const answer = { message: '', meetings: [], page: 1, limit: 1, totalPages: 1, totalMeetings: 1 };
    expect(() => parseResponse(browserContract.MeetingCategoryPage, { ...answer, success: false })).toThrow(
      'Unexpected answer from the server (/success: must be true)',
    );
    expect(() => parseResponse(browserContract.HealthResponse, [])).toThrow(
      'Unexpected answer from the server (body: must be object)',
    );
    expect(() =>
      parseResponse(browserContract.MeetingListResponse, { ...answer, meetings: [{ _id: 'a' }] }),
    ).toThrow('Unexpected answer from the server (/meetings/0: must have the property id)');
  });
});
