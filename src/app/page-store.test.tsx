import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaded } from '@/lib/answer-check';
import { asApiError } from '@/lib/api-errors';
import { baseApi } from '@/lib/base-api';
import { recordingReads, shippedPageData } from '@/lib/page-data';
import { keepToken, onSessionExpired } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { makePageStore, makeStore, type AppStore, type RootState } from './store';

function noticeText(raw: unknown): string {
  if (typeof raw === 'object' && raw !== null && 'text' in raw && typeof raw.text === 'string')
    return raw.text;
  throw new Error('Unexpected answer from the server (text: expected a string)');
}

// A resource of this test alone, declared as every resource's reads and writes are.
const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notice: build.query<string, string>({
      query: (id) => ({ url: `/api/notices/${id}`, auth: false, check: loaded(noticeText) }),
      providesTags: (_text, _error, id) => [{ type: 'ContentPage', id }],
    }),
    editNotice: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/notices/${id}`, method: 'PATCH', data: { text: 'Edited' } }),
      invalidatesTags: (_answer, _error, id) => [{ type: 'ContentPage', id }],
    }),
    mine: build.query<string, undefined>({
      query: () => ({ url: '/api/mine', check: loaded(noticeText) }),
    }),
  }),
  overrideExisting: false,
});

function Notice({ id }: { id: string }) {
  const { data, error } = noticeApi.useNoticeQuery(id);
  return <p>{error ? `Error: ${asApiError(error).message}` : (data ?? 'Loading...')}</p>;
}

/** The server's side of a page: the store runs the reads in-process, the island is drawn from it. */
async function serverPage(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const store = makeStore(undefined, {
    fetchApi: (url) => {
      asked.push(url);
      return Promise.resolve(answers[url] ?? { status: 404, body: { message: 'Not here' } });
    },
  });
  await Promise.all(
    ['a', 'b'].map((id) => store.dispatch(noticeApi.endpoints.notice.initiate(id, { subscribe: false }))),
  );
  const read = new Set<string>();
  const state: RootState = store.getState();
  const html = renderToString(
    <Provider store={store} serverState={recordingReads(state, read)}>
      <Notice id="a" />
    </Provider>,
  );
  return { asked, html, shipped: shippedPageData(state.api, read) };
}

function renderIsland(store: AppStore, id = 'a') {
  return render(
    <Provider store={store}>
      <Notice id={id} />
    </Provider>,
  );
}

describe('one data layer, on the server and in the browser', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('draws the page from answers its own API gave in-process, checked as the browser checks them', async () => {
    const { asked, html } = await serverPage({
      '/api/notices/a': { status: 200, body: { text: 'Open day on Saturday' } },
      '/api/notices/b': { status: 200, body: { words: 'not a notice' } },
    });
    expect(asked).toEqual(['/api/notices/a', '/api/notices/b']);
    expect(html).toContain('Open day on Saturday');
  });

  it("ships only what the page's islands read, and the browser shows it without asking again", async () => {
    const { shipped } = await serverPage({
      '/api/notices/a': { status: 200, body: { text: 'Open day on Saturday' } },
      '/api/notices/b': { status: 200, body: { text: 'Not on this island' } },
    });
    expect(Object.values(shipped.queries).map((entry) => entry?.originalArgs)).toEqual(['a']);
    const requests = fakeApi({});
    renderIsland(makePageStore(JSON.parse(JSON.stringify(shipped)) as typeof shipped));
    expect(screen.getByText('Open day on Saturday')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(requests).toEqual([]);
  });

  it('reads a shipped answer again when a write changes what it shows (the tags travel with it)', async () => {
    const { shipped } = await serverPage({ '/api/notices/a': { status: 200, body: { text: 'Before' } } });
    let edited = false;
    fakeApi({
      'PATCH /api/notices/a': () => {
        edited = true;
        return { status: 200, body: {} };
      },
      'GET /api/notices/a': () => ({ status: 200, body: { text: edited ? 'After' : 'Before' } }),
    });
    const store = makePageStore(shipped);
    renderIsland(store);
    expect(screen.getByText('Before')).toBeInTheDocument();
    await act(() => store.dispatch(noticeApi.endpoints.editNotice.initiate('a')));
    expect(await screen.findByText('After')).toBeInTheDocument();
  });

  it("keeps the page's answers through a change of login, so a later island still meets the HTML", async () => {
    const { shipped } = await serverPage({ '/api/notices/a': { status: 200, body: { text: 'For anyone' } } });
    const store = makePageStore(shipped);
    keepToken('someone');
    expect(noticeApi.endpoints.notice.select('a')(store.getState()).data).toBe('For anyone');
  });

  it('says so when an answer does not match the contract', async () => {
    fakeApi({ 'GET /api/notices/c': { status: 200, body: { words: 'not a notice' } } });
    renderIsland(makeStore(), 'c');
    expect(
      await screen.findByText('Error: Unexpected answer from the server (text: expected a string)'),
    ).toBeInTheDocument();
  });

  it('sends the stored token on its calls (not on public reads) and ends the session when it is refused', async () => {
    keepToken('tok-1');
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    const requests = fakeApi({
      'GET /api/notices/a': { status: 401, body: { message: 'Not for you' } },
      'GET /api/mine': { status: 401, body: { message: 'Token expired' } },
    });
    const store = makeStore();
    await store.dispatch(noticeApi.endpoints.notice.initiate('a'));
    expect(ended).not.toHaveBeenCalled();
    await store.dispatch(noticeApi.endpoints.mine.initiate(undefined));
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    // By address: a store of an earlier test may read /api/mine again once the session changed.
    const sent = (url: string) =>
      requests.filter((request) => request.url === url).map((r) => r.headers.authorization);
    expect(sent('/api/notices/a')).toEqual([undefined]);
    expect(new Set(sent('/api/mine'))).toEqual(new Set(['Bearer tok-1']));
    stop();
  });
});
