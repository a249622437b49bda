import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_ID, type ApiAnswer } from '@/contract';
import { renderPage } from '@/entry-server';
import { ISLAND_ATTRIBUTE } from '@/lib/islands';
import { forgetToken, keepToken } from '@/lib/session';
import { stubLocation } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { TopBarIsland } from '../layout/top-bar';
import { islands as meetingIslands } from './pages/meeting';
import { startIslands } from './start-islands';

/** Every page store the islands' runtime makes: it makes one only with the data layer (data-frame.ts). */
const storesMade = vi.hoisted(() => ({ count: 0 }));
vi.mock('./data-frame', async (importOriginal) => {
  const real = await importOriginal<typeof import('./data-frame')>();
  return {
    ...real,
    makePageStore: (...args: Parameters<typeof real.makePageStore>) => {
      storesMade.count += 1;
      return real.makePageStore(...args);
    },
  };
});

const meeting = makeMeeting({ _id: 'm42', date: '2099-05-01', capacity: 30, seatsTaken: 4 });
const answers: Record<string, ApiAnswer> = {
  '/api/site': { status: 200, body: siteAnswerFixture() },
  '/api/pages/slug/privacy': {
    status: 200,
    body: {
      message: 'Page fetched successfully',
      page: { _id: 'p1', id: 'p1', title: 'Privacy Notice', slug: 'privacy', body: 'We keep what we need.' },
    },
  },
  '/api/meetings/m42': {
    status: 200,
    body: { message: 'Meeting fetched successfully', meetings: [meeting] },
  },
};

/** `url` as the backend sends it, in the document: its HTML and its islands' data. */
async function serverPage(url: string) {
  window.history.replaceState(null, '', url);
  const page = await renderPage({
    url,
    origin: window.location.origin,
    fetchApi: (path) => Promise.resolve(answers[path] ?? { status: 404, body: { message: 'Not here' } }),
  });
  if (!page || 'redirect' in page) throw new Error(`${url} is drawn on the server`);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.pageData}</script>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

const hydrated = (container: Element) =>
  Object.keys(container).some((key) => key.startsWith('__reactContainer'));

describe("the islands' data layer", () => {
  beforeEach(() => {
    storesMade.count = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetToken();
    document.body.innerHTML = '';
  });

  it('does not come to a page whose islands only show what they were given, until the visitor writes', async () => {
    const root = await serverPage('/pages/privacy');
    keepToken('parent-token');
    const sent = fakeApi({ 'POST /api/logout': { status: 200, body: { message: 'Logged out' } } });
    const { assign } = stubLocation('/pages/privacy');

    startIslands([TopBarIsland]);

    const banner = screen.getByRole('banner');
    const topBar = banner.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    await waitFor(() => expect(topBar && hydrated(topBar)).toBe(true));
    expect(hydrated(root)).toBe(false);
    expect(storesMade.count).toBe(0);

    // The logout brings the data layer, and goes out with the token the visitor had.
    await userEvent.click(await within(banner).findByRole('button', { name: 'LOGOUT' }));

    await waitFor(() =>
      expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/logout']),
    );
    expect(sent[0]?.headers.authorization).toBe('Bearer parent-token');
    expect(storesMade.count).toBe(1);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('comes once to a page with an island that reads, for all its islands', async () => {
    const root = await serverPage('/meetings/m42');
    fakeApi({ 'GET /api/me/registrations': { status: 401, body: { message: 'No token' } } });

    startIslands([TopBarIsland, ...meetingIslands]);

    const containers = [...root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
    await waitFor(() => expect(containers.every(hydrated)).toBe(true));
    expect(storesMade.count).toBe(1);
    expect(screen.getByText('26 seats left')).toBeInTheDocument();
  });
});
