import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { CoursesMenuPage } from './courses-menu-page';

describe('CoursesMenuPage', () => {
  it('welcomes the admin and links to the section and the dashboard', async () => {
    renderWithProviders(<CoursesMenuPage />, {
      route: '/admin/courses',
      path: '/admin/courses',
      otherRoutes: { '/admin/courses/managecourses': <p>manage courses page</p> },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the Course Section' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create Courses', '/admin/courses/create'],
      ['Manage Courses', '/admin/courses/managecourses'],
      ['Admin Dashboard', '/admin'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Manage Courses' }));
    expect(screen.getByText('manage courses page')).toBeInTheDocument();
  });
});
