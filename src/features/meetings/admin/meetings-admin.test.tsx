import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '@/contract';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { CreateMeetingPage, EditMeetingPage, ManageMeetingsPage } from './meetings-admin';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

// What only the meetings section says and shows; what every record section does alike is proven
// on each of them in src/app/admin (record-forms, record-tables).

const list = (meetings: Meeting[]): FakeAnswer => ({
  status: 200,
  body: { message: 'ok', meetings, page: 1, limit: 100, totalPages: 1, totalMeetings: meetings.length },
});
const found = (meetings: unknown[]): FakeAnswer => ({ status: 200, body: { message: 'ok', meetings } });

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));

describe('the meetings table', () => {
  it('lists every meeting, past ones too: image, title, category, price, date, hours, location', async () => {
    const requests = fakeApi({
      // The school's settings: prices show in its currency.
      'GET /api/site': { status: 200, body: siteAnswerFixture({ settings: { currency: 'EUR' } }) },
      'GET /api/meetings': list([
        makeMeeting({
          _id: 'm1',
          title: 'Science Fair',
          category: 'Important',
          price: 15,
          date: '2024-03-09',
          hours: 'Saturday 10:00-16:00',
          location: 'Gymnasium',
        }),
        makeMeeting({ _id: 'm2', title: 'Open Day', price: 0, meetingImage: '' }),
      ]),
    });
    renderWithProviders(<ManageMeetingsPage />, {
      otherRoutes: { '/admin/meetings/edit/:id': <p>edit page</p> },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Meetings' })).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Science Fair' });
    await screen.findByText('€15');
    expect(requests.find((request) => request.url === '/api/meetings')?.params).toEqual({
      scope: 'all',
      page: 1,
      limit: 100,
    });
    expect(columnNames()).toEqual([
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
    expect(cellTexts('Science Fair')).toEqual([
      '',
      'Important',
      '€15',
      // The admin's own date format.
      new Date(2024, 2, 9).toLocaleDateString(),
      'Saturday 10:00-16:00',
      'Gymnasium',
      'EditDelete',
    ]);
    expect(rowNamed('Science Fair').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    // No image: an empty frame instead.
    expect(rowNamed('Open Day').querySelector('img')).toBeNull();
    expect(within(rowNamed('Open Day')).getByText('Free')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Edit Science Fair' }));
    expect(screen.getByText('edit page')).toBeInTheDocument();
  });
});

describe('the meeting form', () => {
  it('has every field with its label, the category prompt and the required marks', () => {
    renderWithProviders(<CreateMeetingPage />);
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description')).not.toBeRequired();
    const { type, min, step } = screen.getByLabelText<HTMLInputElement>('Price');
    expect({ type, min, step }).toEqual({ type: 'number', min: '0', step: 'any' });
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    for (const label of ['Title', 'Price', 'Date', 'Hours', 'Location', 'Book Now', 'Category']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const category = screen.getByLabelText('Category');
    expect(category).toHaveValue('');
    expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a category',
      'Soon',
      'Important',
      'Attractive',
    ]);
    expect(screen.getByLabelText('Image')).toHaveAttribute('type', 'file');
  });

  const renderEdit = () =>
    renderWithProviders(<EditMeetingPage />, {
      route: '/admin/meetings/edit/m7',
      path: '/admin/meetings/edit/:id',
    });
  const freeOpenDay = makeMeeting({
    _id: 'm7',
    title: 'Free Open Day',
    description: '',
    price: 0,
    date: '2026-12-03',
    hours: 'Mon-Fri 09:00-12:00',
    location: 'Main Hall',
    bookNow: 'Call us',
    category: 'Attractive',
  });

  it('pre-fills from the record, a price of 0 as 0, and saves it as it came', async () => {
    const requests = fakeApi({
      'GET /api/meetings/m7': found([freeOpenDay]),
      'PATCH /api/meetings/m7': { status: 200, body: { message: 'ok', meeting: freeOpenDay } },
    });
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByLabelText('Title')).toHaveValue('Free Open Day');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue(0);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Hours')).toHaveValue('Mon-Fri 09:00-12:00');
    expect(screen.getByLabelText('Location')).toHaveValue('Main Hall');
    expect(screen.getByLabelText('Book Now')).toHaveValue('Call us');
    expect(screen.getByLabelText('Category')).toHaveValue('Attractive');

    await user.click(screen.getByRole('button', { name: 'Update Meeting' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    const sent = requests.find((request) => request.method === 'PATCH')?.body;
    expect(sent instanceof FormData && sent.get('price')).toBe('0');
  });

  it('opens a record with an odd value (price null): that field empty, the others filled', async () => {
    fakeApi({ 'GET /api/meetings/m7': found([{ ...freeOpenDay, price: null }]) });
    renderEdit();
    expect(await screen.findByLabelText('Title')).toHaveValue('Free Open Day');
    expect(screen.getByLabelText('Price')).toHaveValue(null);
    expect(screen.getByLabelText('Category')).toHaveValue('Attractive');
    expect(screen.queryByText(/Unexpected answer/)).not.toBeInTheDocument();
  });
});
