import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from '@/contract';
import { storedToken } from '@/lib/session';
import { makeAccount } from '@/testing/admin-fixtures';
import { fakeApi, refusedWith, type FakeAnswer } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { makeRegistration } from '@/testing/registration-fixtures';
import { renderWithProviders } from '@/testing/render';
import { siteAnswerFixture, sitePageData } from '@/testing/site-fixtures';
import { meetingBookingIsland } from './meeting-booking-block';

const { Part: MeetingBookingBlock } = meetingBookingIsland;

const meeting = makeMeeting({
  _id: 'm42',
  title: 'Science Fair',
  date: '2099-05-01',
  capacity: 20,
  seatsTaken: 8,
});
const PASSWORD = 'river-kettle-lantern-92';
const seat: Registration = makeRegistration({ meetingId: 'm42', status: 'confirmed' });

const registered: FakeAnswer = {
  status: 201,
  body: { message: 'You are registered: your seat is confirmed', registration: seat },
};
const loggedIn: FakeAnswer = { status: 200, body: { message: 'Login successful', data: 'ana-token' } };
const noRegistrations: FakeAnswer = {
  status: 200,
  body: { message: 'Registrations fetched successfully', registrations: [] },
};

function renderBlock(phoneAtSignUp: 'required' | 'optional' | 'off' = 'required') {
  const settings = { phoneAtSignUp };
  renderWithProviders(<MeetingBookingBlock meeting={meeting} />, {
    route: '/meetings/m42',
    followsLogin: true,
    pageData: sitePageData({ settings }),
  });
  return siteAnswerFixture({ settings });
}

const said = (requests: { method: string; url: string }[]) => requests.map((r) => `${r.method} ${r.url}`);

describe("a meeting's Register for a visitor who is not logged in", () => {
  it('signs up in place, logs in and registers without a second click', async () => {
    const requests = fakeApi({
      'POST /api/register': {
        status: 201,
        body: {
          message: 'User registered successfully',
          data: makeAccount(1, { userEmail: 'ana@test.school' }),
        },
      },
      'POST /api/login': loggedIn,
      'GET /api/me/registrations': noRegistrations,
      'POST /api/meetings/m42/registrations': registered,
      'GET /api/meetings/m42': { status: 200, body: { message: 'ok', meeting } },
    });
    renderBlock('optional');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Log in to register' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'I am new here' }));
    expect(screen.getByRole('heading', { name: 'Sign up to register' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@test.school');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    // The school made the phone number optional: it may stay empty.
    expect(screen.getByLabelText('Phone Number (optional)')).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up and register' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are registered: your seat is confirmed.',
    );
    expect(storedToken()).toBe('ana-token');
    const signUp = requests.find((r) => r.url === '/api/register');
    expect(signUp?.body).toEqual({
      username: 'Ana Lima',
      email: 'ana@test.school',
      password: PASSWORD,
      phonenumber: '',
    });
    const register = requests.find((r) => r.url === '/api/meetings/m42/registrations');
    expect(register?.headers.authorization).toBe('Bearer ana-token');
    expect(said(requests).indexOf('POST /api/login')).toBeLessThan(
      said(requests).indexOf('POST /api/meetings/m42/registrations'),
    );
  });

  it('logs in in place and registers', async () => {
    const requests = fakeApi({
      'POST /api/login': loggedIn,
      'GET /api/me/registrations': noRegistrations,
      'POST /api/meetings/m42/registrations': registered,
      'GET /api/meetings/m42': { status: 200, body: { message: 'ok', meeting } },
    });
    renderBlock();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@test.school');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in and register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are registered');
    expect(requests.find((r) => r.url === '/api/login')?.body).toEqual({
      email: 'ana@test.school',
      password: PASSWORD,
    });
  });

  it("says the server's reason for a refused login, registers nothing and keeps what was typed", async () => {
    const requests = fakeApi({ 'POST /api/login': refusedWith(401, 'Invalid email or password') });
    renderBlock();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@test.school');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in and register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@test.school');
    expect(requests.some((r) => r.url.includes('/registrations') && r.method === 'POST')).toBe(false);
    expect(storedToken()).toBeNull();
  });

  it('turns to logging in when the address had an account already (the sign-up is answered as a new one)', async () => {
    fakeApi({
      'POST /api/register': {
        status: 201,
        body: {
          message: 'User registered successfully',
          data: makeAccount(1, { userEmail: 'ana@test.school' }),
        },
      },
      'POST /api/login': refusedWith(401, 'Invalid email or password'),
    });
    renderBlock('off');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I am new here' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@test.school');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up and register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. If you had an account with this address already, log in with its password, or check your e-mail.',
    );
    expect(screen.getByRole('heading', { name: 'Log in to register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@test.school');
  });

  it('asks for a required phone number, and none at all where the school does not ask', async () => {
    fakeApi({});
    renderBlock('required');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I am new here' }));
    expect(screen.getByLabelText('Phone Number')).toBeRequired();
  });

  it('leaves out the phone number where the school does not ask for it', async () => {
    fakeApi({});
    renderBlock('off');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I am new here' }));
    expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
  });

  it('goes back to the Register link on Cancel', async () => {
    fakeApi({});
    renderBlock();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Log in to register' })).not.toBeInTheDocument();
  });
});
