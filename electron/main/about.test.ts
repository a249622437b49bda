import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessageBoxOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutText, serverVersion, showAbout, type AppFacts } from './about';

const APP: AppFacts = {
  name: 'Edu Meeting Admin',
  version: '1.4.0',
  electron: '45.4.1',
  chrome: '140.0.7339.41',
};

/** A real HTTP server standing in for the school's, answering /api/health as each test needs. */
let server: Server;
let address = '';
let health: { status: number; body: string; delayMs?: number } = { status: 200, body: '' };

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = health;
    const send = () => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body);
    };
    if (request.url !== '/api/health') {
      response.writeHead(404).end();
      return;
    }
    if (answer.delayMs === undefined) send();
    else setTimeout(send, answer.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('serverVersion', () => {
  it("reads the server's version from /api/health", async () => {
    health = { status: 200, body: JSON.stringify({ status: 'ok', version: '2.3.1' }) };
    expect(await serverVersion(address, fetch)).toEqual({ known: true, version: '2.3.1' });
  });

  it('says when no server is set yet, without calling anything', async () => {
    const refuse = () => Promise.reject(new Error('should not be called'));
    expect(await serverVersion(null, refuse)).toEqual({ known: false, why: 'not connected to a server yet' });
  });

  it('says when the server cannot be reached', async () => {
    const result = await serverVersion('http://127.0.0.1:9', fetch);
    expect(result.known ? 'known' : result.why).toMatch(/^could not be reached: no connection/);
  });

  it('gives up on a server that does not answer in time', async () => {
    health = { status: 200, body: '{}', delayMs: 2000 };
    expect(await serverVersion(address, fetch, 200)).toEqual({
      known: false,
      why: 'could not be reached: it did not answer within 1 second',
    });
  });

  it.each([
    [503, '{"status":"error"}', 'answered HTTP 503'],
    [200, '{"status":"ok"}', 'does not say its version (it may be older than this app)'],
    [200, '<html>proxy</html>', 'does not say its version (it may be older than this app)'],
  ])('HTTP %i with %s → %s', async (status, body, why) => {
    health = { status, body };
    expect(await serverVersion(address, fetch)).toEqual({ known: false, why });
  });
});

describe('aboutText', () => {
  it('names the app and its version, the server and its version, and the Electron and Chromium inside', () => {
    expect(aboutText(APP, 'https://school.example', { known: true, version: '2.3.1' })).toEqual({
      message: 'Edu Meeting Admin 1.4.0',
      detail: 'Server: https://school.example, version 2.3.1\nElectron 45.4.1, Chromium 140.0.7339.41',
    });
  });

  it("says why the server's version is unknown", () => {
    const { detail } = aboutText(APP, 'https://school.example', { known: false, why: 'answered HTTP 503' });
    expect(detail).toContain('Server: https://school.example — version unknown, answered HTTP 503');
    expect(aboutText(APP, null, { known: false, why: 'x' }).detail).toContain(
      'Server: not connected yet (File → Server address…)',
    );
  });
});

describe('showAbout', () => {
  function run(response: number) {
    const shown: MessageBoxOptions[] = [];
    const copied: string[] = [];
    const done = showAbout({
      app: APP,
      server: () => address,
      fetch,
      showMessageBox: (options) => {
        shown.push(options);
        return Promise.resolve({ response, checkboxChecked: false });
      },
      copyText: (text) => copied.push(text),
    });
    return { done, shown, copied };
  }

  it("shows the app's and the server's versions in one dialog", async () => {
    health = { status: 200, body: JSON.stringify({ status: 'ok', version: '2.3.1' }) };
    const { done, shown, copied } = run(0);
    await done;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'About Edu Meeting Admin', message: 'Edu Meeting Admin 1.4.0' });
    expect(shown[0]?.detail).toContain(`Server: ${address}, version 2.3.1`);
    expect(copied).toEqual([]);
  });

  it('copies the text for a support request with its Copy button', async () => {
    health = { status: 200, body: JSON.stringify({ status: 'ok', version: '2.3.1' }) };
    const { done, shown, copied } = run(1);
    await done;
    expect(shown[0]?.buttons?.[1]).toBe('Copy');
    expect(copied).toEqual([`Edu Meeting Admin 1.4.0\n${shown[0]?.detail ?? ''}`]);
  });
});
