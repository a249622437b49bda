import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import {
  request as httpRequest,
  createServer,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
  type Server,
} from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime';
import { DebUpdater } from 'electron-updater';
// Not re-exported by the package's index: what electron-updater needs of Electron's app.
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createUpdater,
  LATER,
  RESTART_NOW,
  updateErrorReason,
  type UpdateCheck,
  type UpdateClient,
  type UpdateMessage,
  type UpdaterDeps,
} from './updater';

const CURRENT = '0.1.0';

/** The port a listening test server was given. */
function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The server is not listening on a port');
  return address.port;
}

/** The message boxes the flow shows, answered by `answer` (the index of a button). */
function messageBoxes(answer: (message: UpdateMessage) => number = () => 0) {
  const shown: UpdateMessage[] = [];
  return {
    shown,
    texts: () => shown.map((message) => `${message.type}: ${message.message} | ${message.detail}`),
    showMessage: (message: UpdateMessage) => {
      shown.push(message);
      return Promise.resolve(answer(message));
    },
  };
}

/** The update flow as the installed app runs it, with a test's client, message boxes and log. */
const installedUpdater = (deps: Partial<UpdaterDeps> = {}) =>
  createUpdater({
    appName: 'Edu Meeting Admin',
    currentVersion: CURRENT,
    isPackaged: true,
    client: () => null,
    showMessage: () => Promise.resolve(0),
    log: () => undefined,
    ...deps,
  });

const isConsentQuestion = (message: UpdateMessage): boolean =>
  message.type === 'question' && message.buttons.join() === [RESTART_NOW, LATER].join();

describe('the update flow (createUpdater), with a stand-in for electron-updater', () => {
  /** A client whose check answers `result`; installs are recorded instead of run. */
  function fakeClient(result: () => Promise<UpdateCheck | null>) {
    const installs: [boolean | undefined, boolean | undefined][] = [];
    const client: UpdateClient & { checks: number } = {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      checks: 0,
      checkForUpdates: () => {
        client.checks += 1;
        return result();
      },
      quitAndInstall: (isSilent, isForceRunAfter) => {
        installs.push([isSilent, isForceRunAfter]);
      },
    };
    return { client, installs };
  }

  const found = (version: string, downloaded: Promise<string[]>): UpdateCheck => ({
    isUpdateAvailable: true,
    updateInfo: { version },
    downloadPromise: downloaded,
  });

  it('does not look for updates when run from source, and says so from the menu', async () => {
    const { client } = fakeClient(() => Promise.resolve(null));
    const boxes = messageBoxes();
    const updater = installedUpdater({
      isPackaged: false,
      client: () => client,
      showMessage: boxes.showMessage,
    });
    updater.checkAtStart();
    await updater.checkFromMenu();
    expect(client.checks).toBe(0);
    expect(boxes.texts()).toEqual([expect.stringMatching(/^info: Updates come with the installed app/)]);
  });

  it('says that updates are not set up when the build names no update server', async () => {
    const boxes = messageBoxes();
    const updater = installedUpdater({ showMessage: boxes.showMessage });
    await updater.checkFromMenu();
    expect(boxes.texts()).toEqual([
      expect.stringMatching(/^info: Updates are not set up for this copy of the app/),
    ]);
  });

  it('keeps a failed check at start-up quiet (logged), and explains one asked for from the menu', async () => {
    const { client } = fakeClient(() =>
      Promise.reject(new Error('net::ERR_NAME_NOT_RESOLVED\n    at SimpleURLLoaderWrapper.<anonymous>')),
    );
    const boxes = messageBoxes();
    const log = vi.fn();
    const updater = installedUpdater({ client: () => client, showMessage: boxes.showMessage, log });
    updater.checkAtStart();
    await vi.waitFor(() => {
      expect(log).toHaveBeenCalledWith('Could not check for updates: net::ERR_NAME_NOT_RESOLVED');
    });
    expect(boxes.shown).toEqual([]);

    await updater.checkFromMenu();
    expect(boxes.texts()).toEqual(['error: Could not check for updates | net::ERR_NAME_NOT_RESOLVED']);
  });

  it('downloads a found update in the background and installs it only once the admin says Restart now', async () => {
    let finishDownload = (): void => undefined;
    const downloaded = new Promise<string[]>((resolve) => {
      finishDownload = () => {
        resolve(['/cache/pending/edu-meeting-admin_0.2.0_amd64.deb']);
      };
    });
    const { client, installs } = fakeClient(() => Promise.resolve(found('0.2.0', downloaded)));
    const boxes = messageBoxes((message) => (isConsentQuestion(message) ? 0 : 0));
    const updater = installedUpdater({ client: () => client, showMessage: boxes.showMessage });

    updater.checkAtStart();
    await vi.waitFor(() => {
      expect(client.checks).toBe(1);
    });
    expect(client.autoDownload).toBe(true);
    expect(client.autoInstallOnAppQuit).toBe(true);
    // Quiet while it downloads; the menu then says it is on its way, without a second check.
    expect(boxes.shown).toEqual([]);
    await updater.checkFromMenu();
    expect(client.checks).toBe(1);
    expect(boxes.texts()).toEqual([expect.stringMatching(/^info: Edu Meeting Admin 0.2.0 is downloading/)]);
    expect(installs).toEqual([]);

    finishDownload();
    await vi.waitFor(() => {
      expect(installs).toEqual([[true, true]]);
    });
    const questions = boxes.shown.filter(isConsentQuestion);
    expect(questions.map((question) => question.message)).toEqual([
      'Edu Meeting Admin 0.2.0 is ready to install',
    ]);
    expect(questions[0]?.detail).toContain('it will be installed when you quit the app');
  });

  it('leaves the install to the quit when the admin says Later, and asks again from the menu', async () => {
    const { client, installs } = fakeClient(() =>
      Promise.resolve(found('0.2.0', Promise.resolve(['/x.deb']))),
    );
    let answer = 1;
    const boxes = messageBoxes((message) => (isConsentQuestion(message) ? answer : 0));
    const updater = installedUpdater({ client: () => client, showMessage: boxes.showMessage });
    updater.checkAtStart();
    await vi.waitFor(() => {
      expect(boxes.shown.filter(isConsentQuestion)).toHaveLength(1);
    });
    expect(installs).toEqual([]);
    expect(client.autoInstallOnAppQuit).toBe(true);

    answer = 0;
    await updater.checkFromMenu();
    expect(client.checks).toBe(1);
    expect(boxes.shown.filter(isConsentQuestion)).toHaveLength(2);
    expect(installs).toEqual([[true, true]]);
  });

  it('never lets a failing message box or install escape as an error', async () => {
    const { client } = fakeClient(() => Promise.resolve(found('0.2.0', Promise.resolve(['/x.deb']))));
    client.quitAndInstall = () => {
      throw new Error('pkexec was dismissed');
    };
    const log = vi.fn();
    const updater = installedUpdater({ client: () => client, log });
    updater.checkAtStart();
    await vi.waitFor(() => {
      expect(log).toHaveBeenCalledWith('Could not install the update', expect.any(Error));
    });

    const brokenBoxes = installedUpdater({
      showMessage: () => Promise.reject(new Error('the window is gone')),
      log,
    });
    await expect(brokenBoxes.checkFromMenu()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Could not show the update message', expect.any(Error));
  });

  it("shortens electron-updater's errors to their first line", () => {
    expect(
      updateErrorReason(new Error('Cannot find latest-linux.yml: HttpError: 404\n"method: GET url: …"')),
    ).toBe('Cannot find latest-linux.yml: HttpError: 404');
    expect(updateErrorReason(new Error(`x${'y'.repeat(400)}`))).toHaveLength(300);
    expect(updateErrorReason('')).toBe('An unknown error occurred.');
  });
});

/**
 * electron-updater's HTTP layer on Node's http module, as its Electron one (electronHttpExecutor)
 * is on Chromium's net: the same requests, redirects and checksum stream of builder-util-runtime.
 */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return httpRequest(options, callback);
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => {
            if (error == null) resolve(destination);
            else reject(error);
          },
          responseHandler: null,
        },
        0,
      );
    });
  }
}

/**
 * electron-updater itself (its Debian updater, which needs no AppImage around it) against a fake
 * update server as electron-builder lays one out: latest-linux.yml naming the .deb with its sha512.
 * Only Electron's app and its network stack are replaced (AppAdapter, a Node HTTP executor).
 */
describe('updates from a fake update server, through electron-updater', () => {
  const installer = Buffer.from('the .deb of version 0.2.0\n'.repeat(2000));
  const sha512 = createHash('sha512').update(installer).digest('base64');
  let served = { version: '0.2.0', body: installer };
  let server: Server;
  let baseUrl = '';
  let work = '';
  const updaters: DebUpdater[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const file = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
      if (/^latest(-linux)?\.yml$/.test(file)) {
        res.setHeader('content-type', 'text/yaml');
        res.end(
          [
            `version: ${served.version}`,
            'files:',
            `  - url: edu-meeting-admin_${served.version}_amd64.deb`,
            `    sha512: ${sha512}`,
            `    size: ${installer.length}`,
            `path: edu-meeting-admin_${served.version}_amd64.deb`,
            `sha512: ${sha512}`,
            "releaseDate: '2025-01-15T10:00:00.000Z'",
            '',
          ].join('\n'),
        );
      } else if (file === `edu-meeting-admin_${served.version}_amd64.deb`) {
        res.setHeader('content-length', String(served.body.length));
        res.end(served.body);
      } else {
        res.statusCode = 404;
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${portOf(server)}/`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  afterEach(async () => {
    updaters.length = 0;
    if (work !== '') await rm(work, { recursive: true, force: true });
    work = '';
  });

  /** The real updater as the installed app has it, reading resources/app-update.yml. */
  async function realUpdater(
    feedUrl: string,
  ): Promise<{ client: UpdateClient; installs: unknown[]; cache: string }> {
    work = await mkdtemp(path.join(tmpdir(), 'edu-updater-'));
    const resources = path.join(work, 'resources');
    const cache = path.join(work, 'cache');
    await mkdir(resources);
    await writeFile(
      path.join(resources, 'app-update.yml'),
      `provider: generic\nurl: ${feedUrl}\nupdaterCacheDirName: edu-meeting-admin-updater\n`,
    );
    const app: AppAdapter = {
      version: CURRENT,
      name: 'Edu Meeting Admin',
      isPackaged: true,
      appUpdateConfigPath: path.join(resources, 'app-update.yml'),
      userDataPath: path.join(work, 'user-data'),
      baseCachePath: cache,
      whenReady: () => Promise.resolve(),
      relaunch: () => undefined,
      quit: () => undefined,
      onQuit: () => undefined,
    };
    const real = new DebUpdater(null, app);
    real.logger = null;
    // Set by the constructor to Electron's net when no app is passed; a Node one here.
    Reflect.set(real, 'httpExecutor', new NodeHttpExecutor());
    updaters.push(real);
    // Installing runs dpkg through pkexec: recorded instead.
    const installs: unknown[] = [];
    const client: UpdateClient = {
      get autoDownload() {
        return real.autoDownload;
      },
      set autoDownload(value) {
        real.autoDownload = value;
      },
      get autoInstallOnAppQuit() {
        return real.autoInstallOnAppQuit;
      },
      set autoInstallOnAppQuit(value) {
        real.autoInstallOnAppQuit = value;
      },
      checkForUpdates: () => real.checkForUpdates(),
      quitAndInstall: (isSilent, isForceRunAfter) => {
        installs.push([isSilent, isForceRunAfter]);
      },
    };
    return { client, installs, cache };
  }

  const flow = (client: UpdateClient, boxes: ReturnType<typeof messageBoxes>) =>
    installedUpdater({ client: () => client, showMessage: boxes.showMessage });

  it('finds the newer version, downloads and verifies it, and installs it once the admin agrees', async () => {
    served = { version: '0.2.0', body: installer };
    const { client, installs, cache } = await realUpdater(baseUrl);
    const boxes = messageBoxes();
    await flow(client, boxes).checkFromMenu();
    await vi.waitFor(
      () => {
        expect(installs).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    expect(boxes.texts()).toEqual([
      expect.stringMatching(
        /^info: Edu Meeting Admin 0.2.0 is available \| It is downloading in the background/,
      ),
      expect.stringMatching(/^question: Edu Meeting Admin 0.2.0 is ready to install \| You have 0.1.0/),
    ]);
    const downloaded = path.join(
      cache,
      'edu-meeting-admin-updater',
      'pending',
      'edu-meeting-admin_0.2.0_amd64.deb',
    );
    expect(installs).toEqual([[true, true]]);
    expect((await readFile(downloaded)).equals(installer)).toBe(true);
  }, 15_000);

  it("says you're up to date when the server's version is the running one", async () => {
    served = { version: CURRENT, body: installer };
    const { client, installs } = await realUpdater(baseUrl);
    const boxes = messageBoxes();
    await flow(client, boxes).checkFromMenu();
    expect(boxes.texts()).toEqual([
      "info: You're up to date | Edu Meeting Admin 0.1.0 is the latest version.",
    ]);
    expect(installs).toEqual([]);
  });

  it('refuses a download whose sha512 does not match, and tells the admin who asked', async () => {
    served = { version: '0.2.0', body: Buffer.from(installer.toString('utf8').replace('0.2.0', '6.6.6')) };
    const { client, installs } = await realUpdater(baseUrl);
    const boxes = messageBoxes();
    await flow(client, boxes).checkFromMenu();
    await vi.waitFor(
      () => {
        expect(boxes.shown).toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    expect(boxes.texts()[1]).toMatch(
      /^error: The update to 0.2.0 could not be downloaded \| .*sha512 checksum mismatch/,
    );
    expect(installs).toEqual([]);
  }, 15_000);

  it("explains that the update server can't be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client } = await realUpdater(`http://127.0.0.1:${port}/`);
    const boxes = messageBoxes();
    await flow(client, boxes).checkFromMenu();
    expect(boxes.texts()).toEqual([
      expect.stringMatching(/^error: Could not check for updates \| .*ECONNREFUSED/),
    ]);
  });
});
