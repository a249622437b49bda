import path from 'node:path';
import { Platform } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { desktopBuilderConfig, publishFromEnvironment } from './desktop-builder-config';

describe('where the installed desktop app looks for updates (chosen when building)', () => {
  it('is a folder the school hosts when UPDATE_URL names one', () => {
    expect(publishFromEnvironment({ UPDATE_URL: ' https://school.example/desktop/ ' })).toEqual({
      provider: 'generic',
      url: 'https://school.example/desktop/',
    });
  });

  it("is a GitHub repository's releases with GH_OWNER and GH_REPO", () => {
    expect(publishFromEnvironment({ GH_OWNER: 'school', GH_REPO: 'admin-app' })).toEqual({
      provider: 'github',
      owner: 'school',
      repo: 'admin-app',
    });
  });

  it('is nowhere without either: the installers are built without an update server', () => {
    expect(publishFromEnvironment({})).toBeNull();
    expect(publishFromEnvironment({ UPDATE_URL: '  ', GH_OWNER: '' })).toBeNull();
    expect(desktopBuilderConfig({}).publish).toBeNull();
  });

  it('refuses what would leave the app checking the wrong place, or an installer over plain HTTP', () => {
    expect(() => publishFromEnvironment({ UPDATE_URL: 'http://school.example/desktop/' })).toThrow(
      'UPDATE_URL must start with https:// (got http://school.example/desktop/)',
    );
    expect(() => publishFromEnvironment({ UPDATE_URL: 'school.example/desktop' })).toThrow(
      'UPDATE_URL is not a URL: school.example/desktop',
    );
    expect(() => publishFromEnvironment({ GH_OWNER: 'school' })).toThrow(
      'GitHub releases need both GH_OWNER and GH_REPO.',
    );
    expect(() =>
      publishFromEnvironment({ UPDATE_URL: 'https://school.example/', GH_OWNER: 'school', GH_REPO: 'app' }),
    ).toThrow('Set UPDATE_URL or GH_OWNER and GH_REPO, not both');
  });

  it('extends electron-builder.yml, and keeps the repository’s node_modules out of the app', async () => {
    const config = desktopBuilderConfig({});
    expect(config.extends).toBe(path.resolve(import.meta.dirname, '..', 'electron-builder.yml'));
    expect(typeof config.beforeBuild).toBe('function');
    if (typeof config.beforeBuild !== 'function') return;
    const answer: unknown = await config.beforeBuild({
      appDir: 'dist/desktop',
      electronVersion: '45.4.1',
      platform: Platform.LINUX,
      arch: 'x64',
    });
    expect(answer).toBe(false);
  });
});
