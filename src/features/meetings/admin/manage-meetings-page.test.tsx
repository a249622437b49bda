import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { Meeting, MeetingListResponse } from '@/contract';
import { confirmDialog } from '@/lib/dialogs';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { makeMeeting, makeMeetings } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { ManageMeetingsPage } from './manage-meetings-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const list = (meetings: Meeting[], page = 1, totalPages = 1): FakeAnswer => ({
  status: 200,
  body: {
    message: 'Meetings fetched successfully',
    meetings,
    page,
    limit: 100,
    totalPages,
    totalMeetings: meetings.length,
  } satisfies MeetingListResponse,
});

const PAST = makeMeeting({
  _id: 'm1',
  title: 'Science Fair',
  category: 'Important',
  price: 15,
  date: '2024-03-09',
  hours: 'Saturday 10:00-16:00',
  location: 'Gymnasium',
  meetingImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
});
const UPCOMING = makeMeeting({ _id: 'm2', title: 'Open Day', category: 'Soon', price: 0, meetingImage: '' });

function renderPage() {
  return renderWithProviders(<ManageMeetingsPage />, {
    route: '/admin/meetings/managemeetings',
    path: '/admin/meetings/managemeetings',
    otherRoutes: {
      '/admin/meetings/edit/:id': <p>edit page</p>,
      '/admin/meetings/create': <p>create page</p>,
      '/admin/meetings': <p>meetings menu</p>,
    },
  });
}

const rowOf = (title: string) => {
  const row = screen.getByRole('rowheader', { name: title }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.clearAllMocks();
});

describe('ManageMeetingsPage', () => {
  it('lists every meeting, past ones too, with the admin token', async () => {
    const requests = fakeApi({ 'GET /api/meetings': list([PAST, UPCOMING]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Meetings' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Science Fair' });
    expect(requests[0]?.params).toEqual({ scope: 'all', page: 1, limit: 100 });
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'Title',
      'Category',
      'Price',
      'Date',
      'Hours',
      'Location',
      'Actions',
    ]);
    expect(screen.getByText('Total Meetings: 2')).toBeInTheDocument();

    const cells = within(rowOf('Science Fair')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      'Important',
      '$15',
      // The admin's own date format.
      new Date(2024, 2, 9).toLocaleDateString(),
      'Saturday 10:00-16:00',
      'Gymnasium',
      'EditDelete',
    ]);
    expect(rowOf('Science Fair').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    expect(within(rowOf('Science Fair')).getByRole('link', { name: 'Edit Science Fair' })).toHaveAttribute(
      'href',
      '/admin/meetings/edit/m1',
    );
    // No image: an empty frame instead.
    expect(rowOf('Open Day').querySelector('img')).toBeNull();
    expect(within(rowOf('Open Day')).getByText('$0')).toBeInTheDocument();
  });

  it('opens the edit form from a row', async () => {
    fakeApi({ 'GET /api/meetings': list([PAST]) });
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Science Fair' }));
    expect(screen.getByText('edit page')).toBeInTheDocument();
  });

  it("shows 'No meetings available' when there are none, and the links below", async () => {
    fakeApi({ 'GET /api/meetings': list([]) });
    renderPage();
    expect(await screen.findByText('No meetings available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meetings pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Meeting' })).toHaveAttribute(
      'href',
      '/admin/meetings/create',
    );
    expect(screen.getByRole('link', { name: 'Back to Meeting Section' })).toHaveAttribute(
      'href',
      '/admin/meetings',
    );
  });

  it('only logs a failed load (spec point 8)', async () => {
    fakeApi({ 'GET /api/meetings': { status: 500, body: { message: 'Something went wrong' } } });
    renderPage();
    expect(await screen.findByText('No meetings available')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to fetch meetings',
      expect.objectContaining({ message: 'Something went wrong' }),
    );
  });

  it('asks before deleting: cancel sends nothing', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(false);
    const requests = fakeApi({ 'GET /api/meetings': list([PAST, UPCOMING]) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Science Fair' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      'Delete this meeting?',
      '“Science Fair” will be removed from the website. This cannot be undone.',
      'Yes, delete it',
    );
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(rowOf('Science Fair')).toBeInTheDocument();
  });

  it('deletes after a yes, with the token, and the row goes at once', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    let deleted = false;
    let answerRefetch: (answer: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      // After the delete, the list is fetched again; that answer is held back to show the row
      // leaves without waiting for it.
      'GET /api/meetings': () =>
        deleted ? new Promise<FakeAnswer>((resolve) => (answerRefetch = resolve)) : list([PAST, UPCOMING]),
      'DELETE /api/meetings/m1': () => {
        deleted = true;
        return { status: 200, body: { message: 'Meeting deleted successfully' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Science Fair' }));

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Science Fair' })).not.toBeInTheDocument(),
    );
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(rowOf('Open Day')).toBeInTheDocument();
    expect(screen.getByText('Total Meetings: 1')).toBeInTheDocument();
    // Keyboard users stay in the table.
    expect(screen.getByRole('region', { name: /Every meeting/ })).toHaveFocus();

    // The list is fetched again (tags), so it matches the server.
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    act(() => answerRefetch(list([UPCOMING])));
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Open Day']);
  });

  it('keeps the row of a meeting with an odd value (price null), shows a dash for it, and deletes it', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    // What the server sent for a price stored as Infinity before prices had to be finite.
    const odd = { ...makeMeeting({ _id: 'm9', title: 'Broken Price' }), price: null };
    let deleted = false;
    const requests = fakeApi({
      'GET /api/meetings': () => ({
        status: 200,
        body: {
          message: 'Meetings fetched successfully',
          meetings: deleted ? [PAST] : [PAST, odd],
          page: 1,
          limit: 100,
          totalPages: 1,
          totalMeetings: deleted ? 1 : 2,
        },
      }),
      'DELETE /api/meetings/m9': () => {
        deleted = true;
        return { status: 200, body: { message: 'Meeting deleted successfully' } };
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage();

    const row = await screen.findByRole('rowheader', { name: 'Broken Price' });
    const cells = within(row.closest('tr') ?? row).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('—');
    expect(rowOf('Science Fair')).toHaveTextContent('$15');
    expect(within(rowOf('Broken Price')).getByRole('link', { name: 'Edit Broken Price' })).toHaveAttribute(
      'href',
      '/admin/meetings/edit/m9',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Broken Price' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Broken Price' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/meetings/m9',
    ]);
    expect(rowOf('Science Fair')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected answer/)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('keeps the row when the delete fails, and only logs it', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    const requests = fakeApi({
      'GET /api/meetings': list([PAST]),
      'DELETE /api/meetings/m1': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Science Fair' }));

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to delete meeting',
        expect.objectContaining({ message: 'Database unavailable' }),
      ),
    );
    expect(rowOf('Science Fair')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Science Fair' })).toBeEnabled();
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('pages with Previous and Next when there is more than one page', async () => {
    const requests = fakeApi({
      'GET /api/meetings': (request) =>
        request.params.page === 2 ? list(makeMeetings(1, 101), 2, 2) : list(makeMeetings(2), 1, 2),
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'Meeting 1' });
    const pages = screen.getByRole('navigation', { name: 'Meetings pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Meeting 101' })).toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ scope: 'all', page: 2, limit: 100 });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
