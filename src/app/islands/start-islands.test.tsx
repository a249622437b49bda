import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_DATA_ID, SITE_URL_ATTRIBUTE, type ApiAnswer } from '@/contract';
import { renderPage } from '@/entry-server';
import { holdEarlyInput } from '@/lib/early-input';
import { ISLAND_ATTRIBUTE, lazyIsland } from '@/lib/islands';
import { forgetToken, keepToken, SESSION_EXPIRED_NOTICE, sessionEndedNotice } from '@/lib/session';
import { stubLocation } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { TopBarIsland } from '../layout/top-bar';
import { islands as forgotPasswordIslands } from './pages/forgot-password';
import { islands as meetingIslands } from './pages/meeting';
import { startIslands } from './start-islands';

/** PUBLIC_URL: not the address this test's browser is at (window.location). */
const SITE = 'https://www.school.example';
const meeting = makeMeeting({
  _id: 'm42',
  title: 'Science Fair',
  description: 'Projects from every class, judged by the parents.',
  date: '2099-05-01',
  capacity: 30,
  seatsTaken: 4,
});
const answers: Record<string, ApiAnswer> = {
  '/api/site': { status: 200, body: siteAnswerFixture() },
  '/api/meetings/m42': {
    status: 200,
    body: { message: 'Meeting fetched successfully', meetings: [meeting] },
  },
};

/** The meeting's page as the backend sends it: the server's HTML, with its islands' data (page-shell.ts). */
async function serverPage(url = '/meetings/m42') {
  window.history.replaceState(null, '', url);
  const page = await renderPage({
    url,
    origin: SITE,
    fetchApi: (url) => Promise.resolve(answers[url] ?? { status: 404, body: {} }),
  });
  if (!page || 'redirect' in page) throw new Error('the meeting page is drawn on the server');
  document.body.innerHTML = `<div id="root" ${SITE_URL_ATTRIBUTE}="${SITE}">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.pageData}</script>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return { page, root };
}

const hydrated = (container: Element) =>
  Object.keys(container).some((key) => key.startsWith('__reactContainer'));

describe("a server-drawn page's islands", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    forgetToken();
    document.body.innerHTML = '';
    window.heldEarlyInput = undefined;
  });

  it('carries only the answers its islands read, and its islands, each as drawn', async () => {
    const { page } = await serverPage();
    // The top bar and the booking are given what they show; the meeting's text is in the HTML only.
    const shipped = JSON.parse(page.pageData) as { queries: object };
    expect(Object.keys(shipped.queries)).toEqual([]);
    const names = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((element) =>
      element.getAttribute(ISLAND_ATTRIBUTE),
    );
    expect(names).toEqual(['top-bar', 'meeting-booking']);
    expect(page.islands).toBe('meeting');
    // The booking island as drawn: the seats it shows.
    expect(screen.getByText('26 seats left')).toBeInTheDocument();
  });

  it('brings them to life without a mismatch or a fetch, leaving the rest as the server sent it', async () => {
    const { root } = await serverPage();
    const requests = fakeApi({ 'GET /api/me/registrations': { status: 401, body: { message: 'No token' } } });
    const errors = vi.spyOn(console, 'error');
    const description = screen.getByText(meeting.description);

    startIslands([TopBarIsland, ...meetingIslands]);

    const containers = [...root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
    await waitFor(() => expect(containers.every(hydrated)).toBe(true));
    // The meeting's text is the very element the server sent: nothing drew it again.
    expect(screen.getByText(meeting.description)).toBe(description);
    expect(hydrated(root)).toBe(false);
    // The share links keep PUBLIC_URL's address, whatever address the browser is at.
    expect(window.location.origin).not.toBe(SITE);
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${SITE}/meetings/m42`)}`,
    );
    // A visitor who is not logged in: no island asked for anything, the page holds what they show.
    expect(requests).toEqual([]);
    const reported = errors.mock.calls.flat().map(String).join('\n');
    expect(reported).not.toMatch(/hydrat|did not match/i);
  });

  it('sends a visitor whose login the server ended to log in, and back to this page', async () => {
    const { root } = await serverPage();
    keepToken('old-token');
    fakeApi({ 'GET /api/me/registrations': { status: 401, body: { message: 'Session expired' } } });
    const { assign } = stubLocation('/meetings/m42');

    startIslands([TopBarIsland, ...meetingIslands]);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?next=%2Fmeetings%2Fm42'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(sessionEndedNotice()).toBe(SESSION_EXPIRED_NOTICE);
    expect(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).toHaveLength(2);
  });

  it('replays what the visitor pressed in an island before it came to life', async () => {
    const { root } = await serverPage();
    fakeApi({});
    window.heldEarlyInput = holdEarlyInput(root);
    const banner = screen.getByRole('banner');
    within(banner).getByRole('button', { name: 'Open menu' }).click();
    expect(within(banner).queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();

    startIslands([TopBarIsland]);

    expect(await within(banner).findByRole('navigation', { name: 'Main (mobile)' })).toBeInTheDocument();
  });

  it('brings an island whose code comes later to life once it came, and tries again after a failed fetch', async () => {
    const { root } = await serverPage('/forgot-password');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = root.querySelector(`[${ISLAND_ATTRIBUTE}="forgot-password"]`);
    if (!container) throw new Error('the page has no forgot-password island');
    const form = screen.getByRole('heading', { name: 'Forgot Password' });

    startIslands([TopBarIsland, lazyIsland('forgot-password', () => Promise.reject(new Error('offline')))]);
    await waitFor(() => expect(errors).toHaveBeenCalledWith(new Error('offline')));
    expect(hydrated(container)).toBe(false);
    // The server's HTML stands meanwhile.
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBe(form);

    startIslands(forgotPasswordIslands);
    await waitFor(() => expect(hydrated(container)).toBe(true));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBe(form);
    const reported = errors.mock.calls.flat().map(String).join('\n');
    expect(reported).not.toMatch(/hydrat|did not match/i);
  });
});
