import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { makeAccount } from '@/testing/admin-fixtures';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi } from '@/testing/fake-api';
import { advanceClock, expectShownAfter, useFakeClock } from '@/testing/fake-clock';
import { renderWithProviders } from '@/testing/render';
import { LoginPage } from './login-page';
import { returnPath } from './return-path';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const user = (role: User['role']): User =>
  makeAccount(1, { userName: 'Ana', userEmail: 'ana@school.test', userPhoneNumber: '123', role });

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    otherRoutes: { '/': <p>home page</p>, '/admin': <p>admin page</p>, '/signup': <p>signup page</p> },
  });
}

async function fillAndSubmit(user: Pick<typeof userEvent, 'type' | 'click'> = userEvent) {
  await user.type(screen.getByLabelText('Email'), 'ana@school.test');
  await user.type(screen.getByLabelText('Password'), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('LoginPage', () => {
  it('has the email and password fields, the button and the link to sign up', async () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    await userEvent.click(screen.getByRole('link', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByText('signup page')).toBeInTheDocument();
  });

  it("shows 'Logging in...' and is disabled while submitting", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({ 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) });
    renderLogin();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    act(() => answer({ status: 401, body: { message: 'Invalid email or password' } }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's message when the login is refused, and stores nothing", async () => {
    fakeApi({
      'POST /api/login': { status: 401, body: { success: false, message: 'Invalid email or password' } },
    });
    renderLogin();
    await fillAndSubmit();
    await expectDialog(errorDialog, 'Login Failed', 'Invalid email or password');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('falls back to a fixed text when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/login': { networkError: 'Network Error' } });
    renderLogin();
    await fillAndSubmit();
    await expectDialog(
      errorDialog,
      'Login Failed',
      'Login Unsuccessful. Please check your credentials and try again.',
    );
  });

  it.each([
    ['admin', 'admin page'],
    ['user', 'home page'],
  ] as const)(
    'stores the token, shows the success dialog and sends a %s to the right page after 1000 ms',
    async (role, landing) => {
      const requests = fakeApi({
        'POST /api/login': { status: 200, body: { message: 'Login successful', data: 'the-token' } },
        'GET /api/profile': { status: 200, body: { message: 'ok', data: user(role) } },
      });
      const visitor = await useFakeClock();
      renderLogin();
      await fillAndSubmit(visitor);
      await expectDialog(successDialog, 'Login Successful', 'Redirecting to your dashboard...', 1000, true);
      expect(window.localStorage.getItem('token')).toBe('the-token');
      expect(requests.find((r) => r.url === '/api/profile')?.headers.authorization).toBe('Bearer the-token');
      expect(requests.find((r) => r.url === '/api/login')?.body).toEqual({
        email: 'ana@school.test',
        password: 'secret-123',
      });
      await expectShownAfter(1000, landing);
    },
  );

  it('goes back to the page that sent the visitor here (?next=) once logged in, admin or not', async () => {
    const requests = fakeApi({
      'POST /api/login': { status: 200, body: { message: 'Login successful', data: 'the-token' } },
      'GET /api/profile': { status: 200, body: { message: 'ok', data: user('admin') } },
    });
    const visitor = await useFakeClock();
    renderWithProviders(<LoginPage />, {
      route: '/login?next=%2Fmeetings%2Fm42',
      path: '/login',
      otherRoutes: {
        '/': <p>home page</p>,
        '/admin': <p>admin page</p>,
        '/meetings/:id': <p>meeting page</p>,
      },
    });
    // A visitor without an account yet signs up first, and still comes back.
    expect(screen.getByRole('link', { name: /Sign Up/ })).toHaveAttribute(
      'href',
      '/signup?next=%2Fmeetings%2Fm42',
    );
    await fillAndSubmit(visitor);
    await expectDialog(successDialog, 'Login Successful', 'Taking you back...', 1000, true);
    await advanceClock(1000);
    expect(screen.getByText('meeting page')).toBeInTheDocument();
    // Where to go is known: the profile (admin or not) is not asked.
    expect(requests.map((r) => r.url)).not.toContain('/api/profile');
  });

  it('never follows ?next= off the site: the usual landing instead', async () => {
    fakeApi({
      'POST /api/login': { status: 200, body: { message: 'Login successful', data: 'the-token' } },
      'GET /api/profile': { status: 200, body: { message: 'ok', data: user('user') } },
    });
    const visitor = await useFakeClock();
    renderWithProviders(<LoginPage />, {
      route: `/login?next=${encodeURIComponent('//evil.example/meetings')}`,
      path: '/login',
      otherRoutes: { '/': <p>home page</p> },
    });
    await fillAndSubmit(visitor);
    await expectDialog(successDialog, 'Login Successful', 'Redirecting to your dashboard...', 1000, true);
    await advanceClock(1000);
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});

describe('returnPath', () => {
  it.each([
    ['/meetings/m42', '/meetings/m42'],
    ['/my-meetings', '/my-meetings'],
    ['/meetings/category/Soon?page=2#list', '/meetings/category/Soon?page=2#list'],
  ])('follows %s, a page of this site', (next, path) => {
    expect(returnPath(next)).toBe(path);
  });

  it.each([
    null,
    '',
    'meetings/m42',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
  ])('ignores %j', (next) => {
    expect(returnPath(next)).toBeUndefined();
  });
});
