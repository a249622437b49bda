import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { Meeting } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { fakeApi, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CreateMeetingPage, EditMeetingPage } from './meeting-form-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const MANAGE = '/admin/meetings/managemeetings';
const otherRoutes = { [MANAGE]: <p>manage meetings page</p> };

function renderCreate() {
  return renderWithProviders(<CreateMeetingPage />, {
    route: '/admin/meetings/create',
    path: '/admin/meetings/create',
    otherRoutes,
  });
}

function renderEdit(id = 'm7') {
  return renderWithProviders(<EditMeetingPage />, {
    route: `/admin/meetings/edit/${id}`,
    path: '/admin/meetings/edit/:id',
    otherRoutes,
  });
}

const saved = (meeting: Meeting, status = 201): FakeAnswer => ({
  status,
  body: { message: 'Meeting saved', meeting },
});
const found = (meetings: Meeting[]): FakeAnswer => ({
  status: 200,
  body: { message: 'Meeting fetched successfully', meetings },
});

/** The multipart body of a request, as name → value (files by their name). */
function sentFields(request: FakeRequest | undefined): Record<string, string> {
  const body = request?.body;
  if (!(body instanceof FormData)) throw new Error('the request had no multipart body');
  return Object.fromEntries(
    [...body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

const submitButton = (name: string | RegExp) => screen.getByRole('button', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Science Fair');
  await user.type(screen.getByLabelText('Price'), '15');
  await user.type(screen.getByLabelText('Date'), '2026-12-03');
  await user.type(screen.getByLabelText('Hours'), 'Saturday 10:00-16:00');
  await user.type(screen.getByLabelText('Location'), 'Gymnasium');
  await user.type(screen.getByLabelText('Book Now'), 'Write to fair@school.example');
  await user.selectOptions(screen.getByLabelText('Category'), 'Important');
}

const REQUIRED_MESSAGES = [
  'Title is required',
  'Price is required',
  'Date is required',
  'Hours are required',
  'Location is required',
  'Book Now is required',
  'Category is required',
];

let consoleError: MockInstance<typeof console.error>;
let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  urls = stubObjectUrls();
});
afterEach(() => {
  consoleError.mockRestore();
  urls.restore();
  vi.clearAllMocks();
});

describe('CreateMeetingPage', () => {
  it('has every field with its label, the category prompt and the required marks', () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Meeting' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description')).not.toBeRequired();
    const price = screen.getByLabelText('Price');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('step', 'any');
    expect(price).toHaveAttribute('min', '0');
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

  it('sends nothing while required fields are empty, and says which next to each', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderCreate();
    await user.click(submitButton('Create Meeting'));

    for (const message of REQUIRED_MESSAGES) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(requests).toHaveLength(0);

    // Typing in a field clears its message.
    await user.type(screen.getByLabelText('Title'), 'A');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('refuses a negative price', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '-3');
    await user.click(submitButton('Create Meeting'));
    expect(screen.getByText('Price must be a number of 0 or more')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('posts only the filled fields as a multipart form, with the token', async () => {
    const requests = fakeApi({ 'POST /api/meetings': saved(makeMeeting()) });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Description'), '   ');
    await user.click(submitButton('Create Meeting'));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    // No description (blank) and no image: neither is sent.
    expect(sentFields(requests[0])).toEqual({
      title: 'Science Fair',
      price: '15',
      date: '2026-12-03',
      hours: 'Saturday 10:00-16:00',
      location: 'Gymnasium',
      bookNow: 'Write to fair@school.example',
      category: 'Important',
    });
  });

  it('shows the success popup, then goes to the manage list after 1000 ms', async () => {
    let popupAt = 0;
    vi.mocked(successDialog).mockImplementation(() => {
      popupAt = performance.now();
      return Promise.resolve({ isConfirmed: false, isDenied: false, isDismissed: true });
    });
    fakeApi({ 'POST /api/meetings': saved(makeMeeting()) });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.click(submitButton('Create Meeting'));

    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Meeting Created Successfully',
        'Redirecting to your meetings...',
        1000,
      ),
    );
    expect(screen.queryByText('manage meetings page')).not.toBeInTheDocument();
    // Not a second create while the popup shows.
    expect(submitButton('Saving...')).toBeDisabled();
    expect(await screen.findByText('manage meetings page', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(performance.now() - popupAt).toBeGreaterThanOrEqual(995);
  });

  it('sends the chosen image, shows its preview and the upload progress, and disables the button', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    let upload: FakeRequest | undefined;
    const requests = fakeApi({
      'POST /api/meetings': (request) => {
        upload = request;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'fair.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(submitButton('Create Meeting'));

    await waitFor(() => expect(upload).toBeDefined());
    expect(submitButton('Saving...')).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0');
    act(() => upload?.uploadProgress(512, 1024));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(sentFields(requests[0])).toMatchObject({ title: 'Science Fair', meetingImage: 'file:fair.png' });

    act(() => answer(saved(makeMeeting())));
    await waitFor(() => expect(successDialog).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // A callback in the mutation's argument stays out of the store: no serializability warning.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps what was typed and shows the server's reason when the create fails", async () => {
    fakeApi({
      'POST /api/meetings': {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          error: 'Bad Request',
          message: 'The file is not an image we accept: use PNG, JPEG, WebP or GIF',
        },
      },
    });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.click(submitButton('Create Meeting'));

    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith(
        'Failed to create Meeting',
        'Try Again',
        1000,
        'The file is not an image we accept: use PNG, JPEG, WebP or GIF',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved: The file is not an image we accept: use PNG, JPEG, WebP or GIF',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Science Fair');
    expect(screen.getByLabelText('Price')).toHaveValue(15);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Category')).toHaveValue('Important');
    expect(submitButton('Create Meeting')).toBeEnabled();
    expect(successDialog).not.toHaveBeenCalled();
  });

  it('says only "Try Again" when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/meetings': { networkError: 'Network Error' } });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.click(submitButton('Create Meeting'));
    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith('Failed to create Meeting', 'Try Again', 1000, undefined),
    );
    expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
  });
});

describe('EditMeetingPage', () => {
  const meeting = makeMeeting({
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

  it('pre-fills from the record with the token, falsy values shown empty', async () => {
    const requests = fakeApi({ 'GET /api/meetings/m7': found([meeting]) });
    renderEdit();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Meeting' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Free Open Day');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    // A price of 0 shows as an empty field (spec point 5).
    expect(screen.getByLabelText('Price')).toHaveValue(null);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Hours')).toHaveValue('Mon-Fri 09:00-12:00');
    expect(screen.getByLabelText('Location')).toHaveValue('Main Hall');
    expect(screen.getByLabelText('Book Now')).toHaveValue('Call us');
    expect(screen.getByLabelText('Category')).toHaveValue('Attractive');
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('opens a record with an odd value (price null): that field empty, the others filled', async () => {
    fakeApi({
      'GET /api/meetings/m7': {
        status: 200,
        body: { message: 'Meeting fetched successfully', meetings: [{ ...meeting, price: null }] },
      },
    });
    renderEdit();

    expect(await screen.findByLabelText('Title')).toHaveValue('Free Open Day');
    expect(screen.getByLabelText('Price')).toHaveValue(null);
    expect(screen.getByLabelText('Category')).toHaveValue('Attractive');
    expect(screen.queryByText(/Unexpected answer/)).not.toBeInTheDocument();
  });

  it('patches every filled field, shows the (sic) success popup and goes to the list after 1000 ms', async () => {
    const requests = fakeApi({
      'GET /api/meetings/m7': found([meeting]),
      'PATCH /api/meetings/m7': saved({ ...meeting, price: 5 }, 200),
    });
    const user = userEvent.setup();
    renderEdit();
    await user.type(await screen.findByLabelText('Price'), '5');
    await user.click(submitButton('Update Meeting'));

    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Meeting Updatad Successfully',
        'Redirecting to your meetings...',
        1000,
      ),
    );
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/meetings/m7');
    expect(patch?.headers.authorization).toBe('Bearer admin-token');
    expect(sentFields(patch)).toEqual({
      title: 'Free Open Day',
      price: '5',
      date: '2026-12-03',
      hours: 'Mon-Fri 09:00-12:00',
      location: 'Main Hall',
      bookNow: 'Call us',
      category: 'Attractive',
    });
    expect(screen.queryByText('manage meetings page')).not.toBeInTheDocument();
    expect(await screen.findByText('manage meetings page', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('asks again for a price the record had as 0 (shown empty, still required)', async () => {
    const requests = fakeApi({ 'GET /api/meetings/m7': found([meeting]) });
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Meeting' }));
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('shows the failure popup and keeps the edits', async () => {
    fakeApi({
      'GET /api/meetings/m7': found([meeting]),
      'PATCH /api/meetings/m7': { status: 413, body: { message: 'Images can be at most 5 MB' } },
    });
    const user = userEvent.setup();
    renderEdit();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Open Day 2027');
    await user.type(screen.getByLabelText('Price'), '5');
    await user.click(submitButton('Update Meeting'));

    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith(
        'Failed to update Meeting',
        'Try Again',
        1000,
        'Images can be at most 5 MB',
      ),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Open Day 2027');
    expect(screen.getByLabelText('Price')).toHaveValue(5);
    expect(submitButton('Update Meeting')).toBeEnabled();
  });

  it.each([
    ['an empty list', found([])],
    ['a 404', { status: 404, body: { message: 'No meeting with this id' } }],
  ])("logs 'No meetings found' for %s and leaves the form empty", async (_case, answer) => {
    fakeApi({ 'GET /api/meetings/m7': answer });
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Meeting' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('No meetings found'));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(errorDialog).not.toHaveBeenCalled();
  });

  it('only logs a failed load (spec point 8)', async () => {
    fakeApi({ 'GET /api/meetings/m7': { networkError: 'Network Error' } });
    renderEdit();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to fetch meeting',
        expect.objectContaining({ message: 'Network Error' }),
      ),
    );
    expect(errorDialog).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
