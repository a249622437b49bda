import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '@/contract';
import { keepToken } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting, meetingPageData } from '@/testing/meeting-fixtures';
import { makeRegistration } from '@/testing/registration-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { MeetingRoute } from './meeting-route';

const meeting = makeMeeting({ _id: 'm42', title: 'Science Fair', date: '2026-12-03', capacity: 1 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('a meeting page with seats', () => {
  it('registers the visitor in its Book Now block, and shows the seat taken', async () => {
    keepToken('ana-token');
    let seatsTaken = 0;
    const answer = (): Meeting => ({ ...meeting, seatsTaken });
    fakeApi({
      'GET /api/meetings/m42': () => ({ status: 200, body: { message: 'ok', meetings: [answer()] } }),
      'GET /api/me/registrations': { status: 200, body: { message: 'ok', registrations: [] } },
      'POST /api/meetings/m42/registrations': () => {
        seatsTaken = 1;
        return {
          status: 201,
          body: {
            message: 'You are registered: your seat is confirmed',
            registration: makeRegistration({
              meetingId: 'm42',
              createdAt: '2026-11-20T12:00:00.000Z',
              confirmedAt: '2026-11-20T12:00:00.000Z',
            }),
          },
        };
      },
    });
    // As the server drew it: with the meeting's answer.
    renderWithProviders(<MeetingRoute />, {
      route: '/meetings/m42',
      path: '/meetings/:id',
      pageData: { ...sitePageData(), ...meetingPageData(answer()) },
    });
    const bookNow = screen.getByRole('heading', { level: 3, name: 'Book Now' }).closest('section');
    if (!bookNow) throw new Error('no Book Now block');
    expect(within(bookNow).getByText('1 seat left')).toBeInTheDocument();

    await userEvent.click(await within(bookNow).findByRole('button', { name: 'Register' }));
    expect(await within(bookNow).findByRole('status')).toHaveTextContent(
      'You are registered: your seat is confirmed. My meetings',
    );
    expect(await within(bookNow).findByText('Full — join the waiting list')).toBeInTheDocument();
    expect(within(bookNow).queryByRole('button')).not.toBeInTheDocument();
  });
});
