import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import {
  PageDataCache,
  PageDataProvider,
  SeededPageWatch,
  usePublicQuery,
  type PublicQuery,
} from './page-data';

const notice: PublicQuery<void, string> = {
  url: () => '/api/notice',
  parse: (raw) => String((raw as { text: unknown }).text),
};

/** A list that must show what is on the server whenever it is opened (as the meetings lists do). */
function Notice() {
  const { data } = usePublicQuery(notice, undefined, { maxAgeMs: 0 });
  return (
    <>
      <p>{data ?? 'Loading...'}</p>
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
        {/* The server drew "/" with the seed. */}
        <SeededPageWatch seededPath="/" />
        <Routes>
          <Route path="/" element={<Notice />} />
          <Route path="/elsewhere" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </PageDataProvider>,
  );
}

const seed = { '/api/notice': { status: 200, body: { text: 'Drawn by the server' } } };

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

  it("asks again for the server's answer when the page is opened later in the visit", async () => {
    const requests = fakeApi({ 'GET /api/notice': { status: 200, body: { text: 'A new meeting' } } });
    renderSite(new PageDataCache(seed), '/');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('A new meeting')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/notice']);
  });

  it('asks again when the visitor had moved on before the page came to life', async () => {
    // The server drew "/", but the browser was already elsewhere when React started.
    const requests = fakeApi({ 'GET /api/notice': { status: 200, body: { text: 'A new meeting' } } });
    renderSite(new PageDataCache(seed), '/elsewhere');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('A new meeting')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
