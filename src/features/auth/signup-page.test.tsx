import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { PASSWORD_MESSAGES, type ContentPageLink } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { makeAccount } from '@/testing/admin-fixtures';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi } from '@/testing/fake-api';
import { advanceClock, expectShownAfter, useFakeClock } from '@/testing/fake-clock';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { loadPasswordChecks } from './password-estimator';
import { SignupPage } from './signup-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

function LoginStandIn() {
  const { search } = useLocation();
  return <p>login page{search}</p>;
}

/** The sign-up page as the server draws it: with the school's identity and its content pages. */
function renderSignup(pages: ContentPageLink[] = [], route = '/signup') {
  return renderWithProviders(<SignupPage />, {
    route,
    path: '/signup',
    otherRoutes: { '/login': <LoginStandIn />, '/pages/:slug': <p>content page</p> },
    pageData: sitePageData({ pages }),
  });
}

async function fill(user: Pick<typeof userEvent, 'type' | 'click'> = userEvent) {
  await user.type(screen.getByLabelText('Name'), '  Ana Souza ');
  await user.type(screen.getByLabelText('Email'), 'ana@school.test');
  await user.type(screen.getByLabelText('Password'), 'violet-compass-harbor-88');
  await user.type(screen.getByLabelText('Phone Number'), '+55 48 99999-0000');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

/** The dialog a sign-up the server accepted shows, for the 2 s before the login page. */
const expectSignupSuccess = () =>
  expectDialog(successDialog, 'Signup Successful!', 'You will be redirected to the login page.', 2000);

afterEach(() => vi.clearAllMocks());

describe('SignupPage', () => {
  it('has the four required fields', () => {
    renderSignup();
    for (const label of ['Name', 'Email', 'Password', 'Phone Number'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('checks the phone number with a pattern the browser can compile (HTML compiles it with the v flag)', () => {
    renderSignup();
    const pattern = screen.getByLabelText('Phone Number').getAttribute('pattern') ?? '';
    const phone = new RegExp(`^(?:${pattern})$`, 'v');
    expect(phone.test('+55 (48) 99999-0000')).toBe(true);
    expect(phone.test('call me')).toBe(false);
  });

  it('sends the four fields, shows the success dialog and goes to /login after 2000 ms', async () => {
    const requests = fakeApi({
      'POST /api/register': {
        status: 201,
        body: {
          message: 'User registered successfully',
          data: makeAccount(1, {
            userName: 'Ana Souza',
            userEmail: 'ana@school.test',
            userPhoneNumber: '+55',
          }),
        },
      },
    });
    const user = await useFakeClock();
    renderSignup();
    await fill(user);
    await expectSignupSuccess();
    expect(requests[0]?.body).toEqual({
      username: 'Ana Souza',
      email: 'ana@school.test',
      password: 'violet-compass-harbor-88',
      phonenumber: '+55 48 99999-0000',
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    await expectShownAfter(2000, 'login page');
  });

  it('keeps the page a visitor came from (?next=) for the login that follows', async () => {
    fakeApi({
      'POST /api/register': {
        status: 201,
        body: { message: 'User registered successfully', data: makeAccount(1) },
      },
    });
    const user = await useFakeClock();
    renderSignup([], '/signup?next=%2Fmeetings%2Fm1');
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmeetings%2Fm1',
    );
    await fill(user);
    await expectSignupSuccess();
    await advanceClock(2000);
    expect(screen.getByText('login page?next=%2Fmeetings%2Fm1')).toBeInTheDocument();
  });

  it("shows 'Signup Failed!' with 'Please try again.' and the server's reason, and stays", async () => {
    const reason = 'An account with this email already exists';
    fakeApi({ 'POST /api/register': { status: 409, body: { message: reason } } });
    renderSignup();
    await fill();
    await expectDialog(errorDialog, 'Signup Failed!', 'Please try again.', undefined, reason);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@school.test');
  });
});

describe('SignupPage privacy notice', () => {
  it('says that signing up agrees to the privacy notice, linking to it, when the school has one', async () => {
    renderSignup([
      { title: 'About us', slug: 'about-us' },
      { title: 'Privacy Notice', slug: 'privacy' },
    ]);
    const link = screen.getByRole('link', { name: 'Privacy Notice' });
    expect(link.closest('p')).toHaveTextContent('By signing up you agree to our Privacy Notice.');
    expect(link).toHaveAttribute('href', '/pages/privacy');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByText('content page')).toBeInTheDocument();
  });

  it('says nothing of it when the school has no page at /pages/privacy', async () => {
    renderSignup([{ title: 'Terms', slug: 'terms' }]);
    expect(screen.queryByText(/By signing up you agree/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms' })).not.toBeInTheDocument();
    // The strength meter's estimator arrives meanwhile: let it settle inside the test.
    await act(() => loadPasswordChecks());
  });
});

describe('SignupPage password strength', () => {
  it('shows the strength by the rule the server applies, naming what is wrong', async () => {
    renderSignup();
    expect(screen.getByText(/At least 12 characters/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('minlength', '12');
    await userEvent.type(password, 'password1234');
    expect(
      await screen.findByText(
        /This password is too easy to guess: this is similar to a commonly used password\./,
      ),
    ).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(screen.getByLabelText('Email'), 'rosalind@school.test');
    await userEvent.type(password, 'rosalind-rules-1953');
    expect(
      await screen.findByText('The password must not contain your name or email address.'),
    ).toBeInTheDocument();
    // The school's name as the site's settings give it (the fixture's school: Riverside Academy).
    await userEvent.clear(password);
    await userEvent.type(password, 'RiversideAcademy2024');
    expect(await screen.findByText(PASSWORD_MESSAGES.school)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'Summer2024!!');
    expect(await screen.findByText(PASSWORD_MESSAGES.seasonOrMonth)).toBeInTheDocument();
    expect(screen.getByText('Not accepted.')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'violet-compass-harbor-88');
    expect(await screen.findByText('Good password.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/Good password\./);
  });
});
