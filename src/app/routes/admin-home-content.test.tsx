import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeContent } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { setUpAdminFormTests } from '@/testing/admin-form-setup';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, fakeApiWithOutage, type FakeRequest } from '@/testing/fake-api';
import { homeContentFixture } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { describeUnsentSave } from '@/testing/single-record-drafts';
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
  let stored: HomeContent = STORED;
  return fakeApiWithOutage({
    'GET /api/site/home': () => ({ status: 200, body: { message: 'ok', content: stored } }),
    'PUT /api/site/home': (request) => {
      stored = request.body as HomeContent;
      return { status: 200, body: { message: 'Home content saved successfully', content: stored } };
    },
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

setUpAdminFormTests();
beforeEach(() => {
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads the stored texts into one form, each part with its preview', async () => {
  fakeServer();
  await renderRoute();
  expect(screen.getByRole('heading', { level: 1, name: 'Home Page' })).toBeInTheDocument();
  expect(screen.getByLabelText('Apply heading')).toHaveValue('APPLY FOR BACHELOR DEGREE');
  expect(within(group('Card 1')).getByLabelText('Card title')).toHaveValue('Apply For Bachelor Degree');
  expect(within(group('Feature 2')).getByLabelText('Feature icon')).toHaveValue('teachers');
  expect(within(group('Fact 1')).getByLabelText('Fact number')).toHaveValue(97);
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
  expect(factsShown()).toEqual(['97%Graduates in work', '85Teachers', '1480Students', '12Prizes won']);
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
  expect(factsShown()[1]).toBe('200+Teachers');

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
});

it('saves the whole content in its new order, says so, and keeps showing what was saved', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  await renderRoute();

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
  // The page stays, with what was saved.
  expect(within(group('Question 2')).getByLabelText('Question')).toHaveValue('Please Tell Your Friends');
});

it('checks the fields as the server does, by the field, and sends nothing until they are right', async () => {
  const { requests } = fakeServer();
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

  // Pasted: typing each letter redraws the whole form and its previews, and says nothing more here.
  await user.click(title);
  await user.paste('Apply For a Diploma');
  expect(title).not.toHaveAccessibleDescription('Card title is required');
});

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

describeUnsentSave({
  what: 'texts',
  saveLabel: 'Save Home Page',
  failureTitle: 'Failed to save Home Page',
  success: ['Home Page Saved Successfully', 'The home page shows the new texts now.'],
  server: fakeServer,
  render: renderRoute,
  // A new card (an item of a list of objects), its texts pasted, and a fact's number typed anew.
  change: async (user) => {
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const card = group('Card 3');
    await user.click(within(card).getByLabelText('Card title'));
    await user.paste('Apply For Evening Classes');
    await user.click(within(card).getByLabelText('Card button label'));
    await user.paste('Ask Us');
    const number = within(group('Fact 2')).getByLabelText('Fact number');
    await user.clear(number);
    await user.type(number, '140');
  },
  expectChanged: () => {
    const card = group('Card 3');
    expect(within(card).getByLabelText('Card title')).toHaveValue('Apply For Evening Classes');
    expect(within(card).getByLabelText('Card button label')).toHaveValue('Ask Us');
    expect(within(group('Fact 2')).getByLabelText('Fact number')).toHaveValue(140);
  },
  expectRestored: () => {
    expect(factsShown()).toContain('140Teachers');
  },
  expectStored: () => {
    expect(screen.queryByRole('group', { name: 'Card 3' })).not.toBeInTheDocument();
    expect(within(group('Fact 2')).getByLabelText('Fact number')).toHaveValue(85);
  },
  sent: {
    applyCards: [
      ...STORED.applyCards,
      { title: 'Apply For Evening Classes', text: '', buttonLabel: 'Ask Us' },
    ],
  },
  textField: 'Contact heading',
});
