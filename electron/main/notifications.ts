import type { FetchFn } from './ipc/server-address';
import { fetchServerJson } from './server-fetch';
import type { KeyValueStore } from './settings';

/** The "Notify me of new messages" setting (boolean; on unless the admin turned it off). */
export const NOTIFICATIONS_ENABLED_KEY = 'notificationsEnabled';
/** The newest message already announced, per server: { server, at: ISO string | null }. */
export const NOTIFIED_UP_TO_KEY = 'notifiedUpTo';

/** GET → { unread, since, latest: up to LATEST_LIMIT newest unread, newest first }; ?after= narrows latest. */
export const UNREAD_PATH = '/api/admin/contact/unread';
export const LATEST_LIMIT = 5;
/** Where a click on a notification takes the admin (src/config/paths.ts, admin.contact). */
export const CONTACT_ROUTE = '/admin/contact';

/** More new messages than this at once make one summary instead of a notification each. */
export const MAX_SINGLE_NOTICES = 3;

export const CHECK_INTERVAL_MS = 60_000;
/** The first check, once the window has had time to load and the admin to log in. */
export const FIRST_CHECK_MS = 5_000;
export const MAX_BACKOFF_MS = 15 * 60_000;
/** Focusing the window checks again only if the last check is older than this. */
export const FOCUS_GAP_MS = 30_000;
export const CHECK_TIMEOUT_MS = 10_000;

export interface UnreadMessage {
  id: string;
  name: string;
  subject: string;
  createdAt: string;
}

export interface UnreadAnswer {
  unread: number;
  latest: UnreadMessage[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

function parseMessage(value: unknown): UnreadMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, subject, createdAt } = value as Record<string, unknown>;
  if (!isText(id) || !isText(name) || !isText(subject) || !isText(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { id, name, subject, createdAt };
}

/** The server's answer checked field by field; null when it is not what the contract says. */
export function parseUnreadAnswer(body: unknown): UnreadAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const { unread, latest } = body as Record<string, unknown>;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) return null;
  if (!Array.isArray(latest)) return null;
  const messages = latest.map(parseMessage);
  if (messages.some((message) => message === null)) return null;
  return { unread, latest: messages.filter((message) => message !== null) };
}

export function readNotificationsEnabled(store: KeyValueStore): boolean {
  return store.get(NOTIFICATIONS_ENABLED_KEY) !== false;
}

interface NotifiedUpTo {
  server: string;
  /** null: the baseline was taken when there was no unread message. */
  at: string | null;
}

/** What was announced for this server; undefined when nothing was ever checked there. */
function readNotifiedUpTo(store: KeyValueStore, server: string): string | null | undefined {
  const stored = store.get(NOTIFIED_UP_TO_KEY);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { server: storedServer, at } = stored as Record<string, unknown>;
  if (storedServer !== server) return undefined;
  if (at === null) return null;
  return isText(at) && !Number.isNaN(Date.parse(at)) ? at : undefined;
}

/** A native notification as the notifier asks for it. */
export interface Notice {
  title: string;
  body: string;
  onClick: () => void;
}

export interface NotifierDeps {
  store: KeyValueStore;
  /** The kept login for the current server (ipc/token.ts), or null. */
  getToken: () => Promise<string | null>;
  currentServer: () => string | null;
  fetch: FetchFn;
  notify: (notice: Notice) => void;
  /** The unread count on the dock or taskbar; 0 removes it. */
  setBadge: (count: number) => void;
  /** Brings the window forward on the Contact screen. */
  openContact: () => void;
  log?: (message: string) => void;
}

export interface MessageNotifier {
  /** Starts checking (first soon, then every minute). */
  start(): void;
  /** No more checks, and nothing announced from one still under way. */
  stop(): void;
  /**
   * Checks now instead of at the next minute: the admin looked at the messages ('seen'), logged
   * in or out ('token'), or came back to the window ('focus', skipped if a check just ran).
   */
  checkSoon(reason: 'seen' | 'token' | 'focus'): void;
  isEnabled(): boolean;
  /** The menu's checkbox: off stops the checks and clears the badge. */
  setEnabled(enabled: boolean): void;
}

function summary(fresh: UnreadMessage[], unread: number, capped: boolean): { title: string; body: string } {
  // The server lists at most LATEST_LIMIT; when all of them are new, the unread count says more.
  const count = capped ? Math.max(unread, fresh.length) : fresh.length;
  const names = [...new Set(fresh.map((message) => message.name))];
  const shown = names.slice(0, MAX_SINGLE_NOTICES);
  const last = names.length > shown.length ? 'others' : (shown.pop() ?? '');
  const from = shown.length === 0 ? last : `${shown.join(', ')} and ${last}`;
  return { title: `${count} new messages`, body: `From ${from}` };
}

/**
 * Tells the admin about new contact messages while the app runs: a native notification per new
 * message (a summary when many arrive at once) and the unread count on the dock or taskbar. Asks
 * the server every minute with the kept login, backs off while the server cannot be reached,
 * and stops asking with a login the server refused until another one is kept.
 */
export function createMessageNotifier(deps: NotifierDeps): MessageNotifier {
  const { store, log = () => undefined } = deps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let checking = false;
  let again = false;
  let failures = 0;
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  /** The login the server refused (401/403): not sent again; another login starts the checks again. */
  let refusedToken: string | null = null;

  const schedule = (delayMs: number): void => {
    clearTimeout(timer);
    timer = started ? setTimeout(() => void check(), delayMs) : undefined;
  };

  const backOff = (why: string): void => {
    failures += 1;
    log(`Could not check for new messages: ${why}`);
    schedule(Math.min(CHECK_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS));
  };

  const announce = (server: string, answer: UnreadAnswer): void => {
    const upTo = readNotifiedUpTo(store, server);
    const newest = answer.latest[0]?.createdAt ?? null;
    if (upTo === undefined) {
      // The first check against this server: what is there now is the baseline, not news.
      store.set(NOTIFIED_UP_TO_KEY, { server, at: newest } satisfies NotifiedUpTo);
      return;
    }
    const after = upTo === null ? Number.NEGATIVE_INFINITY : Date.parse(upTo);
    const fresh = answer.latest.filter((message) => Date.parse(message.createdAt) > after);
    if (fresh.length === 0) return;
    const newestFresh = fresh.reduce((a, b) => (Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a));
    store.set(NOTIFIED_UP_TO_KEY, { server, at: newestFresh.createdAt } satisfies NotifiedUpTo);

    const onClick = deps.openContact;
    if (fresh.length <= MAX_SINGLE_NOTICES) {
      // Oldest first, so the newest ends on top of the system's list.
      for (const message of [...fresh].reverse()) {
        deps.notify({ title: `New message from ${message.name}`, body: message.subject, onClick });
      }
      return;
    }
    const capped = fresh.length >= LATEST_LIMIT;
    deps.notify({ ...summary(fresh, answer.unread, capped), onClick });
  };

  const checkOnce = async (): Promise<void> => {
    const server = deps.currentServer();
    const token = server === null ? null : await deps.getToken();
    if (server === null || token === null) {
      deps.setBadge(0);
      schedule(CHECK_INTERVAL_MS);
      return;
    }
    if (token === refusedToken) {
      schedule(CHECK_INTERVAL_MS);
      return;
    }
    const upTo = readNotifiedUpTo(store, server);
    const query = typeof upTo === 'string' ? `?after=${encodeURIComponent(upTo)}` : '';
    const answer = await fetchServerJson(`${server}${UNREAD_PATH}${query}`, deps.fetch, {
      timeoutMs: CHECK_TIMEOUT_MS,
      headers: { Authorization: `Bearer ${token}` },
    });
    // Stopped or switched off meanwhile: nothing more to say.
    if (!started || !readNotificationsEnabled(store)) return;
    lastCheckAt = Date.now();
    if (!answer.reached) {
      backOff(answer.reason);
      return;
    }
    if (answer.status === 401 || answer.status === 403) {
      refusedToken = token;
      deps.setBadge(0);
      schedule(CHECK_INTERVAL_MS);
      return;
    }
    if (answer.status !== 200) {
      backOff(`HTTP ${answer.status}`);
      return;
    }
    const parsed = parseUnreadAnswer(answer.body);
    if (parsed === null) {
      backOff('the server answered something else than the unread messages');
      return;
    }
    failures = 0;
    refusedToken = null;
    deps.setBadge(parsed.unread);
    // Checked again here: the server may have changed while the answer was on its way.
    if (deps.currentServer() === server) announce(server, parsed);
    schedule(CHECK_INTERVAL_MS);
  };

  /** One check at a time; a request for another while one runs makes one more right after. */
  const check = async (): Promise<void> => {
    if (!started || !readNotificationsEnabled(store)) return;
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    // A function, as `again` changes while a check awaits (a narrowing would not see it).
    const oneMore = (): boolean => again && started;
    try {
      do {
        again = false;
        await checkOnce();
      } while (oneMore());
    } catch (error) {
      backOff(error instanceof Error ? error.message : String(error));
    } finally {
      checking = false;
    }
  };

  return {
    start: () => {
      started = true;
      if (readNotificationsEnabled(store)) schedule(FIRST_CHECK_MS);
    },
    stop: () => {
      started = false;
      clearTimeout(timer);
      timer = undefined;
    },
    checkSoon: (reason) => {
      if (reason === 'focus' && Date.now() - lastCheckAt < FOCUS_GAP_MS) return;
      if (checking) again = true;
      else schedule(0);
    },
    isEnabled: () => readNotificationsEnabled(store),
    setEnabled: (enabled) => {
      store.set(NOTIFICATIONS_ENABLED_KEY, enabled);
      if (enabled) {
        schedule(0);
      } else {
        clearTimeout(timer);
        timer = undefined;
        deps.setBadge(0);
      }
    },
  };
}

/** The part of Electron's Notification class the app uses. */
export interface NativeNotification {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

export interface NotificationApi {
  isSupported(): boolean;
  create(options: { title: string; body: string }): NativeNotification;
}

/**
 * Shows a notice with the system's notifications. Each is held until clicked or closed: Electron
 * forgets the click of a notification the garbage collector has taken.
 */
export function nativeNotifier(api: NotificationApi): (notice: Notice) => void {
  const shown = new Set<NativeNotification>();
  return ({ title, body, onClick }) => {
    if (!api.isSupported()) return;
    const notification = api.create({ title, body });
    shown.add(notification);
    notification.on('click', () => {
      shown.delete(notification);
      onClick();
    });
    notification.on('close', () => {
      shown.delete(notification);
    });
    notification.show();
  };
}

/**
 * The unread count on the app's icon: the Dock's badge on macOS, the launcher's on Linux (where
 * the desktop supports it), and on Windows an overlay dot on the taskbar button, whose tooltip
 * gives the number (Windows draws no numbers there).
 */
export interface BadgeTargets<Image> {
  platform: NodeJS.Platform;
  setBadgeCount: (count: number) => boolean;
  /** The window's taskbar overlay (Windows), or null while there is no window. */
  setOverlay: (image: Image | null, description: string) => void;
  overlayImage: () => Image;
}

export function unreadBadge<Image>({
  platform,
  setBadgeCount,
  setOverlay,
  overlayImage,
}: BadgeTargets<Image>): (count: number) => void {
  return (count) => {
    if (platform !== 'win32') {
      setBadgeCount(count);
      return;
    }
    if (count === 0) setOverlay(null, '');
    else setOverlay(overlayImage(), `${count} unread message${count === 1 ? '' : 's'}`);
  };
}

/** A red dot in BGRA pixels (nativeImage.createFromBitmap), for the Windows taskbar overlay. */
export function badgeDotBitmap(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const centre = (size - 1) / 2;
  const radius = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      // Anti-aliased over the last pixel of the edge.
      const alpha = Math.round(255 * Math.min(1, Math.max(0, radius - distance)));
      const offset = (y * size + x) * 4;
      pixels[offset] = 0x2f; // blue
      pixels[offset + 1] = 0x2f; // green
      pixels[offset + 2] = 0xd3; // red
      pixels[offset + 3] = alpha;
    }
  }
  return pixels;
}
