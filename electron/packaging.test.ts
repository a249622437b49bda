import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';
// Not re-exported by the package's index: the sentinel it searches for and the states it writes.
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/**
 * What app.asar may weigh: measured at 3.3 MB (the renderer 2.9 MB, 1.2 MB of it the password
 * checker's dictionaries; main.js 0.21 MB, 0.47 MB once it bundles electron-updater), with room
 * for the screens still to come. It was 62.7 MB: 202 packages of node_modules that nothing loads,
 * 5.1 MB of source maps. A budget blown by megabytes means one of those came back.
 */
const ARCHIVE_BUDGET_BYTES = 5 * 1024 * 1024;

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

/**
 * fpm as electron-builder runs it for the .deb (CUSTOM_FPM_PATH): it keeps the arguments and the
 * .desktop entry it was handed (a temporary file) in record.json and writes a stand-in package, so
 * the test reads the package's metadata without Ruby or fpm's download.
 */
const fakeFpm = (recordFile: string): string => `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
const desktop = args.find((arg) => arg.includes('=/usr/share/applications/'));
fs.writeFileSync(${JSON.stringify(recordFile)}, JSON.stringify({
  args,
  desktopEntry: desktop === undefined ? '' : fs.readFileSync(desktop.split('=')[0], 'utf8'),
}));
fs.writeFileSync(args[args.indexOf('--package') + 1], 'a stand-in for the .deb\\n');
`;

interface FpmRecord {
  args: string[];
  desktopEntry: string;
}

const isFpmRecord = (value: unknown): value is FpmRecord =>
  typeof value === 'object' &&
  value !== null &&
  'args' in value &&
  Array.isArray(value.args) &&
  value.args.every((arg) => typeof arg === 'string') &&
  'desktopEntry' in value &&
  typeof value.desktopEntry === 'string';

/** The value after `flag` in fpm's arguments (null when absent). */
const argAfter = (args: string[], flag: string): string | null => {
  const at = args.indexOf(flag);
  return at === -1 ? null : (args[at + 1] ?? null);
};

/** `Key=value` lines of a .desktop file's [Desktop Entry]. */
const desktopEntry = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Za-z]+)=(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match): [string, string] => [match[1] ?? '', match[2] ?? '']),
  );

describe('the packaged desktop app (scripts/desktop-builder-config.ts, Linux)', () => {
  let work = '';
  let appDir = '';
  let electronDist = '';
  let electronVersion = '';

  /** `electron-builder --linux deb` on the desktop bundles, with the environment's extra variables. */
  async function packageDeb(
    name: string,
    env: Record<string, string>,
  ): Promise<{ release: string; fpm: FpmRecord }> {
    const release = path.join(work, name);
    const recordFile = path.join(work, `${name}-fpm.json`);
    const fpm = path.join(work, `${name}-fpm`);
    await writeFile(fpm, fakeFpm(recordFile));
    await chmod(fpm, 0o755);
    // The publishing choice is the test's, whatever the machine running it has set.
    const inherited = Object.entries(process.env).filter(
      ([key]) => !['UPDATE_URL', 'GH_OWNER', 'GH_REPO'].includes(key),
    );
    const environment: NodeJS.ProcessEnv = {
      ...Object.fromEntries(inherited),
      CSC_IDENTITY_AUTO_DISCOVERY: 'false',
      CUSTOM_FPM_PATH: fpm,
      ...env,
    };
    await run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/electron-builder/cli.js'),
        '--linux',
        'deb',
        '--x64',
        '--publish',
        'never',
        '--projectDir',
        ROOT,
        '--config',
        path.join(ROOT, 'scripts/desktop-builder-config.ts'),
        `-c.directories.app=${appDir}`,
        `-c.directories.output=${release}`,
        `-c.electronDist=${electronDist}`,
        `-c.electronVersion=${electronVersion}`,
      ],
      // No limit of its own: the hook's only catches a hang (12 s alone, over 60 s beside the rest of npm test).
      { cwd: work, env: environment },
    );
    const record: unknown = JSON.parse(await readFile(recordFile, 'utf8'));
    if (!isFpmRecord(record))
      throw new Error(`fpm's record is not what the stand-in writes: ${JSON.stringify(record)}`);
    return { release, fpm: record };
  }

  let withUpdates: { release: string; fpm: FpmRecord };
  let withoutUpdates: { release: string; fpm: FpmRecord };
  const unpacked = (release: string): string => path.join(release, 'linux-unpacked');
  const archive = (): string => path.join(unpacked(withUpdates.release), 'resources', 'app.asar');

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'edu-packaging-'));
    appDir = path.join(work, 'app');
    electronDist = path.join(work, 'electron-dist');
    await mkdir(electronDist);
    await writeFile(path.join(electronDist, 'electron'), fakeElectron());
    await chmod(path.join(electronDist, 'electron'), 0o755);
    ({ version: electronVersion } = JSON.parse(
      await readFile(path.join(ROOT, 'node_modules/electron/package.json'), 'utf8'),
    ) as { version: string });

    // The desktop bundles as `npm run build:desktop` makes them, into a folder of this test's own
    // (the test runs before `npm run build` in `npm test`, and never races it over dist/).
    process.env.DESKTOP_OUT_DIR = appDir;
    try {
      await build({
        configFile: path.join(ROOT, 'vite.config.ts'),
        root: ROOT,
        mode: 'desktop',
        logLevel: 'error',
      });
    } finally {
      delete process.env.DESKTOP_OUT_DIR;
    }

    withUpdates = await packageDeb('release-generic', {
      UPDATE_URL: 'https://updates.school.example/admin/',
    });
    withoutUpdates = await packageDeb('release-plain', {});
  }, 600_000);

  afterAll(async () => {
    if (work !== '') await rm(work, { recursive: true, force: true });
  });

  it("flips Electron's fuses in the packaged executable", async () => {
    const wire = await getCurrentFuseWire(path.join(unpacked(withUpdates.release), 'edu-meeting-admin'));
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

  it('packs the desktop bundles and nothing else into app.asar, the only place the app loads from', async () => {
    const files = listPackage(archive(), { isPack: false }).map((file) => file.split(path.sep).join('/'));
    expect(files).toContain('/package.json');
    expect(files).toContain('/main/main.js');
    expect(files).toContain('/preload/preload.cjs');
    expect(files).toContain('/renderer/index.html');
    // Only the bundles' folders: no node_modules, no sources, no maps.
    const stray = files.filter(
      (file) => !/^\/(package\.json|main|preload|renderer)(\/|$)/.test(file) || file.endsWith('.map'),
    );
    expect(stray).toEqual([]);
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
    await expect(stat(path.join(unpacked(withUpdates.release), 'resources', 'app'))).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('keeps the archive under its size budget, with a minified main process', async () => {
    const { size } = await stat(archive());
    console.info(`app.asar: ${size} bytes (budget ${ARCHIVE_BUDGET_BYTES})`);
    expect(size).toBeLessThan(ARCHIVE_BUDGET_BYTES);
    const main = extractFile(archive(), 'main/main.js').toString('utf8');
    // Minified: long lines (readable code averages well under 100 characters a line; the
    // bundled libraries' template texts keep a few line breaks), and no pointer to a source map.
    expect(main.length / main.split('\n').length).toBeGreaterThan(1000);
    expect(main).not.toContain('sourceMappingURL');
  });

  it('gives the app a package.json of its own, with no dependencies to install', async () => {
    const root = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as Record<
      string,
      string
    >;
    const pkg: unknown = JSON.parse(extractFile(archive(), 'package.json').toString('utf8'));
    expect(pkg).toEqual({
      name: 'edu-meeting-admin',
      productName: 'Edu Meeting Admin',
      version: root.version,
      description: "Manage the school's meetings, courses, contact messages and users",
      author: root.author,
      homepage: root.homepage,
      desktopName: 'edu-meeting-admin.desktop',
      type: 'module',
      main: 'main/main.js',
    });
  });

  it('hands the .deb complete package metadata: name, homepage, maintainer, section, description', () => {
    const { args } = withUpdates.fpm;
    expect(args.slice(0, 5)).toEqual(['-s', 'dir', '--force', '-t', 'deb']);
    expect({
      name: argAfter(args, '--name'),
      url: argAfter(args, '--url'),
      maintainer: argAfter(args, '--maintainer'),
      vendor: argAfter(args, '--vendor'),
      category: argAfter(args, '--category'),
      architecture: argAfter(args, '--architecture'),
    }).toEqual({
      name: 'edu-meeting-admin',
      url: 'https://school.example/',
      maintainer: 'School IT <it@school.example>',
      vendor: 'School IT',
      category: 'education',
      architecture: 'amd64',
    });
    expect(path.basename(argAfter(args, '--package') ?? '')).toMatch(
      /^edu-meeting-admin_\d+\.\d+\.\d+_amd64\.deb$/,
    );
    // The synopsis, then the description (electron-builder turns ' into ’).
    expect(argAfter(args, '--description')).toMatch(
      /^Manage the school’s meetings.*\n The administrators’ app/s,
    );
    // The app installs under /opt with its icon and its launcher entry.
    expect(args).toContain(`${unpacked(withUpdates.release)}/=/opt/Edu Meeting Admin`);
    expect(args.some((arg) => arg.endsWith('=/usr/share/applications/edu-meeting-admin.desktop'))).toBe(true);
    expect(
      args.some((arg) => /=\/usr\/share\/icons\/hicolor\/\d+x\d+\/apps\/edu-meeting-admin\.png$/.test(arg)),
    ).toBe(true);
  });

  it('gives the launcher entry the name, command, icon, category and window class', () => {
    const entry = desktopEntry(withUpdates.fpm.desktopEntry);
    expect(entry.Comment).toContain("administrators' app");
    expect(entry).toMatchObject({
      Name: 'Edu Meeting Admin',
      GenericName: 'School administration',
      Exec: '"/opt/Edu Meeting Admin/edu-meeting-admin" %U',
      Icon: 'edu-meeting-admin',
      Type: 'Application',
      Terminal: 'false',
      Categories: 'Education;',
      // Electron's app_id (desktopName): the dock links the running window to this entry.
      StartupWMClass: 'edu-meeting-admin',
    });
  });

  it('tells the installed app where updates come from when UPDATE_URL is set, and nothing otherwise', async () => {
    const updateConfig = await readFile(
      path.join(unpacked(withUpdates.release), 'resources', 'app-update.yml'),
      'utf8',
    );
    expect(updateConfig).toContain('provider: generic');
    expect(updateConfig).toContain('url: https://updates.school.example/admin/');
    // The metadata electron-updater reads on the server, beside the .deb it names (with its sha512).
    const latest = await readFile(path.join(withUpdates.release, 'latest-linux.yml'), 'utf8');
    expect(latest).toMatch(/path: edu-meeting-admin_\d+\.\d+\.\d+_amd64\.deb/);
    expect(latest).toMatch(/sha512: \S+/);

    await expect(
      stat(path.join(unpacked(withoutUpdates.release), 'resources', 'app-update.yml')),
    ).rejects.toThrow(/ENOENT/);
    expect(argAfter(withoutUpdates.fpm.args, '--name')).toBe('edu-meeting-admin');
  });
});
