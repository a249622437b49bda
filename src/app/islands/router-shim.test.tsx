import { fireEvent, render, screen } from '@testing-library/react';
import { act, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as ReactRouter from 'react-router-dom';
import { stubLocation } from '@/testing/browser-stubs';
import { DocumentRouter } from './document-router';
import * as shim from './router-shim';

// As in the islands' build (vite.config.ts): whatever imports React Router gets the shim, the
// document router among them. The server's side below is the real one.
vi.mock('react-router-dom', () => import('./router-shim'));
const real = await vi.importActual<typeof ReactRouter>('react-router-dom');

/**
 * What the islands use of React Router, as its types say: the shim must take all of it, so a caller
 * that typechecks against React Router builds against the shim. (The islands' build fails on a
 * name the shim lacks.)
 */
interface RouterApi {
  Link: ComponentType<ReactRouter.LinkProps>;
  NavLink: ComponentType<ReactRouter.NavLinkProps>;
  Navigate: ComponentType<ReactRouter.NavigateProps>;
  Router: ComponentType<ReactRouter.RouterProps>;
  useLocation: typeof ReactRouter.useLocation;
  useNavigate: typeof ReactRouter.useNavigate;
  useParams: () => Readonly<ReactRouter.Params>;
  useSearchParams: () => ReturnType<typeof ReactRouter.useSearchParams>;
  createPath: typeof ReactRouter.createPath;
}
const browser: RouterApi = shim;
const server: RouterApi = real;

function LocationProbe({ api }: { api: RouterApi }) {
  const location = api.useLocation();
  const { pathname, search, hash, key } = location;
  const state: unknown = location.state;
  const [params] = api.useSearchParams();
  return (
    <output>
      {JSON.stringify({ pathname, search, hash, key, state, params: api.useParams() })}
      {params.get('next')}|{params.toString()}|{api.createPath({ pathname: '/a', search: 'b=1', hash: 'c' })}
    </output>
  );
}

const topBarEntries = ({ NavLink }: RouterApi) => (
  <>
    <NavLink to="/" end className="top-bar__link">
      HOME
    </NavLink>
    <NavLink to="/meetings" className="top-bar__link">
      MEETINGS
    </NavLink>
    <NavLink to="/my-meetings">MINE</NavLink>
  </>
);

/** What the islands draw with the router, each drawn by both; `api` is the router it is drawn with. */
const drawings: Record<string, (api: RouterApi) => ReactElement> = {
  'a link': ({ Link }) => (
    <Link to="/meetings" className="top-bar__brand" aria-label="Meetings">
      Meetings
    </Link>
  ),
  'a link as a path object': ({ Link }) => <Link to={{ pathname: '/', hash: 'contact' }}>Contact</Link>,
  'a link to a search alone': ({ Link }) => <Link to="?page=2">Next</Link>,
  'a link with a trailing slash': ({ Link }) => <Link to="/meetings/">List</Link>,
  'relative links': ({ Link }) => (
    <>
      <Link to="pages/about">About</Link>
      <Link to="../x/./y">Up</Link>
      <Link to="">Empty</Link>
      <Link to=".">Dot</Link>
      <Link to="a//b?q=1#h">Doubled</Link>
    </>
  ),
  'links the router leaves alone': ({ Link }) => (
    <>
      <Link to="https://example.org/x">Out</Link>
      <Link to="/calendar.ics" reloadDocument discover="none" target="_blank" rel="noreferrer">
        File
      </Link>
      <Link to="/login" state={{ notice: 'x' }} replace>
        Login
      </Link>
    </>
  ),
  "the top bar's entries": (api) => topBarEntries(api),
  'nav links with render props': ({ NavLink }) => (
    <>
      <NavLink
        to="/Meetings/"
        className={({ isActive }) => (isActive ? 'on' : 'off')}
        style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}
        aria-current="true"
      >
        {({ isActive }) => (isActive ? 'here' : 'there')}
      </NavLink>
      <NavLink to="/meetings" caseSensitive>
        Case
      </NavLink>
      <NavLink to="/pages/caf é">Encoded</NavLink>
    </>
  ),
  'the location, its search and params': (api) => <LocationProbe api={api} />,
  'a redirect': ({ Navigate }) => <Navigate to="/meetings" replace />,
};

/** Where the drawings are drawn: the pages the islands are on, and paths that test the matching. */
const ADDRESSES = [
  '/',
  '/login?next=%2Fmeetings%2Fm42',
  '/meetings',
  '/meetings/category/Soon?page=2',
  '/meetingsX',
  '/Meetings/',
  '/pages/caf%20%C3%A9',
  '/pages/about/',
];

/** The server's HTML of `drawing` at `address`: React Router's StaticRouter, as entry-server.tsx draws. */
const serverHtml = (drawing: (api: RouterApi) => ReactElement, address: string) =>
  renderToString(<real.StaticRouter location={address}>{drawing(server)}</real.StaticRouter>);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the islands' router", () => {
  // React Router warns that <Navigate> does nothing in a StaticRouter: the server redirects itself.
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  for (const [name, drawing] of Object.entries(drawings)) {
    it(`draws ${name} as React Router does, and hydrates it without a mismatch`, async () => {
      const navigator = { createHref: shim.createPath, go: vi.fn(), push: vi.fn(), replace: vi.fn() };
      for (const address of ADDRESSES) {
        const html = serverHtml(drawing, address);
        // The same markup, byte for byte…
        expect(
          renderToString(
            <shim.Router location={address} navigator={navigator}>
              {drawing(browser)}
            </shim.Router>,
          ),
          address,
        ).toBe(html);

        // …so the browser takes the server's HTML over as it is.
        stubLocation(address);
        const container = document.createElement('div');
        container.innerHTML = html;
        const sent = container.innerHTML;
        document.body.append(container);
        const errors = vi.spyOn(console, 'error');
        const recoverable: unknown[] = [];
        const root = await act(() =>
          hydrateRoot(container, <DocumentRouter>{drawing(browser)}</DocumentRouter>, {
            onRecoverableError: (error) => recoverable.push(error),
          }),
        );
        expect(recoverable, address).toEqual([]);
        expect(errors, address).not.toHaveBeenCalled();
        expect(container.innerHTML, address).toBe(sent);
        act(() => root.unmount());
        container.remove();
        errors.mockRestore();
      }
    });
  }

  it("marks the top bar's entry of the page's section as active, HOME only at home", () => {
    const classes = (address: string) => {
      document.body.innerHTML = serverHtml(topBarEntries, address);
      return [...document.querySelectorAll('a')].map(
        (link) => `${link.textContent}:${link.className}:${link.getAttribute('aria-current') ?? ''}`,
      );
    };
    expect(classes('/')).toEqual(['HOME:top-bar__link active:page', 'MEETINGS:top-bar__link:', 'MINE::']);
    expect(classes('/meetings/category/Soon')).toEqual([
      'HOME:top-bar__link:',
      'MEETINGS:top-bar__link active:page',
      'MINE::',
    ]);
    expect(classes('/meetingsX')).toEqual(['HOME:top-bar__link:', 'MEETINGS:top-bar__link:', 'MINE::']);
    document.body.innerHTML = '';
  });
});

describe("the islands' navigations: each a new document", () => {
  /** Clicks `link` as `init` says; whether the page kept the click to itself (the browser follows it otherwise). */
  function click(link: HTMLElement, init?: MouseEventInit) {
    let prevented = false;
    // After React's handler: it records the outcome, and keeps jsdom from following the link.
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, init);
    document.removeEventListener('click', record);
    return prevented;
  }

  const drawn = (element: ReactElement) => render(<DocumentRouter>{element}</DocumentRouter>);

  it('follows a plain click on a link through location.assign, and the same page through location.replace', () => {
    const { assign, replace } = stubLocation('/login?next=%2Fmeetings');
    drawn(
      <>
        <shim.Link to="/meetings">Meetings</shim.Link>
        <shim.Link to="/signup" state={{ notice: 'kept for nobody' }}>
          Sign up
        </shim.Link>
        <shim.Link to="?next=%2Fmeetings">Here</shim.Link>
        <shim.Link to="/my-meetings" replace>
          Replaced
        </shim.Link>
        <shim.Link to="/account" target="_self">
          Self
        </shim.Link>
        <shim.NavLink to="/meetings/category/Soon">Soon</shim.NavLink>
      </>,
    );

    for (const name of ['Meetings', 'Sign up', 'Self', 'Soon'])
      expect(click(screen.getByRole('link', { name }))).toBe(true);
    expect(assign.mock.calls).toEqual([
      ['/meetings'],
      ['/signup'],
      ['/account'],
      ['/meetings/category/Soon'],
    ]);

    expect(click(screen.getByRole('link', { name: 'Here' }))).toBe(true);
    expect(click(screen.getByRole('link', { name: 'Replaced' }))).toBe(true);
    expect(replace.mock.calls).toEqual([['/login?next=%2Fmeetings'], ['/my-meetings']]);
  });

  it('leaves a modified or other-button click, another target, a download and another site to the browser', () => {
    const { assign, replace } = stubLocation('/');
    const onClick = vi.fn();
    drawn(
      <>
        <shim.Link to="/meetings" onClick={onClick}>
          Meetings
        </shim.Link>
        <shim.Link to="/meetings" target="_blank">
          New tab
        </shim.Link>
        <shim.Link to="/calendar.ics" reloadDocument>
          File
        </shim.Link>
        <shim.Link to="https://example.org/">Out</shim.Link>
        <shim.Link to="/meetings" onClick={(event) => event.preventDefault()}>
          Handled
        </shim.Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Meetings' });

    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(link, init), JSON.stringify(init)).toBe(false);
    for (const name of ['New tab', 'File', 'Out'])
      expect(click(screen.getByRole('link', { name }))).toBe(false);
    // The link's own handler runs first, and may keep the click.
    expect(click(screen.getByRole('link', { name: 'Handled' }))).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(5);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('navigates from code as React Router does: once on screen, back through history, a redirect in place', () => {
    const { assign, replace } = stubLocation('/meetings?page=3');
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    function Buttons() {
      const navigate = shim.useNavigate();
      const [, setSearch] = shim.useSearchParams();
      // During the first render React Router does nothing (it warns): so does the shim.
      void navigate('/too-early');
      return (
        <>
          <button onClick={() => void navigate({ pathname: '/', hash: 'contact' })}>Contact</button>
          <button onClick={() => void navigate('/login', { replace: true, state: { notice: 'x' } })}>
            Login
          </button>
          <button onClick={() => void navigate(-1)}>Back</button>
          <button onClick={() => setSearch({ page: ['4'], category: 'Soon' })}>Page 4</button>
        </>
      );
    }
    drawn(
      <>
        <Buttons />
        <shim.Navigate to="category/Soon" replace />
      </>,
    );
    // The redirect, as soon as it is on screen (relative to the root: an island matches no route).
    expect(replace.mock.calls).toEqual([['/category/Soon']]);

    for (const name of ['Contact', 'Login', 'Back', 'Page 4'])
      fireEvent.click(screen.getByRole('button', { name }));
    expect(assign.mock.calls).toEqual([['/#contact'], ['/meetings?page=4&category=Soon']]);
    expect(replace.mock.calls).toEqual([['/category/Soon'], ['/login']]);
    expect(go).toHaveBeenCalledWith(-1);
  });
});
