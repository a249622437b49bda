import { screen, within } from '@testing-library/react';
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

  it('hands the Book Now block of each meeting with seats to the registering part', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
    try {
      const [first, second] = meetings;
      if (!first || !second) throw new Error('two meetings in the fixture');
      fakeApi({ 'GET /api/meetings': () => answer([first, { ...second, capacity: 4, seatsTaken: 3 }]) });
      const Booking: BookingPart = ({ meeting }) => (
        <button type="button">{`register for ${meeting.title} (${meeting.seatsTaken} taken)`}</button>
      );
      renderWithProviders(<MeetingAllDetailsPage Booking={Booking} />, {
        route: '/meetingAllDetails',
        path: '/meetingAllDetails',
        pageData: sitePageData(),
      });
      expect(
        await screen.findByRole('button', { name: 'register for Graduation (3 taken)' }),
      ).toBeInTheDocument();
      // Open Day takes no registration online: its Book Now is its text alone.
      expect(screen.queryByRole('button', { name: /register for Open Day/ })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
