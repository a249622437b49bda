import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { Course } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { makeCourse } from '@/testing/course-fixtures';
import { fakeApi, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { CreateCoursePage, EditCoursePage } from './course-form-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const MANAGE = '/admin/courses/managecourses';
const otherRoutes = { [MANAGE]: <p>manage courses page</p> };

function renderCreate() {
  return renderWithProviders(<CreateCoursePage />, {
    route: '/admin/courses/create',
    path: '/admin/courses/create',
    otherRoutes,
  });
}

function renderEdit(id = 'c9') {
  return renderWithProviders(<EditCoursePage />, {
    route: `/admin/courses/edit/${id}`,
    path: '/admin/courses/edit/:id',
    otherRoutes,
  });
}

const saved = (course: Course, status = 201): FakeAnswer => ({ status, body: { message: 'Saved', course } });
const found = (courses: Course[]): FakeAnswer => ({
  status: 200,
  body: { message: 'Course fetched successfully', course: courses },
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

const submitButton = (name: string) => screen.getByRole('button', { name });

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

describe('CreateCoursePage', () => {
  it('has labelled fields: rating 0 to 5 in any step, description and image optional', () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Course' })).toBeInTheDocument();
    const rating = screen.getByLabelText('Rating');
    expect(rating).toHaveAttribute('type', 'number');
    expect(rating).toHaveAttribute('min', '0');
    expect(rating).toHaveAttribute('max', '5');
    expect(rating).toHaveAttribute('step', 'any');
    expect(screen.getByLabelText('Price')).toHaveAttribute('type', 'number');
    for (const label of ['Title', 'Price', 'Rating']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Description')).not.toBeRequired();
    expect(screen.getByLabelText('Image')).toHaveAttribute('name', 'courseImage');
  });

  it('sends nothing while title, price or rating is missing, and says which', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderCreate();
    await user.click(submitButton('Create Course'));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await user.type(screen.getByLabelText('Title'), 'Photography');
    await user.type(screen.getByLabelText('Price'), '90');
    await user.type(screen.getByLabelText('Rating'), '7');
    await user.click(submitButton('Create Course'));
    expect(screen.getByText('Rating must be a number from 0 to 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('posts only the filled fields with the image, then the popup and the list after 1000 ms', async () => {
    let popupAt = 0;
    vi.mocked(successDialog).mockImplementation(() => {
      popupAt = performance.now();
      return Promise.resolve({ isConfirmed: false, isDenied: false, isDismissed: true });
    });
    let upload: FakeRequest | undefined;
    let answer: (value: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      'POST /api/courses': (request) => {
        upload = request;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText('Title'), 'Photography');
    await user.type(screen.getByLabelText('Price'), '89.5');
    await user.type(screen.getByLabelText('Rating'), '0');
    await user.upload(screen.getByLabelText('Image'), new File(['gif'], 'camera.gif', { type: 'image/gif' }));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(submitButton('Create Course'));

    await waitFor(() => expect(upload).toBeDefined());
    expect(submitButton('Saving...')).toBeDisabled();
    act(() => upload?.uploadProgress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '75');
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    // The empty description is not sent; a rating of 0 is.
    expect(sentFields(requests[0])).toEqual({
      title: 'Photography',
      price: '89.5',
      rating: '0',
      courseImage: 'file:camera.gif',
    });

    act(() => answer(saved(makeCourse())));
    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Course Created Successfully',
        'Redirecting to your courses...',
        1000,
      ),
    );
    expect(screen.queryByText('manage courses page')).not.toBeInTheDocument();
    expect(await screen.findByText('manage courses page', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(performance.now() - popupAt).toBeGreaterThanOrEqual(995);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps what was typed and shows the server's reason when the create fails", async () => {
    fakeApi({
      'POST /api/courses': { status: 400, body: { message: 'rating must be at most 5' } },
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText('Title'), 'Photography');
    await user.type(screen.getByLabelText('Description'), 'Light and composition.');
    await user.type(screen.getByLabelText('Price'), '90');
    await user.type(screen.getByLabelText('Rating'), '4');
    await user.click(submitButton('Create Course'));

    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith(
        'Failed to create Course',
        'Try Again',
        1000,
        'rating must be at most 5',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: rating must be at most 5');
    expect(screen.getByLabelText('Title')).toHaveValue('Photography');
    expect(screen.getByLabelText('Description')).toHaveValue('Light and composition.');
    expect(screen.getByLabelText('Price')).toHaveValue(90);
    expect(screen.getByLabelText('Rating')).toHaveValue(4);
    expect(submitButton('Create Course')).toBeEnabled();
  });

  it('refuses a text file in the browser and sends no image', async () => {
    const requests = fakeApi({ 'POST /api/courses': saved(makeCourse()) });
    const user = userEvent.setup({ applyAccept: false });
    renderCreate();
    await user.type(screen.getByLabelText('Title'), 'Photography');
    await user.type(screen.getByLabelText('Price'), '90');
    await user.type(screen.getByLabelText('Rating'), '4');
    await user.upload(screen.getByLabelText('Image'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is not an image we accept: use PNG, JPEG, WebP or GIF',
    );
    await user.click(submitButton('Create Course'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(sentFields(requests[0])).not.toHaveProperty('courseImage');
  });
});

describe('EditCoursePage', () => {
  const course = makeCourse({
    _id: 'c9',
    title: 'Business English',
    description: 'Meetings, emails and calls.',
    price: 120,
    rating: 0,
  });

  it('pre-fills from the record, a rating of 0 shown empty', async () => {
    const requests = fakeApi({ 'GET /api/courses/c9': found([course]) });
    renderEdit();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Course' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Business English');
    expect(screen.getByLabelText('Description')).toHaveValue('Meetings, emails and calls.');
    expect(screen.getByLabelText('Price')).toHaveValue(120);
    expect(screen.getByLabelText('Rating')).toHaveValue(null);
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('patches the filled fields, shows the success popup and goes to the list after 1000 ms', async () => {
    const requests = fakeApi({
      'GET /api/courses/c9': found([course]),
      'PATCH /api/courses/c9': saved({ ...course, rating: 3 }, 200),
    });
    const user = userEvent.setup();
    renderEdit();
    await user.type(await screen.findByLabelText('Rating'), '3');
    await user.click(submitButton('Update Course'));

    await waitFor(() =>
      expect(successDialog).toHaveBeenCalledWith(
        'Course Updated Successfully',
        'Redirecting to your courses...',
        1000,
      ),
    );
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/courses/c9');
    expect(sentFields(patch)).toEqual({
      title: 'Business English',
      description: 'Meetings, emails and calls.',
      price: '120',
      rating: '3',
    });
    expect(await screen.findByText('manage courses page', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("shows the (sic) 'Failed to update Courses' popup and keeps the edits", async () => {
    fakeApi({
      'GET /api/courses/c9': found([course]),
      'PATCH /api/courses/c9': { networkError: 'Network Error' },
    });
    const user = userEvent.setup();
    renderEdit();
    await user.type(await screen.findByLabelText('Rating'), '2');
    await user.click(submitButton('Update Course'));
    await waitFor(() =>
      expect(errorDialog).toHaveBeenCalledWith('Failed to update Courses', 'Try Again', 1000, undefined),
    );
    expect(screen.getByLabelText('Rating')).toHaveValue(2);
    expect(submitButton('Update Course')).toBeEnabled();
  });

  it("logs 'No courses found' for an empty result", async () => {
    fakeApi({ 'GET /api/courses/c9': found([]) });
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Course' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('No courses found'));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
