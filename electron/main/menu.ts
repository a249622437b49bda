import type { MenuItemConstructorOptions } from 'electron';

/** What the menu's own items do; main.ts gives the real ones, a test records the clicks. */
export interface MenuActions {
  openServerSettings(): void;
  openSchoolWebsite(): void;
  showAbout(): void;
  checkForUpdates(): void;
  goBack(): void;
  goForward(): void;
  /** The "Notify me of new messages" checkbox, with the state the admin just gave it. */
  setNotificationsEnabled(enabled: boolean): void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  notificationsEnabled: boolean;
  /**
   * Force Reload and DevTools, given only by `npm run dev:desktop`: passed in rather than built
   * here, so the installed app's bundle does not even contain them (main-bundle.test.ts).
   */
  developmentItems: MenuItemConstructorOptions[];
  actions: MenuActions;
}

export const NOTIFICATIONS_ITEM_LABEL = 'Notify me of new messages';

/**
 * The application menu. Reload is there in the installed app too: it is how an administrator
 * recovers a screen after the server or the network comes back.
 */
export function menuTemplate({
  platform,
  appName,
  notificationsEnabled,
  developmentItems,
  actions,
}: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';

  const serverAddress: MenuItemConstructorOptions = {
    label: 'Server address…',
    accelerator: 'CmdOrCtrl+,',
    click: () => {
      actions.openServerSettings();
    },
  };
  const notifications: MenuItemConstructorOptions = {
    label: NOTIFICATIONS_ITEM_LABEL,
    type: 'checkbox',
    checked: notificationsEnabled,
    // Electron has flipped `checked` by the time click runs.
    click: (item) => {
      actions.setNotificationsEnabled(item.checked);
    },
  };
  const about: MenuItemConstructorOptions = {
    label: `About ${appName}`,
    click: () => {
      actions.showAbout();
    },
  };
  const checkForUpdates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: () => {
      actions.checkForUpdates();
    },
  };

  // Where each platform's users look for them: the app menu on macOS, File and Help elsewhere.
  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: appName,
          submenu: [
            about,
            checkForUpdates,
            { type: 'separator' },
            serverAddress,
            notifications,
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
        { label: 'File', submenu: [{ role: 'close' }] },
      ]
    : [
        {
          label: 'File',
          submenu: [serverAddress, notifications, { type: 'separator' }, { role: 'quit' }],
        },
      ];

  return [
    ...appMenu,
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload', accelerator: 'CmdOrCtrl+R' },
        ...developmentItems,
        { type: 'separator' },
        {
          label: 'Back',
          // The browsers' keys: Cmd+[ on macOS, Alt+Left elsewhere.
          accelerator: isMac ? 'Cmd+[' : 'Alt+Left',
          click: () => {
            actions.goBack();
          },
        },
        {
          label: 'Forward',
          accelerator: isMac ? 'Cmd+]' : 'Alt+Right',
          click: () => {
            actions.goForward();
          },
        },
        { type: 'separator' },
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
            actions.openSchoolWebsite();
          },
        },
        ...(isMac
          ? []
          : ([{ type: 'separator' }, checkForUpdates, about] satisfies MenuItemConstructorOptions[])),
      ],
    },
  ];
}

/** The parts of webContents.navigationHistory that Back and Forward use. */
export interface NavigationHistoryLike {
  canGoBack(): boolean;
  goBack(): void;
  canGoForward(): boolean;
  goForward(): void;
}

/** Back or Forward in the window's history, when there is somewhere to go. */
export function goInHistory(history: NavigationHistoryLike, direction: 'back' | 'forward'): void {
  if (direction === 'back' && history.canGoBack()) history.goBack();
  if (direction === 'forward' && history.canGoForward()) history.goForward();
}

/** The mouse's back and forward buttons (Windows and Linux send them as app commands). */
export function historyDirection(appCommand: string): 'back' | 'forward' | null {
  if (appCommand === 'browser-backward') return 'back';
  if (appCommand === 'browser-forward') return 'forward';
  return null;
}
