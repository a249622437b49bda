/**
 * React Router as the islands use it, in a few hundred bytes: the islands' build (`vite build
 * --mode islands`, vite.config.ts) resolves `react-router-dom` to this file. An island never
 * navigates in the page: every navigation is a new document (document-router.tsx), and an island
 * has no routes, so it needs none of the router's matching, history or data loading (a tenth of
 * the site's script). The server still draws the islands with React Router (StaticRouter), so
 * what this draws is the same markup, attribute for attribute (router-shim.test.tsx compares
 * them), and hydration meets it.
 *
 * Only what the islands' modules import is here, with React Router v7's meaning under a router
 * with no routes (as the server's StaticRouter has): links and paths resolve against the site's
 * root ("/") or, for a search or hash alone, the page's address; `useParams` is empty. Not kept:
 * a basename, the options a data router reads (prefetch, view transitions, masks, scroll reset),
 * and `navigate`'s refusal of another origin (a path always resolves to this one). A script that
 * needs more imports the real router, outside the islands' build.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type {
  LinkProps,
  Location,
  NavigateFunction,
  NavigateOptions,
  NavigateProps,
  Navigator,
  NavLinkProps,
  NavLinkRenderProps,
  Params,
  Path,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router-dom';

export type { Navigator, To } from 'react-router-dom';

interface RouterState {
  location: Location;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('A router hook is used outside a <Router>.');
  return router;
}

/** React Router's: a path's parts as one string. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  if (search && search !== '?') pathname += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash.startsWith('#') ? hash : `#${hash}`;
  return pathname;
}

function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * React Router's resolveTo with no route matched: a path against the root ("/"), `..` and `.`
 * worked out and double slashes folded; a search or hash alone against the page's own path.
 */
function resolve(to: To, here: string): Path {
  const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  const empty = to === '' || pathname === '';
  let resolved = here;
  if (!empty && pathname !== undefined) {
    const segments = [''];
    for (const segment of pathname
      .replace(/[\\/]{2,}/g, '/')
      .replace(/^[\\/]/, '')
      .split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    resolved = segments.length > 1 ? segments.join('/') : '/';
  } else if (empty) resolved = '/';
  const trailingSlash =
    (pathname !== undefined && pathname !== '/' && pathname.endsWith('/')) ||
    ((empty || pathname === '.') && here.endsWith('/'));
  if (trailingSlash && !resolved.endsWith('/')) resolved += '/';
  return {
    pathname: resolved,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

/**
 * The router at `location`, whose navigations `navigator` makes (document-router.tsx: a new
 * document each).
 */
export function Router({
  location,
  navigator,
  children,
}: {
  location: Partial<Location> | string;
  navigator: Navigator;
  children?: ReactNode;
}) {
  const {
    pathname = '/',
    search = '',
    hash = '',
  } = typeof location === 'string' ? parsePath(location) : location;
  const state: unknown = typeof location === 'string' ? null : (location.state ?? null);
  const key = (typeof location === 'string' ? undefined : location.key) ?? 'default';
  const value = useMemo(
    () => ({ location: { pathname, search, hash, state, key }, navigator }),
    [pathname, search, hash, state, key, navigator],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

const NO_PARAMS: Readonly<Params> = {};

/** An island is matched by no route (the server draws it under a StaticRouter alone): no parameters. */
export function useParams(): Readonly<Params> {
  return NO_PARAMS;
}

/** React Router's: it navigates once the component is on screen, and does nothing before. */
export function useNavigate(): NavigateFunction {
  const { location, navigator } = useRouter();
  const active = useRef(false);
  useLayoutEffect(() => {
    active.current = true;
  });
  const here = location.pathname;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!active.current) return;
      if (typeof to === 'number') navigator.go(to);
      else if (options.replace) navigator.replace(resolve(to, here), options.state, options);
      else navigator.push(resolve(to, here), options.state, options);
    },
    [navigator, here],
  );
}

/** React Router's: it navigates once on screen (a no-op where the server draws it). */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  const path = createPath(resolve(to, useLocation().pathname));
  const kept: unknown = state;
  useEffect(() => {
    void navigate(path, { replace, state: kept });
  }, [navigate, path, replace, kept]);
  return null;
}

function searchParams(init: URLSearchParamsInit = ''): URLSearchParams {
  return new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value]).map((one) => [key, one]),
        ),
  );
}

export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => searchParams(search), [search]);
  const navigate = useNavigate();
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      void navigate(
        `?${searchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString()}`,
        options,
      );
    },
    [navigate, params],
  );
  return [params, set];
}

/** A click the browser keeps (another tab or window, a download, a right click): React Router's test. */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  (!!target && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/**
 * React Router's Link: the same `<a>` (href, `data-discover`), and a plain click navigates
 * through the router (to the page it is on: in place of it). An absolute URL or `reloadDocument`
 * is a plain link.
 */
export function Link({
  to,
  replace,
  state,
  target,
  reloadDocument,
  discover = 'render',
  onClick,
  prefetch: _prefetch,
  relative: _relative,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  mask: _mask,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  ...rest
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { location } = useRouter();
  const navigate = useNavigate();
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = resolve(to, location.pathname);
  const href = absolute ? to : createPath(path);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leftToTheBrowser(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === href, state: state as unknown });
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={absolute || reloadDocument ? onClick : click}
      target={target}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  );
}

/**
 * React Router's NavLink: `active` (or the className function's) and `aria-current` when the page
 * is at its path or under it (at it only, with `end`). Never pending nor in a view transition.
 */
export function NavLink({
  'aria-current': ariaCurrent = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  style,
  children,
  viewTransition: _viewTransition,
  ...rest
}: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { location } = useRouter();
  // The server's StaticRouter compares the path as a URL encodes it.
  let toPath = new URL(
    createPath(resolve(rest.to, location.pathname)).replace(/ $/, '%20'),
    'http://localhost',
  ).pathname;
  let here = location.pathname;
  if (!caseSensitive) {
    toPath = toPath.toLowerCase();
    here = here.toLowerCase();
  }
  const slashAt = toPath !== '/' && toPath.endsWith('/') ? toPath.length - 1 : toPath.length;
  const isActive = here === toPath || (!end && here.startsWith(toPath) && here.charAt(slashAt) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}
