import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { MockInstance } from 'vitest';
import { CreateCoursePage, EditCoursePage } from '@/features/courses/admin/courses-admin';
import { CreateMeetingPage, EditMeetingPage } from '@/features/meetings/admin/meetings-admin';
import { errorDialog, successDialog, unsentDialog } from '@/lib/dialogs';
import { installDraftStore, memoryDraftStore } from '@/lib/drafts/draft-store';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { makeCourse } from '@/testing/course-fixtures';
import { fakeApi as fakeServer, type FakeAnswer, type FakeRequest } from '@/testing/fake-api';
import { expectShownAfter, useFakeClock } from '@/testing/fake-clock';
import { CATEGORIES_ROUTE, makeMeeting, withoutCategoryReads } from '@/testing/meeting-fixtures';
import { renderWithProviders } from '@/testing/render';

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

// What every record's create and edit pages do the same way (the resource kit's form pages),
// proven on each of them; each feature's own tests say what its fields and words are.

type User = ReturnType<typeof userEvent.setup>;

interface Words {
  heading: string;
  submit: string;
  success: string;
  failure: string;
}

/** One record's form pages: where they send, how answers read, what they say. */
interface FormCase {
  Create: ComponentType;
  Edit: ComponentType;
  /** '/api/meetings' */
  collection: string;
  /** '/admin/meetings' */
  section: string;
  /** The record the edit page opens (id 'r1'), every field filled. */
  record: Record<string, unknown>;
  /** The answer to a save, and to a read of one. */
  saved: (record: Record<string, unknown>) => unknown;
  found: (records: Record<string, unknown>[]) => unknown;
  /** Types every required field; `typed` is what then goes out. */
  fillRequired: (user: User) => Promise<void>;
  typed: Record<string, string>;
  /** The record as the PATCH sends it back, unchanged. */
  unchanged: Record<string, string>;
  imagePart: string;
  create: Words;
  edit: Words;
  successText: string;
  notFoundLog: string;
  loadFailureLog: string;
}

const MEETING = makeMeeting({
  _id: 'r1',
  title: 'Open Day',
  description: 'Meet the teachers.',
  price: 5,
  date: '2026-12-03',
  hours: 'Mon-Fri 09:00-12:00',
  location: 'Main Hall',
  bookNow: 'Call us',
  category: 'Attractive',
});
const COURSE = makeCourse({ _id: 'r1', title: 'Photography', description: 'Light.', price: 90, rating: 4 });

const FORMS: Record<string, FormCase> = {
  meetings: {
    Create: CreateMeetingPage,
    Edit: EditMeetingPage,
    collection: '/api/meetings',
    section: '/admin/meetings',
    record: MEETING,
    saved: (meeting) => ({ message: 'Meeting saved', meeting }),
    found: (meetings) => ({ message: 'Meeting fetched successfully', meetings }),
    fillRequired: async (user) => {
      await user.type(screen.getByLabelText('Title'), 'Science Fair');
      await user.type(screen.getByLabelText('Price'), '15');
      await user.type(screen.getByLabelText('Date'), '2026-12-03');
      await user.type(screen.getByLabelText('Hours'), 'Saturday 10:00-16:00');
      await user.type(screen.getByLabelText('Location'), 'Gymnasium');
      await user.type(screen.getByLabelText('Book Now'), 'Write to fair@school.example');
      await user.selectOptions(screen.getByLabelText('Category'), 'Important');
    },
    typed: {
      title: 'Science Fair',
      price: '15',
      date: '2026-12-03',
      hours: 'Saturday 10:00-16:00',
      location: 'Gymnasium',
      bookNow: 'Write to fair@school.example',
      category: 'Important',
    },
    unchanged: {
      title: 'Open Day',
      description: 'Meet the teachers.',
      price: '5',
      date: '2026-12-03',
      hours: 'Mon-Fri 09:00-12:00',
      location: 'Main Hall',
      bookNow: 'Call us',
      category: 'Attractive',
    },
    imagePart: 'meetingImage',
    create: {
      heading: 'Create Meeting',
      submit: 'Create Meeting',
      success: 'Meeting Created Successfully',
      failure: 'Failed to create Meeting',
    },
    // 'Updatad' is the original site's own spelling, kept on purpose.
    edit: {
      heading: 'Edit Meeting',
      submit: 'Update Meeting',
      success: 'Meeting Updatad Successfully',
      failure: 'Failed to update Meeting',
    },
    successText: 'Redirecting to your meetings...',
    notFoundLog: 'No meetings found',
    loadFailureLog: 'Failed to fetch meeting',
  },
  courses: {
    Create: CreateCoursePage,
    Edit: EditCoursePage,
    collection: '/api/courses',
    section: '/admin/courses',
    record: COURSE,
    saved: (course) => ({ message: 'Saved', course }),
    found: (courses) => ({ message: 'Course fetched successfully', course: courses }),
    fillRequired: async (user) => {
      await user.type(screen.getByLabelText('Title'), 'Photography');
      await user.type(screen.getByLabelText('Price'), '89.5');
      await user.type(screen.getByLabelText('Rating'), '0');
    },
    // A rating of 0 is a rating: it is sent.
    typed: { title: 'Photography', price: '89.5', rating: '0' },
    unchanged: { title: 'Photography', description: 'Light.', price: '90', rating: '4' },
    imagePart: 'courseImage',
    create: {
      heading: 'Create Course',
      submit: 'Create Course',
      success: 'Course Created Successfully',
      failure: 'Failed to create Course',
    },
    // 'Courses' is the original site's own word, kept on purpose.
    edit: {
      heading: 'Edit Course',
      submit: 'Update Course',
      success: 'Course Updated Successfully',
      failure: 'Failed to update Courses',
    },
    successText: 'Redirecting to your courses...',
    notFoundLog: 'No courses found',
    loadFailureLog: 'Failed to fetch course',
  },
};

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

const button = (name: string) => screen.getByRole('button', { name });

let consoleError: MockInstance<typeof console.error>;
let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  urls = stubObjectUrls();
  installDraftStore(memoryDraftStore());
  vi.mocked(unsentDialog).mockResolvedValue(false);
});
afterEach(() => {
  consoleError.mockRestore();
  urls.restore();
  vi.clearAllMocks();
});

describe.each(Object.entries(FORMS))('the %s forms', (_name, form) => {
  const manage = `${form.section}/manage${_name}`;
  const listPage = `${_name} list page`;
  const renderAt = (Page: ComponentType, route: string, path: string) =>
    renderWithProviders(<Page />, { route, path, otherRoutes: { [manage]: <p>{listPage}</p> } });
  const renderCreate = () => renderAt(form.Create, `${form.section}/create`, `${form.section}/create`);
  const renderEdit = () => renderAt(form.Edit, `${form.section}/edit/r1`, `${form.section}/edit/:id`);
  const answer = (body: unknown, status = 200): FakeAnswer => ({ status, body });
  const post = `POST ${form.collection}`;
  const readOne = `GET ${form.collection}/r1`;
  const patch = `PATCH ${form.collection}/r1`;

  describe('create', () => {
    it('sends nothing while required fields are empty, says so, and focuses the first', async () => {
      const requests = fakeApi({});
      const user = userEvent.setup();
      renderCreate();
      expect(screen.getByRole('heading', { level: 1, name: form.create.heading })).toBeInTheDocument();
      await user.click(button(form.create.submit));

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

    it('posts only the filled fields as a multipart form with the token, then the popup and the list after 1000 ms', async () => {
      vi.mocked(successDialog).mockResolvedValue({ isConfirmed: false, isDenied: false, isDismissed: true });
      const requests = fakeApi({ [post]: answer(form.saved(form.record), 201) });
      const user = await useFakeClock();
      renderCreate();
      await form.fillRequired(user);
      await user.type(screen.getByLabelText('Description'), '   ');
      await user.click(button(form.create.submit));

      await waitFor(() =>
        expect(successDialog).toHaveBeenCalledWith(form.create.success, form.successText, 1000),
      );
      expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
      // No description (blank) and no image: neither is sent.
      expect(sentFields(requests[0])).toEqual(form.typed);
      // Not a second create while the popup shows.
      expect(button('Saving...')).toBeDisabled();
      await expectShownAfter(1000, listPage);
    });

    it('sends the chosen image, shows its preview and the upload progress', async () => {
      let settle: (value: FakeAnswer) => void = () => undefined;
      let upload: FakeRequest | undefined;
      fakeApi({
        [post]: (request) => {
          upload = request;
          return new Promise((resolve) => (settle = resolve));
        },
      });
      const user = userEvent.setup();
      renderCreate();
      await form.fillRequired(user);
      await user.upload(screen.getByLabelText('Image'), new File(['png'], 'fair.png', { type: 'image/png' }));
      expect(screen.getByLabelText('Image')).toHaveAttribute('name', form.imagePart);
      expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
        'src',
        'blob:preview-1',
      );
      await user.click(button(form.create.submit));

      await waitFor(() => expect(upload).toBeDefined());
      expect(button('Saving...')).toBeDisabled();
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0');
      act(() => upload?.uploadProgress(512, 1024));
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
      expect(sentFields(upload)).toEqual({ ...form.typed, [form.imagePart]: 'file:fair.png' });

      act(() => settle(answer(form.saved(form.record), 201)));
      await waitFor(() => expect(successDialog).toHaveBeenCalled());
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      // A callback in the mutation's argument stays out of the store: no serializability warning.
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('refuses a file that is not an image in the browser, and sends no image', async () => {
      const requests = fakeApi({ [post]: answer(form.saved(form.record), 201) });
      const user = userEvent.setup({ applyAccept: false });
      renderCreate();
      await form.fillRequired(user);
      await user.upload(
        screen.getByLabelText('Image'),
        new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The file is not an image we accept: use PNG, JPEG, WebP or GIF',
      );
      await user.click(button(form.create.submit));
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(sentFields(requests[0])).not.toHaveProperty(form.imagePart);
    });

    it.each<[string, FakeAnswer, string | undefined]>([
      [
        "the server's reason",
        answer(
          { success: false, statusCode: 400, error: 'Bad Request', message: 'Not an image we accept' },
          400,
        ),
        'Not an image we accept',
      ],
    ])('keeps what was typed and says %s when the create fails', async (_case, failure, reason) => {
      fakeApi({ [post]: failure });
      const user = userEvent.setup();
      renderCreate();
      await form.fillRequired(user);
      await user.click(button(form.create.submit));

      await waitFor(() =>
        expect(errorDialog).toHaveBeenCalledWith(form.create.failure, 'Try Again', 1000, reason),
      );
      if (reason === undefined) expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
      else expect(screen.getByRole('alert')).toHaveTextContent(`Not saved: ${reason}`);
      expect(screen.getByLabelText('Title')).toHaveValue(form.typed['title']);
      expect(screen.getByLabelText('Price')).toHaveValue(Number(form.typed['price']));
      expect(button(form.create.submit)).toBeEnabled();
      expect(successDialog).not.toHaveBeenCalled();
    });
  });

  describe('a save that cannot reach the server', () => {
    const UNSENT =
      "Not saved: can't reach localhost:3000 (there is no connection to it). Your changes are kept as a draft.";

    it('says why, keeps the form as a draft that the next opening restores, and Send again saves it and forgets it', async () => {
      let reachable = false;
      const requests = fakeApi({
        [post]: () => (reachable ? answer(form.saved(form.record)) : { networkError: 'Network Error' }),
      });
      const user = userEvent.setup();
      const first = renderCreate();
      await form.fillRequired(user);
      await user.click(button(form.create.submit));

      await waitFor(() =>
        expect(unsentDialog).toHaveBeenCalledWith(form.create.failure, UNSENT, 'Send again'),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(UNSENT);
      expect(errorDialog).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Title')).toHaveValue(form.typed['title']);

      // The app starts again: the create screen opens with the draft.
      first.unmount();
      renderCreate();
      expect(await screen.findByRole('status')).toHaveTextContent(
        /^Restored an unsaved draft from \d{1,2}:\d{2}/,
      );
      expect(screen.getByLabelText('Title')).toHaveValue(form.typed['title']);
      expect(screen.getByLabelText('Price')).toHaveValue(Number(form.typed['price']));

      reachable = true;
      await user.click(button('Send again'));
      await waitFor(() =>
        expect(successDialog).toHaveBeenCalledWith(form.create.success, form.successText, 1000),
      );
      const sent = requests.filter((request) => request.method === 'POST');
      expect(sent).toHaveLength(2);
      expect(sentFields(sent[1])).toEqual(sentFields(sent[0]));
      expect(sentFields(sent[1])).toMatchObject(form.typed);

      // Saved: the next opening is a fresh form.
      cleanup();
      renderCreate();
      expect(await screen.findByRole('heading', { level: 1, name: form.create.heading })).toBeInTheDocument();
      await act(() => Promise.resolve());
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Title')).toHaveValue('');
    });

    it("sends again from the popup's Send again", async () => {
      let reachable = false;
      const requests = fakeApi({
        [post]: () => (reachable ? answer(form.saved(form.record)) : { networkError: 'Network Error' }),
      });
      vi.mocked(unsentDialog).mockImplementation(() => {
        reachable = true;
        return Promise.resolve(true);
      });
      const user = userEvent.setup();
      renderCreate();
      await form.fillRequired(user);
      await user.click(button(form.create.submit));
      await waitFor(() =>
        expect(successDialog).toHaveBeenCalledWith(form.create.success, form.successText, 1000),
      );
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    });

    it('Discard draft puts back the empty form and the draft does not come back', async () => {
      fakeApi({ [post]: { networkError: 'Network Error' } });
      const user = userEvent.setup();
      const first = renderCreate();
      await form.fillRequired(user);
      await user.click(button(form.create.submit));
      await waitFor(() => expect(unsentDialog).toHaveBeenCalled());
      first.unmount();

      renderCreate();
      await screen.findByText(/Restored an unsaved draft/);
      await user.click(button('Discard draft'));
      expect(screen.getByLabelText('Title')).toHaveValue('');
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();

      cleanup();
      renderCreate();
      await act(() => Promise.resolve());
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
    });

    it("keeps an edit's draft for that record only", async () => {
      fakeApi({
        [readOne]: answer(form.found([form.record])),
        [patch]: { networkError: 'Network Error' },
      });
      const user = userEvent.setup();
      const first = renderEdit();
      const title = await screen.findByLabelText('Title');
      await user.clear(title);
      await user.type(title, 'Renamed offline');
      await user.click(button(form.edit.submit));
      await waitFor(() => expect(unsentDialog).toHaveBeenCalledWith(form.edit.failure, UNSENT, 'Send again'));
      first.unmount();

      const again = renderEdit();
      expect(await screen.findByText(/Restored an unsaved draft/)).toBeInTheDocument();
      expect(screen.getByLabelText('Title')).toHaveValue('Renamed offline');
      again.unmount();

      renderCreate();
      await act(() => Promise.resolve());
      expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
    });
  });

  describe('edit', () => {
    it('reads the record with the token, then patches every filled field and goes to the list after 1000 ms', async () => {
      const requests = fakeApi({
        [readOne]: answer(form.found([form.record])),
        [patch]: answer(form.saved(form.record)),
      });
      const user = await useFakeClock();
      renderEdit();
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: form.edit.heading })).toBeInTheDocument();
      expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
      expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
        'src',
        '/uploads/0123456789abcdef0123456789abcdef-card.webp',
      );
      await user.click(button(form.edit.submit));

      await waitFor(() =>
        expect(successDialog).toHaveBeenCalledWith(form.edit.success, form.successText, 1000),
      );
      const sent = requests.find((request) => request.method === 'PATCH');
      expect(sent?.url).toBe(`${form.collection}/r1`);
      expect(sent?.headers.authorization).toBe('Bearer admin-token');
      expect(sentFields(sent)).toEqual(form.unchanged);
      await expectShownAfter(1000, listPage);
    });

    it('sends a field and the picture emptied on purpose as empty, so the server clears them', async () => {
      const requests = fakeApi({
        [readOne]: answer(form.found([form.record])),
        [patch]: answer(form.saved(form.record)),
      });
      const user = userEvent.setup();
      renderEdit();
      await user.clear(await screen.findByLabelText('Description'));
      await user.click(screen.getByRole('button', { name: 'Remove the current image' }));
      expect(screen.getByText('No image once saved')).toBeInTheDocument();
      // Changing one's mind brings it back; once more, it goes.
      await user.click(screen.getByRole('button', { name: 'Keep the current image' }));
      expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove the current image' }));
      await user.click(button(form.edit.submit));

      await waitFor(() => expect(successDialog).toHaveBeenCalled());
      const sent = sentFields(requests.find((request) => request.method === 'PATCH'));
      expect(sent).toEqual({ ...form.unchanged, description: '', [form.imagePart]: '' });
    });

    it('shows the failure popup and keeps the edits', async () => {
      fakeApi({
        [readOne]: answer(form.found([form.record])),
        [patch]: answer({ message: 'Images can be at most 5 MB' }, 413),
      });
      const user = userEvent.setup();
      renderEdit();
      await user.clear(await screen.findByLabelText('Title'));
      await user.type(screen.getByLabelText('Title'), 'Renamed');
      await user.click(button(form.edit.submit));

      await waitFor(() =>
        expect(errorDialog).toHaveBeenCalledWith(
          form.edit.failure,
          'Try Again',
          1000,
          'Images can be at most 5 MB',
        ),
      );
      expect(screen.getByLabelText('Title')).toHaveValue('Renamed');
      expect(button(form.edit.submit)).toBeEnabled();
    });

    it.each<[string, (found: FormCase['found']) => FakeAnswer]>([
      ['an empty list', (found) => answer(found([]))],
      ['a 404', () => answer({ message: 'No record with this id' }, 404)],
    ])('only logs a record that is not there (%s), and leaves the form empty', async (_case, absent) => {
      fakeApi({ [readOne]: absent(form.found) });
      renderEdit();
      expect(await screen.findByRole('heading', { name: form.edit.heading })).toBeInTheDocument();
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith(form.notFoundLog));
      expect(screen.getByLabelText('Title')).toHaveValue('');
      expect(errorDialog).not.toHaveBeenCalled();
    });

    it('only logs a failed load', async () => {
      fakeApi({ [readOne]: { networkError: 'Network Error' } });
      renderEdit();
      await waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith(
          form.loadFailureLog,
          expect.objectContaining({ message: 'Network Error' }),
        ),
      );
      expect(errorDialog).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
