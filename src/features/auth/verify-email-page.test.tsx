import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFY_LINK_DOES_NOT_WORK } from '@/contract';
import { makeAccount } from '@/testing/admin-fixtures';
import { fakeApi, refusedWith } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { authApi } from './auth-api';
import { ConfirmAddressNotice } from './confirm-address-notice';
import { VerifyEmailPage } from './verify-email-page';

const CONFIRMED = 'Thank you: your e-mail address is confirmed.';
const unconfirmed = makeAccount(3, { userEmail: 'ana@school.test', emailVerified: false });
const profile = (user = unconfirmed) => ({ status: 200, body: { message: 'ok', data: user } });

afterEach(() => {
  window.localStorage.clear();
});

const renderVerify = (route = '/verify-email?token=abc') =>
  renderWithProviders(<VerifyEmailPage />, {
    route,
    path: '/verify-email',
    otherRoutes: { '/': <p>home page</p>, '/login': <p>login page</p> },
  });

describe('VerifyEmailPage', () => {
  it("sends the link's token once, says the address is confirmed and leads home", async () => {
    const sent = fakeApi({
      'POST /api/email-verification/confirm': { status: 200, body: { message: CONFIRMED } },
    });
    renderVerify();
    expect(screen.getByText('Confirming your address...')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMED);
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { token: 'abc' },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Go to the Home Page' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('says a used link does not work, and offers a logged-out visitor the login', async () => {
    fakeApi({
      'POST /api/email-verification/confirm': refusedWith(400, VERIFY_LINK_DOES_NOT_WORK),
    });
    renderVerify();
    expect(await screen.findByText(VERIFY_LINK_DOES_NOT_WORK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers a logged-in visitor whose address is still unconfirmed a new link', async () => {
    window.localStorage.setItem('token', 'session');
    fakeApi({
      'POST /api/email-verification/confirm': refusedWith(400, VERIFY_LINK_DOES_NOT_WORK),
      'GET /api/profile': profile(),
    });
    renderVerify();
    expect(await screen.findByRole('button', { name: 'Send the Link Again' })).toBeInTheDocument();
  });

  it('offers to try again when the server could not be reached', async () => {
    let reachable = false;
    fakeApi({
      'POST /api/email-verification/confirm': () =>
        reachable ? { status: 200, body: { message: CONFIRMED } } : { networkError: 'Network Error' },
    });
    renderVerify();
    expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMED);
  });

  it('opened without a link, says where it comes from', () => {
    fakeApi({});
    renderVerify('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This page opens from the link in the e-mail');
  });
});

describe('ConfirmAddressNotice', () => {
  it('asks a logged-in visitor to confirm, and sends a new link on request', async () => {
    window.localStorage.setItem('token', 'session');
    const requests = fakeApi({
      'GET /api/profile': profile(),
      'POST /api/email-verification': {
        status: 202,
        body: { message: 'We sent a new confirmation link to ana@school.test.' },
      },
    });
    renderWithProviders(<ConfirmAddressNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your e-mail address ana@school.test is not confirmed yet',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the Link Again' }));
    expect(
      await screen.findByText('We sent a new confirmation link to ana@school.test.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says nothing once the address is confirmed', async () => {
    window.localStorage.setItem('token', 'session');
    fakeApi({ 'GET /api/profile': profile({ ...unconfirmed, emailVerified: true }) });
    const { container, store } = renderWithProviders(<ConfirmAddressNotice />);
    // The profile has come (and says confirmed), not merely been asked for.
    await waitFor(() =>
      expect(authApi.endpoints.getProfile.select(undefined)(store.getState()).data?.emailVerified).toBe(true),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
