import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { build, type PluginOption, type Rolldown } from 'vite';
import viteConfig from '../vite.config';
import { browserSchemas } from './contract-schemas-plugin';

describe('browserSchemas', () => {
  it('writes each schema once, a nested one as a reference, without annotations', () => {
    const Id = Type.String({ minLength: 1, description: 'An id' });
    const Item = Type.Object({ id: Id, description: Type.Optional(Type.String({ default: '' })) });
    const code = browserSchemas({ List: Type.Array(Item), Item, Id, LIMIT: 3, make: () => Id });
    expect(code.split('\n')).toEqual([
      'export const Id = {"type":"string","minLength":1};',
      'export const Item = {"type":"object","required":["id"],"properties":{"id":Id,"description":{"type":"string"}}};',
      'export const List = {"type":"array","items":Item};',
    ]);
  });

  it('stops the build at what the browser check would skip or does not know', () => {
    expect(() => browserSchemas({ A: Type.Refine(Type.String(), (text) => text.length > 1) })).toThrow(
      /~refine/,
    );
    expect(() => browserSchemas({ A: Type.Object({ at: Type.String({ format: 'uri' }) }) })).toThrow(
      /format uri/,
    );
    expect(() => browserSchemas({ A: Type.Array(Type.String(), { uniqueItems: true }) })).toThrow(
      /uniqueItems/,
    );
  });
});

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every module in the browser bundles Vite builds for `mode`, as the build would write them. */
async function bundledModules(mode: 'production' | 'desktop'): Promise<string[]> {
  const config = viteConfig({ mode, command: 'build' });
  // Only the browser's bundles: not Electron's main process, not the compressed copies on disk.
  const plugins = (config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
  const browserPlugins = plugins.filter(
    (plugin) =>
      !(
        plugin &&
        'name' in plugin &&
        (plugin.name === 'precompress' || plugin.name.startsWith('vite-plugin-electron'))
      ),
  );
  const result = await build({
    ...config,
    root,
    mode,
    configFile: false,
    logLevel: 'silent',
    plugins: browserPlugins,
    build: { ...config.build, write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output }) =>
    output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])),
  );
}

describe('the browser bundles', () => {
  // Browser code importing TypeBox (or a schema file of the contract) again fails here.
  it.each(['production', 'desktop'] as const)(
    'carry no TypeBox (%s build)',
    async (mode) => {
      const modules = await bundledModules(mode);
      expect(modules).toContain('\0contract-schemas');
      expect(modules.some((id) => id.endsWith('/src/lib/schema-check.ts'))).toBe(true);
      expect(modules.filter((id) => /[/\\]node_modules[/\\]typebox[/\\]/.test(id))).toEqual([]);
    },
    180_000,
  );
});
