import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { makeAdminStore } from '@/app/store';
import { scrollToAnchor } from '@/lib/scroll';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { sitePageData, type SiteAnswerOverrides } from '@/testing/site-fixtures';
import { SiteTopBar } from './public-layout';

vi.mock('@/lib/scroll', () => ({ scrollToAnchor: vi.fn(() => true) }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

const withWhere = (
  <>
    <SiteTopBar />
    <Where />
  </>
);

// The admin area's store, which follows the token the public top bar writes; the school's settings as the server's page carries them.
function renderAt(route: string, site: SiteAnswerOverrides = {}) {
  return renderWithProviders(withWhere, { route, store: makeAdminStore(), pageData: sitePageData(site) });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => vi.clearAllMocks());

describe('TopBar', () => {
  it('shows LOGIN and SIGN UP when logged out', () => {
    renderAt('/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
  });

  it('shows LOGOUT when a token is stored, and logging out clears it and goes to /login', async () => {
    window.localStorage.setItem('token', 'abc');
    const { store } = renderAt('/meetings');
    const nav = mainNav();
    expect(within(nav).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'LOGOUT' }));
    // Once the server has answered, or could not be reached: the call is not cut off by the page.
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth).toEqual({ data: null, token: null, status: 'success', unreachable: null });
    expect(within(nav).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('ends the session on the server with the token it had (POST /api/logout)', async () => {
    const requests = fakeApi({ 'POST /api/logout': { status: 200, body: { message: 'Logged out' } } });
    window.localStorage.setItem('token', 'the-token');
    renderAt('/meetings');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'ACCOUNT' })).toHaveAttribute('href', '/account');
    await userEvent.click(within(nav).getByRole('button', { name: 'LOGOUT' }));
    // (A logout empties the cache: the school's settings are read again, as for anyone.)
    const logouts = () => requests.filter(({ method }) => method === 'POST');
    await vi.waitFor(() => expect(logouts()).toHaveLength(1));
    expect(logouts()[0]).toMatchObject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: 'Bearer the-token' },
    });
  });

  it('forgets the token even when the server cannot be reached (offline)', async () => {
    const requests = fakeApi({ 'POST /api/logout': { networkError: 'Network Error' } });
    window.localStorage.setItem('token', 'the-token');
    const { store } = renderAt('/meetings');
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'LOGOUT' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.token).toBeNull();
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('has the brand linking home and the menu entries in order', () => {
    renderAt('/meetings');
    expect(screen.getByRole('link', { name: 'Riverside Academy' })).toHaveAttribute('href', '/');
    const nav = mainNav();
    const names = Array.from(nav.querySelectorAll('a, button')).map((element) => element.textContent.trim());
    expect(names).toEqual([
      'HOME',
      'MEETINGS',
      'APPLY NOW',
      'PAGES',
      'COURSES',
      'CONTACT US',
      'LOGIN',
      'SIGN UP',
    ]);
  });

  it("shows the school's logo before its name when it has one", () => {
    renderAt('/', { settings: { schoolName: 'Hilltop School', logo: '/uploads/logo.webp' } });
    const brand = screen.getByRole('link', { name: 'Hilltop School' });
    const logo = brand.querySelector('img');
    expect(logo).toHaveAttribute('src', '/uploads/logo.webp');
    // Decorative: the name beside it names the link.
    expect(logo).toHaveAttribute('alt', '');
    expect(brand.firstElementChild).toBe(logo);
  });

  it('shows the name alone when the school has no logo', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Riverside Academy' }).querySelector('img')).toBeNull();
  });

  it('toggles the PAGES dropdown with Upcoming Meetings and Meeting Details', async () => {
    renderAt('/');
    const pages = screen.getByRole('button', { name: 'PAGES' });
    expect(pages).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pages);
    expect(pages).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Upcoming Meetings' })).toHaveAttribute('href', '/meetings');
    expect(screen.getByRole('link', { name: 'Meeting Details' })).toHaveAttribute(
      'href',
      '/meetingAllDetails',
    );
    await userEvent.click(pages);
    expect(screen.queryByRole('link', { name: 'Meeting Details' })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu with the same entries, and opening it closes the dropdown', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'PAGES' }));
    expect(screen.getByRole('link', { name: 'Meeting Details' })).toBeInTheDocument();

    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'PAGES' })).toHaveAttribute('aria-expanded', 'false');
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    for (const name of ['HOME', 'MEETINGS', 'LOGIN', 'SIGN UP', 'Upcoming Meetings']) {
      expect(within(mobile).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(mobile).getByRole('link', { name: 'Meeting Details' })).toHaveAttribute(
      'href',
      '/meetingDetails',
    );
    for (const name of ['APPLY NOW', 'COURSES', 'CONTACT US'])
      expect(within(mobile).getByRole('button', { name })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });

  it.each([
    ['APPLY NOW', 'apply'],
    ['COURSES', 'courses'],
    ['CONTACT US', 'contact'],
  ])('%s scrolls to #%s on the home page', async (name, anchor) => {
    renderAt('/');
    await userEvent.click(within(mainNav()).getByRole('button', { name }));
    expect(scrollToAnchor).toHaveBeenCalledWith(anchor);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['APPLY NOW', 'apply'],
    ['CONTACT US', 'contact'],
  ])('%s on a meetings page first goes to the home page, at that section', async (name, anchor) => {
    renderAt('/meetings/category/Soon');
    await userEvent.click(within(mainNav()).getByRole('button', { name }));
    expect(scrollToAnchor).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(`/#${anchor}`);
  });

  it('closes the mobile menu after choosing an entry', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    await userEvent.click(within(mobile).getByRole('link', { name: 'MEETINGS' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/meetings');
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });

  it('links to My meetings when logged in, in the bar and in the mobile menu', async () => {
    window.localStorage.setItem('token', 'the-token');
    renderAt('/');
    const names = Array.from(mainNav().querySelectorAll('a, button')).map((element) =>
      element.textContent.trim(),
    );
    expect(names.slice(-3)).toEqual(['MY MEETINGS', 'ACCOUNT', 'LOGOUT']);
    expect(within(mainNav()).getByRole('link', { name: 'MY MEETINGS' })).toHaveAttribute(
      'href',
      '/my-meetings',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    await userEvent.click(within(mobile).getByRole('link', { name: 'MY MEETINGS' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/my-meetings');
  });
});
