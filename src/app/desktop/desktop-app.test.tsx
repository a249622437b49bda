import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PageOriginProvider } from '@/lib/page-data';
import { installPlatform, platform, type Platform } from '@/lib/platform';
import { loadDesktopPlatform } from '@/lib/platform/desktop';
import { makeAccount } from '@/testing/admin-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import type { DesktopBridge, Result } from '../../../electron/ipc-contract';
import { makeAdminStore } from '../store';
import { StoreProvider } from '../store-provider';
import { DesktopContext } from './desktop-context';
import { DesktopRoutes } from './desktop-router';

const SERVER = 'https://school.example';

/** The preload bridge as the main process would answer it, kept in memory. */
function fakeBridge(initial: { token?: string | null; server?: string | null; encrypted?: boolean }) {
  const kept = { token: initial.token ?? null, server: initial.server ?? null };
  const setServer = vi.fn<(address: string) => Promise<Result<string>>>();
  /** What the main process's SHOW_ROUTE messages reach: the page's listeners. */
  const routeListeners = new Set<(route: string) => void>();
  const showRoute = (route: string) => {
    for (const listener of routeListeners) listener(route);
  };
  /** What electron/main/ipc/server-address.ts does once an address answered: another server forgets the login. */
  const keepServer = (address: string): Result<string> => {
    if (address !== kept.server) kept.token = null;
    kept.server = address;
    return { ok: true, value: address };
  };
  const bridge: DesktopBridge = {
    token: {
      get: () => Promise.resolve(kept.token),
      set: (token) => {
        kept.token = token;
        return Promise.resolve();
      },
      remove: () => {
        kept.token = null;
        return Promise.resolve();
      },
      isEncrypted: () => Promise.resolve(initial.encrypted ?? true),
    },
    server: { get: () => Promise.resolve(kept.server), set: setServer },
    pickImage: vi.fn(),
    openExternal: vi.fn(),
    messagesSeen: vi.fn(() => Promise.resolve()),
    onShowRoute: (listener) => {
      routeListeners.add(listener);
      return () => routeListeners.delete(listener);
    },
  };
  return { bridge, kept, setServer, keepServer, showRoute };
}

const admin = makeAccount(1, {
  userName: 'Ana Admin',
  userEmail: 'ana@school.test',
  userPhoneNumber: '1',
  role: 'admin',
});
const adminProfile = { status: 200, body: { message: 'ok', data: admin } };
const HILLTOP = { status: 200, body: siteAnswerFixture({ settings: { schoolName: 'Hilltop School' } }) };

let before: Platform;
beforeEach(() => {
  before = platform();
});
afterEach(() => {
  installPlatform(before);
});

/** Starts the desktop app as start-desktop.tsx does, at `route`. */
async function startAt(route: string, bridge: DesktopBridge) {
  const desktop = await loadDesktopPlatform(bridge);
  installPlatform(desktop);
  const restart = vi.fn();
  let pathname = route;
  function TrackLocation() {
    pathname = useLocation().pathname;
    return null;
  }
  render(
    <DesktopContext
      value={{
        bridge,
        serverAddress: desktop.serverAddress,
        tokenEncrypted: desktop.tokenEncrypted,
        restart,
      }}
    >
      <StoreProvider store={makeAdminStore()}>
        <PageOriginProvider origin={SERVER}>
          <MemoryRouter initialEntries={[route]}>
            <DesktopRoutes />
            <TrackLocation />
          </MemoryRouter>
        </PageOriginProvider>
      </StoreProvider>
    </DesktopContext>,
  );
  return { location: () => pathname, restart };
}

describe('the desktop app', () => {
  it('asks for the server on first start, shows why an address was refused, and starts again once it is kept', async () => {
    const { bridge, setServer } = fakeBridge({});
    setServer
      .mockResolvedValueOnce({ ok: false, message: 'Could not reach scool.example. Check the address.' })
      .mockResolvedValueOnce({ ok: true, value: SERVER });
    const { location, restart } = await startAt('/admin/meetings', bridge);

    expect(await screen.findByRole('heading', { name: 'Connect to your school' })).toBeInTheDocument();
    expect(location()).toBe('/settings');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Enter your school server's address");
    expect(setServer).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Server address'), 'scool.example');
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach scool.example');
    expect(screen.getByLabelText('Server address')).toHaveValue('scool.example');
    expect(restart).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Server address'));
    await user.type(screen.getByLabelText('Server address'), 'school.example');
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(restart).toHaveBeenCalledWith('/admin'));
    expect(setServer).toHaveBeenLastCalledWith('school.example');
  });

  it('opens on the login screen when no token is kept, naming its server', async () => {
    const { bridge } = fakeBridge({ server: SERVER });
    const { location } = await startAt('/admin', bridge);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByText(SERVER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change server' })).toHaveAttribute('href', '/settings');
  });

  it('opens on the dashboard with a kept admin token, sent to the school server', async () => {
    const { bridge } = fakeBridge({ server: SERVER, token: 'kept-token' });
    const requests = fakeApi({ 'GET /api/profile': adminProfile });
    await startAt('/', bridge);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' }),
    ).toBeInTheDocument();
    const profile = requests.find((request) => request.url === '/api/profile');
    expect(profile?.headers['authorization']).toBe('Bearer kept-token');
    expect(platform().apiBaseUrl()).toBe(SERVER);
  });

  it('sends the admin to the login with the "session ended" notice when the kept token is refused', async () => {
    const { bridge, kept } = fakeBridge({ server: SERVER, token: 'revoked-token' });
    fakeApi({
      'GET /api/profile': {
        status: 401,
        body: { message: 'Your session has expired or is no longer valid.' },
      },
    });
    const { location } = await startAt('/admin/meetings', bridge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    await waitFor(() => expect(kept.token).toBeNull());
  });

  it('moves to the screen a notification or the menu asks for like a link, never restarting the app', async () => {
    const { bridge, showRoute } = fakeBridge({ server: SERVER, token: 'kept-token' });
    const requests = fakeApi({
      'GET /api/profile': adminProfile,
      'GET /api/admin/contact': {
        status: 200,
        body: { success: true, data: [], page: 1, limit: 100, totalPages: 0, totalMessages: 0 },
      },
    });
    const { location, restart } = await startAt('/admin', bridge);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' }),
    ).toBeInTheDocument();

    act(() => showRoute('/admin/contact'));
    await waitFor(() => expect(location()).toBe('/admin/contact'));
    expect(await screen.findByRole('heading', { name: 'Contact Form Submissions' })).toBeInTheDocument();
    expect(restart).not.toHaveBeenCalled();
    // The same running page: the signed-in admin was not looked up again, as a reload would.
    expect(requests.filter((request) => request.url === '/api/profile')).toHaveLength(1);
  });

  it('leads the public pages back to the dashboard', async () => {
    const { bridge } = fakeBridge({ server: SERVER, token: 'kept-token' });
    fakeApi({ 'GET /api/profile': adminProfile });
    const { location } = await startAt('/meetings/category/Soon', bridge);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin');
  });

  it('switching to another server asks for a login there and never sends it the old token', async () => {
    const OTHER = 'https://other.example';
    const { bridge, kept, setServer, keepServer } = fakeBridge({ server: SERVER, token: 'kept-token' });
    setServer.mockImplementation((address) => Promise.resolve(keepServer(`https://${address}`)));
    const requests = fakeApi({ 'GET /api/profile': adminProfile });
    const { restart } = await startAt('/settings', bridge);

    expect(await screen.findByText(/you log in again on the new server/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Server address'));
    await user.type(screen.getByLabelText('Server address'), 'other.example');
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(restart).toHaveBeenCalledWith('/admin'));
    expect(kept.token).toBeNull();

    // The app starts again, as window.location.assign does, against the new server.
    cleanup();
    requests.length = 0;
    const { location } = await startAt('/admin', bridge);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByText(OTHER)).toBeInTheDocument();
    expect(platform().apiBaseUrl()).toBe(OTHER);
    expect(requests.filter((request) => request.headers['authorization'] !== undefined)).toEqual([]);
  });

  it('keeps the login when the same server is saved again', async () => {
    const { bridge, kept, setServer, keepServer } = fakeBridge({ server: SERVER, token: 'kept-token' });
    setServer.mockImplementation(() => Promise.resolve(keepServer(SERVER)));
    fakeApi({ 'GET /api/profile': adminProfile });
    const { restart } = await startAt('/settings', bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(restart).toHaveBeenCalledWith('/admin'));
    expect(kept.token).toBe('kept-token');
  });

  it('says in Settings when the login is stored on this computer without encryption', async () => {
    const { bridge } = fakeBridge({ server: SERVER, encrypted: false });
    await startAt('/settings', bridge);
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^Your login is stored on this computer without encryption: there is no keyring/,
    );
  });

  it('says nothing about encryption where the keyring protects the login', async () => {
    const { bridge } = fakeBridge({ server: SERVER, encrypted: true });
    await startAt('/settings', bridge);
    expect(await screen.findByRole('heading', { name: 'School server' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/without encryption/)).not.toBeInTheDocument();
  });

  it("names itself after the school once the server's settings are read", async () => {
    const { bridge } = fakeBridge({ server: SERVER });
    fakeApi({ 'GET /api/site': HILLTOP });
    await startAt('/login', bridge);
    expect(await screen.findByText('Hilltop School Admin')).toBeInTheDocument();
  });

  it("titles the window with the school's name on the admin screens", async () => {
    document.title = '';
    const { bridge } = fakeBridge({ server: SERVER, token: 'kept-token' });
    fakeApi({ 'GET /api/profile': adminProfile, 'GET /api/site': HILLTOP });
    await startAt('/admin', bridge);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hilltop School Admin'));
  });

  it("is plain 'Admin' before it knows its server, and asks nobody for the school's settings", async () => {
    document.title = '';
    const { bridge } = fakeBridge({});
    const requests = fakeApi({});
    await startAt('/settings', bridge);
    expect(await screen.findByRole('heading', { name: 'Connect to your school' })).toBeInTheDocument();
    expect(screen.getByText('Admin', { selector: '.desktop-layout__brand' })).toBeInTheDocument();
    expect(document.title).toBe('Admin');
    expect(requests).toEqual([]);
  });

  it('logs out: the kept token is removed and the login screen shows', async () => {
    const { bridge, kept } = fakeBridge({ server: SERVER, token: 'kept-token' });
    fakeApi({ 'GET /api/profile': adminProfile });
    const { location } = await startAt('/admin', bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(kept.token).toBeNull();
  });

  it('shows the signed-in administrator and the server in the sidebar, with a way to change the server', async () => {
    const { bridge } = fakeBridge({ server: SERVER, token: 'kept-token' });
    fakeApi({ 'GET /api/profile': adminProfile });
    await startAt('/admin', bridge);
    const sidebar = (await screen.findByText('Ana Admin')).closest('aside');
    if (!sidebar) throw new Error('no sidebar');
    expect(within(sidebar).getByText('Signed in as', { exact: false }).parentElement).toHaveTextContent(
      'Signed in as Ana Adminana@school.test',
    );
    expect(within(sidebar).getByText(SERVER)).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Change server' })).toHaveAttribute('href', '/settings');
  });

  it('offers no Sign Up: the login has no link to it and /signup leads to the login', async () => {
    const { bridge } = fakeBridge({ server: SERVER });
    const { location } = await startAt('/signup', bridge);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.queryByRole('link', { name: /Sign Up/ })).not.toBeInTheDocument();
  });

  it("says it can't reach the school's server when it does not answer at start, not access denied", async () => {
    const { bridge } = fakeBridge({ server: SERVER, token: 'kept-token' });
    let down = true;
    fakeApi({ 'GET /api/profile': () => (down ? { networkError: 'ECONNREFUSED' } : adminProfile) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startAt('/admin', bridge);
    expect(await screen.findByRole('heading', { name: "Can't reach school.example" })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /access denied/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change server' })).toHaveAttribute('href', '/settings');

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ana Admin')).toBeInTheDocument();
    log.mockRestore();
  });
});
