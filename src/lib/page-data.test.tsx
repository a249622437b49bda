import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { loaded } from './http';
import { PageDataCache, PageDataProvider, settle, usePublicQuery, type PublicQuery } from './page-data';

function noticeText(raw: unknown): string {
  if (typeof raw === 'object' && raw !== null && 'text' in raw && typeof raw.text === 'string')
    return raw.text;
  throw new Error('Unexpected answer from the server (text: expected a string)');
}

const notice: PublicQuery<void, string> = { url: () => '/api/notice', check: loaded(noticeText) };

/** A list that must show what is on the server whenever it is opened (as the meetings lists do). */
function Notice({ query = notice }: { query?: PublicQuery<void, string> }) {
  const { data, error } = usePublicQuery(query, undefined, { maxAgeMs: 0 });
  return (
    <>
      <p>{error ? `Error: ${error.message}` : (data ?? 'Loading...')}</p>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function Elsewhere() {
  return <Link to="/">Back</Link>;
}

function renderSite(cache: PageDataCache, route: string) {
  return render(
    <PageDataProvider cache={cache} origin="https://school.example">
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/" element={<Notice />} />
          <Route path="/elsewhere" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </PageDataProvider>,
  );
}

// As the server's HTML carries it: the answer, checked there.
const seed = { '/api/notice': { data: 'Drawn by the server' } };

describe("the page's data", () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('shows what the server drew the page with, without asking again', async () => {
    const requests = fakeApi({ 'GET /api/notice': { status: 200, body: { text: 'Asked again' } } });
    const { unmount } = renderSite(new PageDataCache(seed), '/');
    expect(screen.getByText('Drawn by the server')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(requests).toHaveLength(0);
    unmount();
  });

  it('keeps the answers while the visitor stays on that page, as parts of it mount late', async () => {
    const requests = fakeApi({ 'GET /api/notice': { status: 200, body: { text: 'Asked again' } } });
    const cache = new PageDataCache(seed);
    const { rerender } = renderSite(cache, '/');
    // The same page drawn again (a part that hydrates later, or StrictMode's second mount).
    rerender(<></>);
    renderSite(cache, '/');
    expect(screen.getByText('Drawn by the server')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(requests).toHaveLength(0);
  });

  it('asks for an answer the page was not drawn with', async () => {
    const requests = fakeApi({ 'GET /api/notice': { status: 200, body: { text: 'A new meeting' } } });
    renderSite(new PageDataCache({}), '/');
    expect(await screen.findByText('A new meeting')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/notice']);
  });

  it('says so when an answer it fetches does not match the contract, or its check cannot load', async () => {
    fakeApi({ 'GET /api/notice': { status: 200, body: { text: 42 } } });
    const { unmount } = render(
      <PageDataProvider cache={new PageDataCache()} origin="https://school.example">
        <MemoryRouter>
          <Notice />
        </MemoryRouter>
      </PageDataProvider>,
    );
    expect(
      await screen.findByText('Error: Unexpected answer from the server (text: expected a string)'),
    ).toBeInTheDocument();
    unmount();

    // Offline after the page loaded: the check's chunk cannot be fetched.
    const unreachable: PublicQuery<void, string> = {
      url: () => '/api/notice',
      check: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    render(
      <PageDataProvider cache={new PageDataCache()} origin="https://school.example">
        <MemoryRouter>
          <Notice query={unreachable} />
        </MemoryRouter>
      </PageDataProvider>,
    );
    expect(await screen.findByText('Error: Failed to fetch dynamically imported module')).toBeInTheDocument();
  });
});

describe("the server's answers for a page's HTML", () => {
  it('are checked as the browser would check them, refusals and odd answers as errors', async () => {
    await expect(settle(notice.check, { status: 200, body: { text: 'Open day' } })).resolves.toEqual({
      data: 'Open day',
    });
    await expect(settle(notice.check, { status: 200, body: { text: 42 } })).resolves.toEqual({
      error: {
        status: 0,
        message: 'Unexpected answer from the server (text: expected a string)',
        fromServer: false,
      },
    });
    await expect(
      settle(notice.check, { status: 404, body: { message: 'Meeting not found' } }),
    ).resolves.toEqual({
      error: {
        status: 404,
        message: 'Meeting not found',
        fromServer: true,
        data: { message: 'Meeting not found' },
      },
    });
  });
});
