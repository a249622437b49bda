import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { Course } from '@/contract';
import { confirmDialog } from '@/lib/dialogs';
import { makeCourse, makeCourseList } from '@/testing/course-fixtures';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ManageCoursesPage } from './manage-courses-page';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn() }));

const list = (courses: Course[], page = 1, totalPages = 1): FakeAnswer => ({
  status: 200,
  body: makeCourseList(courses, page, totalPages),
});

const WEB = makeCourse({
  _id: 'c1',
  title: 'Web Development Bootcamp',
  description: 'HTML, CSS and JavaScript from the very start, with a project every week and a final exam.',
  price: 160,
  rating: 4.5,
});
const ENGLISH = makeCourse({
  _id: 'c2',
  title: 'Business English',
  description: 'Short and clear.',
  price: 0,
  rating: 0,
  courseImage: '',
});

function renderPage() {
  return renderWithProviders(<ManageCoursesPage />, {
    route: '/admin/courses/managecourses',
    path: '/admin/courses/managecourses',
    otherRoutes: { '/admin/courses/edit/:id': <p>edit page</p> },
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

describe('ManageCoursesPage', () => {
  it('lists the courses with a cut description, the price as is and the rating with a star', async () => {
    const requests = fakeApi({ 'GET /api/courses': list([WEB, ENGLISH]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Web Development Bootcamp' });
    expect(requests[0]?.params).toEqual({ page: 1, limit: 100 });
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'Title',
      'Description',
      'Price',
      'Rating',
      'Actions',
    ]);
    expect(screen.getByText('Total Courses: 2')).toBeInTheDocument();

    const cells = within(rowOf('Web Development Bootcamp')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      'HTML, CSS and JavaScript from the very start, with a project.',
      '160',
      '4.5 out of 5',
      'EditDelete',
    ]);
    expect(cells[3]?.querySelector('svg')).toBeInTheDocument();
    expect(rowOf('Web Development Bootcamp').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    expect(
      within(rowOf('Business English'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Short and clear.', '0', '0 out of 5', 'EditDelete']);

    await userEvent.click(screen.getByRole('link', { name: 'Edit Business English' }));
    expect(screen.getByText('edit page')).toBeInTheDocument();
  });

  it("shows 'No courses available' when there are none, and the links below", async () => {
    fakeApi({ 'GET /api/courses': list([]) });
    renderPage();
    expect(await screen.findByText('No courses available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Course' })).toHaveAttribute(
      'href',
      '/admin/courses/create',
    );
    expect(screen.getByRole('link', { name: 'Back to Course Section' })).toHaveAttribute(
      'href',
      '/admin/courses',
    );
  });

  it('only logs a failed load (spec point 8)', async () => {
    fakeApi({ 'GET /api/courses': { networkError: 'Network Error' } });
    renderPage();
    expect(await screen.findByText('No courses available')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to fetch courses',
      expect.objectContaining({ message: 'Network Error' }),
    );
  });

  it('asks before deleting: cancel sends nothing', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(false);
    const requests = fakeApi({ 'GET /api/courses': list([WEB]) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Web Development Bootcamp' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      'Delete this course?',
      '“Web Development Bootcamp” will be removed from the website. This cannot be undone.',
      'Yes, delete it',
    );
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(rowOf('Web Development Bootcamp')).toBeInTheDocument();
  });

  it('deletes after a yes, with the token, and the row goes at once', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    let deleted = false;
    let answerRefetch: (answer: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      'GET /api/courses': () =>
        deleted ? new Promise<FakeAnswer>((resolve) => (answerRefetch = resolve)) : list([WEB, ENGLISH]),
      'DELETE /api/courses/c1': () => {
        deleted = true;
        return { status: 200, body: { message: 'Course deleted successfully' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Web Development Bootcamp' }));

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Web Development Bootcamp' })).not.toBeInTheDocument(),
    );
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getByText('Total Courses: 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Every course/ })).toHaveFocus();

    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    act(() => answerRefetch(list([ENGLISH])));
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Business English']);
  });

  it('keeps the row of a course with odd values (price and rating null), with dashes, and deletes it', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    // What the server sent for values stored as Infinity before numbers had to be finite.
    const odd = { ...makeCourse({ _id: 'c9', title: 'Broken Course' }), price: null, rating: null };
    let deleted = false;
    const requests = fakeApi({
      'GET /api/courses': () => ({
        status: 200,
        body: {
          ...makeCourseList([WEB]),
          courses: deleted ? [WEB] : [WEB, odd],
          totalCourses: deleted ? 1 : 2,
        },
      }),
      'DELETE /api/courses/c9': () => {
        deleted = true;
        return { status: 200, body: { message: 'Course deleted successfully' } };
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage();

    await screen.findByRole('rowheader', { name: 'Broken Course' });
    const cells = within(rowOf('Broken Course')).getAllByRole('cell');
    // Image, Description, Price, Rating, Actions
    expect(cells[2]).toHaveTextContent(/^—$/);
    expect(cells[3]).toHaveTextContent(/^—$/);
    expect(within(rowOf('Broken Course')).getByRole('link', { name: 'Edit Broken Course' })).toHaveAttribute(
      'href',
      '/admin/courses/edit/c9',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Broken Course' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Broken Course' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/courses/c9',
    ]);
    expect(rowOf('Web Development Bootcamp')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('keeps the row when the delete fails, and only logs it', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    fakeApi({
      'GET /api/courses': list([WEB]),
      'DELETE /api/courses/c1': { status: 404, body: { message: 'No course with this id' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Web Development Bootcamp' }));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to delete course',
        expect.objectContaining({ message: 'No course with this id' }),
      ),
    );
    expect(rowOf('Web Development Bootcamp')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Web Development Bootcamp' })).toBeEnabled();
  });

  it('pages with Previous and Next when there is more than one page', async () => {
    const requests = fakeApi({
      'GET /api/courses': (request) =>
        request.params.page === 2 ? list([ENGLISH], 2, 2) : list([WEB], 1, 2),
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'Web Development Bootcamp' });
    const pages = screen.getByRole('navigation', { name: 'Courses pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Business English' })).toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ page: 2, limit: 100 });
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
