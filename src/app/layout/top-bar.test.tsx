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

  it("draws the school's own menu as the server answers it: its labels, in its order, each to its address", () => {
    renderAt('/meetings', {
      menu: [
        { label: 'Open days', href: '/meetings/category/Soon' },
        { label: 'About us', href: '/pages/about-us' },
        { label: 'Visit us', href: '/#contact' },
        { label: 'Our blog', href: 'https://blog.riverside.test/' },
      ],
    });
    const links = Array.from(mainNav().querySelectorAll('a')).map((link) => [
      link.textContent.trim(),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Open days', '/meetings/category/Soon'],
      ['About us', '/pages/about-us'],
      ['Visit us', '/#contact'],
      ['Our blog', 'https://blog.riverside.test/'],
      ['LOGIN', '/login'],
      ['SIGN UP', '/signup'],
    ]);
  });

  it('leaves out the entries the server leaves out: hidden ones, and those leading to an empty section', () => {
    renderAt('/', {
      settings: {
        menu: [
          { label: 'HOME', target: '/' },
          { label: 'Secret', target: '/meetings', hidden: true },
          { label: 'Courses', target: '/#courses' },
          { label: 'Apply', target: '/#apply' },
        ],
      },
      // As GET /api/site answers for a school with no courses and no apply cards yet.
      menu: [{ label: 'HOME', href: '/' }],
    });
    const names = Array.from(mainNav().querySelectorAll('a, button')).map((element) =>
      element.textContent.trim(),
    );
    expect(names).toEqual(['HOME', 'LOGIN', 'SIGN UP']);
  });

  it('shows a My meetings entry of the menu to signed-in visitors only, once', () => {
    const menu = [
      { label: 'HOME', href: '/' },
      { label: 'My bookings', href: '/my-meetings' },
    ];
    renderAt('/', { menu });
    expect(within(mainNav()).queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
  });

  it("gives a signed-in visitor the menu's My meetings entry instead of the fixed one", () => {
    window.localStorage.setItem('token', 'the-token');
    renderAt('/', { menu: [{ label: 'My bookings', href: '/my-meetings' }] });
    const names = Array.from(mainNav().querySelectorAll('a, button')).map((element) =>
      element.textContent.trim(),
    );
    expect(names).toEqual(['My bookings', 'ACCOUNT', 'LOGOUT']);
  });

  it('opens the PAGES dropdown with its two pages, and closes it on Escape, outside it, or on a choice', async () => {
    renderAt('/meetings');
    const pages = within(mainNav()).getByRole('button', { name: 'PAGES' });
    expect(pages).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pages);
    expect(pages).toHaveAttribute('aria-expanded', 'true');
    const dropdown = () => document.getElementById(pages.getAttribute('aria-controls') ?? '');
    const links = Array.from(dropdown()?.querySelectorAll('a') ?? []).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Upcoming Meetings', '/meetings'],
      ['Meeting Details', '/meetingAllDetails'],
    ]);

    await userEvent.keyboard('{Escape}');
    expect(pages).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pages);
    await userEvent.click(screen.getByTestId('where'));
    expect(dropdown()).toBeNull();
    await userEvent.click(pages);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Meeting Details' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/meetingAllDetails');
    expect(dropdown()).toBeNull();
  });

  it('closes the dropdown when the mobile menu opens', async () => {
    renderAt('/');
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'PAGES' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(mainNav()).getByRole('button', { name: 'PAGES' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("draws the school's own dropdowns as the server answers them", async () => {
    renderAt('/', {
      menu: [
        { label: 'HOME', href: '/' },
        {
          label: 'About',
          links: [
            { label: 'Our story', href: '/pages/our-story' },
            { label: 'Visit us', href: '/#contact' },
          ],
        },
      ],
    });
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'About' }));
    expect(within(mainNav()).getByRole('link', { name: 'Our story' })).toHaveAttribute(
      'href',
      '/pages/our-story',
    );
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Visit us' }));
    expect(scrollToAnchor).toHaveBeenCalledWith('contact');
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

  it('toggles the mobile menu with the same entries', async () => {
    renderAt('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    // The bar's links, with the PAGES dropdown's listed in its place.
    const names = Array.from(mobile.querySelectorAll('a')).map((a) => a.textContent);
    expect(names).toEqual([
      'HOME',
      'MEETINGS',
      'APPLY NOW',
      'Upcoming Meetings',
      'Meeting Details',
      'COURSES',
      'CONTACT US',
      'LOGIN',
      'SIGN UP',
    ]);
    expect(within(mobile).getByRole('link', { name: 'Meeting Details' })).toHaveAttribute(
      'href',
      '/meetingAllDetails',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });

  it.each([
    ['APPLY NOW', 'apply'],
    ['COURSES', 'courses'],
    ['CONTACT US', 'contact'],
  ])('%s scrolls to #%s on the home page', async (name, anchor) => {
    renderAt('/');
    await userEvent.click(within(mainNav()).getByRole('link', { name }));
    expect(scrollToAnchor).toHaveBeenCalledWith(anchor);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['APPLY NOW', 'apply'],
    ['CONTACT US', 'contact'],
  ])('%s on a meetings page first goes to the home page, at that section', async (name, anchor) => {
    renderAt('/meetings/category/Soon');
    await userEvent.click(within(mainNav()).getByRole('link', { name }));
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
