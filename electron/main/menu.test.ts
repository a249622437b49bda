import type { KeyboardEvent, MenuItem, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  goInHistory,
  historyDirection,
  menuTemplate,
  NOTIFICATIONS_ITEM_LABEL,
  type MenuActions,
  type NavigationHistoryLike,
} from './menu';

function actions(): MenuActions & { calls: string[] } {
  const calls: string[] = [];
  const record = (name: string) => () => {
    calls.push(name);
  };
  return {
    calls,
    openServerSettings: record('server settings'),
    openSchoolWebsite: record('school website'),
    showAbout: record('about'),
    checkForUpdates: record('updates'),
    goBack: record('back'),
    goForward: record('forward'),
    setNotificationsEnabled: (enabled) => {
      calls.push(`notifications ${enabled ? 'on' : 'off'}`);
    },
  };
}

function build(platform: NodeJS.Platform, notificationsEnabled = true) {
  const recorded = actions();
  const template = menuTemplate({
    platform,
    appName: 'Edu Meeting Admin',
    notificationsEnabled,
    developmentItems: [],
    actions: recorded,
  });
  return { template, calls: recorded.calls };
}

const submenuOf = (item: MenuItemConstructorOptions | undefined): MenuItemConstructorOptions[] =>
  Array.isArray(item?.submenu) ? item.submenu : [];

/** Every item, through the submenus, in menu order. */
const allItems = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...allItems(submenuOf(item))]);

function findItem(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions {
  const found = allItems(template).find((item) => item.label === label);
  if (found === undefined) throw new Error(`No menu item "${label}"`);
  return found;
}

const topMenu = (template: MenuItemConstructorOptions[], name: string) =>
  template.find((item) => item.label === name || item.role === name);

/** Clicks an item as Electron does; a checkbox arrives already flipped to `checked`. */
function press(item: MenuItemConstructorOptions, checked = false): void {
  // Electron's MenuItem is a native class; click reads only `checked` from it.
  const menuItem = { checked } as unknown as MenuItem;
  const event: KeyboardEvent = {};
  item.click?.(menuItem, undefined, event);
}

describe('menuTemplate', () => {
  it.each(['linux', 'win32', 'darwin'] as const)(
    'on %s: Reload (Ctrl/Cmd+R) in View and the standard Edit menu, in the installed app too',
    (platform) => {
      const { template } = build(platform);
      expect(topMenu(template, 'editMenu')).toEqual({ role: 'editMenu' });
      const view = submenuOf(topMenu(template, 'View'));
      expect(view).toContainEqual({ role: 'reload', accelerator: 'CmdOrCtrl+R' });
      // No development switch unless main.ts passes it (npm run dev:desktop only).
      expect(allItems(template).map((item) => item.role)).not.toContain('toggleDevTools');
    },
  );

  it('adds the development items it is given after Reload', () => {
    const template = menuTemplate({
      platform: 'linux',
      appName: 'Edu Meeting Admin',
      notificationsEnabled: true,
      developmentItems: [{ role: 'toggleDevTools' }],
      actions: actions(),
    });
    const roles = submenuOf(topMenu(template, 'View')).map((item) => item.role);
    expect(roles.slice(0, 2)).toEqual(['reload', 'toggleDevTools']);
  });

  it.each([
    ['linux', 'Alt+Left', 'Alt+Right'],
    ['win32', 'Alt+Left', 'Alt+Right'],
    ['darwin', 'Cmd+[', 'Cmd+]'],
  ] as const)(
    'on %s Back is %s and Forward %s, and they go through the history',
    (platform, back, forward) => {
      const { template, calls } = build(platform);
      const backItem = findItem(template, 'Back');
      const forwardItem = findItem(template, 'Forward');
      expect(backItem.accelerator).toBe(back);
      expect(forwardItem.accelerator).toBe(forward);
      press(backItem);
      press(forwardItem);
      expect(calls).toEqual(['back', 'forward']);
    },
  );

  it('on Windows and Linux: File has Server address… (Ctrl+,) and the notifications checkbox, Help the rest', () => {
    const { template, calls } = build('linux');
    const file = submenuOf(topMenu(template, 'File')).map((item) => item.label ?? item.role ?? item.type);
    expect(file).toEqual(['Server address…', NOTIFICATIONS_ITEM_LABEL, 'separator', 'quit']);
    const help = submenuOf(topMenu(template, 'help')).map((item) => item.label ?? item.type);
    expect(help).toEqual([
      'Open the school website',
      'separator',
      'Check for Updates…',
      'About Edu Meeting Admin',
    ]);
    expect(findItem(template, 'Server address…').accelerator).toBe('CmdOrCtrl+,');
    for (const label of [
      'Server address…',
      'Open the school website',
      'Check for Updates…',
      'About Edu Meeting Admin',
    ]) {
      press(findItem(template, label));
    }
    expect(calls).toEqual(['server settings', 'school website', 'updates', 'about']);
  });

  it('on macOS: About, Check for Updates…, Server address… and the checkbox in the app menu, none twice', () => {
    const { template } = build('darwin');
    const appMenu = template[0];
    expect(appMenu?.label).toBe('Edu Meeting Admin');
    const labels = submenuOf(appMenu).map((item) => item.label ?? item.role ?? item.type);
    expect(labels.slice(0, 6)).toEqual([
      'About Edu Meeting Admin',
      'Check for Updates…',
      'separator',
      'Server address…',
      NOTIFICATIONS_ITEM_LABEL,
      'separator',
    ]);
    expect(labels).toContain('quit');
    // Electron's own About panel would show no server version: only ours.
    expect(allItems(template).map((item) => item.role)).not.toContain('about');
    for (const label of ['About Edu Meeting Admin', 'Check for Updates…', 'Server address…']) {
      expect(allItems(template).filter((item) => item.label === label)).toHaveLength(1);
    }
    expect(submenuOf(topMenu(template, 'help')).map((item) => item.label)).toEqual([
      'Open the school website',
    ]);
  });

  it.each([true, false])(
    'the notifications checkbox shows the kept setting (%s) and reports a change',
    (enabled) => {
      const { template, calls } = build('win32', enabled);
      const item = findItem(template, NOTIFICATIONS_ITEM_LABEL);
      expect(item.type).toBe('checkbox');
      expect(item.checked).toBe(enabled);
      press(item, !enabled);
      expect(calls).toEqual([`notifications ${enabled ? 'off' : 'on'}`]);
    },
  );
});

function fakeHistory(canGoBack: boolean, canGoForward: boolean) {
  const went: string[] = [];
  const history: NavigationHistoryLike = {
    canGoBack: () => canGoBack,
    canGoForward: () => canGoForward,
    goBack: () => went.push('back'),
    goForward: () => went.push('forward'),
  };
  return { history, went };
}

describe('goInHistory', () => {
  it('goes back and forward where the history allows', () => {
    const { history, went } = fakeHistory(true, true);
    goInHistory(history, 'back');
    goInHistory(history, 'forward');
    expect(went).toEqual(['back', 'forward']);
  });

  it('does nothing at either end of the history', () => {
    const { history, went } = fakeHistory(false, false);
    goInHistory(history, 'back');
    goInHistory(history, 'forward');
    expect(went).toEqual([]);
  });
});

describe('historyDirection', () => {
  it.each([
    ['browser-backward', 'back'],
    ['browser-forward', 'forward'],
    ['media-play-pause', null],
  ])('the mouse button "%s" means %s', (command, direction) => {
    expect(historyDirection(command)).toBe(direction);
  });
});
