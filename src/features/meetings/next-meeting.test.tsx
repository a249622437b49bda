import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting, MeetingListResponse } from '@/contract';
import { TOKEN_KEY } from '@/lib/platform';
import { fakeApi } from '@/testing/fake-api';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { meetingReadsApi } from './meetings-api';
import { NextMeeting } from './next-meeting';

const meeting: Meeting = {
  _id: 'm42',
  id: 'm42',
  title: 'Open Day: Campus Tour',
  description: 'Walk around the campus with our students.',
  date: '2026-12-03',
  price: 0,
  location: 'Main campus',
  hours: '09:00-12:00',
  bookNow: 'Write to us',
  category: 'Soon',
  meetingImage: '/uploads/abcdefabcdefabcdef.webp',
  capacity: null,
  registrationClosesAt: null,
  seatsTaken: 0,
  waitlistLength: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const list = (meetings: Meeting[]): MeetingListResponse => ({
  message: 'Meetings fetched successfully',
  meetings,
  page: 1,
  limit: 4,
  totalPages: 1,
  totalMeetings: meetings.length,
});

const consoleError = quietConsole('error');

describe('NextMeeting', () => {
  it('shows the first meeting with its date and a link to its page once loaded', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'some-token');
    const requests = fakeApi({ 'GET /api/meetings': { status: 200, body: list([meeting]) } });
    renderWithProviders(<NextMeeting />, {
      otherRoutes: { '/meetings/:id': <p>meeting page</p> },
      // The school's settings as every page carries them (its date badge speaks its language).
      pageData: sitePageData(),
    });

    const link = await screen.findByRole('link', { name: 'Open Day: Campus Tour' });
    expect(screen.getByRole('complementary', { name: 'Next meeting' })).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/meetings/m42');
    expect(screen.getByText('Dec')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    // The public list: one meeting asked for, no token sent.
    expect(requests).toHaveLength(1);
    // The home page's own list (the Upcoming Meetings block asks the same): one call for both.
    expect(requests[0]?.params).toEqual({ limit: '4' });
    expect(requests[0]?.headers.authorization).toBeUndefined();

    await userEvent.click(link);
    expect(screen.getByText('meeting page')).toBeInTheDocument();
  });

  it('shows nothing while loading', () => {
    fakeApi({ 'GET /api/meetings': () => new Promise(() => undefined) });
    const { container } = renderWithProviders(<NextMeeting />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when no meeting is planned', async () => {
    fakeApi({ 'GET /api/meetings': { status: 200, body: list([]) } });
    const { container, store } = renderWithProviders(<NextMeeting />);
    const entry = () => meetingReadsApi.endpoints.upcomingMeetings.select({ limit: 4 })(store.getState());
    await waitFor(() => expect(entry().isSuccess).toBe(true));
    expect(entry().data).toEqual([]);
    expect(container).toBeEmptyDOMElement();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("renders nothing on failure and logs 'Failed to fetch meeting'", async () => {
    fakeApi({ 'GET /api/meetings': { status: 500, body: { message: 'Database is down' } } });
    const { container } = renderWithProviders(<NextMeeting />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch meeting'));
    expect(container).toBeEmptyDOMElement();
  });
});
