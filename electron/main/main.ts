/**
 * The desktop admin app's main process: one window showing the admin screens from the built
 * renderer (dist/desktop/renderer, served as app://admin/), the IPC handlers behind the preload's
 * bridge, the application and right-click menus, the window's remembered place, and the
 * notifications of new contact messages.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  type MenuItemConstructorOptions,
  type MessageBoxOptions,
  type NativeImage,
} from 'electron';
import { DESKTOP_SETTINGS_PATH } from '../../src/contract/desktop';
import { SHOW_ROUTE } from '../ipc-contract';
import { showAbout } from './about';
import { APP_SCHEME, registerAppProtocol } from './app-protocol';
import { attachContextMenu } from './context-menu';
import { saveDialogFor } from './downloads';
import { isExternalUrl, registerExternalIpc } from './ipc/external';
import { registerImageIpc } from './ipc/image-picker';
import { registerMessagesSeenIpc } from './ipc/messages-seen';
import { readServerAddress, registerServerIpc, type FetchFn } from './ipc/server-address';
import { createTokenKeeper, hasKeyring, registerTokenIpc, type TokenKeeper } from './ipc/token';
import { trustedIpc } from './ipc/trusted-sender';
import { goInHistory, historyDirection, menuTemplate } from './menu';
import {
  badgeDotBitmap,
  CONTACT_ROUTE,
  createMessageNotifier,
  nativeNotifier,
  readNotificationsEnabled,
  unreadBadge,
  type MessageNotifier,
} from './notifications';
import { openSettingsStore, type KeyValueStore } from './settings';
import { createAppUpdater, type Updater } from './updater';
import {
  APP_NAME,
  APP_ORIGIN,
  applyNavigationRules,
  isAppUrl,
  mainWindowOptions,
  WINDOW_SIZE,
} from './window';
import { initialPlacement, readWindowState, trackWindowState, type Rectangle } from './window-state';

/** The installers' appId (electron-builder): Windows shows notifications only for a known app id. */
const APP_USER_MODEL_ID = 'edu.school.meetings.admin';

// Bundled to dist/desktop/main/main.js, beside dist/desktop/preload and dist/desktop/renderer.
const mainDir = import.meta.dirname;
const rendererDir = path.join(mainDir, '../renderer');
const preloadPath = path.join(mainDir, '../preload/preload.cjs');

/**
 * In development (`npm run dev:desktop`) vite-plugin-electron names its dev server here, and the
 * renderer comes from it. Built bundles never read the variable: the page it names would be
 * trusted as the app itself (the token, the bridge), so the branch is compiled out of them.
 */
const devServerUrl: string = __DESKTOP_DEVELOPMENT__ ? (process.env.VITE_DEV_SERVER_URL?.trim() ?? '') : '';

const isAppPage = (url: string): boolean => isAppUrl(url, devServerUrl);

/** A route of the renderer as the window loads it (the router has /admin/… and /settings). */
const appUrl = (route: string): string =>
  devServerUrl === '' ? `${APP_ORIGIN}${route}` : new URL(route, devServerUrl).toString();

let mainWindow: BrowserWindow | null = null;
/** Opened on 'ready'; the window's size and position are kept in it. */
let settings: KeyValueStore | null = null;
/** Started on 'ready', stopped on quit. */
let notifier: MessageNotifier | null = null;

// net.fetch goes through Chromium's network stack, so the system's proxy settings apply.
const serverFetch: FetchFn = (url, init) => net.fetch(url, init);

function openOutside(url: string): void {
  if (!isExternalUrl(url)) return;
  shell.openExternal(url).catch((error: unknown) => {
    console.warn('Could not open a link outside the app', error);
  });
}

function show(window: BrowserWindow, route: string): void {
  window.loadURL(appUrl(route)).catch((error: unknown) => {
    console.error(`Could not load ${route}`, error);
  });
}

/**
 * A route shown in a window that may already hold the app: its router moves there (SHOW_ROUTE,
 * electron/ipc-contract.ts), so a form being filled in survives; a window still loading, or not
 * on the app, loads the route instead.
 */
function showInApp(window: BrowserWindow, route: string): void {
  const contents = window.webContents;
  if (!contents.isLoading() && isAppPage(contents.getURL())) contents.send(SHOW_ROUTE, route);
  else show(window, route);
}

function copyToClipboard(text: string): void {
  clipboard.writeText(text).catch((error: unknown) => {
    console.warn('Could not copy to the clipboard', error);
  });
}

/** Every display's work area, the primary one first (where a window without a place opens). */
function workAreas(): Rectangle[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)].map(
    (display) => display.workArea,
  );
}

function createWindow(route = '/'): BrowserWindow {
  const placement = initialPlacement(
    settings === null ? null : readWindowState(settings),
    workAreas(),
    WINDOW_SIZE,
  );
  const window = new BrowserWindow(mainWindowOptions(preloadPath, placement));
  if (settings !== null) trackWindowState(window, settings);
  window.once('ready-to-show', () => {
    // Maximised only now: maximising a hidden window shows it (Windows) before its page is drawn.
    if (placement.maximized) window.maximize();
    window.show();
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  window.on('focus', () => {
    notifier?.checkSoon('focus');
  });
  // The mouse's back and forward buttons (Windows and Linux).
  window.on('app-command', (_event, command) => {
    const direction = historyDirection(command);
    if (direction !== null) goInHistory(window.webContents.navigationHistory, direction);
  });
  attachContextMenu(
    window.webContents,
    (template) => {
      Menu.buildFromTemplate(template).popup({ window });
    },
    copyToClipboard,
  );
  mainWindow = window;
  show(window, route);
  return window;
}

/** The window in front (created again if the admin closed it on macOS), optionally on a route. */
function bringToFront(route?: string): void {
  if (!app.isReady()) return;
  let window = mainWindow;
  if (window === null) window = createWindow(route);
  else if (route !== undefined) showInApp(window, route);
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** A message box on the window when there is one. */
function messageBox(options: MessageBoxOptions) {
  return mainWindow === null ? dialog.showMessageBox(options) : dialog.showMessageBox(mainWindow, options);
}

/** Help → Check for Updates…: the updater says what it found, or why it could not look. */
function checkForUpdates(updater: Updater): void {
  updater.checkFromMenu().catch((error: unknown) => {
    console.warn('Could not check for updates', error);
  });
}

/** The kept login, telling the notifier of each change: a new login may be accepted where the old one was refused. */
function observedTokenKeeper(keeper: TokenKeeper, changed: () => void): TokenKeeper {
  return {
    ...keeper,
    set: async (token) => {
      await keeper.set(token);
      changed();
    },
    remove: () => {
      keeper.remove();
      changed();
    },
  };
}

function applicationMenu(
  store: KeyValueStore,
  messages: MessageNotifier,
  updater: Updater,
): MenuItemConstructorOptions[] {
  const developmentItems: MenuItemConstructorOptions[] = __DESKTOP_DEVELOPMENT__
    ? [{ role: 'forceReload' }, { role: 'toggleDevTools' }]
    : [];
  return menuTemplate({
    platform: process.platform,
    appName: APP_NAME,
    notificationsEnabled: readNotificationsEnabled(store),
    developmentItems,
    actions: {
      openServerSettings: () => {
        bringToFront(DESKTOP_SETTINGS_PATH);
      },
      openSchoolWebsite: () => {
        const address = readServerAddress(store);
        // No address yet: the settings screen is where to give one.
        if (address === null) bringToFront(DESKTOP_SETTINGS_PATH);
        else openOutside(address);
      },
      showAbout: () => {
        showAbout({
          app: {
            name: APP_NAME,
            version: app.getVersion(),
            electron: process.versions.electron,
            chrome: process.versions.chrome,
          },
          server: () => readServerAddress(store),
          fetch: serverFetch,
          showMessageBox: messageBox,
          copyText: copyToClipboard,
        }).catch((error: unknown) => {
          console.warn('Could not show About', error);
        });
      },
      checkForUpdates: () => {
        checkForUpdates(updater);
      },
      goBack: () => {
        if (mainWindow !== null) goInHistory(mainWindow.webContents.navigationHistory, 'back');
      },
      goForward: () => {
        if (mainWindow !== null) goInHistory(mainWindow.webContents.navigationHistory, 'forward');
      },
      setNotificationsEnabled: (enabled) => {
        messages.setEnabled(enabled);
      },
    },
  });
}

/** Where the first picture dialog opens; the home folder where the OS names no Pictures folder. */
function picturesFolder(): string {
  try {
    return app.getPath('pictures');
  } catch {
    return app.getPath('home');
  }
}

function onReady(): void {
  const store = openSettingsStore();
  settings = store;

  // The admin screens need no camera, notifications, clipboard reads or anything else: deny all.
  // (The main process's notifications, the spellchecker and the right-click menu's editing
  // commands ask for no web permission.)
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.on('will-download', (_event, item) => {
    saveDialogFor(item, app.getPath('downloads'));
  });

  registerAppProtocol({
    protocol,
    net,
    rootDir: rendererDir,
    getServerAddress: () => readServerAddress(store),
  });

  const keeper = createTokenKeeper({
    store,
    cipher: safeStorage,
    currentServer: () => readServerAddress(store),
    keyringAvailable: () => hasKeyring(process.platform, safeStorage),
  });
  let overlayDot: NativeImage | null = null;
  const messages = createMessageNotifier({
    store,
    getToken: () => keeper.get(),
    currentServer: () => readServerAddress(store),
    fetch: serverFetch,
    notify: nativeNotifier({
      isSupported: () => Notification.isSupported(),
      create: (options) => new Notification(options),
    }),
    setBadge: unreadBadge({
      platform: process.platform,
      setBadgeCount: (count) => app.setBadgeCount(count),
      setOverlay: (image, description) => {
        mainWindow?.setOverlayIcon(image, description);
      },
      overlayImage: () => {
        overlayDot ??= nativeImage.createFromBitmap(badgeDotBitmap(16), { width: 16, height: 16 });
        return overlayDot;
      },
    }),
    openContact: () => {
      bringToFront(CONTACT_ROUTE);
    },
    log: (message) => {
      console.warn(message);
    },
  });
  notifier = messages;

  const ipc = trustedIpc(ipcMain, isAppPage);
  const tokenKeeper = observedTokenKeeper(keeper, () => {
    messages.checkSoon('token');
  });
  registerTokenIpc(ipc, tokenKeeper);
  registerServerIpc(ipc, store, serverFetch, () => {
    tokenKeeper.remove();
  });
  registerImageIpc(
    ipc,
    {
      showOpenDialog: (window: BrowserWindow | null, options) =>
        window === null ? dialog.showOpenDialog(options) : dialog.showOpenDialog(window, options),
      stat,
      readFile,
    },
    () => mainWindow,
    picturesFolder(),
  );
  registerExternalIpc(ipc, shell);
  registerMessagesSeenIpc(ipc, messages);

  const updater = createAppUpdater({ app, dialog, getWindow: () => mainWindow });
  Menu.setApplicationMenu(Menu.buildFromTemplate(applicationMenu(store, messages, updater)));
  createWindow();
  messages.start();
  updater.checkAtStart();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function start(): void {
  // The same name (and so the same settings folder) whether run from source or installed.
  app.setName(APP_NAME);
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
  // A profile of its own for the end-to-end test (tests/electron), never the admin's real one.
  const userData = process.env.EDU_MEETING_USER_DATA?.trim() ?? '';
  if (userData !== '') app.setPath('userData', path.resolve(userData));
  // A second launch (a desktop shortcut clicked again) brings the running app forward instead.
  // The lock belongs to the profile folder, so it is taken once that folder is settled.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }

  // Must happen before 'ready': app:// is a secure origin with fetch, like https.
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);

  // Every web contents, including any the page manages to create, keeps to the app.
  app.on('web-contents-created', (_event, contents) => {
    applyNavigationRules(contents, { isAppUrl: isAppPage, openExternal: openOutside });
  });

  app.on('second-instance', () => {
    bringToFront();
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('before-quit', () => {
    notifier?.stop();
  });

  app
    .whenReady()
    .then(onReady)
    .catch((error: unknown) => {
      console.error(error);
      dialog.showErrorBox(
        'The admin app could not start',
        error instanceof Error ? error.message : String(error),
      );
      app.quit();
    });
}

start();
