import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '@/contract';
import { unsentDialog } from '@/lib/dialogs';
import { setUpAdminFormTests } from '@/testing/admin-form-setup';
import { fakeApi as fakeServer, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { CATEGORIES_ROUTE, makeMeeting, withoutCategoryReads } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { CreateMeetingPage, EditMeetingPage, ManageMeetingsPage } from './meetings-admin';

/** The fake server, answering the school's categories too (the meeting form's choices); their read is not counted. */
const fakeApi = (routes: Parameters<typeof fakeServer>[0]) => {
  const requests = fakeServer({ ...CATEGORIES_ROUTE, ...routes });
  return withoutCategoryReads(requests);
};

vi.mock('@/lib/dialogs', () => ({
  successDialog: vi.fn(),
  errorDialog: vi.fn(),
  confirmDialog: vi.fn(),
  unsentDialog: vi.fn(),
}));

// What only the meetings section says and shows; what every record section does alike is proven
// on each of them in src/app/admin (record-forms, record-tables).

const list = (meetings: Meeting[]): FakeAnswer => ({
  status: 200,
  body: { message: 'ok', meetings, page: 1, limit: 100, totalPages: 1, totalMeetings: meetings.length },
});
const found = (meetings: unknown[]): FakeAnswer => ({ status: 200, body: { message: 'ok', meetings } });

setUpAdminFormTests();

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
      page: '1',
      limit: '100',
    });
    expect(columnNames()).toEqual([
      'Image',
      'Title',
      'Category',
      'Price',
      'Date',
      'Hours',
      'Location',
      'Registrations',
      'Actions',
    ]);
    expect(screen.getByText('Total Meetings: 2')).toBeInTheDocument();
    expect(cellTexts('Science Fair')).toEqual([
      '',
      'Important',
      '€15',
      // The admin's own date format.
      'March 9, 2024',
      'Saturday 10:00-16:00',
      'Gymnasium',
      // No capacity: no online registration.
      '—No online registration',
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

describe("the meetings table's Registrations column", () => {
  it('shows seats taken of the capacity and who waits, leading to the registrations; a dash without online registration', async () => {
    fakeApi({
      'GET /api/meetings': list([
        makeMeeting({ _id: 'm1', title: 'Science Fair', capacity: 50, seatsTaken: 34, waitlistLength: 12 }),
        makeMeeting({ _id: 'm2', title: 'Open Day', capacity: 50, seatsTaken: 34, waitlistLength: 0 }),
        makeMeeting({ _id: 'm3', title: 'Concert', capacity: null, seatsTaken: 0, waitlistLength: 0 }),
        // A lowered capacity keeps the seats already given.
        makeMeeting({ _id: 'm4', title: 'Choir', capacity: 10, seatsTaken: 12, waitlistLength: 1 }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageMeetingsPage />, {
      otherRoutes: { '/admin/meetings/registrations/:id': <p>registrations page</p> },
    });
    await screen.findByRole('rowheader', { name: 'Science Fair' });
    const seats = (title: string) => cellTexts(title).at(-2);
    expect(seats('Science Fair')).toBe('34 / 50 (+12 waiting)');
    expect(seats('Open Day')).toBe('34 / 50');
    expect(seats('Choir')).toBe('12 / 10 (+1 waiting)');
    expect(seats('Concert')).toBe('—No online registration');
    expect(
      within(rowNamed('Concert')).queryByRole('link', { name: /registrations/ }),
    ).not.toBeInTheDocument();

    const link = screen.getByRole('link', { name: '34 / 50 (+12 waiting): registrations for Science Fair' });
    expect(link).toHaveAttribute('href', '/admin/meetings/registrations/m1');
    await user.click(link);
    expect(screen.getByText('registrations page')).toBeInTheDocument();
  });
});

describe('the meeting form', () => {
  it("has every field with its label, the school's categories to choose from and the required marks", async () => {
    fakeApi({});
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
    // Read from GET /api/categories, in the school's order.
    await waitFor(() => expect(category.querySelectorAll('option')).toHaveLength(4));
    expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a category',
      'Soon',
      'Important',
      'Attractive',
    ]);
    expect(screen.getByLabelText('Image')).toHaveAttribute('type', 'file');

    // Online registration is optional, each field saying what empty means.
    const capacity = screen.getByLabelText<HTMLInputElement>('Capacity (seats for online registration)');
    expect({ type: capacity.type, min: capacity.min, step: capacity.step }).toEqual({
      type: 'number',
      min: '1',
      step: '1',
    });
    expect(capacity).not.toBeRequired();
    expect(capacity).toHaveAccessibleDescription(
      'Leave empty for no online registration: visitors then see the Book Now text only',
    );
    const closes = screen.getByLabelText('Registration closes');
    expect(closes).toHaveAttribute('type', 'datetime-local');
    expect(closes).not.toBeRequired();
    expect(closes).toHaveAccessibleDescription(
      'Optional, in your own time zone; empty: registration stays open until the meeting',
    );
  });

  /** Fills every required field of the create form. */
  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Title'), 'Science Fair');
    await user.type(screen.getByLabelText('Price'), '15');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-03' } });
    await user.type(screen.getByLabelText('Hours'), 'Saturday 10:00-16:00');
    await user.type(screen.getByLabelText('Location'), 'Gymnasium');
    await user.type(screen.getByLabelText('Book Now'), 'Register below');
    await user.selectOptions(screen.getByLabelText('Category'), 'Important');
  }
  /** Presses `button`, waits for the one `method` request, and gives the form it sent. */
  async function sendForm(
    user: ReturnType<typeof userEvent.setup>,
    requests: FakeRequest[],
    button: string,
    method: 'POST' | 'PATCH',
  ): Promise<FormData> {
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(requests.filter((request) => request.method === method)).toHaveLength(1));
    const sent = requests.find((request) => request.method === method)?.body;
    if (!(sent instanceof FormData)) throw new Error('no form sent');
    return sent;
  }
  const capacityField = () => screen.getByLabelText('Capacity (seats for online registration)');
  const closesField = () => screen.getByLabelText('Registration closes');
  // What a datetime-local input holds once a date and a time are picked.
  const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

  it('creates a meeting with a capacity and a closing time, sent as the ISO instant of the local time', async () => {
    const requests = fakeApi({
      'POST /api/meetings': { status: 201, body: { message: 'ok', meeting: makeMeeting() } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CreateMeetingPage />);
    await fillRequired(user);
    await user.type(capacityField(), '40');
    pick(closesField(), '2026-11-30T18:00');
    const sent = await sendForm(user, requests, 'Create Meeting', 'POST');
    expect(sent.get('capacity')).toBe('40');
    expect(sent.get('registrationClosesAt')).toBe(new Date(2026, 10, 30, 18, 0).toISOString());
  });

  it.each(['0', '-1', '2.5'])(
    'refuses a capacity of %s with a message, sends nothing and keeps it',
    async (typed) => {
      const requests = fakeApi({});
      const user = userEvent.setup();
      renderWithProviders(<CreateMeetingPage />);
      await fillRequired(user);
      fireEvent.change(capacityField(), { target: { value: typed } });
      await user.click(screen.getByRole('button', { name: 'Create Meeting' }));

      expect(
        await screen.findByText(
          'Capacity must be a whole number of seats, from 1 to 100,000 (or empty: no online registration)',
        ),
      ).toBeInTheDocument();
      expect(capacityField()).toHaveFocus();
      expect(capacityField()).toHaveValue(Number(typed));
      expect(capacityField()).toBeInvalid();
      expect(requests).toHaveLength(0);
    },
  );

  it('refuses a capacity the browser could not read ("1e"), rather than take it for an empty one', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<CreateMeetingPage />);
    await fillRequired(user);
    // What a number input holds for "1e": no value, and a bad input.
    const capacity = capacityField();
    Object.defineProperty(capacity, 'validity', { value: { badInput: true }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));

    expect(
      await screen.findByText(
        'Capacity must be a whole number of seats, from 1 to 100,000 (or empty: no online registration)',
      ),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps the capacity and the closing time in the draft of a save that could not reach the server', async () => {
    fakeApi({ 'POST /api/meetings': { networkError: 'Network Error' } });
    const user = userEvent.setup();
    const first = renderWithProviders(<CreateMeetingPage />);
    await fillRequired(user);
    await user.type(capacityField(), '25');
    pick(closesField(), '2026-11-30T18:00');
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(unsentDialog).toHaveBeenCalled());

    first.unmount();
    cleanup();
    renderWithProviders(<CreateMeetingPage />);
    expect(await screen.findByText(/Restored an unsaved draft/)).toBeInTheDocument();
    expect(capacityField()).toHaveValue(25);
    expect(closesField()).toHaveValue('2026-11-30T18:00');
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

  /** The edit form's server: `meeting` to read, and an update it takes. */
  const editServer = (meeting: Meeting) =>
    fakeApi({
      'GET /api/meetings/m7': found([meeting]),
      'PATCH /api/meetings/m7': { status: 200, body: { message: 'ok', meeting } },
    });

  it('pre-fills from the record, a price of 0 as 0, and saves it as it came', async () => {
    const requests = editServer(freeOpenDay);
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

    const sent = await sendForm(user, requests, 'Update Meeting', 'PATCH');
    expect(sent.get('price')).toBe('0');
  });

  it('shows the capacity and the closing time (in local time); emptied, both are sent empty, which clears them', async () => {
    const closesAt = '2026-12-01T21:00:00.000Z';
    const requests = editServer({ ...freeOpenDay, capacity: 50, registrationClosesAt: closesAt });
    const user = userEvent.setup();
    renderEdit();
    const capacity = await screen.findByLabelText('Capacity (seats for online registration)');
    expect(capacity).toHaveValue(50);
    const local = new Date(closesAt);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(screen.getByLabelText('Registration closes')).toHaveValue(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );

    await user.clear(capacity);
    fireEvent.change(screen.getByLabelText('Registration closes'), { target: { value: '' } });
    const sent = await sendForm(user, requests, 'Update Meeting', 'PATCH');
    expect(sent.getAll('capacity')).toEqual(['']);
    expect(sent.getAll('registrationClosesAt')).toEqual(['']);
  });

  it('sends an unchanged capacity and closing time as they came', async () => {
    const closesAt = '2026-12-01T21:00:00.000Z';
    const requests = editServer({ ...freeOpenDay, capacity: 50, registrationClosesAt: closesAt });
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByLabelText('Capacity (seats for online registration)')).toHaveValue(50);
    const sent = await sendForm(user, requests, 'Update Meeting', 'PATCH');
    expect(sent.get('capacity')).toBe('50');
    expect(sent.get('registrationClosesAt')).toBe(closesAt);
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
