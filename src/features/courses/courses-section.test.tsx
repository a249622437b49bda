import { screen, waitFor, within } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { slidesPerViewAt } from '@/components/carousel';
import type { Course, CourseListResponse } from '@/contract';
import { TOKEN_KEY } from '@/lib/platform';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { COURSES_SWIPER } from './courses-carousel';
import { CoursesSection } from './courses-section';

const course = (overrides: Partial<Course>): Course => ({
  _id: 'c0',
  id: 'c0',
  title: 'Course',
  description: 'About the course',
  price: 100,
  rating: 3,
  courseImage: '',
  category: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const COURSES = [
  course({
    _id: 'c1',
    id: 'c1',
    title: 'Web Development Bootcamp',
    price: 160,
    rating: 4,
    courseImage: '/uploads/0123456789abcdef0123.webp',
  }),
  course({ _id: 'c2', id: 'c2', title: 'Business English', price: 89.5, rating: 2, courseImage: '' }),
  course({
    _id: 'c3',
    id: 'c3',
    title: 'Digital Photography',
    price: 0,
    rating: 5,
    courseImage: 'https://images.example.org/photo.jpg',
  }),
];

/** The school's settings, as the home page carries them. */
const SITE = sitePageData();

const list = (courses: Course[]): CourseListResponse => ({
  message: 'Courses fetched successfully',
  courses,
  page: 1,
  limit: 100,
  totalPages: 1,
  totalCourses: courses.length,
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  stubMatchMedia();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

const cardOf = (title: string) => {
  const card = screen.getByRole('heading', { name: title }).closest('article');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return card;
};

describe('CoursesSection', () => {
  it("renders every course's title, stars and price in the school's currency", async () => {
    const requests = fakeApi({ 'GET /api/courses': { status: 200, body: list(COURSES) } });
    renderWithProviders(<CoursesSection />, { pageData: sitePageData({ settings: { currency: 'EUR' } }) });
    expect(screen.getByRole('region', { name: 'Our Popular Courses' })).toHaveAttribute('id', 'courses');

    await screen.findByText('Web Development Bootcamp');
    const web = cardOf('Web Development Bootcamp');
    expect(within(web).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(web.querySelectorAll('.star-rating__star')).toHaveLength(5);
    expect(web.querySelectorAll('.star-rating__star--filled')).toHaveLength(4);
    expect(web).toHaveTextContent('Price: €160');

    const english = cardOf('Business English');
    expect(within(english).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(english.querySelectorAll('.star-rating__star--filled')).toHaveLength(2);
    expect(english).toHaveTextContent('Price: €89.50');

    expect(cardOf('Digital Photography')).toHaveTextContent('Price: Free');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/courses']);
  });

  it('leaves out a course the server sent with an odd value and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [web, english, photo] = COURSES;
    fakeApi({
      'GET /api/courses': {
        status: 200,
        // A rating stored as Infinity came back as null before ratings had to be finite.
        body: { ...list(COURSES), courses: [web, { ...english, rating: null }, photo] },
      },
    });
    renderWithProviders(<CoursesSection />, { pageData: SITE });

    await screen.findByText('Web Development Bootcamp');
    expect(cardOf('Digital Photography')).toHaveTextContent('Price: Free');
    expect(screen.queryByText('Business English')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Left out courses the server sent in an unexpected shape: 1');
    warn.mockRestore();
  });

  it('shows the card-size picture lazily, sized and described, and a placeholder without one', async () => {
    fakeApi({ 'GET /api/courses': { status: 200, body: list(COURSES) } });
    renderWithProviders(<CoursesSection />, { pageData: SITE });
    const picture = await screen.findByRole('img', { name: 'Web Development Bootcamp' });
    expect(picture).toHaveAttribute('src', '/uploads/0123456789abcdef0123-card.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('height', '400');
    expect(screen.getByRole('img', { name: 'Digital Photography' })).toHaveAttribute(
      'src',
      'https://images.example.org/photo.jpg',
    );
    expect(screen.queryByRole('img', { name: 'Business English' })).not.toBeInTheDocument();
    expect(cardOf('Business English').querySelector('.courses__image--placeholder')).not.toBeNull();
  });

  it('is hidden when there are no courses: no heading, no promise of courses to come', async () => {
    fakeApi({ 'GET /api/courses': { status: 200, body: list([]) } });
    const { container } = renderWithProviders(<CoursesSection />, { pageData: SITE });
    await waitFor(() => expect(container.querySelector('#courses')).toHaveAttribute('hidden'));
    expect(screen.queryByRole('heading', { name: 'Our Popular Courses' })).not.toBeInTheDocument();
    expect(screen.queryByText(/listed here soon/)).not.toBeInTheDocument();
  });

  it("links each card to its course's page and the section to the list", async () => {
    fakeApi({ 'GET /api/courses': { status: 200, body: list(COURSES) } });
    renderWithProviders(<CoursesSection />, { pageData: SITE });
    const link = await screen.findByRole('link', { name: 'Business English' });
    expect(link).toHaveAttribute('href', '/courses/c2');
    expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute('href', '/courses');
  });

  it('reads the list without the stored token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'some-token');
    const requests = fakeApi({ 'GET /api/courses': { status: 200, body: list(COURSES) } });
    renderWithProviders(<CoursesSection />, { pageData: SITE });
    await screen.findByText('Business English');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('only logs a failed load: the section hides, with no message for the visitor', async () => {
    fakeApi({ 'GET /api/courses': { status: 500, body: { message: 'Database is down' } } });
    renderWithProviders(<CoursesSection />, { pageData: SITE });
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Our Popular Courses' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Database is down|error/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has real buttons as arrows and bullets, wired to Swiper', async () => {
    fakeApi({ 'GET /api/courses': { status: 200, body: list(COURSES) } });
    renderWithProviders(<CoursesSection />, { pageData: SITE });
    await screen.findByText('Business English');
    // Swiper arrives once the carousel is near the screen (here at once: jsdom has no observer).
    expect(await screen.findByRole('button', { name: 'Go to slide 1' })).toBeInTheDocument();
    const prev = screen.getByRole('button', { name: 'Previous course' });
    const next = screen.getByRole('button', { name: 'Next course' });
    expect(prev).toHaveAttribute('type', 'button');
    expect(next).toHaveAttribute('type', 'button');
    // Swiper drives them: on the first slide there is nothing before it.
    expect(prev).toBeDisabled();
  });

  it('passes the carousel timings and breakpoints to Swiper', () => {
    expect(COURSES_SWIPER).toMatchObject({
      speed: 500,
      autoplay: { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false },
      pagination: { clickable: true },
      scrollbar: { draggable: true },
    });
    // One course below 768 px, two from 768, four from 1200.
    const widths = [0, 576, 767, 768, 992, 1199, 1200, 1920];
    expect(widths.map((width) => slidesPerViewAt(COURSES_SWIPER, width))).toEqual([1, 1, 1, 2, 2, 2, 4, 4]);
  });
});
