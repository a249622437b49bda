import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { baseApi } from '@/lib/base-api';
import { useAppDispatch } from '@/lib/store-hooks';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { LoginPage } from './login-page';
import { useSessionExpiryRedirect } from './use-auth';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, { auth: boolean }>({
      query: ({ auth }) => ({ url: '/api/admin/user', auth }),
    }),
  }),
});

/** An admin page: it watches for expiry and makes one call. */
function AdminPage({ auth }: { auth: boolean }) {
  useSessionExpiryRedirect();
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(probeApi.endpoints.probe.initiate({ auth }));
  }, [dispatch, auth]);
  return <p>admin page</p>;
}

describe('an expired or revoked token', () => {
  it('sends the admin to /login with a message, and forgets the token', async () => {
    window.localStorage.setItem('token', 'revoked');
    fakeApi({
      'GET /api/admin/user': {
        status: 401,
        body: { message: 'Your session has expired or is no longer valid.' },
      },
    });
    const { store } = renderWithProviders(<AdminPage auth />, {
      route: '/admin/user',
      path: '/admin/user',
      otherRoutes: { '/login': <LoginPage /> },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('does not redirect when a call without a token is refused', async () => {
    const requests = fakeApi({
      'GET /api/admin/user': { status: 401, body: { message: 'Please log in to continue.' } },
    });
    renderWithProviders(<AdminPage auth={false} />, {
      route: '/admin/user',
      path: '/admin/user',
      otherRoutes: { '/login': <LoginPage /> },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });
});

describe('LoginPage without a notice', () => {
  it('shows no alert when opened directly', () => {
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
