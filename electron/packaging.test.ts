import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';
// Not re-exported by the package's index: the sentinel it searches for and the states it writes.
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/**
 * An Electron executable as far as electron-builder and @electron/fuses can tell: Electron's fuse
 * sentinel, wire version 1, and the wire with Electron's own defaults ('1' on, '0' off). The real
 * binary cannot be downloaded everywhere the tests run, and only these bytes matter here.
 */
const ELECTRON_DEFAULT_WIRE = '10110001';
const fakeElectron = (): Buffer =>
  Buffer.concat([
    Buffer.from('#!/bin/sh\necho "a stand-in for Electron"\n'),
    Buffer.from(SENTINEL),
    Buffer.from([Number(FuseVersion.V1), ELECTRON_DEFAULT_WIRE.length]),
    Buffer.from(ELECTRON_DEFAULT_WIRE),
    Buffer.from('\n'),
  ]);

interface PackageJson {
  name: string;
  version: string;
  description: string;
  author: string;
}

describe('the packaged desktop app (electron-builder.yml, Linux dir target)', () => {
  let work = '';
  let executable = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'edu-packaging-'));
    const electronDist = path.join(work, 'electron-dist');
    const project = path.join(work, 'project');
    await mkdir(electronDist);
    await writeFile(path.join(electronDist, 'electron'), fakeElectron());
    await chmod(path.join(electronDist, 'electron'), 0o755);

    // The app as electron-builder.yml packs it: package.json, dist/desktop/**, build/ for the icon.
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
    const { version: electronVersion } = JSON.parse(
      await readFile(path.join(ROOT, 'node_modules/electron/package.json'), 'utf8'),
    ) as { version: string };
    await mkdir(path.join(project, 'dist/desktop/main'), { recursive: true });
    await mkdir(path.join(project, 'build'));
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({
        name: pkg.name,
        version: pkg.version,
        description: pkg.description,
        author: pkg.author,
        main: 'dist/desktop/main/main.js',
      }),
    );
    await writeFile(path.join(project, 'dist/desktop/main/main.js'), '// the main process\n');
    await copyFile(path.join(ROOT, 'build/icon.png'), path.join(project, 'build/icon.png'));

    await run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/electron-builder/cli.js'),
        '--linux',
        'dir',
        '--x64',
        '--projectDir',
        project,
        '--config',
        path.join(ROOT, 'electron-builder.yml'),
        `-c.electronDist=${electronDist}`,
        `-c.electronVersion=${electronVersion}`,
        `-c.directories.output=${path.join(work, 'release')}`,
      ],
      { cwd: project, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' }, timeout: 55_000 },
    );
    executable = path.join(work, 'release', 'linux-unpacked', pkg.name);
  }, 60_000);

  afterAll(async () => {
    if (work !== '') await rm(work, { recursive: true, force: true });
  });

  it("flips Electron's fuses in the packaged executable", async () => {
    const wire = await getCurrentFuseWire(executable);
    const fuse = (option: FuseV1Options): string => {
      const state = wire[option];
      return state === FuseState.ENABLE ? 'on' : state === FuseState.DISABLE ? 'off' : String(state);
    };
    expect({
      runAsNode: fuse(FuseV1Options.RunAsNode),
      cookieEncryption: fuse(FuseV1Options.EnableCookieEncryption),
      nodeOptionsEnvironmentVariable: fuse(FuseV1Options.EnableNodeOptionsEnvironmentVariable),
      nodeCliInspectArguments: fuse(FuseV1Options.EnableNodeCliInspectArguments),
      embeddedAsarIntegrityValidation: fuse(FuseV1Options.EnableEmbeddedAsarIntegrityValidation),
      onlyLoadAppFromAsar: fuse(FuseV1Options.OnlyLoadAppFromAsar),
      grantFileProtocolExtraPrivileges: fuse(FuseV1Options.GrantFileProtocolExtraPrivileges),
    }).toEqual({
      runAsNode: 'off',
      cookieEncryption: 'on',
      nodeOptionsEnvironmentVariable: 'off',
      nodeCliInspectArguments: 'off',
      embeddedAsarIntegrityValidation: 'on',
      onlyLoadAppFromAsar: 'on',
      grantFileProtocolExtraPrivileges: 'off',
    });
  });

  it('packs the app into app.asar, the only place the executable will load it from', async () => {
    const resources = path.join(work, 'release', 'linux-unpacked', 'resources');
    const asar = await readFile(path.join(resources, 'app.asar'));
    expect(asar.includes('// the main process')).toBe(true);
    await expect(readdir(path.join(resources, 'app'))).rejects.toThrow(/ENOENT/);
  });
});
