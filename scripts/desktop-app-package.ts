import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The package.json of the desktop app as packaged (dist/desktop/package.json, electron-builder's
 * `directories.app`): the repository's package.json describes the website and the backend, and
 * lists their npm packages, which electron-builder would copy into the archive as node_modules.
 * The app's own has no dependencies (the main process's are bundled into main.js), so the
 * archive holds the desktop bundles and nothing else.
 */
export interface DesktopAppPackage {
  /** The Linux package and the executable's name. */
  name: string;
  productName: string;
  version: string;
  description: string;
  author: string;
  homepage: string;
  /** Electron's app_id / WM_CLASS on Linux, and the .desktop file's name (linux.syncDesktopName). */
  desktopName: string;
  /** main.js is an ES module. */
  type: 'module';
  main: string;
}

export const DESKTOP_PACKAGE_NAME = 'edu-meeting-admin';
export const DESKTOP_PRODUCT_NAME = 'Edu Meeting Admin';
export const DESKTOP_DESCRIPTION = "Manage the school's meetings, courses, contact messages and users";

function stringField(pkg: object, key: string): string {
  const value: unknown = Reflect.get(pkg, key);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`package.json needs a "${key}" (text) for the desktop app's package.json`);
  }
  return value;
}

/** The desktop app's package.json from the repository's (its version, author and homepage). */
export function desktopAppPackage(rootPackage: unknown): DesktopAppPackage {
  if (typeof rootPackage !== 'object' || rootPackage === null || Array.isArray(rootPackage)) {
    throw new Error('package.json is not a JSON object');
  }
  const pkg = rootPackage;
  return {
    name: DESKTOP_PACKAGE_NAME,
    productName: DESKTOP_PRODUCT_NAME,
    version: stringField(pkg, 'version'),
    description: DESKTOP_DESCRIPTION,
    author: stringField(pkg, 'author'),
    homepage: stringField(pkg, 'homepage'),
    desktopName: `${DESKTOP_PACKAGE_NAME}.desktop`,
    type: 'module',
    main: 'main/main.js',
  };
}

/** Writes `<outRoot>/package.json` once the main process's bundle is written. */
export function desktopAppPackagePlugin(projectRoot: string, outRoot: string): Plugin {
  return {
    name: 'desktop-app-package',
    apply: 'build',
    async writeBundle() {
      const rootPackage: unknown = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
      const target = path.resolve(projectRoot, outRoot, 'package.json');
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(desktopAppPackage(rootPackage), null, 2)}\n`);
    },
  };
}
