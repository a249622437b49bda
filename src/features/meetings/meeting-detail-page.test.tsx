import { screen, within } from '@testing-library/react';
import type { Meeting } from '@/contract';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting, meetingPageData } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { MeetingDetailPage } from './meeting-detail-page';
import type { BookingPart } from './meeting-details';

const meeting = makeMeeting({
  _id: 'm42',
  title: 'Science Fair',
  description: 'Projects from every class, judged by our teachers and guests from the city.',
  date: '2026-12-03',
  price: 12.5,
  location: 'Gymnasium, Rua Augusta 10',
  hours: 'Saturday 10:00-16:00',
  bookNow: 'Write to fair@school.example to reserve a table.',
  meetingImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
});

const found = { status: 200, body: { message: 'Meeting fetched successfully', meetings: [meeting] } };

describe('MeetingDetailPage', () => {
  it('shows the meeting in full with its blocks, share links and the way back', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const requests = fakeApi({ 'GET /api/meetings/m42': found });
    renderWithProviders(<MeetingDetailPage />, {
      route: '/meetings/m42',
      path: '/meetings/:id',
      pageData: sitePageData(),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Here are our upcoming meetings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Science Fair' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // As money in the school's currency, cents and all.
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Dec')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText(meeting.description)).toBeInTheDocument();
    // The full image, not the card variant.
    const picture = screen.getByRole('img', { name: 'Science Fair' });
    expect(picture).toHaveAttribute('src', meeting.meetingImage);
    // A phone picks the 600 or 960 px variant, a wide screen the full picture.
    const stored = meeting.meetingImage.replace(/\.webp$/, '');
    expect(picture).toHaveAttribute(
      'srcset',
      `${stored}-card.webp 600w, ${stored}-medium.webp 960w, ${meeting.meetingImage} 1600w`,
    );

    const block = (name: string) => {
      const section = screen.getByRole('heading', { level: 3, name }).closest('section');
      if (!section) throw new Error(`no block ${name}`);
      return section;
    };
    expect(within(block('Hours')).getByText('Saturday 10:00-16:00')).toBeInTheDocument();
    expect(within(block('Location')).getByText('Gymnasium, Rua Augusta 10')).toBeInTheDocument();
    expect(
      within(block('Book Now')).getByText('Write to fair@school.example to reserve a table.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Gymnasium, Rua Augusta 10')).toHaveLength(2);

    expect(screen.getByText('Share:')).toBeInTheDocument();
    const pageUrl = encodeURIComponent(`${window.location.origin}/meetings/m42`);
    const share = (name: string) => screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(share('Facebook')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
    expect(share('Twitter')).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${pageUrl}&text=Science%20Fair`,
    );
    expect(share('Linkedin')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
    );
    expect(share('Behance')).toHaveAttribute('href', 'https://www.behance.net/');
    for (const name of ['Facebook', 'Twitter', 'Linkedin', 'Behance']) {
      expect(share(name)).toHaveAttribute('target', '_blank');
      expect(share(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }

    expect(screen.getByRole('link', { name: 'Back to Meetings List' })).toHaveAttribute('href', '/meetings');
    // A public read: no token even when one is stored.
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('says the meeting could not be found on a 404, and still offers the way back', async () => {
    fakeApi({
      'GET /api/meetings/gone': { status: 404, body: { success: false, message: 'No meeting with this id' } },
    });
    renderWithProviders(<MeetingDetailPage />, { route: '/meetings/gone', path: '/meetings/:id' });

    expect(await screen.findByText('This meeting could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Meetings List' })).toHaveAttribute('href', '/meetings');
    expect(screen.queryByText('Share:')).not.toBeInTheDocument();
  });

  it('says so in general words when the meeting cannot be loaded for another reason', async () => {
    fakeApi({ 'GET /api/meetings/m42': { networkError: 'Network Error' } });
    renderWithProviders(<MeetingDetailPage />, { route: '/meetings/m42', path: '/meetings/:id' });

    expect(
      await screen.findByText('This meeting could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Meetings List' })).toBeInTheDocument();
  });

  it('shows a placeholder when the meeting has no image', async () => {
    fakeApi({
      'GET /api/meetings/m42': {
        status: 200,
        body: { message: 'ok', meetings: [{ ...meeting, meetingImage: '' }] },
      },
    });
    renderWithProviders(<MeetingDetailPage />, { route: '/meetings/m42', path: '/meetings/:id' });
    const placeholder = await screen.findByRole('img', { name: 'Science Fair' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('offers the meeting as a calendar file, a plain link', async () => {
    fakeApi({ 'GET /api/meetings/m42': found });
    renderWithProviders(<MeetingDetailPage />, { route: '/meetings/m42', path: '/meetings/:id' });
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/meetings/m42/calendar.ics',
    );
  });

  describe('online registration', () => {
    /** What the app composes in (its seats and the registering), as a stand-in that shows what it was given. */
    const Booking: BookingPart = ({ meeting: shown }) => (
      <button type="button">{`register for ${shown.title} (${shown.seatsTaken} taken)`}</button>
    );
    const bookNow = () => {
      const section = screen.getByRole('heading', { level: 3, name: 'Book Now' }).closest('section');
      if (!section) throw new Error('no Book Now block');
      return section;
    };
    /** The page as the server drew it, with the meeting's answer in it. */
    const drawnWith = (shown: Meeting) => ({ ...sitePageData(), ...meetingPageData(shown) });

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
    });
    afterEach(() => vi.useRealTimers());

    it('leaves Book Now as its text when the meeting takes no registration online', () => {
      fakeApi({});
      renderWithProviders(<MeetingDetailPage Booking={Booking} />, {
        route: '/meetings/m42',
        path: '/meetings/:id',
        pageData: drawnWith(meeting),
      });
      expect(within(bookNow()).getByText(meeting.bookNow)).toBeInTheDocument();
      expect(within(bookNow()).queryByRole('button')).not.toBeInTheDocument();
      expect(bookNow()).not.toHaveTextContent(/seat|Full|closed/);
    });

    it('shows the seats under the Book Now text where the app offers no registering', () => {
      fakeApi({});
      renderWithProviders(<MeetingDetailPage />, {
        route: '/meetings/m42',
        path: '/meetings/:id',
        pageData: drawnWith({ ...meeting, capacity: 12, seatsTaken: 10 }),
      });
      expect(within(bookNow()).getByText(meeting.bookNow)).toBeInTheDocument();
      expect(within(bookNow()).getByText('2 seats left')).toBeInTheDocument();
      expect(within(bookNow()).queryByRole('button')).not.toBeInTheDocument();
    });

    it('hands the Book Now block of a meeting with seats to the registering part, with the meeting as drawn', () => {
      const requests = fakeApi({});
      renderWithProviders(<MeetingDetailPage Booking={Booking} />, {
        route: '/meetings/m42',
        path: '/meetings/:id',
        pageData: drawnWith({ ...meeting, capacity: 12, seatsTaken: 10 }),
      });
      expect(within(bookNow()).getByText(meeting.bookNow)).toBeInTheDocument();
      expect(
        within(bookNow()).getByRole('button', { name: 'register for Science Fair (10 taken)' }),
      ).toBeInTheDocument();
      // The page was drawn with the meeting: nothing is asked.
      expect(requests).toEqual([]);
    });

    it.each([
      [{ registrationClosesAt: '2026-11-19T10:00:00.000Z' }, 'Registration closed'],
      [{ date: '2026-11-01' }, 'This meeting has taken place'],
    ])('says when registration is over (%o)', (fields, text) => {
      fakeApi({});
      renderWithProviders(<MeetingDetailPage />, {
        route: '/meetings/m42',
        path: '/meetings/:id',
        pageData: drawnWith({ ...meeting, capacity: 12, ...fields }),
      });
      expect(within(bookNow()).getByText(text)).toBeInTheDocument();
    });
  });
});
