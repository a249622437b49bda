import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { MeetingsMenuPage } from './meetings-menu-page';

describe('MeetingsMenuPage', () => {
  it('welcomes the admin and links to the section and the dashboard', async () => {
    renderWithProviders(<MeetingsMenuPage />, {
      route: '/admin/meetings',
      path: '/admin/meetings',
      otherRoutes: { '/admin/meetings/create': <p>create page</p> },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the Meeting Section' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create Meeting', '/admin/meetings/create'],
      ['Manage Meetings', '/admin/meetings/managemeetings'],
      ['Admin Dashboard', '/admin'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Create Meeting' }));
    expect(screen.getByText('create page')).toBeInTheDocument();
  });
});
