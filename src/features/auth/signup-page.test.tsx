import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { SignupPage } from './signup-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

function renderSignup() {
  return renderWithProviders(<SignupPage />, {
    route: '/signup',
    path: '/signup',
    otherRoutes: { '/login': <p>login page</p> },
  });
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Name'), '  Ana Souza ');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@school.test');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
  await userEvent.type(screen.getByLabelText('Phone Number'), '+55 48 99999-0000');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

afterEach(() => vi.clearAllMocks());

describe('SignupPage', () => {
  it('has the four required fields of the spec', () => {
    renderSignup();
    for (const label of ['Name', 'Email', 'Password', 'Phone Number'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('sends the spec payload, shows the success dialog and goes to /login after 2000 ms', async () => {
    const requests = fakeApi({
      'POST /api/register': {
        status: 201,
        body: {
          message: 'User registered successfully',
          data: {
            _id: 'u1',
            id: 'u1',
            userName: 'Ana Souza',
            userEmail: 'ana@school.test',
            userPhoneNumber: '+55',
            role: 'user',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        },
      },
    });
    renderSignup();
    await fill();
    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Signup Successful!',
        'You will be redirected to the login page.',
        2000,
      ),
    );
    expect(requests[0]?.body).toEqual({
      username: 'Ana Souza',
      email: 'ana@school.test',
      password: 'secret-123',
      phonenumber: '+55 48 99999-0000',
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
    expect(await screen.findByText('login page', {}, { timeout: 1500 })).toBeInTheDocument();
  });

  it("shows 'Signup Failed!' with 'Please try again.' and the server's reason, and stays", async () => {
    fakeApi({
      'POST /api/register': { status: 409, body: { message: 'An account with this email already exists' } },
    });
    renderSignup();
    await fill();
    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith(
        'Signup Failed!',
        'Please try again.',
        undefined,
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ana@school.test');
  });
});
