import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { MeetingAllDetailsPage } from './meeting-all-details-page';
import type { BookingPart } from './meeting-details';

const meetings = [
  makeMeeting({
    _id: 'a1',
    title: 'Open Day',
    hours: '09:00-12:00',
    bookNow: 'Book at the office.',
    price: 0,
  }),
  makeMeeting({
    _id: 'a2',
    title: 'Graduation',
    hours: '18:00-21:00',
    bookNow: 'Tickets online.',
    price: 30,
    date: '2027-02-14',
  }),
];
const answer = (list: typeof meetings) => ({
  status: 200,
  body: { message: 'ok', meetings: list, page: 1, limit: 100, totalPages: 1, totalMeetings: list.length },
});

describe('MeetingAllDetailsPage', () => {
  it('shows every upcoming meeting in full, each linked to its own page', async () => {
    const requests = fakeApi({ 'GET /api/meetings': answer(meetings) });
    renderWithProviders(<MeetingAllDetailsPage />, {
      route: '/meetingAllDetails',
      path: '/meetingAllDetails',
      pageData: sitePageData({ settings: { currency: 'EUR' } }),
    });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    const second = within(articles[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'Graduation' })).toHaveAttribute('href', '/meetings/a2');
    expect(second.getByText('€30')).toBeInTheDocument();
    expect(second.getByText('Feb')).toBeInTheDocument();
    expect(second.getByText('14')).toBeInTheDocument();
    expect(second.getByRole('heading', { level: 3, name: 'Hours' })).toBeInTheDocument();
    expect(second.getByText('18:00-21:00')).toBeInTheDocument();
    expect(second.getByRole('heading', { level: 3, name: 'Book Now' })).toBeInTheDocument();
    expect(second.getByText('Tickets online.')).toBeInTheDocument();
    expect(within(articles[0] as HTMLElement).getByText('Free')).toBeInTheDocument();
    expect(requests[0]?.params).toEqual({ limit: '100' });
  });

  it("shows 'No meetings found.' when there are none", async () => {
    fakeApi({ 'GET /api/meetings': answer([]) });
    renderWithProviders(<MeetingAllDetailsPage />);
    expect(await screen.findByText('No meetings found.')).toBeInTheDocument();
  });

  it("shows 'Error: ' and the message when the call fails", async () => {
    fakeApi({ 'GET /api/meetings': { networkError: 'Network Error' } });
    renderWithProviders(<MeetingAllDetailsPage />);
    expect(await screen.findByText('Error: Network Error')).toBeInTheDocument();
  });

  it('offers registering in the Book Now block of each meeting with seats, and reads the list again after one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
    try {
      let seatsTaken = 3;
      const [first, second] = meetings;
      if (!first || !second) throw new Error('two meetings in the fixture');
      const list = () => [first, { ...second, capacity: 4, seatsTaken }];
      const requests = fakeApi({ 'GET /api/meetings': () => answer(list()) });
      const Booking: BookingPart = ({ meeting, onChange }) => (
        <button type="button" onClick={onChange}>{`register for ${meeting.title}`}</button>
      );
      renderWithProviders(<MeetingAllDetailsPage Booking={Booking} />, {
        route: '/meetingAllDetails',
        path: '/meetingAllDetails',
        pageData: sitePageData(),
      });
      expect(await screen.findByText('1 seat left')).toBeInTheDocument();
      // Open Day takes no registration online: its Book Now is its text alone.
      expect(screen.queryByRole('button', { name: 'register for Open Day' })).not.toBeInTheDocument();

      seatsTaken = 4;
      await userEvent.click(screen.getByRole('button', { name: 'register for Graduation' }));
      expect(await screen.findByText('Full — join the waiting list')).toBeInTheDocument();
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
