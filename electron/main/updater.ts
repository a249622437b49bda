/**
 * Updates of the installed app with electron-updater: a quiet check at start-up, Help → Check for
 * Updates…, the download in the background, and the install on restart once the administrator
 * agrees. The flow (createUpdater) takes electron-updater's client and the dialogs as
 * dependencies, so tests drive it against a fake update server; createAppUpdater is the glue.
 *
 * Where updates come from is decided when the installers are built (UPDATE_URL or GH_OWNER and
 * GH_REPO, see scripts/desktop-builder-config.ts): electron-builder then writes
 * resources/app-update.yml. A build without either has no such file, and the app says that
 * updates are not set up instead of failing on a missing file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { App, BrowserWindow, Dialog, MessageBoxOptions } from 'electron';
import electronUpdater from 'electron-updater';

/** What the flow reads of a check's result (electron-updater's UpdateCheckResult). */
export interface UpdateCheck {
  isUpdateAvailable: boolean;
  updateInfo: { version: string };
  /** The background download (autoDownload), settled once the file is verified. */
  downloadPromise?: Promise<unknown> | null;
}

/** What the flow needs of electron-updater's AppUpdater (the real one satisfies it). */
export interface UpdateClient {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  /** null: the updater is inactive (not packaged, or e.g. an AppImage run from outside its file). */
  checkForUpdates(): Promise<UpdateCheck | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** A message box as the flow asks for it; the answer is the index of the chosen button. */
export interface UpdateMessage {
  type: 'info' | 'error' | 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
}

export interface UpdaterDeps {
  appName: string;
  currentVersion: string;
  /** False when run from source (`npm run dev:desktop`): nothing is installed, nothing to update. */
  isPackaged: boolean;
  /** electron-updater's client, or null when this build names no update server. */
  client: () => UpdateClient | null;
  showMessage: (message: UpdateMessage) => Promise<number>;
  log: (message: string, error?: unknown) => void;
}

export interface Updater {
  /** At start-up: a quiet check; a found update downloads in the background. */
  checkAtStart(): void;
  /** Help → Check for Updates…: the same, but says "You're up to date" / why it failed. */
  checkFromMenu(): Promise<void>;
}

/** The buttons of the question asked once an update is downloaded. */
export const RESTART_NOW = 'Restart now';
export const LATER = 'Later';

type CheckOutcome =
  | { kind: 'not-configured' }
  | { kind: 'inactive' }
  | { kind: 'up-to-date'; latest: string }
  | { kind: 'found'; version: string }
  | { kind: 'failed'; reason: string };

/**
 * The first line of an error, at most 300 characters: electron-updater's messages carry the whole
 * HTTP response or a stack after it, which means nothing to an administrator.
 */
export function updateErrorReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const reason = firstLine.trim();
  if (reason === '') return 'An unknown error occurred.';
  return reason.length > 300 ? `${reason.slice(0, 299)}…` : reason;
}

/** An update a check found, from its download until it is installed. */
interface PendingUpdate {
  version: string;
  downloaded: boolean;
  /** Whether the administrator was told of it (they asked), so a failed download is told too. */
  announced: boolean;
}

export function createUpdater(deps: UpdaterDeps): Updater {
  let checking: Promise<CheckOutcome> | null = null;
  /** The update being downloaded or waiting for the administrator's consent. */
  let pending: PendingUpdate | null = null;
  const currentUpdate = (): typeof pending => pending;
  let asking = false;
  // One message box at a time: a download that ends while "Version … is downloading" is still
  // open asks its question after it, not on top of it.
  let dialogs: Promise<unknown> = Promise.resolve();

  const show = (message: UpdateMessage): Promise<number> => {
    const answer = dialogs.then(() => deps.showMessage(message));
    dialogs = answer.catch(() => undefined);
    return answer.catch((error: unknown) => {
      deps.log('Could not show the update message', error);
      return message.cancelId;
    });
  };

  const inform = (type: 'info' | 'error', message: string, detail: string): Promise<number> =>
    show({ type, title: 'Software Update', message, detail, buttons: ['OK'], defaultId: 0, cancelId: 0 });

  /**
   * Tells the administrator who asked that an update is on its way (`what`, after the app's name):
   * its download's end then asks to restart, and its failure is told too.
   */
  const announce = (update: PendingUpdate, what: string, first = ''): Promise<number> => {
    update.announced = true;
    return inform(
      'info',
      `${deps.appName} ${what}`,
      `${first}You'll be asked to restart the app when it is ready.`,
    );
  };

  /**
   * "Later" still installs the update when the administrator quits (autoInstallOnAppQuit), and the
   * question says so: an administrator who postpones expects the next start to be up to date,
   * not to be asked again, and the app is never restarted under them without their word.
   */
  async function askToRestart(client: UpdateClient, version: string): Promise<void> {
    if (asking) return;
    asking = true;
    try {
      const answer = await show({
        type: 'question',
        title: 'Software Update',
        message: `${deps.appName} ${version} is ready to install`,
        detail: `You have ${deps.currentVersion}. Restart now to install the update, or choose ${LATER}: it will be installed when you quit the app.`,
        buttons: [RESTART_NOW, LATER],
        defaultId: 0,
        cancelId: 1,
      });
      // Silent: the administrator already agreed; the installer runs without its wizard and
      // starts the new version.
      if (answer === 0) client.quitAndInstall(true, true);
    } catch (error) {
      deps.log('Could not install the update', error);
    } finally {
      asking = false;
    }
  }

  async function download(
    client: UpdateClient,
    version: string,
    downloaded: Promise<unknown>,
  ): Promise<void> {
    try {
      await downloaded;
    } catch (error) {
      const announced = pending?.announced === true;
      pending = null;
      deps.log(`Could not download the update to ${version}`, error);
      // At start-up the check is quiet, and the next start tries again; an administrator who
      // asked is told why nothing came of it.
      if (announced) {
        await inform('error', `The update to ${version} could not be downloaded`, updateErrorReason(error));
      }
      return;
    }
    pending = { version, downloaded: true, announced: pending?.announced === true };
    await askToRestart(client, version);
  }

  async function runCheck(): Promise<CheckOutcome> {
    const client = deps.client();
    if (client === null) return { kind: 'not-configured' };
    // A found update downloads at once, in the background; one the admin postponed installs on quit.
    client.autoDownload = true;
    client.autoInstallOnAppQuit = true;
    let result: UpdateCheck | null;
    try {
      result = await client.checkForUpdates();
    } catch (error) {
      return { kind: 'failed', reason: updateErrorReason(error) };
    }
    if (result === null) return { kind: 'inactive' };
    const latest = result.updateInfo.version;
    if (!result.isUpdateAvailable || result.downloadPromise == null) return { kind: 'up-to-date', latest };
    pending = { version: latest, downloaded: false, announced: false };
    void download(client, latest, result.downloadPromise);
    return { kind: 'found', version: latest };
  }

  const check = (): Promise<CheckOutcome> => {
    checking ??= runCheck().finally(() => {
      checking = null;
    });
    return checking;
  };

  return {
    checkAtStart() {
      if (!deps.isPackaged) return;
      void check().then((outcome) => {
        if (outcome.kind === 'failed') deps.log(`Could not check for updates: ${outcome.reason}`);
      });
    },

    async checkFromMenu() {
      if (!deps.isPackaged) {
        await inform(
          'info',
          'Updates come with the installed app',
          'This copy runs from the source code; install the app to receive updates.',
        );
        return;
      }
      if (pending !== null) {
        const client = deps.client();
        if (pending.downloaded && client !== null) {
          await askToRestart(client, pending.version);
          return;
        }
        await announce(pending, `${pending.version} is downloading`);
        return;
      }
      const outcome = await check();
      switch (outcome.kind) {
        case 'not-configured':
          await inform(
            'info',
            'Updates are not set up for this copy of the app',
            'It was built without an update server. Ask your school’s IT for the current installer.',
          );
          return;
        case 'inactive':
          await inform(
            'info',
            'This copy of the app cannot update itself',
            'Install the app with the installer from your school’s IT to receive updates.',
          );
          return;
        case 'up-to-date':
          await inform(
            'info',
            "You're up to date",
            `${deps.appName} ${deps.currentVersion} is the latest version.`,
          );
          return;
        case 'failed':
          await inform('error', 'Could not check for updates', outcome.reason);
          return;
        case 'found': {
          // Read again: the download may have ended (or failed) meanwhile, and told the admin itself.
          const update = currentUpdate();
          if (update === null || update.downloaded) return;
          await announce(update, `${outcome.version} is available`, 'It is downloading in the background. ');
          return;
        }
      }
    },
  };
}

export interface AppUpdaterDeps {
  app: Pick<App, 'getName' | 'getVersion' | 'isPackaged'>;
  dialog: Pick<Dialog, 'showMessageBox'>;
  /** The window the message boxes belong to, when there is one. */
  getWindow: () => BrowserWindow | null;
}

/** The updater of the running app; call after app 'ready'. */
export function createAppUpdater({ app, dialog, getWindow }: AppUpdaterDeps): Updater {
  let client: UpdateClient | null = null;
  return createUpdater({
    appName: app.getName(),
    currentVersion: app.getVersion(),
    isPackaged: app.isPackaged,
    client: () => {
      if (client !== null) return client;
      // Written by electron-builder beside app.asar when the build names an update server.
      if (!existsSync(path.join(process.resourcesPath, 'app-update.yml'))) return null;
      // Read only here: electron-updater creates the platform's updater when first asked for it.
      client = electronUpdater.autoUpdater;
      return client;
    },
    showMessage: async (message) => {
      const options: MessageBoxOptions = { ...message, noLink: true };
      const window = getWindow();
      const { response } =
        window === null ? await dialog.showMessageBox(options) : await dialog.showMessageBox(window, options);
      return response;
    },
    log: (message, error) => {
      if (error === undefined) console.warn(message);
      else console.warn(message, error);
    },
  });
}
