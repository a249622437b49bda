import { screen } from '@testing-library/react';
import type { ContentPage } from '@/contract';
import { fakeApi } from '@/testing/fake-api';
import type { PageData } from '@/testing/render';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { ContentPageRoute } from './content-page';
import { pageReadsApi } from './pages-api';

const privacy: ContentPage = {
  _id: 'p1',
  id: 'p1',
  title: 'Privacy Notice',
  slug: 'privacy',
  body: [
    'We keep **only** what we need.',
    '',
    '# What we keep',
    '',
    '- Your name',
    '- Your e-mail <script>alert(1)</script>',
    '',
    'Questions? [Write to us](/pages/contact).',
  ].join('\n'),
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};

const found = { status: 200, body: { message: 'Page fetched successfully', page: privacy } };

/** What every page the server draws carries: the school's identity. */
const SITE = sitePageData({ settings: { schoolName: 'Westfield School' } });

const renderAt = (route: string, pageData: PageData = {}) =>
  renderWithProviders(<ContentPageRoute />, {
    route,
    path: '/pages/:slug',
    otherRoutes: { '/': <p>home page</p> },
    pageData: { ...SITE, ...pageData },
  });

describe('ContentPageRoute', () => {
  it("shows the page's title as the page heading and its Markdown under it, HTML as plain text", async () => {
    const requests = fakeApi({ 'GET /api/pages/slug/privacy': found });
    const { container } = renderAt('/pages/privacy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/pages/slug/privacy']);
    // The body's '#' heading sits under the page's own title.
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep' })).toBeInTheDocument();
    expect(screen.getByText('only').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your name',
      'Your e-mail <script>alert(1)</script>',
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/pages/contact');
    await vi.waitFor(() => expect(document.title).toMatch(/^Privacy Notice\b.*\bWestfield School$/));
  });

  it('starts from the answer the server drew it with, asking nothing', () => {
    const requests = fakeApi({});
    renderAt('/pages/privacy', {
      privacy: (store) =>
        store.dispatch(
          pageReadsApi.util.upsertQueryEntries([
            { endpointName: 'contentPageBySlug', arg: 'privacy', value: privacy },
          ]),
        ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the not-found screen for an address no page holds', async () => {
    fakeApi({ 'GET /api/pages/slug/nowhere': { status: 404, body: { message: 'No page at this address' } } });
    renderAt('/pages/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await vi.waitFor(() => expect(document.title).toMatch(/^Page not found\b.*\bWestfield School$/));
  });

  it('says the page could not be loaded when the server fails, not that it is missing', async () => {
    fakeApi({ 'GET /api/pages/slug/privacy': { status: 500, body: { message: 'Database is down' } } });
    renderAt('/pages/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Please try again later.',
    );
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
