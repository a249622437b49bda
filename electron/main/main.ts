/**
 * The desktop admin app's main process: one window showing the admin screens from the built
 * renderer (dist/desktop/renderer, served as app://admin/), the IPC handlers behind the preload's
 * bridge, and the application menu.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  protocol,
  safeStorage,
  session,
  shell,
  type MenuItemConstructorOptions,
} from 'electron';
import { DESKTOP_SETTINGS_PATH } from '../../src/contract/desktop';
import { APP_SCHEME, registerAppProtocol } from './app-protocol';
import { isExternalUrl, registerExternalIpc } from './ipc/external';
import { registerImageIpc } from './ipc/image-picker';
import { readServerAddress, registerServerIpc } from './ipc/server-address';
import { createTokenKeeper, hasKeyring, registerTokenIpc } from './ipc/token';
import { trustedIpc } from './ipc/trusted-sender';
import { openSettingsStore, type KeyValueStore } from './settings';
import { APP_NAME, APP_ORIGIN, applyNavigationRules, isAppUrl, mainWindowOptions } from './window';

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

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => {
    window.show();
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
  show(window, '/');
  return window;
}

/** The window in front (created again if the admin closed it on macOS), optionally on a route. */
function bringToFront(route?: string): void {
  if (!app.isReady()) return;
  const window = mainWindow ?? createWindow();
  if (route !== undefined) show(window, route);
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function menuTemplate(store: KeyValueStore): MenuItemConstructorOptions[] {
  const isMac = process.platform === 'darwin';
  const serverAddressItem: MenuItemConstructorOptions = {
    label: 'Server address…',
    accelerator: 'CmdOrCtrl+,',
    click: () => {
      bringToFront(DESKTOP_SETTINGS_PATH);
    },
  };
  const developmentItems: MenuItemConstructorOptions[] = __DESKTOP_DEVELOPMENT__
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
    : [];

  const template: MenuItemConstructorOptions[] = [
    ...(isMac
      ? [
          {
            label: app.name,
            submenu: [
              { role: 'about' },
              { type: 'separator' },
              serverAddressItem,
              { type: 'separator' },
              { role: 'services' },
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
          { label: 'File', submenu: [{ role: 'close' }] } satisfies MenuItemConstructorOptions,
        ]
      : [
          {
            label: 'File',
            submenu: [serverAddressItem, { type: 'separator' }, { role: 'quit' }],
          } satisfies MenuItemConstructorOptions,
        ]),
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        ...developmentItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          label: 'Open the school website',
          click: () => {
            const address = readServerAddress(store);
            // No address yet: the settings screen is where to give one.
            if (address === null) bringToFront(DESKTOP_SETTINGS_PATH);
            else openOutside(address);
          },
        },
      ],
    },
  ];
  return template;
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

  // The admin screens need no camera, notifications, clipboard reads or anything else: deny all.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.defaultSession.setPermissionCheckHandler(() => false);

  registerAppProtocol({
    protocol,
    net,
    rootDir: rendererDir,
    getServerAddress: () => readServerAddress(store),
  });

  const ipc = trustedIpc(ipcMain, isAppPage);
  const tokenKeeper = createTokenKeeper({
    store,
    cipher: safeStorage,
    currentServer: () => readServerAddress(store),
    keyringAvailable: () => hasKeyring(process.platform, safeStorage),
  });
  registerTokenIpc(ipc, tokenKeeper);
  // net.fetch goes through Chromium's network stack, so the system's proxy settings apply.
  registerServerIpc(
    ipc,
    store,
    (url, init) => net.fetch(url, init),
    () => tokenKeeper.remove(),
  );
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

  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(store)));
  createWindow();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function start(): void {
  // The same name (and so the same settings folder) whether run from source or installed.
  app.setName(APP_NAME);
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
