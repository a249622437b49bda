/**
 * npm run new:resource -- <plural> <Singular>      e.g.  npm run new:resource -- notices Notice
 *
 * A new resource in the eleven files docs/architecture/adding-a-resource.md lists: a record with a
 * title and a description, its table and change counter, its API (public list and record, admin
 * writes), and its admin section (menu, table, create and edit forms) in the sidebar. The files
 * are a start to change: add the resource's own fields to the contract, the migration, the
 * mapping in its service and the form's fields. Refuses a name that is taken, and writes nothing
 * then. scripts/new-resource.test.ts runs it on a copy of the project and uses what it made.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ResourceNames {
  /** The collection, lower case: 'notices' (its table, its path /api/notices, its folder). */
  plural: string;
  /** One of them: 'Notice' (its types). */
  singular: string;
}

/** Every spelling the files use. */
function spellings({ plural, singular }: ResourceNames) {
  return {
    plural,
    Plural: plural.charAt(0).toUpperCase() + plural.slice(1),
    singular: singular.charAt(0).toLowerCase() + singular.slice(1),
    Singular: singular,
  };
}

/** Why these names cannot be a new resource in `root`, or undefined when they can. */
export function refusal(root: string, names: ResourceNames): string | undefined {
  if (!/^[a-z][a-z]{2,30}$/.test(names.plural))
    return `"${names.plural}" must be lower-case letters, e.g. notices`;
  if (!/^[A-Z][A-Za-z]{2,30}$/.test(names.singular))
    return `"${names.singular}" must be a capitalised word, e.g. Notice`;
  if (existsSync(path.join(root, 'server/modules', names.plural)))
    return `server/modules/${names.plural} exists already`;
  if (existsSync(path.join(root, 'src/features', names.plural)))
    return `src/features/${names.plural} exists already`;
  for (const file of [`${names.plural}.ts`, `${names.plural}-values.ts`]) {
    if (existsSync(path.join(root, 'src/contract', file))) return `src/contract/${file} exists already`;
  }
  return undefined;
}

/** The next migration's number, after the highest in server/db/migrations. */
function nextMigration(root: string): string {
  const numbers = readdirSync(path.join(root, 'server/db/migrations'))
    .map((file) => /^(\d{4})-/.exec(file)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

/** `text` with `line` put before the first line matching `before` (which must be there). */
function insertBefore(text: string, before: RegExp, line: string, file: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((candidate) => before.test(candidate));
  if (at < 0) throw new Error(`${file}: no line matching ${before} to add "${line.trim()}" before`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** The files of the new resource, by path from the project's root: new ones whole, the registries changed. */
export function resourceFiles(root: string, names: ResourceNames): Map<string, string> {
  const { plural, Plural, singular, Singular } = spellings(names);
  const migration = `${nextMigration(root)}-${plural}`;
  const files = new Map<string, string>();
  const read = (file: string) => files.get(file) ?? readFileSync(path.join(root, file), 'utf8');

  files.set(
    `src/contract/${plural}.ts`,
    `import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, PagedList, RecordAnswers, RequestBody, WithMessage } from './common';
import { LIMITS } from './common-values';
import { ${plural.toUpperCase()}_WIRE } from './${plural}-values';

export const ${Singular} = Type.Object({
  _id: Id,
  id: Id,
  title: Type.String(),
  description: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ${Singular} = Static<typeof ${Singular}>;

export const ${Singular}Input = RequestBody({
  title: Type.String({ title: 'Title', minLength: 1, maxLength: LIMITS.shortText }),
  description: Type.Optional(Type.String({ title: 'Description', maxLength: LIMITS.longText })),
});
export type ${Singular}Input = Static<typeof ${Singular}Input>;

export const ${Singular}Patch = Type.Partial(${Singular}Input, { additionalProperties: false });
export type ${Singular}Patch = Static<typeof ${Singular}Patch>;

export const ${Singular}ListResponse = PagedList(
  WithMessage,
  ${plural.toUpperCase()}_WIRE.keys.records,
  ${Singular},
  ${plural.toUpperCase()}_WIRE.keys.total,
);
export type ${Singular}ListResponse = Static<typeof ${Singular}ListResponse>;

export const { byId: ${Singular}ByIdResponse, saved: ${Singular}SavedResponse } = RecordAnswers(
  ${plural.toUpperCase()}_WIRE.keys,
  ${Singular},
);
export type ${Singular}ByIdResponse = Static<typeof ${Singular}ByIdResponse>;
export type ${Singular}SavedResponse = Static<typeof ${Singular}SavedResponse>;
`,
  );
  files.set(
    `src/contract/${plural}-values.ts`,
    `import type { RecordWire } from './common-values';

/** ${Plural} on the wire, for the server's routes and the browser's calls alike (RecordWire). */
export const ${plural.toUpperCase()}_WIRE = {
  path: '/api/${plural}',
  keys: { records: '${plural}', total: 'total${Plural}', byId: '${singular}', saved: '${singular}' },
} as const satisfies RecordWire;
`,
  );
  files.set(
    'src/contract/index.ts',
    `${read('src/contract/index.ts').trimEnd()}\nexport * from './${plural}';\nexport * from './${plural}-values';\n`,
  );

  files.set(
    `server/db/migrations/${migration}.ts`,
    `import type { Kysely } from 'kysely';
import { addChangeCounters, dropChangeCounters } from './change-counters';
import { createTable, primaryKey } from './create-table';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, '${plural}', [
    ['id', 'varchar(64)', primaryKey],
    ['title', 'text'],
    ['description', 'text'],
    ['created_at', 'varchar(32)'],
    ['updated_at', 'varchar(32)'],
  ]);
  // The list's order (by title, then id), walked along the index.
  await db.schema.createIndex('${plural}_title_idx').on('${plural}').columns(['title', 'id']).execute();
  await addChangeCounters(db, ['${plural}']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropChangeCounters(db, ['${plural}']);
  await db.schema.dropTable('${plural}').execute();
}
`,
  );
  const migrationsIndex = 'server/db/migrations/index.ts';
  let index = insertBefore(
    read(migrationsIndex),
    /^\/\*\* A static list/,
    `import * as ${plural} from './${migration}';\n`,
    migrationsIndex,
  ).replace(/\n\n(import \* as \w+ from '[^']+';)\n\n/, '\n$1\n\n');
  index = insertBefore(index, /^};/, `  '${migration}': ${plural},`, migrationsIndex);
  files.set(migrationsIndex, index);

  files.set(
    `server/modules/${plural}/${plural}.repository.ts`,
    `import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { pageOfRows, type RowWindow } from '../../db/row-pages';
import { recordQueries } from '../resource-kit/record-queries';

/** The ${plural} table (migration ${migration}). */
export interface ${Plural}Table {
  id: string;
  title: string;
  description: string;
  created_at: string;
  updated_at: string;
}

// The table joins the database's by declaration: nothing else lists it.
declare module '../../db/schema' {
  interface Database {
    ${plural}: ${Plural}Table;
  }
}

export type ${Singular}Row = Selectable<${Plural}Table>;

/** ${Plural} by title (then id, so a record's place in the list never changes between calls). */
export const list${Plural} = (db: Db, page: RowWindow) =>
  pageOfRows(db, '${plural}', { title: 'asc', id: 'asc' }, page);

/** A ${singular} by its id: the queries every record table answers alike (resource-kit). */
export const ${singular}Queries = recordQueries('${plural}');
`,
  );

  files.set(
    `server/modules/${plural}/${plural}.service.ts`,
    `import type { ${Singular}, ${Singular}Input, ${Singular}Patch } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { ListPage } from '../../lib/pagination';
import {
  ownColumns,
  recordService,
  recordStamps,
  type TableRecordDeclaration,
} from '../resource-kit/record-service';
import { list${Plural}, ${singular}Queries, type ${Singular}Row } from './${plural}.repository';

/** A ${singular} as the API sends it: its columns keep their names. */
function to${Singular}(row: ${Singular}Row): ${Singular} {
  return { ...recordStamps(row), ...ownColumns(row) };
}

/** A ${singular}'s rules are those of every record (resource-kit): this is its mapping. */
export const ${singular}Records: TableRecordDeclaration<'${plural}', ${Singular}, ${Singular}Input, ${Singular}Patch> = {
  noun: '${singular}',
  repository: ${singular}Queries,
  toRecord: to${Singular},
  newRow: (input, { id, now }) => ({
    id,
    title: input.title,
    description: input.description ?? '',
    created_at: now,
    updated_at: now,
  }),
  changes: (patch) => ({ title: patch.title, description: patch.description }),
};

/** ${Plural}: records listed by title. */
export const ${plural}Service = {
  ...recordService(${singular}Records),

  /** One page of ${plural}, by title, and how many there are. */
  async list(db: Db, page: RowWindow): Promise<ListPage<${Singular}>> {
    const { rows, total } = await list${Plural}(db, page);
    return { records: rows.map(to${Singular}), total };
  },
};
`,
  );

  files.set(
    `server/modules/${plural}/${plural}.routes.ts`,
    `import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ${plural.toUpperCase()}_WIRE,
  ${Singular}ByIdResponse,
  ${Singular}Input,
  ${Singular}ListResponse,
  ${Singular}Patch,
  ${Singular}SavedResponse,
} from '@/contract';
import {
  registerRecordList,
  registerRecordRoutes,
  type RecordCollection,
} from '../resource-kit/record-routes';
import { ${plural}Service } from './${plural}.service';

/** Where ${plural} are, for their list and their record routes alike. */
const ${plural}: RecordCollection = { wire: ${plural.toUpperCase()}_WIRE, table: '${plural}', tag: '${plural}' };

/** ${Plural}: a public list and record (kept in memory per change counter), admin writes. */
export const ${plural}Routes: FastifyPluginAsyncTypebox = async (app) => {
  registerRecordList(app, ${plural}, {
    summary: '${Plural}, by title',
    response: ${Singular}ListResponse,
    list: (db, page) => ${plural}Service.list(db, page),
  });

  registerRecordRoutes(app, {
    ...${plural},
    noun: '${singular}',
    schemas: {
      input: ${Singular}Input,
      patch: ${Singular}Patch,
      byId: ${Singular}ByIdResponse,
      saved: ${Singular}SavedResponse,
    },
    service: ${plural}Service,
  });
  return Promise.resolve();
};
`,
  );

  const app = 'server/app.ts';
  let appText = insertBefore(
    read(app),
    /^import \{ \w+ \} from '\.\/modules\/pages\//,
    `import { ${plural}Routes } from './modules/${plural}/${plural}.routes';`,
    app,
  );
  appText = insertBefore(appText, /^ {4}web,$/, `    ${plural}Routes,`, app);
  files.set(app, appText);

  files.set(
    `src/features/${plural}/admin/${plural}-admin.tsx`,
    `import { LocalMoment, orMissing } from '@/components/resource-kit/record-cells';
import { DESCRIPTION_FIELD, TITLE_FIELD, type FieldRow } from '@/components/resource-kit/record-fields';
import { recordScreensOf } from '@/components/resource-kit/record-screens';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import {
  ${plural.toUpperCase()}_WIRE,
  ${Singular},
  ${Singular}ByIdResponse,
  ${Singular}ListResponse,
  ${Singular}SavedResponse,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordCalls } from '@/lib/record-api';
import { salvagedAnswers, type SalvagedRecord } from '@/lib/record-answers';

// The ${plural} section of the admin area: what differs from any other record's (the kits do the rest).

/** A ${singular} as the admin screens take it: whatever fields came back as expected, and its id. */
type ${Singular}Record = SalvagedRecord<typeof ${Singular}>;

/** Its answers, read where the wire puts them (the contract's ${plural.toUpperCase()}_WIRE, as the server's routes do). */
const ${singular}Answers = salvagedAnswers(
  ${Singular},
  { list: ${Singular}ListResponse, byId: ${Singular}ByIdResponse, saved: ${Singular}SavedResponse },
  ${plural.toUpperCase()}_WIRE.keys,
);

// Its calls, with a cache tag of its own: only these screens read ${plural}. The section loads
// with the admin area, so its answers' checks are at hand.
const ${singular}Calls = recordCalls(baseApi.enhanceEndpoints({ addTagTypes: ['${Singular}'] }), {
  tag: '${Singular}',
  path: ${plural.toUpperCase()}_WIRE.path,
  answers: () => Promise.resolve(${singular}Answers),
});

type ${Singular}Field = 'title' | 'description';
const ${plural.toUpperCase()}_FIELDS: readonly FieldRow<${Singular}Field>[] = [TITLE_FIELD, DESCRIPTION_FIELD];

/** The section's screens, as the admin area mounts them (${plural}-section.ts). */
export const recordScreens: RecordScreens = recordScreensOf<${Singular}Record, ${Singular}Field>({
  noun: { one: '${singular}', many: '${plural}' },
  calls: ${singular}Calls,
  columns: [
    { header: 'Updated', cell: (record) => orMissing(record.updatedAt, (moment) => <LocalMoment at={moment} />) },
  ],
  fields: ${plural.toUpperCase()}_FIELDS,
  words: { caption: 'Every ${singular}, by title' },
});
`,
  );

  files.set(
    `src/features/${plural}/admin/${plural}-section.ts`,
    `import { recordSection } from '@/components/resource-kit/record-section';

/** The ${Plural} section of the admin area (found by app/admin/admin-sections), after Pages and Categories. */
export const section = recordSection('${plural}', {
  label: '${Plural}',
  order: 86,
  load: () => import('./${plural}-admin'),
});
`,
  );
  return files;
}

/** Writes the resource's files into `root`; the paths it wrote or changed. */
export function addResource(root: string, names: ResourceNames): string[] {
  const why = refusal(root, names);
  if (why) throw new Error(why);
  const files = resourceFiles(root, names);
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return [...files.keys()];
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const [plural, singular] = process.argv.slice(2);
  if (!plural || !singular) {
    console.error(
      'Usage: npm run new:resource -- <plural> <Singular>   e.g. npm run new:resource -- notices Notice',
    );
    process.exit(2);
  }
  try {
    const written = addResource(process.cwd(), { plural, singular });
    console.log(`${written.length} files:\n${written.map((file) => `  ${file}`).join('\n')}`);
    console.log('Then: npx prettier --write on them, npm run typecheck, and the API at /api/docs.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
