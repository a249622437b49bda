import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchFn } from './ipc/server-address';
import {
  badgeDotBitmap,
  CHECK_INTERVAL_MS,
  createMessageNotifier,
  FIRST_CHECK_MS,
  MAX_BACKOFF_MS,
  nativeNotifier,
  NOTIFICATIONS_ENABLED_KEY,
  NOTIFIED_UP_TO_KEY,
  parseUnreadAnswer,
  unreadBadge,
  type NativeNotification,
  type Notice,
  type UnreadMessage,
} from './notifications';
import type { KeyValueStore } from './settings';
import { memoryStore } from './testing/fakes';

const SERVER = 'https://school.example';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 7, 9, minute)).toISOString();

const message = (minute: number, name: string, subject = `About minute ${minute}`): UnreadMessage => ({
  id: `m${minute}`,
  name,
  subject,
  createdAt: at(minute),
});

/**
 * The school's server as GET /api/admin/contact/unread answers it (H3's contract): the unread
 * count, and up to 5 newest unread messages (after ?after= when given), newest first.
 */
function fakeServer() {
  const state = {
    unread: 0,
    /** Newest first. */
    messages: [] as UnreadMessage[],
    status: 200,
    down: false,
    delayMs: 0,
    acceptedToken: 'token-1',
  };
  const requests: { url: URL; authorization: string | null }[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    const parsed = new URL(url);
    const authorization = new Headers(init.headers).get('Authorization');
    requests.push({ url: parsed, authorization });
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.down) throw new TypeError('fetch failed');
    if (authorization !== `Bearer ${state.acceptedToken}`) {
      return new Response('{"message":"Invalid token"}', { status: 401 });
    }
    if (state.status !== 200) return new Response('{"message":"Busy"}', { status: state.status });
    const after = parsed.searchParams.get('after');
    const latest = state.messages
      .filter((item) => after === null || Date.parse(item.createdAt) > Date.parse(after))
      .slice(0, 5)
      .map((item) => ({ ...item, _id: item.id, email: 'x@example.com', message: 'Hello' }));
    return new Response(
      JSON.stringify({ message: 'Unread messages', unread: state.unread, since: null, latest }),
      {
        status: 200,
      },
    );
  };
  /** A message arrives. */
  const receive = (...items: UnreadMessage[]) => {
    state.messages = [...[...items].reverse(), ...state.messages];
    state.unread += items.length;
  };
  return { state, requests, fetchFn, receive };
}

function setup(
  options: {
    store?: KeyValueStore & { data: Map<string, unknown> };
    server?: ReturnType<typeof fakeServer>;
  } = {},
) {
  const store = options.store ?? memoryStore({ serverAddress: SERVER });
  const server = options.server ?? fakeServer();
  const kept = { token: 'token-1' as string | null, server: SERVER as string | null };
  const notices: Notice[] = [];
  const badges: number[] = [];
  const opened: string[] = [];
  const notifier = createMessageNotifier({
    store,
    getToken: () => Promise.resolve(kept.token),
    currentServer: () => kept.server,
    fetch: server.fetchFn,
    notify: (notice) => notices.push(notice),
    setBadge: (count) => badges.push(count),
    openContact: () => opened.push('contact'),
  });
  const titles = () => notices.map((notice) => `${notice.title}: ${notice.body}`);
  return { notifier, store, server, kept, notices, titles, badges, opened };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A notifier started and past its first check, which took what the server had as known. */
async function afterFirstCheck(options: Parameters<typeof setup>[0] = {}) {
  const started = setup(options);
  started.notifier.start();
  await advance(FIRST_CHECK_MS);
  return started;
}

/** The app quit and started again: a new notifier on the same server, with what the last one kept. */
function restart(last: Pick<ReturnType<typeof setup>, 'notifier' | 'server' | 'store'>) {
  last.notifier.stop();
  const next = setup({ server: last.server, store: last.store });
  next.notifier.start();
  return next;
}

describe('createMessageNotifier', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks soon after start with the kept login, shows the unread count, and takes what is there as known', async () => {
    const { notifier, server, notices, badges, store } = setup();
    server.receive(message(1, 'Ann Lee'), message(2, 'Bob Stone'));
    notifier.start();
    await advance(FIRST_CHECK_MS - 1);
    expect(server.requests).toHaveLength(0);
    await advance(1);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url.toString()).toBe(`${SERVER}/api/admin/contact/unread`);
    expect(server.requests[0]?.authorization).toBe('Bearer token-1');
    expect(badges).toEqual([2]);
    // Messages from before the app ever checked are the badge's, not a burst of notifications.
    expect(notices).toEqual([]);
    expect(store.data.get(NOTIFIED_UP_TO_KEY)).toEqual({ server: SERVER, at: at(2) });
    notifier.stop();
  });

  it('notifies each new message once, by sender and subject, and asks only for newer ones', async () => {
    const { notifier, server, titles, badges } = await afterFirstCheck();
    server.receive(message(5, 'Ann Lee', 'Visiting day'));
    await advance(CHECK_INTERVAL_MS);
    expect(titles()).toEqual(['New message from Ann Lee: Visiting day']);
    expect(badges).toEqual([0, 1]);
    await advance(CHECK_INTERVAL_MS);
    expect(titles()).toHaveLength(1);
    expect(server.requests.at(-1)?.url.searchParams.get('after')).toBe(at(5));
    notifier.stop();
  });

  it('after a restart, does not announce again what was announced', async () => {
    const server = fakeServer();
    const first = await afterFirstCheck({ server });
    server.receive(message(5, 'Ann Lee'));
    await advance(CHECK_INTERVAL_MS);
    expect(first.notices).toHaveLength(1);

    server.receive(message(9, 'Cy Park', 'Parking'));
    const second = restart(first);
    await advance(FIRST_CHECK_MS);
    expect(second.titles()).toEqual(['New message from Cy Park: Parking']);
    second.notifier.stop();
  });

  it('shows up to three new messages one by one, oldest first, and more as one summary', async () => {
    const { notifier, server, titles } = await afterFirstCheck();
    server.receive(message(1, 'Ann'), message(2, 'Bob'));
    await advance(CHECK_INTERVAL_MS);
    expect(titles()).toEqual([
      'New message from Ann: About minute 1',
      'New message from Bob: About minute 2',
    ]);

    server.receive(message(3, 'Cy'), message(4, 'Dee'), message(5, 'Cy'), message(6, 'Eve'));
    await advance(CHECK_INTERVAL_MS);
    expect(titles().slice(2)).toEqual(['4 new messages: From Eve, Cy and Dee']);

    // More than the server lists at once: the unread count tells how many.
    server.receive(...[10, 11, 12, 13, 14, 15, 16].map((minute) => message(minute, `Sender ${minute}`)));
    await advance(CHECK_INTERVAL_MS);
    expect(titles().slice(3)).toEqual([`13 new messages: From Sender 16, Sender 15, Sender 14 and others`]);
    notifier.stop();
  });

  it('brings the Contact screen forward when a notification is clicked', async () => {
    const { notifier, server, notices, opened } = await afterFirstCheck();
    server.receive(message(5, 'Ann Lee'));
    await advance(CHECK_INTERVAL_MS);
    notices[0]?.onClick();
    expect(opened).toEqual(['contact']);
    notifier.stop();
  });

  it('backs off while the server cannot be reached, and returns to every minute once it answers', async () => {
    const { notifier, server, badges } = setup();
    server.state.down = true;
    notifier.start();
    await advance(FIRST_CHECK_MS);
    const times = [Date.now()];
    for (let round = 0; round < 5; round++) {
      const before = server.requests.length;
      while (server.requests.length === before) await advance(1000);
      times.push(Date.now());
    }
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps).toEqual([2, 4, 8, 15, 15].map((minutes) => minutes * 60_000));
    expect(Math.max(...gaps)).toBe(MAX_BACKOFF_MS);
    // Unreachable is not "no messages": the last count stays until the server answers.
    expect(badges).toEqual([]);

    server.state.down = false;
    server.receive(message(1, 'Ann'));
    await advance(MAX_BACKOFF_MS);
    const answered = server.requests.length;
    await advance(CHECK_INTERVAL_MS);
    expect(server.requests.length).toBe(answered + 1);
    expect(badges).toEqual([1, 1]);
    notifier.stop();
  });

  it.each([503, 500])('backs off on HTTP %i too', async (status) => {
    const { notifier, server } = setup();
    server.state.status = status;
    notifier.start();
    await advance(FIRST_CHECK_MS);
    await advance(CHECK_INTERVAL_MS);
    expect(server.requests).toHaveLength(1);
    await advance(CHECK_INTERVAL_MS);
    expect(server.requests).toHaveLength(2);
    notifier.stop();
  });

  it('stops asking with a login the server refused, until another login is kept', async () => {
    const { notifier, server, kept, badges } = setup();
    server.state.acceptedToken = 'token-2';
    server.receive(message(1, 'Ann'));
    notifier.start();
    await advance(FIRST_CHECK_MS);
    expect(server.requests).toHaveLength(1);
    expect(badges).toEqual([0]);
    await advance(CHECK_INTERVAL_MS * 10);
    expect(server.requests).toHaveLength(1);

    kept.token = 'token-2';
    notifier.checkSoon('token');
    await advance(0);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.authorization).toBe('Bearer token-2');
    expect(badges).toEqual([0, 1]);
    notifier.stop();
  });

  it('asks nothing without a login or a server, and shows no badge then', async () => {
    const { notifier, server, kept, badges } = setup();
    kept.token = null;
    notifier.start();
    await advance(FIRST_CHECK_MS + CHECK_INTERVAL_MS);
    kept.token = 'token-1';
    kept.server = null;
    await advance(CHECK_INTERVAL_MS);
    expect(server.requests).toEqual([]);
    expect(badges).toEqual([0, 0, 0]);
    notifier.stop();
  });

  it('checks at once when the admin has looked at the messages, so the badge follows', async () => {
    const { notifier, server, badges } = setup();
    server.receive(message(1, 'Ann'));
    notifier.start();
    await advance(FIRST_CHECK_MS);
    server.state.unread = 0;
    notifier.checkSoon('seen');
    await advance(0);
    expect(badges).toEqual([1, 0]);
    notifier.stop();
  });

  it('checks on focus only when the last check is not recent', async () => {
    const { notifier, server } = await afterFirstCheck();
    notifier.checkSoon('focus');
    await advance(0);
    expect(server.requests).toHaveLength(1);
    await advance(30_000);
    notifier.checkSoon('focus');
    await advance(0);
    expect(server.requests).toHaveLength(2);
    notifier.stop();
  });

  it('never has two checks under way: a request meanwhile makes one more check after', async () => {
    const { notifier, server } = setup();
    server.state.delayMs = 3000;
    notifier.start();
    await advance(FIRST_CHECK_MS);
    notifier.checkSoon('seen');
    notifier.checkSoon('token');
    await advance(1000);
    expect(server.requests).toHaveLength(1);
    await advance(2000);
    expect(server.requests).toHaveLength(2);
    await advance(3000);
    expect(server.requests).toHaveLength(2);
    notifier.stop();
  });

  it('turned off: no checks, no notifications, no badge, remembered; turned on: checks at once', async () => {
    const { notifier, server, badges, store } = await afterFirstCheck();
    notifier.setEnabled(false);
    expect(store.data.get(NOTIFICATIONS_ENABLED_KEY)).toBe(false);
    expect(notifier.isEnabled()).toBe(false);
    expect(badges.at(-1)).toBe(0);
    server.receive(message(3, 'Ann'));
    await advance(CHECK_INTERVAL_MS * 5);
    notifier.checkSoon('seen');
    await advance(0);
    expect(server.requests).toHaveLength(1);

    // A restart keeps it off.
    const again = restart({ notifier, server, store });
    await advance(FIRST_CHECK_MS + CHECK_INTERVAL_MS);
    expect(server.requests).toHaveLength(1);
    again.notifier.setEnabled(true);
    await advance(0);
    expect(server.requests).toHaveLength(2);
    expect(again.titles()).toEqual(['New message from Ann: About minute 3']);
    again.notifier.stop();
  });

  it('announces nothing from a check that was under way when it stopped', async () => {
    const { notifier, server, notices } = await afterFirstCheck();
    server.state.delayMs = 2000;
    server.receive(message(2, 'Ann'));
    await advance(CHECK_INTERVAL_MS);
    notifier.stop();
    await advance(CHECK_INTERVAL_MS * 3);
    expect(notices).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('takes a new baseline on another server, and keeps announcing there', async () => {
    const { notifier, server, kept, store, titles } = setup();
    server.receive(message(1, 'Ann'));
    notifier.start();
    await advance(FIRST_CHECK_MS);
    kept.server = 'https://other.example';
    notifier.checkSoon('token');
    await advance(0);
    expect(store.data.get(NOTIFIED_UP_TO_KEY)).toEqual({ server: 'https://other.example', at: at(1) });
    server.receive(message(4, 'Bob'));
    await advance(CHECK_INTERVAL_MS);
    expect(titles()).toEqual(['New message from Bob: About minute 4']);
    notifier.stop();
  });
});

describe('parseUnreadAnswer', () => {
  const item = {
    _id: 'a',
    id: 'a',
    name: 'Ann',
    email: 'a@x.org',
    subject: 'Hi',
    message: 'Hello',
    createdAt: at(1),
  };

  it('takes the contract’s answer', () => {
    expect(parseUnreadAnswer({ message: 'ok', unread: 3, since: null, latest: [item] })).toEqual({
      unread: 3,
      latest: [{ id: 'a', name: 'Ann', subject: 'Hi', createdAt: at(1) }],
    });
  });

  it.each([
    ['no body', null],
    ['a negative count', { unread: -1, latest: [] }],
    ['a fractional count', { unread: 1.5, latest: [] }],
    ['no list', { unread: 1 }],
    ['a message without a name', { unread: 1, latest: [{ ...item, name: 7 }] }],
    ['a message with a date that is not one', { unread: 1, latest: [{ ...item, createdAt: 'yesterday' }] }],
  ])('refuses %s', (_label, body) => {
    expect(parseUnreadAnswer(body)).toBeNull();
  });
});

describe('nativeNotifier', () => {
  function fakeApi(supported: boolean) {
    const created: {
      options: { title: string; body: string };
      shown: boolean;
      fire: (event: string) => void;
    }[] = [];
    const api = {
      isSupported: () => supported,
      create: (options: { title: string; body: string }): NativeNotification => {
        const listeners = new Map<string, () => void>();
        const record = { options, shown: false, fire: (event: string) => listeners.get(event)?.() };
        created.push(record);
        return {
          on: (event, listener) => listeners.set(event, listener),
          show: () => {
            record.shown = true;
          },
        };
      },
    };
    return { api, created };
  }

  it('shows the notice and runs its click', () => {
    const { api, created } = fakeApi(true);
    const clicks: string[] = [];
    nativeNotifier(api)({ title: 'New message from Ann', body: 'Hi', onClick: () => clicks.push('clicked') });
    expect(created.map((entry) => [entry.options, entry.shown])).toEqual([
      [{ title: 'New message from Ann', body: 'Hi' }, true],
    ]);
    created[0]?.fire('click');
    expect(clicks).toEqual(['clicked']);
  });

  it('shows nothing where the system has no notifications', () => {
    const { api, created } = fakeApi(false);
    nativeNotifier(api)({ title: 't', body: 'b', onClick: () => undefined });
    expect(created).toEqual([]);
  });
});

describe('unreadBadge', () => {
  function targets(platform: NodeJS.Platform) {
    const calls: string[] = [];
    const badge = unreadBadge<string>({
      platform,
      setBadgeCount: (count) => {
        calls.push(`count ${count}`);
        return true;
      },
      setOverlay: (image, description) => calls.push(`overlay ${image ?? 'none'} "${description}"`),
      overlayImage: () => 'dot',
    });
    return { badge, calls };
  }

  it.each(['darwin', 'linux'] as const)('on %s sets the count on the icon', (platform) => {
    const { badge, calls } = targets(platform);
    badge(4);
    badge(0);
    expect(calls).toEqual(['count 4', 'count 0']);
  });

  it('on Windows puts a dot on the taskbar button, saying the count, and removes it at zero', () => {
    const { badge, calls } = targets('win32');
    badge(1);
    badge(3);
    badge(0);
    expect(calls).toEqual([
      'overlay dot "1 unread message"',
      'overlay dot "3 unread messages"',
      'overlay none ""',
    ]);
  });

  it('draws an opaque dot with transparent corners', () => {
    const pixels = badgeDotBitmap(16);
    expect(pixels).toHaveLength(16 * 16 * 4);
    const alpha = (x: number, y: number) => pixels[(y * 16 + x) * 4 + 3];
    expect(alpha(8, 8)).toBe(255);
    expect(alpha(0, 0)).toBe(0);
    expect(pixels[(8 * 16 + 8) * 4 + 2]).toBeGreaterThan(200);
  });
});
