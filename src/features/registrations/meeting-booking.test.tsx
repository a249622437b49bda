import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MyRegistration, Registration } from '@/contract';
import { keepToken, onSessionExpired } from '@/lib/session';
import { fakeApi, fakeWrite, type FakeAnswer } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { makeMyRegistration, makeRegistration } from '@/testing/registration-fixtures';
import { renderWithProviders } from '@/testing/render';
import { BUSY_NOTICE, BUSY_RETRY_DELAYS_MS, MeetingBooking } from './meeting-booking';

const meeting = makeMeeting({ _id: 'm42', title: 'Science Fair', capacity: 20, seatsTaken: 8 });
const POST = 'POST /api/meetings/m42/registrations';
const MINE = 'GET /api/me/registrations';

const BOOKED_AT = '2026-11-20T10:00:00.000Z';
const registration = (fields: Partial<Registration> = {}): Registration =>
  makeRegistration({ meetingId: 'm42', createdAt: BOOKED_AT, confirmedAt: BOOKED_AT, ...fields });

const mine = (fields: Partial<Registration> = {}): MyRegistration =>
  makeMyRegistration(
    { id: 'm42', title: 'Science Fair', date: '2026-12-03', hours: '10:00-16:00', location: 'Gym' },
    { createdAt: BOOKED_AT, confirmedAt: BOOKED_AT, ...fields },
  );

const myList = (...registrations: MyRegistration[]): FakeAnswer => ({
  status: 200,
  body: { message: 'Registrations fetched successfully', registrations },
});

function Where() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return <p data-testid="where">{`${location.pathname}${location.search} ${state?.notice ?? ''}`}</p>;
}

function renderBooking(kind: 'open' | 'full' | 'closed' | 'past' = 'open', onChange = vi.fn()) {
  renderWithProviders(
    <>
      <MeetingBooking meeting={meeting} availability={{ kind }} onChange={onChange} />
      <Where />
    </>,
    // As on the page: the store follows the login (a new one forgets the last one's answers).
    { route: '/meetings/m42', followsLogin: true },
  );
  return onChange;
}

describe('MeetingBooking', () => {
  it('sends a visitor who is not logged in to the login page, to come back here, without asking the server', () => {
    const requests = fakeApi({});
    renderBooking();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmeetings%2Fm42',
    );
    expect(screen.getByText('You log in first, then come back here.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offers the waiting list when the meeting is full', () => {
    fakeApi({});
    renderBooking('full');
    expect(screen.getByRole('link', { name: 'Join the waiting list' })).toBeInTheDocument();
  });

  it.each(['closed', 'past'] as const)('offers nothing once registration is %s', (kind) => {
    fakeApi({});
    renderBooking(kind);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("registers a logged-in visitor, says the server's answer with the way to My meetings, and has the seats read again", async () => {
    keepToken('ana-token');
    const register = fakeWrite({
      status: 201,
      body: { message: 'You are registered: your seat is confirmed', registration: registration() },
    });
    const requests = fakeApi({
      [MINE]: () => myList(...(register.came() ? [mine()] : [])),
      [POST]: register.handler,
    });
    const onChange = renderBooking();
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([MINE]));

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('You are registered: your seat is confirmed. My meetings');
    expect(said).toHaveFocus();
    expect(screen.getByRole('link', { name: 'My meetings' })).toHaveAttribute('href', '/my-meetings');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.headers.authorization).toBe('Bearer ana-token');
    // My registrations are read again, so every other meeting's block knows too.
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/me/registrations')).toHaveLength(2));
  });

  it('says the place on the waiting list the server gave', async () => {
    keepToken('ana-token');
    fakeApi({
      [MINE]: myList(),
      [POST]: {
        status: 201,
        body: {
          message: 'The meeting is full: you are number 2 on the waiting list',
          registration: registration({ status: 'waitlisted', position: 2, confirmedAt: null }),
        },
      },
    });
    renderBooking('full');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The meeting is full: you are number 2 on the waiting list.',
    );
  });

  it('says so when the visitor is registered already (409), with the way to My meetings', async () => {
    keepToken('ana-token');
    const onChange = vi.fn();
    fakeApi({
      [MINE]: myList(),
      [POST]: { status: 409, body: { message: 'You are already registered for this meeting' } },
    });
    renderBooking('open', onChange);
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are already registered for this meeting. My meetings');
    expect(onChange).toHaveBeenCalled();
  });

  it("gives the server's reason for a refusal (400), and keeps the button to try again", async () => {
    keepToken('ana-token');
    fakeApi({
      [MINE]: myList(),
      [POST]: { status: 400, body: { message: 'Registration for this meeting has closed' } },
    });
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration for this meeting has closed.');
    expect(screen.queryByRole('link', { name: 'My meetings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  describe('when the server is busy (registration has just opened)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const busy: FakeAnswer = {
      status: 503,
      body: { message: 'The server is busy right now. Please try again in a moment.' },
    };

    it('sends the same registration again by itself, saying so, until it goes through', async () => {
      keepToken('ana-token');
      let tries = 0;
      const requests = fakeApi({
        [MINE]: myList(),
        [POST]: () => {
          tries += 1;
          return tries < 3
            ? busy
            : {
                status: 201,
                body: { message: 'You are registered: your seat is confirmed', registration: registration() },
              };
        },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      renderBooking();
      await user.click(await screen.findByRole('button', { name: 'Register' }));
      expect(await screen.findByText(BUSY_NOTICE)).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(BUSY_RETRY_DELAYS_MS[0] + BUSY_RETRY_DELAYS_MS[1]));
      expect(await screen.findByText(/You are registered: your seat is confirmed\./)).toBeInTheDocument();
      expect(screen.queryByText(BUSY_NOTICE)).not.toBeInTheDocument();
      expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3);
    });

    it('gives up after its last try and says the server is still busy, the button back', async () => {
      keepToken('ana-token');
      const requests = fakeApi({ [MINE]: myList(), [POST]: busy });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      renderBooking();
      await user.click(await screen.findByRole('button', { name: 'Register' }));
      await act(() => vi.advanceTimersByTimeAsync(BUSY_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The server is still busy. Please try again in a minute.',
      );
      expect(requests.filter((r) => r.method === 'POST')).toHaveLength(BUSY_RETRY_DELAYS_MS.length + 1);
      expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    });
  });

  it('says the server could not be reached when no answer came', async () => {
    keepToken('ana-token');
    fakeApi({ [MINE]: myList(), [POST]: { networkError: 'Network Error' } });
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Please try again.',
    );
  });

  it.each([
    [mine(), 'You have a seat. My meetings'],
    [mine({ status: 'waitlisted', position: 3 }), 'You are number 3 on the waiting list. My meetings'],
  ])(
    'tells a visitor registered already where they stand instead of offering to register',
    async (held, text) => {
      keepToken('ana-token');
      fakeApi({ [MINE]: myList(held) });
      renderBooking();
      expect(await screen.findByText(/^You (have|are)/)).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    },
  );

  it('offers to register again after a cancelled registration', async () => {
    keepToken('ana-token');
    const requests = fakeApi({
      [MINE]: myList(mine({ status: 'cancelled', cancelledAt: '2026-11-21T10:00:00Z' })),
    });
    renderBooking();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('leaves a login the server has ended to the one way every screen handles it, saying nothing of its own', async () => {
    keepToken('old-token');
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    fakeApi({ [MINE]: myList(), [POST]: { status: 401, body: { message: 'Session expired' } } });
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    // (The pages send the visitor to log in and back: app/islands/start-islands.tsx.)
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    stop();
  });

  it("never shows another login's registrations (a logout and a new login in the same tab)", async () => {
    keepToken('ana-token');
    let answer: (value: FakeAnswer) => void = () => undefined;
    let calls = 0;
    fakeApi({
      [MINE]: () => {
        calls += 1;
        return calls === 1 ? myList(mine()) : new Promise<FakeAnswer>((resolve) => (answer = resolve));
      },
    });
    renderBooking();
    expect(await screen.findByText(/You have a seat/)).toBeInTheDocument();

    keepToken('bea-token');
    // Bea's own answer has not come yet: Ana's seat is not hers.
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.queryByText(/You have a seat/)).not.toBeInTheDocument();
    answer(myList());
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});
