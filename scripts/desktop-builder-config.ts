/**
 * electron-builder's configuration for the desktop app (npm run dist:desktop): electron-builder.yml,
 * plus where the installed app looks for updates, chosen by the school's IT when building:
 *
 *   UPDATE_URL=https://school.example/desktop/   a folder the school hosts (the generic provider):
 *                                                 copy release/*.yml, the installers and *.blockmap
 *                                                 there after each build
 *   GH_OWNER=school GH_REPO=admin-app             GitHub releases of a public repository
 *                                                 (npm run publish:desktop uploads them, GH_TOKEN)
 *
 * With neither, the installers are built without an update server: electron-builder writes no
 * app-update.yml, and the app's Check for Updates says updates are not set up for this copy.
 * (electron-builder.yml's ${env.X} macros fail when X is unset, hence this file.)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GenericServerOptions, GithubOptions } from 'builder-util-runtime';
import type { Configuration } from 'electron-builder';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Environment = Record<string, string | undefined>;

/** The `publish` setting for an environment: a generic URL, GitHub releases, or null (none). */
export function publishFromEnvironment(env: Environment): GenericServerOptions | GithubOptions | null {
  const url = env.UPDATE_URL?.trim() ?? '';
  const owner = env.GH_OWNER?.trim() ?? '';
  const repo = env.GH_REPO?.trim() ?? '';
  if (url !== '' && (owner !== '' || repo !== '')) {
    throw new Error(
      'Set UPDATE_URL or GH_OWNER and GH_REPO, not both: the app checks one place for updates.',
    );
  }
  if (url !== '') {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`UPDATE_URL is not a URL: ${url}`);
    }
    // The installer the app downloads runs with the administrator's rights: only over TLS.
    if (parsed.protocol !== 'https:') throw new Error(`UPDATE_URL must start with https:// (got ${url})`);
    return { provider: 'generic', url };
  }
  if (owner !== '' || repo !== '') {
    if (owner === '' || repo === '') throw new Error('GitHub releases need both GH_OWNER and GH_REPO.');
    return { provider: 'github', owner, repo };
  }
  return null;
}

/** The whole configuration for an environment. */
export function desktopBuilderConfig(env: Environment): Configuration {
  return {
    extends: path.join(projectDir, 'electron-builder.yml'),
    publish: publishFromEnvironment(env),
    // The app has no node_modules: the main process bundles its packages, and the app's
    // package.json lists none (scripts/desktop-app-package.ts). Answering false here tells
    // electron-builder that dependencies are handled elsewhere, so it neither installs nor
    // rebuilds any, and does not fall back to collecting the repository's (the website's and the
    // backend's) into the archive either, which it otherwise does when the app folder has none.
    beforeBuild: () => Promise.resolve(false),
  };
}

export default desktopBuilderConfig(process.env);
