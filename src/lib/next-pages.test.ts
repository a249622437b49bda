import { NEXT_MODULES_ATTRIBUTE, type NextModules } from '@/contract/page-boot';
import { stubIntersectionObserver } from '@/testing/browser-stubs';
import { matchesPath, prefetchesNextPages, readNextModules } from './next-pages';

const next: NextModules[] = [
  { paths: ['/login', '/meetings/:id'], modules: ['/assets/islands-pages.js', '/assets/forms.js'] },
  { paths: ['/'], modules: ['/assets/islands-home.js'] },
];

/** A page whose #root lists `listed` and holds `links`; what it fetched ahead is read from <head>. */
function pageWith(listed: string | null, links: string[]): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  const root = document.createElement('div');
  root.id = 'root';
  if (listed !== null) root.setAttribute(NEXT_MODULES_ATTRIBUTE, listed);
  for (const href of links) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = href;
    root.append(link);
  }
  document.body.append(root);
  return root;
}

const fetchedAhead = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((hint) => ({
    href: hint.getAttribute('href'),
    as: hint.getAttribute('as'),
    crossOrigin: hint.getAttribute('crossorigin'),
  }));

const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the pages a page links to', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The files of a worker share one document: the next file starts from an empty page.
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('matches an address to its route, a :name standing for one segment', () => {
    expect(matchesPath('/meetings/:id', '/meetings/1b0a')).toBe(true);
    expect(matchesPath('/meetings/:id', '/meetings/1b0a/')).toBe(true);
    expect(matchesPath('/meetings/:id', '/meetings')).toBe(false);
    expect(matchesPath('/meetings/:id', '/meetings/category/Soon')).toBe(false);
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/', '/login')).toBe(false);
    expect(matchesPath('/login', '/signup')).toBe(false);
  });

  it('reads what the server listed, and nothing from a missing or broken list', () => {
    expect(readNextModules(pageWith(JSON.stringify(next), []))).toEqual(next);
    expect(readNextModules(pageWith(null, []))).toEqual([]);
    expect(readNextModules(pageWith('{not json', []))).toEqual([]);
    expect(
      readNextModules(pageWith(JSON.stringify([{ paths: '/login', modules: [] }, next[1]]), [])),
    ).toEqual([next[1]]);
  });

  it("fetches ahead, once the page is idle and a link nears the screen, its page's scripts, each once", async () => {
    const view = stubIntersectionObserver();
    const root = pageWith(JSON.stringify(next), [
      '/meetings/1b0a',
      '/login',
      '/pages/about-us',
      'https://elsewhere.example/login',
    ]);
    prefetchesNextPages(root);
    view.enterView();
    expect(fetchedAhead()).toEqual([]);

    await idle();
    view.enterView();
    expect(fetchedAhead()).toEqual([
      { href: '/assets/islands-pages.js', as: 'script', crossOrigin: 'anonymous' },
      { href: '/assets/forms.js', as: 'script', crossOrigin: 'anonymous' },
    ]);
    // The home page's script is wanted by no link here: it stays unfetched, and the watch goes on.
    expect(view.active()).toBe(1);
  });

  it('stops watching once every listed script is fetched', async () => {
    const view = stubIntersectionObserver();
    const root = pageWith(JSON.stringify(next), ['/', '/login']);
    prefetchesNextPages(root);
    await idle();
    view.enterView();
    expect(fetchedAhead().map(({ href }) => href)).toEqual([
      '/assets/islands-home.js',
      '/assets/islands-pages.js',
      '/assets/forms.js',
    ]);
    expect(view.active()).toBe(0);
  });

  it('fetches nothing ahead for a visitor who asks to save data', async () => {
    const view = stubIntersectionObserver();
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, connection: { saveData: true } });
    const root = pageWith(JSON.stringify(next), ['/login']);
    prefetchesNextPages(root);
    await idle();
    view.enterView();
    expect(fetchedAhead()).toEqual([]);
  });

  it('can be stopped before the page is idle', async () => {
    const view = stubIntersectionObserver();
    const root = pageWith(JSON.stringify(next), ['/login']);
    prefetchesNextPages(root)();
    await idle();
    view.enterView();
    expect(fetchedAhead()).toEqual([]);
  });
});
