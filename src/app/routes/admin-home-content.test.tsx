import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeContent } from '@/contract';
import { homeContent } from '@/features/home/home-content-queries';
import { errorDialog, successDialog, unsentDialog } from '@/lib/dialogs';
import { installDraftStore, memoryDraftStore } from '@/lib/drafts/draft-store';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, type FakeRequest } from '@/testing/fake-api';
import { homeContentFixture } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminHomeContentRoute } from './admin-home-content';

vi.mock('@/lib/dialogs', () => ({
  successDialog: vi.fn(),
  errorDialog: vi.fn(),
  confirmDialog: vi.fn(),
  unsentDialog: vi.fn(),
}));

const STORED = homeContentFixture({ contactText: 'Write to us any day.' });

/** The server: the stored texts, and a save answered with what it stored. */
function fakeServer(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/site/home': { status: 200, body: { message: 'ok', content: STORED } },
    'PUT /api/site/home': (request) => ({
      status: 200,
      body: { message: 'Home content saved successfully', content: request.body },
    }),
    ...overrides,
  });
}

const group = (name: string) => screen.getByRole('group', { name });
const preview = (of: string) => screen.getByRole('region', { name: `Preview: ${of}` });
const save = () => screen.getByRole('button', { name: 'Save Home Page' });
const sent = (requests: FakeRequest[]) => requests.find((request) => request.method === 'PUT');

/** What a facts preview counts up to: number and label of each counter. */
const factsShown = () =>
  within(preview('facts'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The questions as the apply section's accordion shows them. */
const questionsShown = () =>
  within(preview('apply section'))
    .getAllByRole('button')
    .map((button) => button.textContent);

async function renderRoute() {
  const rendered = renderWithProviders(<AdminHomeContentRoute />);
  await screen.findByRole('group', { name: 'Facts' });
  return rendered;
}

beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  stubMatchMedia();
  // A fresh store: no draft leaks from one test to the next (a restart keeps the one in a test).
  installDraftStore(memoryDraftStore());
  vi.mocked(unsentDialog).mockResolvedValue(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

it('loads the stored texts into one form, each part with its preview', async () => {
  fakeServer();
  await renderRoute();
  expect(screen.getByRole('heading', { level: 1, name: 'Home Page' })).toBeInTheDocument();
  expect(screen.getByLabelText('Apply heading')).toHaveValue('APPLY FOR BACHELOR DEGREE');
  expect(within(group('Card 1')).getByLabelText('Card title')).toHaveValue('Apply For Bachelor Degree');
  expect(within(group('Feature 2')).getByLabelText('Feature icon')).toHaveValue('teachers');
  expect(within(group('Fact 1')).getByLabelText('Fact number')).toHaveValue(94);
  expect(within(group('Fact 1')).getByLabelText('Fact suffix')).toHaveValue('%');
  expect(within(group('Question 1')).getByLabelText('Answer')).toHaveAccessibleDescription(
    'Markdown: **bold**, [link](https://…), lists',
  );
  expect(screen.getByLabelText('Contact text')).toHaveValue('Write to us any day.');

  expect(
    within(preview('apply section')).getByRole('heading', { name: 'APPLY FOR BACHELOR DEGREE' }),
  ).toBeVisible();
  expect(
    within(preview('features'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(STORED.features.map((feature) => feature.title));
  expect(factsShown()).toEqual([
    '94%Succesed Students',
    '126Current Teachers',
    '2345New Students',
    '32Awards',
  ]);
  expect(within(preview('contact section')).getByText('Write to us any day.')).toBeInTheDocument();
});

it('shows the draft in the previews as it is typed', async () => {
  fakeServer();
  const user = userEvent.setup();
  await renderRoute();

  const number = within(group('Fact 2')).getByLabelText('Fact number');
  await user.clear(number);
  await user.type(number, '200');
  await user.selectOptions(within(group('Fact 2')).getByLabelText('Fact suffix'), '+');
  expect(factsShown()[1]).toBe('200+Current Teachers');

  await user.click(screen.getByRole('button', { name: 'Add feature' }));
  await user.type(within(group('Feature 6')).getByLabelText('Feature title'), 'Gym');
  expect(within(preview('features')).getByRole('heading', { name: 'Gym' })).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Contact heading'));
  await user.type(screen.getByLabelText('Contact heading'), 'Visit us');
  expect(within(preview('contact section')).getByRole('heading', { name: 'Visit us' })).toBeInTheDocument();

  // Every fact removed: the preview says the section is hidden.
  for (let left = STORED.facts.length; left > 0; left -= 1) {
    await user.click(screen.getByRole('button', { name: 'Remove fact 1' }));
  }
  expect(preview('facts')).toHaveTextContent('Nothing to show: the section is hidden on the home page.');
  // A long form in jsdom: every keystroke redraws the previews.
}, 15_000);

it('saves the whole content in its new order, says so, and shows it to visitors at once', async () => {
  const requests = fakeServer();
  const user = userEvent.setup();
  const { cache } = await renderRoute();

  const number = within(group('Fact 3')).getByLabelText('Fact number');
  await user.clear(number);
  await user.type(number, '2400');
  await user.click(screen.getByRole('button', { name: 'Move up question 3' }));
  expect(questionsShown()).toEqual([
    'About This Education Template',
    'Please Tell Your Friends',
    'Modern Layout For Every Screen',
    'Share This With Your Colleagues',
  ]);
  await user.click(save());

  await expectDialog(
    successDialog,
    'Home Page Saved Successfully',
    'The home page shows the new texts now.',
    1000,
  );
  const [first, second, third, fourth] = STORED.faq;
  const expected: HomeContent = {
    ...STORED,
    facts: STORED.facts.map((fact, index) => (index === 2 ? { ...fact, value: 2400 } : fact)),
    faq: [first, third, second, fourth].filter((item) => item !== undefined),
  };
  expect(sent(requests)?.url).toBe('/api/site/home');
  expect(sent(requests)?.body).toEqual(expected);
  expect(cache.dataOf(homeContent, undefined)).toEqual(expected);
  // The page stays, with what was saved.
  expect(within(group('Question 2')).getByLabelText('Question')).toHaveValue('Please Tell Your Friends');
}, 15_000);

it('checks the fields as the server does, by the field, and sends nothing until they are right', async () => {
  const requests = fakeServer();
  const user = userEvent.setup();
  await renderRoute();

  await user.clear(within(group('Card 2')).getByLabelText('Card title'));
  const number = within(group('Fact 1')).getByLabelText('Fact number');
  await user.clear(number);
  await user.type(number, '2.5');
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.click(save());

  const title = within(group('Card 2')).getByLabelText('Card title');
  expect(title).toHaveAccessibleDescription('Card title is required');
  expect(title).toHaveFocus();
  expect(number).toHaveAccessibleDescription('Fact number must be a whole number of 0 or more');
  expect(within(group('Question 5')).getByLabelText('Question')).toHaveAccessibleDescription(
    'Question is required',
  );
  expect(sent(requests)).toBeUndefined();

  await user.type(title, 'Apply For a Diploma');
  expect(title).not.toHaveAccessibleDescription('Card title is required');
}, 15_000);

it("shows the server's reason when it refuses, and keeps the draft", async () => {
  fakeServer({
    'PUT /api/site/home': { status: 400, body: { message: 'Questions can have at most 20 items' } },
  });
  const user = userEvent.setup();
  await renderRoute();
  await user.type(screen.getByLabelText('Contact heading'), '!');
  await user.click(save());

  await expectDialog(
    errorDialog,
    'Failed to save Home Page',
    'Try Again',
    1000,
    'Questions can have at most 20 items',
  );
  expect(screen.getByText('Not saved: Questions can have at most 20 items')).toBeInTheDocument();
  expect(screen.getByLabelText('Contact heading')).toHaveValue("Let's get in touch!");
});

it('says when the texts cannot be loaded, and tries again', async () => {
  let fail = true;
  fakeApi({
    'GET /api/site/home': () =>
      fail ? { networkError: 'Network Error' } : { status: 200, body: { message: 'ok', content: STORED } },
  });
  renderWithProviders(<AdminHomeContentRoute />);
  expect(await screen.findByRole('alert')).toHaveTextContent("The home page's texts could not be loaded.");
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Apply heading')).toHaveValue('APPLY FOR BACHELOR DEGREE'),
  );
});

describe('a save that cannot reach the server', () => {
  const UNSENT =
    "Not saved: can't reach localhost:3000 (there is no connection to it). Your changes are kept as a draft.";
  const RESTORED = /^Restored an unsaved draft from \d{1,2}:\d{2}/;

  /** The server, out of reach for the save until `reachable` says otherwise; it keeps what it saved. */
  function offlineServer() {
    const server = { reachable: false, requests: [] as FakeRequest[] };
    let stored: HomeContent = STORED;
    server.requests = fakeServer({
      'GET /api/site/home': () => ({ status: 200, body: { message: 'ok', content: stored } }),
      'PUT /api/site/home': (request) => {
        if (!server.reachable) return { networkError: 'Network Error' };
        stored = request.body as HomeContent;
        return { status: 200, body: { message: 'Home content saved successfully', content: stored } };
      },
    });
    return server;
  }

  /** A new card (an item of a list of objects) and a fact's number typed anew. */
  async function changeContent(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const card = group('Card 3');
    await user.type(within(card).getByLabelText('Card title'), 'Apply For Evening Classes');
    await user.type(within(card).getByLabelText('Card button label'), 'Ask Us');
    const number = within(group('Fact 2')).getByLabelText('Fact number');
    await user.clear(number);
    await user.type(number, '140');
  }

  const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

  it('says why, keeps the texts as a draft that the next opening restores, and Send again saves it and forgets it', async () => {
    const server = offlineServer();
    const user = userEvent.setup();
    const first = await renderRoute();
    await changeContent(user);
    await user.click(save());

    await expectDialog(unsentDialog, 'Failed to save Home Page', UNSENT, 'Send again');
    expect(screen.getByRole('alert')).toHaveTextContent(UNSENT);
    expect(errorDialog).not.toHaveBeenCalled();
    expect(within(group('Card 3')).getByLabelText('Card title')).toHaveValue('Apply For Evening Classes');

    // The app starts again: the form opens with the draft, its lists as they were typed.
    first.unmount();
    await renderRoute();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    const card = group('Card 3');
    expect(within(card).getByLabelText('Card title')).toHaveValue('Apply For Evening Classes');
    expect(within(card).getByLabelText('Card button label')).toHaveValue('Ask Us');
    expect(within(group('Fact 2')).getByLabelText('Fact number')).toHaveValue(140);
    expect(factsShown()).toContain('140Current Teachers');

    server.reachable = true;
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await expectDialog(
      successDialog,
      'Home Page Saved Successfully',
      'The home page shows the new texts now.',
      1000,
    );
    const sent = puts(server.requests);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.body).toMatchObject({
      applyCards: [
        ...STORED.applyCards,
        { title: 'Apply For Evening Classes', text: '', buttonLabel: 'Ask Us' },
      ],
    });
    await waitFor(() => expect(screen.queryByText(RESTORED)).not.toBeInTheDocument());

    // Saved: the next opening shows what is stored, with no draft.
    cleanup();
    await renderRoute();
    expect(within(group('Card 3')).getByLabelText('Card title')).toHaveValue('Apply For Evening Classes');
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
  });

  it("sends again from the popup's Send again", async () => {
    const server = offlineServer();
    vi.mocked(unsentDialog).mockImplementation(() => {
      server.reachable = true;
      return Promise.resolve(true);
    });
    const user = userEvent.setup();
    await renderRoute();
    await changeContent(user);
    await user.click(save());
    await expectDialog(
      successDialog,
      'Home Page Saved Successfully',
      'The home page shows the new texts now.',
      1000,
    );
    expect(puts(server.requests)).toHaveLength(2);
  });

  it('Discard draft puts back the stored texts and the draft does not come back', async () => {
    offlineServer();
    const user = userEvent.setup();
    const first = await renderRoute();
    await changeContent(user);
    await user.click(save());
    await waitFor(() => expect(unsentDialog).toHaveBeenCalled());
    first.unmount();

    await renderRoute();
    await screen.findByText(RESTORED);
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.queryByRole('group', { name: 'Card 3' })).not.toBeInTheDocument();
    expect(within(group('Fact 2')).getByLabelText('Fact number')).toHaveValue(126);
    expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();

    cleanup();
    await renderRoute();
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Restored an unsaved draft/)).not.toBeInTheDocument();
  });
});
