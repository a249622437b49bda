/*
 * The browser's `@/contract` (scripts/contract-schemas-plugin.ts) takes the schemas as JSON and
 * everything else from the files that import no TypeBox. So a value the screens may need as code
 * (a limit, a list, a helper) must live in such a file: left in a schema file, the browser would
 * not have it.
 */

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
});
const sources = import.meta.glob<string>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const isSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '~kind');
const importsTypeBox = (file: string) => /from ['"]typebox/.test(sources[file] ?? '');

describe('the contract', () => {
  const schemaFiles = Object.keys(modules).filter(importsTypeBox);

  it('has schema files, and plain files that import none of them', () => {
    expect(schemaFiles.length).toBeGreaterThan(3);
    for (const [file, source] of Object.entries(sources)) {
      if (importsTypeBox(file)) continue;
      for (const [, imported] of source.matchAll(/from ['"](\.\/[^'"]+)['"]/g)) {
        expect(importsTypeBox(`${imported ?? ''}.ts`), `${file} imports ${imported ?? ''}`).toBe(false);
      }
    }
  });

  it.each(schemaFiles)('%s exports schemas and the builders that make them, no plain values', (file) => {
    for (const [name, value] of Object.entries(modules[file] ?? {})) {
      const bagOfSchemas =
        typeof value === 'object' && value !== null && Object.values(value).every((item) => isSchema(item));
      expect(isSchema(value) || typeof value === 'function' || bagOfSchemas, name).toBe(true);
    }
  });
});
