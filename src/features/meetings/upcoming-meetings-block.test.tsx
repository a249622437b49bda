import { screen, waitFor, within } from '@testing-library/react';
import { categoriesPageData, makeCategory, TEMPLATE_CATEGORY_RECORDS } from '@/testing/category-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { makeMeetings } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { UpcomingMeetingsBlock } from './upcoming-meetings-block';

const list = (count: number) => ({
  status: 200,
  body: {
    message: 'Meetings fetched successfully',
    meetings: makeMeetings(count),
    page: 1,
    limit: 4,
    totalPages: 1,
    totalMeetings: count,
  },
});

describe('UpcomingMeetingsBlock', () => {
  it('shows the first 4 meetings as cards when 6 come back, with price and date', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const requests = fakeApi({ 'GET /api/meetings': list(6) });
    renderWithProviders(<UpcomingMeetingsBlock />, { pageData: sitePageData() });

    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Meetings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Meeting 1' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Meeting 1',
      'Meeting 2',
      'Meeting 3',
      'Meeting 4',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('$25')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Dec')).toBeInTheDocument();
    // A public read: no token.
    expect(requests[0]?.params).toEqual({ limit: '4' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('leaves out a meeting the server sent with an odd value and shows the others', async () => {
    const [first, second, third] = makeMeetings(3);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/meetings': {
        status: 200,
        body: {
          message: 'Meetings fetched successfully',
          // A price stored as Infinity came back as null before prices had to be finite.
          meetings: [first, { ...second, price: null }, third],
          page: 1,
          limit: 4,
          totalPages: 1,
          totalMeetings: 3,
        },
      },
    });
    renderWithProviders(<UpcomingMeetingsBlock />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Meeting 1' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Meeting 1', 'Meeting 3']);
    expect(warn).toHaveBeenCalledWith('Left out meetings the server sent in an unexpected shape: 1');
    warn.mockRestore();
  });

  it("has the 'Meeting Categories' sidebar linking to each of the school's categories, and the 'All Upcoming Meetings' button", async () => {
    fakeApi({ 'GET /api/meetings': list(2) });
    renderWithProviders(<UpcomingMeetingsBlock />, { pageData: categoriesPageData() });
    await screen.findByRole('heading', { level: 3, name: 'Meeting 1' });

    const sidebar = screen.getByRole('complementary', { name: 'Meeting Categories' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Soon meetings', '/meetings/category/Soon'],
      ['Important meetings', '/meetings/category/Important'],
      ['Attractive meetings', '/meetings/category/Attractive'],
      ['All Upcoming Meetings', '/meetings'],
    ]);
    expect(sidebar).not.toHaveTextContent(/Sed tempus|Aenean|Nam et ante/);
  });

  it("follows the school's own order and names, each at its address", async () => {
    fakeApi({ 'GET /api/meetings': list(2) });
    const [soon, important] = TEMPLATE_CATEGORY_RECORDS;
    const school = [
      makeCategory({ _id: 'c9', name: 'Open days', slug: 'open-days', order: 1 }),
      ...(important ? [{ ...important, order: 2 }] : []),
      ...(soon ? [{ ...soon, name: 'Coming up', order: 3 }] : []),
    ];
    renderWithProviders(<UpcomingMeetingsBlock />, { pageData: categoriesPageData(school) });
    await screen.findByRole('heading', { level: 3, name: 'Meeting 1' });

    const sidebar = screen.getByRole('complementary', { name: 'Meeting Categories' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Open days meetings', '/meetings/category/open-days'],
      ['Important meetings', '/meetings/category/Important'],
      ['Coming up meetings', '/meetings/category/soon'],
      ['All Upcoming Meetings', '/meetings'],
    ]);
  });

  it('is hidden when no meeting is planned: only its hidden anchor stays', async () => {
    fakeApi({ 'GET /api/meetings': list(0) });
    const { container } = renderWithProviders(<UpcomingMeetingsBlock />);
    await waitFor(() => expect(container.querySelector('#upcoming-meetings')).toHaveAttribute('hidden'));
    expect(screen.queryByRole('heading', { name: 'Upcoming Meetings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming Meetings' })).not.toBeInTheDocument();
  });

  it('shows the block without cards and without an error when the call fails', async () => {
    const requests = fakeApi({
      'GET /api/meetings': { status: 500, body: { message: 'Database is asleep' } },
    });
    renderWithProviders(<UpcomingMeetingsBlock />);

    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/meetings')).toHaveLength(1),
    );
    const grid = screen.getByRole('list', { name: 'Upcoming Meetings' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Meetings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Upcoming Meetings' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(/error|asleep/i)).not.toBeInTheDocument();
  });
});
