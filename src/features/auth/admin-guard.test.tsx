import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@/contract';
import { makeAccount } from '@/testing/admin-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { AccessGate, AdminGuard } from './admin-guard';

const profile = (role: User['role']) => ({
  status: 200,
  body: {
    message: 'ok',
    data: makeAccount(1, { userName: 'Ana', userEmail: 'a@b.co', userPhoneNumber: '1', role }),
  },
});

const guarded = (
  <AdminGuard>
    <p>admin content</p>
  </AdminGuard>
);

describe('AdminGuard', () => {
  it('shows loading until the role is known, then the content to an admin', async () => {
    window.localStorage.setItem('token', 'admin-token');
    let answer: (value: ReturnType<typeof profile>) => void = () => undefined;
    const requests = fakeApi({ 'GET /api/profile': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(guarded, { route: '/admin' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer(profile('admin'));
    expect(await screen.findByText('admin content')).toBeInTheDocument();
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('shows the access-denied image to an ordinary user', async () => {
    window.localStorage.setItem('token', 'user-token');
    fakeApi({ 'GET /api/profile': profile('user') });
    renderWithProviders(guarded, { route: '/admin' });
    expect(await screen.findByRole('img', { name: /access denied/i })).toBeInTheDocument();
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in as an administrator' })).not.toBeInTheDocument();
  });

  it('shows the access-denied image to a visitor with no token, without calling the server', async () => {
    const requests = fakeApi({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(guarded, { route: '/admin' });
    expect(await screen.findByRole('img', { name: /access denied/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in as an administrator' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(requests).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('No authentication token found');
    log.mockRestore();
  });

  it('shows the access-denied image when the token is refused', async () => {
    window.localStorage.setItem('token', 'expired');
    fakeApi({ 'GET /api/profile': { status: 401, body: { message: 'Your session has expired' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(guarded, { route: '/admin' });
    expect(await screen.findByRole('img', { name: /access denied/i })).toBeInTheDocument();
    log.mockRestore();
  });

  it("says it can't reach the server, not access denied, and shows the admin screens once a Retry gets through", async () => {
    window.localStorage.setItem('token', 'admin-token');
    let down = true;
    const requests = fakeApi({
      'GET /api/profile': () => (down ? { networkError: 'ECONNREFUSED' } : profile('admin')),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(guarded, { route: '/admin' });

    expect(await screen.findByRole('heading', { name: "Can't reach localhost:3000" })).toBeInTheDocument();
    expect(screen.getByText(/could not start: there is no connection to it/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /access denied/i })).not.toBeInTheDocument();
    expect(await screen.findByText(/Trying again in 5 s/)).toBeInTheDocument();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('admin content')).toBeInTheDocument();
    expect(requests.length).toBeGreaterThanOrEqual(2);
    log.mockRestore();
  });

  it('names a server problem (5xx) and tries again by itself when the network comes back', async () => {
    window.localStorage.setItem('token', 'admin-token');
    let answer = { status: 503, body: { message: 'Service Unavailable' } };
    fakeApi({ 'GET /api/profile': () => answer });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(guarded, { route: '/admin' });
    expect(await screen.findByText(/the server had a problem \(error 503\)/)).toBeInTheDocument();

    answer = profile('admin');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('admin content')).toBeInTheDocument();
    log.mockRestore();
  });

  it('tries again on its own after the back-off, saying when', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      window.localStorage.setItem('token', 'admin-token');
      let down = true;
      fakeApi({ 'GET /api/profile': () => (down ? { networkError: 'ETIMEDOUT' } : profile('admin')) });
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(guarded, { route: '/admin' });
      expect(await screen.findByText(/Trying again in 5 s/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByText(/Trying again in 3 s/)).toBeInTheDocument();
      down = false;
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(await screen.findByText('admin content')).toBeInTheDocument();
      log.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('AccessGate', () => {
  const gated = (role: User['role']) =>
    renderWithProviders(
      <AccessGate access="users">
        <p>accounts</p>
      </AccessGate>,
      {
        preloadedState: {
          auth: { data: makeAccount(1, { role }), token: 't', status: 'success', unreachable: null },
        },
      },
    );

  it('shows the screen to a role that may use it', () => {
    gated('admin');
    expect(screen.getByText('accounts')).toBeInTheDocument();
  });

  it.each(['editor', 'door'] as const)('tells %s that the screen is not for the role', (role) => {
    gated(role);
    expect(screen.queryByText('accounts')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the admin area needs another role.');
  });

  it('lets an editor and door staff into the admin area itself', async () => {
    for (const role of ['editor', 'door'] as const) {
      window.localStorage.setItem('token', `${role}-token`);
      fakeApi({ 'GET /api/profile': profile(role) });
      const { unmount } = renderWithProviders(guarded, { route: '/admin' });
      expect(await screen.findByText('admin content')).toBeInTheDocument();
      unmount();
    }
  });
});
