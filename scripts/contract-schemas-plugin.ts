import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { ANNOTATIONS, assertSupported } from '../src/lib/schema-check';

/**
 * The browser's `@/contract`: the contract's TypeBox schemas as plain JSON Schema objects, built
 * when bundling, so TypeBox's builders never reach a browser bundle (src/lib/schema-check.ts
 * checks answers against them instead of TypeBox's Value).
 *
 * An import of `src/contract/index.ts` (`@/contract`) from browser code (src/ outside the contract)
 * becomes a generated module that
 * - re-exports the contract's plain files (those that import no TypeBox, directly or through
 *   another contract file: LIMITS, PUBLIC_PATHS, pageCount…) as they are, and
 * - re-exports, from a module of their own (SCHEMAS_MODULE_ID), every TypeBox schema the
 *   contract exports as an object literal: the schema's JSON
 *   without annotations (description, default…), with a schema nested in another written as a
 *   reference to its export (Meeting inside MeetingListResponse), so it is shipped once.
 * What the contract exports besides (the server's schema builders, PageInfo) is not there: browser
 * code importing it fails the build. TypeScript still reads `src/contract`, so the types are
 * TypeBox's `Static` ones. The server, the contract's own tests and Electron's main process import
 * the real contract.
 *
 * The build stops when the contract uses something the browser's checker does not interpret (a
 * keyword, format, TypeBox refinement or codec), and when browser code imports a schema file of
 * the contract directly (only tests may, to compare with TypeBox).
 */

const MODULE_ID = '\0contract-schemas';
/**
 * The schemas' object literals, a module of their own that the generated `@/contract` re-exports:
 * only the answers' checks use them, so a build can place them with those (vite.config.ts).
 */
export const SCHEMAS_MODULE_ID = '\0contract-schemas-json';
/** Hidden keys TypeBox puts on its schemas that change nothing in what a value may be. */
const HARMLESS_MARKERS = new Set(['~kind', '~optional', '~readonly']);
const TYPEBOX_IMPORT = /\bfrom\s+['"]typebox(?:\/[^'"]*)?['"]|\bimport\s*\(\s*['"]typebox/;
const RELATIVE_IMPORTS = /\bfrom\s+['"](\.\/[^'"]+)['"]/g;

type Exports = Record<string, unknown>;

const isTypeBoxSchema = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '~kind');

/**
 * A TypeBox schema as the browser gets it: its JSON without annotations, with shared sub-schemas
 * still shared. Throws on what JSON cannot carry, and on TypeBox's hidden keys that would change
 * what a value may be (a refinement, a codec): the browser's check would silently skip them.
 */
function toJson(value: unknown, where: string, copies: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'string' || typeof value === 'boolean' || value === null || Number.isFinite(value)) {
      return value;
    }
    throw new Error(
      `${where} is ${typeof value === 'number' ? value : `a ${typeof value}`}, which JSON cannot carry (contract-schemas-plugin)`,
    );
  }
  const known = copies.get(value);
  if (known !== undefined) return known;
  for (const key of Reflect.ownKeys(value)) {
    const hidden = !Object.getOwnPropertyDescriptor(value, key)?.enumerable;
    if (typeof key === 'symbol' || (hidden && !HARMLESS_MARKERS.has(key) && !Array.isArray(value))) {
      throw new Error(
        `${where} carries ${String(key)}, which the browser's schema check cannot reproduce (contract-schemas-plugin)`,
      );
    }
  }
  const copy: unknown = Array.isArray(value)
    ? value.map((item, index) => toJson(item, `${where}/${index}`, copies))
    : Object.fromEntries(
        Object.entries(value)
          // The keys of `properties` name fields; elsewhere a key is a keyword.
          .filter(([key]) => where.endsWith('/properties') || !ANNOTATIONS.includes(key))
          .map(([key, item]) => [key, toJson(item, `${where}/${key}`, copies)]),
      );
  copies.set(value, copy);
  return copy;
}

/**
 * JavaScript for the browser's copy of the contract's schemas: one `export const` per TypeBox
 * schema `contract` exports, each after the schemas it refers to.
 */
export function browserSchemas(contract: Exports): string {
  const copies = new Map<object, unknown>();
  const names = new Map<unknown, string>();
  const definitions: string[] = [];
  const aliases: string[] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (!isTypeBoxSchema(value)) continue;
    const json = toJson(value, name, copies);
    // Checked as the browser will use it: what the checker does not know stops the build.
    assertSupported(json as object);
    if (names.has(json)) aliases.push(`export const ${name} = ${names.get(json) ?? ''};`);
    else names.set(json, name);
  }
  const written = new Set<unknown>();
  const literal = (value: unknown, root: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const name = names.get(value);
    if (name !== undefined && value !== root) {
      write(value, name);
      return name;
    }
    if (Array.isArray(value)) return `[${value.map((item) => literal(item, root)).join(',')}]`;
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${literal(item, root)}`)
      .join(',')}}`;
  };
  function write(json: unknown, name: string): void {
    if (written.has(json)) return;
    written.add(json);
    // Post-order: literal() writes the schemas this one refers to first.
    const code = literal(json, json);
    definitions.push(`export const ${name} = ${code};`);
  }
  for (const [json, name] of names) write(json, name);
  return [...definitions, ...aliases].join('\n');
}

interface ContractFiles {
  index: string;
  /** Files the index exports that import no TypeBox, directly or through another file of the contract. */
  plain: string[];
  /** Files that do: browser code gets their schemas only through the generated module. */
  schemas: Set<string>;
}

async function readContract(dir: string): Promise<ContractFiles> {
  const files = (await readdir(dir)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  const sources = new Map(
    await Promise.all(
      files.map(
        async (name) => [path.join(dir, name), await readFile(path.join(dir, name), 'utf8')] as const,
      ),
    ),
  );
  const index = path.join(dir, 'index.ts');
  const schemas = new Set(
    [...sources].filter(([, source]) => TYPEBOX_IMPORT.test(source)).map(([file]) => file),
  );
  // A file importing a schema file carries TypeBox too.
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, source] of sources) {
      if (schemas.has(file) || file === index) continue;
      for (const [, specifier] of source.matchAll(RELATIVE_IMPORTS)) {
        const target = [...sources.keys()].find(
          (candidate) => candidate.replace(/\.tsx?$/, '') === path.join(dir, specifier ?? ''),
        );
        if (target && schemas.has(target)) {
          schemas.add(file);
          grew = true;
          break;
        }
      }
    }
  }
  // Only what the index exports: a file beside it (the password examples of the tests) stays out of every bundle.
  const exported = new Set(
    [...(sources.get(index) ?? '').matchAll(RELATIVE_IMPORTS)].map(([, specifier]) =>
      path.join(dir, specifier ?? ''),
    ),
  );
  const plain = [...sources.keys()].filter(
    (file) => exported.has(file.replace(/\.tsx?$/, '')) && !schemas.has(file),
  );
  return { index, plain, schemas };
}

export function contractSchemas(): Plugin {
  let root = process.cwd();
  let contractDir = '';
  let files: Promise<ContractFiles> | undefined;
  let module: Promise<{ code: string; schemas: string; dependencies: string[] }> | undefined;

  const contract = () => (files ??= readContract(contractDir));

  async function generate(): Promise<{ code: string; schemas: string; dependencies: string[] }> {
    const { index, plain } = await contract();
    const loaded = await runnerImport<Exports>(index);
    const generated = '// Generated by scripts/contract-schemas-plugin.ts from src/contract for the browser.';
    const code = [
      generated,
      ...plain.map((file) => `export * from ${JSON.stringify(file)};`),
      `export * from ${JSON.stringify(SCHEMAS_MODULE_ID)};`,
    ].join('\n');
    const schemas = [generated, browserSchemas(loaded.module)].join('\n');
    return { code, schemas, dependencies: [index, ...loaded.dependencies] };
  }

  const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');

  return {
    name: 'contract-schemas',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      contractDir = path.join(root, 'src', 'contract');
    },
    resolveId: {
      // Only specifiers that may lead to the contract reach the handler.
      filter: { id: /contract/ },
      async handler(source, importer, options) {
        // The dev server asks again for the module by its own id.
        if (source === MODULE_ID || source === SCHEMAS_MODULE_ID) return source;
        if (!importer) return null;
        const from = importer.split('?')[0] ?? importer;
        if (!path.isAbsolute(from) || !inside(path.join(root, 'src'), from) || inside(contractDir, from))
          return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        const file = resolved.id.split('?')[0] ?? resolved.id;
        const { index, schemas } = await contract();
        if (file === index) return MODULE_ID;
        if (schemas.has(file) && !/\.test\.tsx?$/.test(from)) {
          this.error(
            `${path.relative(root, from)} imports ${path.relative(root, file)}, which carries TypeBox into the browser; import the contract from '@/contract'`,
          );
        }
        return resolved;
      },
    },
    load: {
      filter: { id: new RegExp(`^(${MODULE_ID}|${SCHEMAS_MODULE_ID})$`) },
      async handler(id) {
        const { code, schemas, dependencies } = await (module ??= generate());
        for (const file of dependencies) this.addWatchFile(file);
        // Only re-exports and object literals: declared free of side effects, the bundler lets each
        // page's chunk depend on the contract files it uses, not on the whole contract (else the
        // sign-up page's password rules would ride along with every page's first load).
        return { code: id === MODULE_ID ? code : schemas, map: { mappings: '' }, moduleSideEffects: false };
      },
    },
    watchChange(id) {
      if (inside(contractDir, id)) {
        files = undefined;
        module = undefined;
      }
    },
  };
}
