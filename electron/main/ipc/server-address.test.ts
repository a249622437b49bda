import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../ipc-contract';
import { fakeIpcMain, memoryStore } from '../testing/fakes';
import {
  checkServer,
  normaliseServerAddress,
  readServerAddress,
  registerServerIpc,
  SERVER_ADDRESS_KEY,
  type FetchFn,
} from './server-address';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers by URL; anything else is a connection refused, as Node's fetch reports it. */
function fakeFetch(answers: Record<string, () => Response>) {
  return vi.fn<FetchFn>((url) => {
    const answer = answers[url];
    if (answer !== undefined) return Promise.resolve(answer());
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    return Promise.reject(new TypeError('fetch failed', { cause }));
  });
}

const failing = (error: Error): FetchFn => vi.fn<FetchFn>(() => Promise.reject(error));

/** Never answers on its own; rejects like fetch does once the caller aborts. */
const hanging: FetchFn = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => {
      reject(new DOMException('This operation was aborted', 'AbortError'));
    });
  });

describe('normaliseServerAddress', () => {
  it.each([
    ['https://school.example', 'https://school.example'],
    ['  https://School.Example/  ', 'https://school.example'],
    ['https://school.example//', 'https://school.example'],
    ['school.example', 'https://school.example'],
    ['school.example/', 'https://school.example'],
    ['localhost:3000', 'https://localhost:3000'],
    ['192.168.1.20:8080', 'https://192.168.1.20:8080'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['HTTP://LOCALHOST:3000', 'http://localhost:3000'],
    ['https://school.example:443/', 'https://school.example'],
    ['https://school.example:8443', 'https://school.example:8443'],
    // Behind a reverse proxy on a sub-path.
    ['https://school.example/edu/', 'https://school.example/edu'],
    ['https://school.example/edu/meetings', 'https://school.example/edu/meetings'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseServerAddress(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', /type the address/i],
    ['   ', /type the address/i],
    ['ftp://school.example', /https:\/\/ or http:\/\//],
    ['file:///etc/passwd', /https:\/\/ or http:\/\//],
    ['javascript:alert(1)', /https:\/\/ or http:\/\//],
    ['mailto:admin@school.example', /https:\/\/ or http:\/\//],
    ['https://admin:secret@school.example', /user name and password/],
    ['https://school.example/?page=2', /"\?" or "#"/],
    ['https://school.example/#top', /"\?" or "#"/],
    ['https://school.example?', /"\?" or "#"/],
    ['https://school example', /not a web address/],
    ['http://', /not a web address/],
    // Passwords would cross the network in the clear (and the app's pages may not call it).
    ['http://192.168.1.20:8080/', /secure connection only: use https:\/\/192\.168\.1\.20:8080 /],
    ['http://school.example', /use https:\/\/school\.example /],
  ])('refuses %j', (input, message) => {
    const result = normaliseServerAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('checkServer', () => {
  const HEALTH = 'https://school.example/api/health';

  it('accepts a server whose /api/health says ok, and answers with the normalised address', async () => {
    const fetchFn = fakeFetch({ [HEALTH]: () => json({ status: 'ok' }) });
    expect(await checkServer(' school.example/ ', fetchFn)).toEqual({
      ok: true,
      value: 'https://school.example',
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]?.[0]).toBe(HEALTH);
    expect(fetchFn.mock.calls[0]?.[1].signal).toBeInstanceOf(AbortSignal);
  });

  it('asks a sub-path server under its sub-path', async () => {
    const fetchFn = fakeFetch({ 'https://school.example/edu/api/health': () => json({ status: 'ok' }) });
    expect(await checkServer('https://school.example/edu/', fetchFn)).toEqual({
      ok: true,
      value: 'https://school.example/edu',
    });
  });

  it('refuses a malformed address without fetching', async () => {
    const fetchFn = fakeFetch({});
    const result = await checkServer('ftp://school.example', fetchFn);
    expect(result.ok).toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTML page', () => new Response('<!doctype html><title>Welcome</title>', { status: 200 })],
    ['other JSON', () => json({ status: 'fine' })],
    ['a JSON array', () => json(['ok'])],
  ])('says a server answering %s is not the school server', async (_label, answer) => {
    expect(await checkServer('https://school.example', fakeFetch({ [HEALTH]: answer }))).toEqual({
      ok: false,
      message:
        "https://school.example answered, but it is not the school's server: /api/health did not say ok",
    });
  });

  it('says a 404 is not the school server', async () => {
    const result = await checkServer('https://school.example', fakeFetch({ [HEALTH]: () => json({}, 404) }));
    expect(result).toEqual({
      ok: false,
      message:
        "https://school.example answered, but it is not the school's server: /api/health gave HTTP 404",
    });
  });

  it('reports a server error with its status', async () => {
    const result = await checkServer('https://school.example', fakeFetch({ [HEALTH]: () => json({}, 500) }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('https://school.example answered, but reports a problem (HTTP 500)');
      expect(result.message).toContain('Try again in a minute');
    }
  });

  it('gives up after the timeout and says the server did not answer', async () => {
    const started = Date.now();
    const result = await checkServer('https://school.example', hanging, 50);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^school\.example did not answer within 1 second\./) as string,
    });
  });

  it('says the host could not be reached when the connection is refused', async () => {
    expect(await checkServer('https://school.example', fakeFetch({}))).toEqual({
      ok: false,
      message: 'Could not reach school.example. Check the address and that this computer is online.',
    });
  });

  it.each([
    ['a DNS failure (Node)', new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } })],
    ['a DNS failure (Chromium)', new Error('net::ERR_NAME_NOT_RESOLVED')],
    ['no network (Chromium)', new Error('net::ERR_INTERNET_DISCONNECTED')],
  ])('says the host could not be reached on %s', async (_label, error) => {
    expect(await checkServer('https://school.example:8443', failing(error))).toEqual({
      ok: false,
      message: 'Could not reach school.example:8443. Check the address and that this computer is online.',
    });
  });

  it('explains a bad certificate', async () => {
    const result = await checkServer(
      'https://school.example',
      failing(new Error('net::ERR_CERT_DATE_INVALID')),
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toMatch(/^school\.example answered, but its security certificate is not valid/);
  });

  it('suggests http:// when a server on this computer does not speak HTTPS', async () => {
    const result = await checkServer('localhost:3000', failing(new Error('net::ERR_SSL_PROTOCOL_ERROR')));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('type it that way');
  });

  it('asks for the https:// address when a server elsewhere does not speak HTTPS', async () => {
    const result = await checkServer('school.example', failing(new Error('net::ERR_SSL_PROTOCOL_ERROR')));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('Ask whoever runs the server for its https:// address');
  });
});

describe('checkServer against a real HTTP server with the real fetch', () => {
  let server: Server | undefined;

  afterEach(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    server = undefined;
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const started = createServer(handler);
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  }

  it('accepts our health answer', async () => {
    const address = await listen((request, response) => {
      response.writeHead(request.url === '/api/health' ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok' }));
    });
    expect(await checkServer(`${address}/`, fetch)).toEqual({ ok: true, value: address });
  });

  it('refuses another web server', async () => {
    const address = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<h1>It works!</h1>');
    });
    const result = await checkServer(address, fetch);
    expect(result).toEqual({
      ok: false,
      message: `${address} answered, but it is not the school's server: /api/health did not say ok`,
    });
  });

  it('says a closed port could not be reached', async () => {
    const address = await listen(() => undefined);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const result = await checkServer(address, fetch);
    expect(result).toEqual({
      ok: false,
      message: `Could not reach ${new URL(address).host}. Check the address and that this computer is online.`,
    });
  });

  it('times out a server that never answers', async () => {
    const address = await listen(() => undefined);
    const result = await checkServer(address, fetch, 100);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('did not answer within 1 second');
    server?.closeAllConnections();
  });
});

describe('registerServerIpc', () => {
  function setup(fetchFn: FetchFn, initial: Record<string, unknown> = {}) {
    const store = memoryStore(initial);
    const ipc = fakeIpcMain();
    const forgetLogin = vi.fn(() => {
      store.delete('token');
    });
    registerServerIpc(ipc.ipcMain, store, fetchFn, forgetLogin);
    return { store, ipc, forgetLogin };
  }

  const answering = (...origins: string[]): FetchFn =>
    fakeFetch(
      Object.fromEntries(origins.map((origin) => [`${origin}/api/health`, () => json({ status: 'ok' })])),
    );

  it('forgets the kept login when the address changes to another server, in the same step', async () => {
    const { store, ipc, forgetLogin } = setup(answering('https://other.example'), {
      [SERVER_ADDRESS_KEY]: 'https://school.example',
      token: { server: 'https://school.example', value: 'kept', encrypted: false },
    });
    expect(await ipc.invoke(IPC.serverSet, 'https://other.example')).toEqual({
      ok: true,
      value: 'https://other.example',
    });
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(store.data.has('token')).toBe(false);
    expect(store.data.get(SERVER_ADDRESS_KEY)).toBe('https://other.example');
  });

  it.each([
    ['another path on the same host', 'https://school.example/edu'],
    ['another port', 'https://school.example:8443'],
    ['http on this computer', 'http://localhost:3000'],
  ])('treats %s as another server', async (_label, address) => {
    const { ipc, forgetLogin } = setup(answering(address), {
      [SERVER_ADDRESS_KEY]: 'https://school.example',
    });
    expect(await ipc.invoke(IPC.serverSet, address)).toMatchObject({ ok: true });
    expect(forgetLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the login when the same server is saved again, however it is typed', async () => {
    const fetchFn = fakeFetch({
      'https://school.example/api/health': () => json({ status: 'ok' }),
      'https://school.example/admin/meetings/api/health': () => new Response('<!doctype html>'),
    });
    const { store, ipc, forgetLogin } = setup(fetchFn, {
      [SERVER_ADDRESS_KEY]: 'https://school.example',
      token: { server: 'https://school.example', value: 'kept', encrypted: false },
    });
    for (const typed of [
      'https://school.example',
      'School.Example/',
      'https://school.example/admin/meetings',
    ]) {
      expect(await ipc.invoke(IPC.serverSet, typed)).toEqual({ ok: true, value: 'https://school.example' });
    }
    expect(forgetLogin).not.toHaveBeenCalled();
    expect(store.data.has('token')).toBe(true);
  });

  it('keeps the login when the new address is refused', async () => {
    const { ipc, forgetLogin } = setup(fakeFetch({}), { [SERVER_ADDRESS_KEY]: 'https://school.example' });
    expect(await ipc.invoke(IPC.serverSet, 'https://other.example')).toMatchObject({ ok: false });
    expect(await ipc.invoke(IPC.serverSet, 'javascript:alert(1)')).toMatchObject({ ok: false });
    expect(forgetLogin).not.toHaveBeenCalled();
  });

  it('forgets any login on first start (a token without a known server)', async () => {
    const { ipc, forgetLogin } = setup(answering('https://school.example'));
    await ipc.invoke(IPC.serverSet, 'https://school.example');
    expect(forgetLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps a checked address, normalised, and gives it back', async () => {
    const { store, ipc } = setup(
      fakeFetch({ 'https://school.example/api/health': () => json({ status: 'ok' }) }),
    );
    expect(await ipc.invoke(IPC.serverGet)).toBeNull();
    expect(await ipc.invoke(IPC.serverSet, 'School.Example/')).toEqual({
      ok: true,
      value: 'https://school.example',
    });
    expect(store.data.get(SERVER_ADDRESS_KEY)).toBe('https://school.example');
    expect(await ipc.invoke(IPC.serverGet)).toBe('https://school.example');
  });

  it('keeps the previous address when the new one does not answer', async () => {
    const { store, ipc } = setup(fakeFetch({}), { [SERVER_ADDRESS_KEY]: 'https://old.example' });
    const result = await ipc.invoke(IPC.serverSet, 'https://new.example');
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('Could not reach new.example') as string,
    });
    expect(store.data.get(SERVER_ADDRESS_KEY)).toBe('https://old.example');
  });

  it('refuses a malformed address without fetching', async () => {
    const fetchFn = fakeFetch({});
    const { store, ipc } = setup(fetchFn);
    expect(await ipc.invoke(IPC.serverSet, 'javascript:alert(1)')).toMatchObject({ ok: false });
    expect(await ipc.invoke(IPC.serverSet, 42)).toMatchObject({ ok: false });
    expect(fetchFn).not.toHaveBeenCalled();
    expect(store.data.has(SERVER_ADDRESS_KEY)).toBe(false);
  });

  it("takes an address copied from the browser's bar to mean the server at its root", async () => {
    const fetchFn = fakeFetch({
      'https://school.example/admin/meetings/api/health': () =>
        new Response('<!doctype html>', { status: 200 }),
      'https://school.example/api/health': () => json({ status: 'ok' }),
    });
    const { store, ipc } = setup(fetchFn);
    expect(await ipc.invoke(IPC.serverSet, 'https://school.example/admin/meetings')).toEqual({
      ok: true,
      value: 'https://school.example',
    });
    expect(store.data.get(SERVER_ADDRESS_KEY)).toBe('https://school.example');
  });

  it('does not retry at the root when the host could not be reached at all', async () => {
    const fetchFn = fakeFetch({});
    const { ipc } = setup(fetchFn);
    await ipc.invoke(IPC.serverSet, 'https://school.example/edu');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('reads a hand-edited or missing address as none', () => {
    expect(readServerAddress(memoryStore({ [SERVER_ADDRESS_KEY]: 42 }))).toBeNull();
    expect(readServerAddress(memoryStore({ [SERVER_ADDRESS_KEY]: 'ftp://x.example' }))).toBeNull();
    expect(readServerAddress(memoryStore({ [SERVER_ADDRESS_KEY]: 'https://x.example/' }))).toBe(
      'https://x.example',
    );
  });
});
