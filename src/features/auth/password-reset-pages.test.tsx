import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET_LINK_DOES_NOT_WORK } from '@/contract';
import { errorDialog } from '@/lib/dialogs';
import { sessionEndedNotice } from '@/lib/session';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, refusedWith } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordPage, ResetPasswordPage } from './password-reset-pages';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const SENT = 'If an account uses this address, we have sent it a link to choose a new password.';
const CHANGED = 'Your password was changed. Please log in with your new password.';
const NEW_PASSWORD = 'harbour-lantern-quince-62';

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('ForgotPasswordPage', () => {
  const renderForgot = () =>
    renderWithProviders(<ForgotPasswordPage />, {
      route: '/forgot-password',
      path: '/forgot-password',
      otherRoutes: { '/login': <p>login page</p> },
    });

  it('sends the address and then says to check the inbox, with the link’s lifetime', async () => {
    const sent = fakeApi({ 'POST /api/password-reset': { status: 202, body: { message: SENT } } });
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('status')).toHaveTextContent('The link works once, for 1 hour.');
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { email: 'ana@school.test' },
    ]);
    // Another try brings the form back, as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Link' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@school.test');
  });

  it('says why when the server refuses, and keeps what was typed', async () => {
    fakeApi({
      'POST /api/password-reset': refusedWith(
        429,
        'Too many requests. Please wait 30 seconds and try again.',
      ),
    });
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    await expectDialog(
      errorDialog,
      'Link Not Sent',
      'Too many requests. Please wait 30 seconds and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ana@school.test');
  });

  it('leads back to the login', async () => {
    renderForgot();
    await userEvent.click(screen.getByRole('link', { name: 'Remembered it? Login' }));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  const renderReset = (route = '/reset-password?token=abc') =>
    renderWithProviders(<ResetPasswordPage />, {
      route,
      path: '/reset-password',
      otherRoutes: { '/login': <p>login page</p>, '/forgot-password': <p>forgot page</p> },
    });

  async function choose(password: string, repeat = password) {
    await userEvent.type(screen.getByLabelText('New Password'), password);
    await userEvent.type(screen.getByLabelText('Repeat New Password'), repeat);
  }

  it("sends the link's token with the new password, ends this tab's session and goes to the login", async () => {
    window.localStorage.setItem('token', 'old-session');
    const sent = fakeApi({ 'POST /api/password-reset/confirm': { status: 200, body: { message: CHANGED } } });
    renderReset();
    await choose(NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { token: 'abc', newPassword: NEW_PASSWORD },
    ]);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(sessionEndedNotice()).toBe(CHANGED);
  });

  it('waits while the two passwords differ', async () => {
    renderReset();
    await choose(NEW_PASSWORD, 'harbour-lantern');
    expect(screen.getByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    expect(screen.getByRole('button', { name: 'Save New Password' })).toBeDisabled();
  });

  it("shows a refused password's reason and keeps the form, to try another", async () => {
    fakeApi({
      'POST /api/password-reset/confirm': refusedWith(400, 'This password is too easy to guess.'),
    });
    renderReset();
    await choose(NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    await expectDialog(errorDialog, 'Password Not Changed', 'This password is too easy to guess.');
    expect(screen.getByLabelText('New Password')).toHaveValue(NEW_PASSWORD);
  });

  it('says a used or expired link does not work and offers a new one', async () => {
    fakeApi({
      'POST /api/password-reset/confirm': refusedWith(400, RESET_LINK_DOES_NOT_WORK),
    });
    renderReset();
    await choose(NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_DOES_NOT_WORK);
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a New Link' }));
    expect(screen.getByText('forgot page')).toBeInTheDocument();
  });

  it('opened without a link, says where it comes from', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This page opens from the link in the e-mail');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
