import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MyRegistration } from '@/contract';
import { confirmDialog, errorDialog, successDialog } from '@/lib/dialogs';
import { keepToken, onSessionExpired } from '@/lib/session';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, fakeWrite, type FakeAnswer } from '@/testing/fake-api';
import { makeMyRegistration } from '@/testing/registration-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { MyMeetingsPage } from './my-meetings-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const MINE = 'GET /api/me/registrations';

function mine(n: number, fields: Partial<MyRegistration> = {}, date = '2026-12-03'): MyRegistration {
  return {
    ...makeMyRegistration(
      { id: `m${n}`, title: `Meeting ${n}`, date, hours: 'Saturday 10:00-12:00', location: `Room ${n}` },
      { _id: `r${n}` },
    ),
    ...fields,
  };
}

const list = (...registrations: MyRegistration[]): FakeAnswer => ({
  status: 200,
  body: { message: 'Registrations fetched successfully', registrations },
});

/** Ana's registrations on 20 November 2026: three coming ones, one past. */
const ANAS = [
  mine(1),
  mine(2, { status: 'waitlisted', position: 3, confirmedAt: null }),
  mine(3, { status: 'cancelled', cancelledAt: '2026-11-10T10:00:00.000Z' }),
  mine(4, {}, '2026-10-01'),
];

function Where() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return <p data-testid="where">{`${location.pathname}${location.search} ${state?.notice ?? ''}`}</p>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <MyMeetingsPage />
      <Where />
    </>,
    { route: '/my-meetings', pageData: sitePageData() },
  );
}

const item = (title: string) => {
  const found = screen.getByRole('link', { name: title }).closest('li');
  if (!found) throw new Error(`no item ${title}`);
  return found;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** Presses Cancel registration, with the confirmation answered `answer`. */
async function pressCancel(answer: boolean) {
  vi.mocked(confirmDialog).mockResolvedValue(answer);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel registration' }));
}
const expectQuestion = (title: string, detail: string) =>
  expectDialog(confirmDialog, title, detail, 'Yes, cancel my registration');

describe('MyMeetingsPage', () => {
  it('sends a visitor who is not logged in to the login page, to come back here, without asking the server', async () => {
    const requests = fakeApi({});
    renderPage();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fmy-meetings'));
    expect(requests).toEqual([]);
  });

  it('shows each registration with its status, coming meetings first and past ones apart', async () => {
    keepToken('ana-token');
    const requests = fakeApi({ [MINE]: list(...ANAS) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Meetings' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your meetings...');

    const coming = await screen.findByRole('region', { name: 'Coming' });
    const past = screen.getByRole('region', { name: 'Past' });
    expect(
      within(coming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Meeting 1', 'Meeting 2', 'Meeting 3']);
    expect(
      within(past)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Meeting 4']);
    expect(requests[0]?.headers.authorization).toBe('Bearer ana-token');

    const first = item('Meeting 1');
    expect(within(first).getByRole('link', { name: 'Meeting 1' })).toHaveAttribute('href', '/meetings/m1');
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(first).toHaveTextContent('December 3, 2026 · Saturday 10:00-12:00');
    expect(first).toHaveTextContent('Room 1');
    expect(within(first).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/meetings/m1/calendar.ics',
    );
    expect(within(first).getByRole('button', { name: 'Cancel registration' })).toHaveAccessibleDescription(
      'Meeting 1',
    );

    expect(within(item('Meeting 2')).getByText('Waiting list #3')).toBeInTheDocument();
    expect(
      within(item('Meeting 2')).getByRole('button', { name: 'Cancel registration' }),
    ).toBeInTheDocument();

    // A cancelled registration and a past meeting: nothing left to cancel or to add to a calendar.
    for (const title of ['Meeting 3', 'Meeting 4']) {
      expect(within(item(title)).queryByRole('button')).not.toBeInTheDocument();
      expect(within(item(title)).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    }
    expect(within(item('Meeting 3')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(item('Meeting 4')).getByText('Confirmed')).toBeInTheDocument();
  });

  it("cancels after a confirmation, says the server's message and shows the registration cancelled", async () => {
    keepToken('ana-token');
    const cancel = fakeWrite({
      status: 200,
      body: { message: 'Registration cancelled; your seat went to the first on the waiting list' },
    });
    const requests = fakeApi({
      [MINE]: () =>
        list(mine(1, cancel.came() ? { status: 'cancelled', cancelledAt: '2026-11-20T12:00:00Z' } : {})),
      'DELETE /api/meetings/m1/registrations/me': cancel.handler,
    });
    renderPage();
    await pressCancel(true);

    await expectQuestion(
      'Give up your seat?',
      'Meeting 1, December 3, 2026. Your seat is freed for someone else.',
    );
    await expectDialog(
      successDialog,
      'Seat Given Up',
      'Registration cancelled; your seat went to the first on the waiting list',
      3000,
    );
    expect(await within(item('Meeting 1')).findByText('Cancelled')).toBeInTheDocument();
    expect(within(item('Meeting 1')).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.headers.authorization).toBe('Bearer ana-token');
  });

  it('asks a waiting visitor about the waiting list, and cancels nothing on no', async () => {
    keepToken('ana-token');
    const requests = fakeApi({
      [MINE]: list(mine(2, { status: 'waitlisted', position: 3, confirmedAt: null })),
    });
    renderPage();
    await pressCancel(false);
    await expectQuestion(
      'Leave the waiting list?',
      'Meeting 2, December 3, 2026. You lose your place in the queue.',
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeEnabled();
  });

  it("gives the server's reason when a cancellation is refused", async () => {
    keepToken('ana-token');
    fakeApi({
      [MINE]: list(mine(1)),
      'DELETE /api/meetings/m1/registrations/me': {
        status: 400,
        body: { message: 'This meeting has already taken place' },
      },
    });
    renderPage();
    await pressCancel(true);
    await expectDialog(errorDialog, 'Not Cancelled', 'This meeting has already taken place');
  });

  it('has a way to the meetings when there are no registrations', async () => {
    keepToken('ana-token');
    fakeApi({ [MINE]: list() });
    renderPage();
    expect(await screen.findByText('You have not registered for any meeting yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See upcoming meetings' })).toHaveAttribute('href', '/meetings');
    expect(screen.queryByRole('region', { name: 'Coming' })).not.toBeInTheDocument();
  });

  it('says nothing is coming when every registration is of a past meeting', async () => {
    keepToken('ana-token');
    fakeApi({ [MINE]: list(mine(4, {}, '2026-10-01')) });
    renderPage();
    const coming = await screen.findByRole('region', { name: 'Coming' });
    expect(coming).toHaveTextContent('Nothing coming up. See upcoming meetings');
    expect(screen.getByRole('region', { name: 'Past' })).toBeInTheDocument();
  });

  it('says the list could not be loaded, never that it is empty, and tries again', async () => {
    keepToken('ana-token');
    let fail = true;
    fakeApi({
      [MINE]: () => (fail ? { status: 500, body: { message: 'Internal Server Error' } } : list(mine(1))),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your meetings could not be loaded.');
    expect(screen.queryByText(/not registered for any meeting/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Meeting 1' })).toBeInTheDocument();
  });

  it('says the server cannot be reached when no answer comes', async () => {
    keepToken('ana-token');
    fakeApi({ [MINE]: { networkError: 'Network Error' } });
    renderPage();
    expect(await screen.findByText(/Offline: can't reach/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been loaded yet/)).toBeInTheDocument();
  });

  it('leaves a login the server refuses to the one way every screen handles it', async () => {
    keepToken('old-token');
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    fakeApi({ [MINE]: { status: 401, body: { message: 'Session expired' } } });
    renderPage();
    // (The pages send the visitor to log in and back here: app/islands/start-islands.tsx.)
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    stop();
  });
});
