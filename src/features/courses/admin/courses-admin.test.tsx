import { screen, within } from '@testing-library/react';
import { makeCourse, makeCourseList } from '@/testing/course-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { cellTexts, columnNames, rowNamed } from '@/testing/table-queries';
import { CreateCoursePage, EditCoursePage, ManageCoursesPage } from './courses-admin';

// What only the courses section says and shows; what every record section does alike is proven
// on each of them in src/app/admin (record-forms, record-tables).

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));

describe('the courses table', () => {
  it("lists the courses with a cut description, the price in the school's currency and the rating with a star", async () => {
    const web = makeCourse({
      _id: 'c1',
      title: 'Web Development Bootcamp',
      description:
        'HTML, CSS and JavaScript from the very start, with a project every week and a final exam.',
      price: 160.5,
      rating: 4.5,
    });
    const english = makeCourse({
      _id: 'c2',
      title: 'Business English',
      description: 'Short and clear.',
      price: 0,
      rating: 0,
      courseImage: '',
    });
    const requests = fakeApi({
      'GET /api/courses': { status: 200, body: makeCourseList([web, english]) },
      'GET /api/site': { status: 200, body: siteAnswerFixture({ settings: { currency: 'GBP' } }) },
    });
    renderWithProviders(<ManageCoursesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeInTheDocument();

    await screen.findByRole('rowheader', { name: 'Web Development Bootcamp' });
    await screen.findByText('£160.50');
    expect(requests.find((request) => request.url === '/api/courses')?.params).toEqual({
      page: '1',
      limit: '100',
    });
    expect(columnNames()).toEqual(['Image', 'Title', 'Description', 'Price', 'Rating', 'Actions']);
    expect(screen.getByText('Total Courses: 2')).toBeInTheDocument();
    expect(cellTexts('Web Development Bootcamp')).toEqual([
      '',
      'HTML, CSS and JavaScript from the very start, with a project.',
      '£160.50',
      '4.5 out of 5',
      'EditDelete',
    ]);
    const row = rowNamed('Web Development Bootcamp');
    expect(within(row).getByText('4.5').closest('span')?.querySelector('svg')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
    );
    expect(cellTexts('Business English')).toEqual([
      '',
      'Short and clear.',
      'Free',
      '0 out of 5',
      'EditDelete',
    ]);
  });
});

describe('the course form', () => {
  it('has labelled fields: rating 0 to 5 in any step, description and image optional', () => {
    renderWithProviders(<CreateCoursePage />);
    const { type, min, max, step } = screen.getByLabelText<HTMLInputElement>('Rating');
    expect({ type, min, max, step }).toEqual({ type: 'number', min: '0', max: '5', step: 'any' });
    expect(screen.getByLabelText('Price')).toHaveAttribute('type', 'number');
    for (const label of ['Title', 'Price', 'Rating']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Description')).not.toBeRequired();
  });

  it('pre-fills from the record, a rating of 0 shown as 0', async () => {
    const course = makeCourse({
      _id: 'c9',
      title: 'Business English',
      description: 'Calls.',
      price: 120,
      rating: 0,
    });
    fakeApi({ 'GET /api/courses/c9': { status: 200, body: { message: 'ok', course: [course] } } });
    renderWithProviders(<EditCoursePage />, {
      route: '/admin/courses/edit/c9',
      path: '/admin/courses/edit/:id',
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Business English');
    expect(screen.getByLabelText('Description')).toHaveValue('Calls.');
    expect(screen.getByLabelText('Price')).toHaveValue(120);
    expect(screen.getByLabelText('Rating')).toHaveValue(0);
  });
});
