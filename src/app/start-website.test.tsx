import { screen } from '@testing-library/react';
import { PAGE_DATA_ID, SITE_URL_ATTRIBUTE, type ApiAnswer } from '@/contract';
import { renderPage } from '@/entry-server';
import { fakeApi } from '@/testing/fake-api';
import { makeMeeting } from '@/testing/meeting-fixtures';
import { siteAnswerFixture } from '@/testing/site-fixtures';
import { startWebsite } from './start-website';

/** PUBLIC_URL: not the address this test's browser is at (window.location). */
const SITE = 'https://www.school.example';
const meeting = makeMeeting({ _id: 'm42', title: 'Science Fair' });
const answers: Record<string, ApiAnswer> = {
  '/api/site': { status: 200, body: siteAnswerFixture() },
  '/api/meetings/m42': {
    status: 200,
    body: { message: 'Meeting fetched successfully', meetings: [meeting] },
  },
};

describe('startWebsite', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('takes over a page the server drew at PUBLIC_URL with the same share links, whatever address the browser is at', async () => {
    expect(window.location.origin).not.toBe(SITE);
    window.history.replaceState(null, '', '/meetings/m42');
    fakeApi({});
    const page = await renderPage({
      url: '/meetings/m42',
      origin: SITE,
      fetchApi: (url) => Promise.resolve(answers[url] ?? { status: 404, body: {} }),
    });
    if (!page) throw new Error('the meeting page is drawn on the server');
    // As the backend's page shell writes it (server/modules/website/page-shell.ts).
    document.body.innerHTML = `<div id="root" ${SITE_URL_ATTRIBUTE}="${SITE}">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.pageData}</script>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    const errors = vi.spyOn(console, 'error');

    await new Promise<void>((resolve) => void startWebsite(root, resolve));

    const shared = encodeURIComponent(`${SITE}/meetings/m42`);
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${shared}`,
    );
    // Hydration found the share links as the browser draws them: no mismatch reported for them.
    // (React's report lists the attributes that differ; the top bar's menu ids are another matter.)
    const reported = errors.mock.calls.flat().map(String).join('\n');
    expect(reported).not.toContain('href=');
  });
});
