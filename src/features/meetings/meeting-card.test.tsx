import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { MeetingCard } from './meeting-card';

const TWELVE_WORDS = 'one two three four five six seven eight nine ten eleven twelve';

describe('MeetingCard', () => {
  it('shows the title, the $ price, the month and day, and links the image to the meeting page', () => {
    renderWithProviders(
      <MeetingCard
        meeting={makeMeeting({ _id: 'abc', title: 'Parents Evening', price: 40, date: '2026-12-03' })}
      />,
    );

    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Parents Evening' })).toBeInTheDocument();
    expect(within(card).getByText('$40')).toBeInTheDocument();
    expect(within(card).getByText('Dec')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();

    const image = within(card).getByRole('img', { name: 'Parents Evening' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
    expect(image.closest('a')).toHaveAttribute('href', '/meetings/abc');
    // The title leads to the same page; the image link stays out of the tab order.
    const links = within(card).getAllByRole('link', { name: 'Parents Evening' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/meetings/abc', '/meetings/abc']);
    expect(links[0]).toHaveAttribute('tabindex', '-1');
  });

  it('opens the meeting page when the image is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MeetingCard meeting={makeMeeting({ _id: 'abc', title: 'Parents Evening' })} />, {
      route: '/',
      path: '/',
      otherRoutes: { '/meetings/:id': <p>meeting page</p> },
    });
    await user.click(screen.getByRole('img', { name: 'Parents Evening' }));
    expect(screen.getByText('meeting page')).toBeInTheDocument();
  });

  it('uses the card-size variant of an uploaded image and leaves other URLs alone', () => {
    const { unmount } = renderWithProviders(
      <MeetingCard
        meeting={makeMeeting({ meetingImage: '/uploads/0123456789abcdef0123456789abcdef.webp' })}
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    unmount();

    renderWithProviders(
      <MeetingCard meeting={makeMeeting({ meetingImage: 'https://images.example.org/a.jpg' })} />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://images.example.org/a.jpg');
  });

  it('cuts the description to 11 words and appends a period when it was longer', () => {
    renderWithProviders(<MeetingCard meeting={makeMeeting({ description: TWELVE_WORDS })} />);
    expect(screen.getByText('one two three four five six seven eight nine ten eleven.')).toBeInTheDocument();
    expect(screen.queryByText(/twelve/)).not.toBeInTheDocument();
  });

  it('keeps a description of 11 words or fewer as it is, without a period', () => {
    renderWithProviders(
      <MeetingCard
        meeting={makeMeeting({ description: 'one two three four five six seven eight nine ten eleven' })}
      />,
    );
    expect(screen.getByText('one two three four five six seven eight nine ten eleven')).toBeInTheDocument();
  });

  it('reads a date as a calendar day, not shifted by the time zone', () => {
    // West of UTC, midnight UTC on 1 January is still 31 December.
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    try {
      renderWithProviders(<MeetingCard meeting={makeMeeting({ date: '2027-01-01' })} />);
      expect(screen.getByText('Jan')).toBeInTheDocument();
      expect(screen.getByText('1')).toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows a neutral placeholder, still linked, when there is no image', () => {
    renderWithProviders(
      <MeetingCard meeting={makeMeeting({ _id: 'x1', title: 'No Picture', meetingImage: '' })} />,
    );
    const placeholder = screen.getByRole('img', { name: 'No Picture' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.closest('a')).toHaveAttribute('href', '/meetings/x1');
  });

  it('leaves the price out when asked and uses the heading level given', () => {
    renderWithProviders(
      <MeetingCard meeting={makeMeeting({ title: 'Quiet', price: 12 })} showPrice={false} headingLevel={2} />,
    );
    expect(screen.queryByText('$12')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Quiet' })).toBeInTheDocument();
  });

  it('shows the seats of a meeting that takes registrations online, and nothing of one that does not', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
    try {
      renderWithProviders(
        <ul>
          <li>
            <MeetingCard meeting={makeMeeting({ _id: 'a', title: 'Seats', capacity: 30, seatsTaken: 27 })} />
          </li>
          <li>
            <MeetingCard meeting={makeMeeting({ _id: 'b', title: 'Text only', capacity: null })} />
          </li>
        </ul>,
      );
      const [seats, textOnly] = screen.getAllByRole('article');
      expect(seats).toHaveTextContent('3 seats left');
      expect(textOnly).not.toHaveTextContent(/seat/);
    } finally {
      vi.useRealTimers();
    }
  });
});
