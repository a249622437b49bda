import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeContent } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { setUpAdminFormTests } from '@/testing/admin-form-setup';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, fakeApiWithOutage, type FakeRequest } from '@/testing/fake-api';
import { homeContentFixture } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { describeUnsentSave } from '@/testing/single-record-drafts';
import { HomeContentPage } from './home-content-page';
import type { HomePreviews } from './home-content-previews';

vi.mock('@/lib/dialogs', () => ({
  successDialog: vi.fn(),
  errorDialog: vi.fn(),
  confirmDialog: vi.fn(),
  unsentDialog: vi.fn(),
}));

const STORED = homeContentFixture({ contactText: 'Write to us any day.' });

/**
 * Previews as plain lists of what each is handed: the page's part is to hand them the draft (the
 * home page's own views drawing it are the app's, app/routes/admin-home-previews.test.tsx).
 */
const PREVIEWS: HomePreviews = {
  applySection: (content) => (
    <>
      <h2>{content.applyHeading}</h2>
      <ol aria-label="Questions shown">
        {content.faq.map((item, index) => (
          <li key={index}>{item.question}</li>
        ))}
      </ol>
    </>
  ),
  featuresCarousel: (content) => (
    <ul>
      {content.features.map((feature, index) => (
        <li key={index}>{feature.title}</li>
      ))}
    </ul>
  ),
  facts: (content) => (
    <ul>
      {content.facts.map((fact, index) => (
        <li key={index}>
          {fact.value}
          {fact.suffix}
          {fact.label}
        </li>
      ))}
    </ul>
  ),
};

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

// The form is long: a role query over all of it, once it has changed, takes half a second or more
// (within one of its parts, a tenth of that). Queries look inside a part (or one item of a list),
// and what only a whole-page query finds (the parts, Save) is found once, and again only when the
// page has drawn it anew.
const found = new Map<string, HTMLElement>();
function onPage(key: string, find: () => HTMLElement): HTMLElement {
  const known = found.get(key);
  if (known?.isConnected) return known;
  const element = find();
  found.set(key, element);
  return element;
}
type Part = 'Apply section' | 'Features carousel' | 'Facts section' | 'Contact section';
/** A part of the form, by its legend. */
const part = (legend: Part) => onPage(legend, () => screen.getByRole('group', { name: legend }));
/** An item of a list in `legend`'s part: 'Card 2', 'Fact 1'. */
const item = (legend: Part, name: string) => within(part(legend)).getByRole('group', { name });
const card = (n: number) => item('Apply section', `Card ${n}`);
const question = (n: number) => item('Apply section', `Question ${n}`);
const fact = (n: number) => item('Facts section', `Fact ${n}`);
const field = (where: HTMLElement, label: string) => within(where).getByLabelText(label);
const contactField = (label: string) => field(part('Contact section'), label);

/** Each preview, by its name, and the part it is drawn in. */
const PREVIEW_PARTS = {
  'apply section': 'Apply section',
  features: 'Features carousel',
  facts: 'Facts section',
  'contact section': 'Contact section',
} as const satisfies Record<string, Part>;
type PreviewOf = keyof typeof PREVIEW_PARTS;
const preview = (of: PreviewOf) =>
  within(part(PREVIEW_PARTS[of])).getByRole('region', { name: `Preview: ${of}` });
const shown = (of: PreviewOf) =>
  within(preview(of))
    .getAllByRole('listitem')
    .map((listItem) => listItem.textContent);
const save = () => onPage('save', () => screen.getByRole('button', { name: 'Save Home Page' }));
const sent = (requests: FakeRequest[]) => requests.find((request) => request.method === 'PUT');

/** A field's new value, put in at once (typing letter by letter is not what these tests are about). */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/**
 * Shows the page and waits for its form: for a text, as polling a role query over the whole long
 * form while it loads costs more than the rest of a test.
 */
async function renderPage() {
  const rendered = renderWithProviders(<HomeContentPage previews={PREVIEWS} />);
  await screen.findByText('Contact section');
  return rendered;
}

setUpAdminFormTests();

it('loads the stored texts into one form, each part with its preview', async () => {
  fakeServer();
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Home Page' })).toBeInTheDocument();
  expect(field(part('Apply section'), 'Apply heading')).toHaveValue('APPLY FOR BACHELOR DEGREE');
  expect(field(card(1), 'Card title')).toHaveValue('Apply For Bachelor Degree');
  expect(field(item('Features carousel', 'Feature 2'), 'Feature icon')).toHaveValue('teachers');
  expect(field(fact(1), 'Fact number')).toHaveValue(97);
  expect(field(fact(1), 'Fact suffix')).toHaveValue('%');
  expect(field(question(1), 'Answer')).toHaveAccessibleDescription(
    'Markdown: **bold**, [link](https://…), lists',
  );
  expect(contactField('Contact text')).toHaveValue('Write to us any day.');

  expect(
    within(preview('apply section')).getByRole('heading', { name: 'APPLY FOR BACHELOR DEGREE' }),
  ).toBeVisible();
  expect(shown('features')).toEqual(STORED.features.map((feature) => feature.title));
  expect(shown('facts')).toEqual(['97%Graduates in work', '85Teachers', '1480Students', '12Prizes won']);
  expect(within(preview('contact section')).getByText('Write to us any day.')).toBeInTheDocument();
});

it('shows the draft in the previews as it is typed', async () => {
  fakeServer();
  await renderPage();

  enter(field(fact(2), 'Fact number'), '200');
  fireEvent.change(field(fact(2), 'Fact suffix'), { target: { value: '+' } });
  expect(shown('facts')[1]).toBe('200+Teachers');
  // A number not yet valid counts as 0 on the home page.
  enter(field(fact(2), 'Fact number'), '');
  expect(shown('facts')[1]).toBe('0+Teachers');

  fireEvent.click(within(part('Features carousel')).getByRole('button', { name: 'Add feature' }));
  enter(field(item('Features carousel', 'Feature 6'), 'Feature title'), 'Gym');
  expect(shown('features')).toContain('Gym');

  enter(contactField('Contact heading'), 'Visit us');
  expect(within(preview('contact section')).getByRole('heading', { name: 'Visit us' })).toBeInTheDocument();
  enter(contactField('Contact heading'), '');
  enter(contactField('Contact text'), '');
  expect(preview('contact section')).toHaveTextContent(
    'No heading and no text: the contact form shows alone.',
  );

  // Every fact removed: the preview says the section is hidden.
  const facts = part('Facts section');
  for (let left = STORED.facts.length; left > 0; left -= 1) {
    fireEvent.click(within(facts).getByRole('button', { name: 'Remove fact 1' }));
  }
  expect(preview('facts')).toHaveTextContent('Nothing to show: the section is hidden on the home page.');
});

it('saves the whole content in its new order, says so, and keeps showing what was saved', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  await renderPage();

  enter(field(fact(3), 'Fact number'), '2400');
  await user.click(within(part('Apply section')).getByRole('button', { name: 'Move up question 3' }));
  expect(shown('apply section')).toEqual([
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
    facts: STORED.facts.map((stored, index) => (index === 2 ? { ...stored, value: 2400 } : stored)),
    faq: [first, third, second, fourth].filter((faq) => faq !== undefined),
  };
  expect(sent(requests)?.url).toBe('/api/site/home');
  expect(sent(requests)?.body).toEqual(expected);
  // The page stays, with what was saved.
  expect(field(question(2), 'Question')).toHaveValue('Please Tell Your Friends');
  expect(field(fact(3), 'Fact number')).toHaveValue(2400);
});

it('checks the fields as the server does, by the field, and sends nothing until they are right', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  await renderPage();

  enter(field(card(2), 'Card title'), '');
  enter(field(fact(1), 'Fact number'), '2.5');
  await user.click(within(part('Apply section')).getByRole('button', { name: 'Add question' }));
  await user.click(save());

  const title = field(card(2), 'Card title');
  expect(title).toHaveAccessibleDescription('Card title is required');
  expect(title).toHaveFocus();
  expect(field(fact(1), 'Fact number')).toHaveAccessibleDescription(
    'Fact number must be a whole number of 0 or more',
  );
  expect(field(question(5), 'Question')).toHaveAccessibleDescription('Question is required');
  expect(sent(requests)).toBeUndefined();

  // Put right: the field's message goes.
  enter(title, 'Apply For a Diploma');
  expect(title).not.toHaveAccessibleDescription('Card title is required');
});

it("shows the server's reason when it refuses, and keeps the draft", async () => {
  fakeServer({
    'PUT /api/site/home': { status: 400, body: { message: 'Questions can have at most 20 items' } },
  });
  const user = userEvent.setup();
  await renderPage();
  enter(contactField('Contact heading'), "Let's get in touch!");
  await user.click(save());

  await expectDialog(
    errorDialog,
    'Failed to save Home Page',
    'Try Again',
    1000,
    'Questions can have at most 20 items',
  );
  expect(screen.getByText('Not saved: Questions can have at most 20 items')).toBeInTheDocument();
  expect(contactField('Contact heading')).toHaveValue("Let's get in touch!");
});

it('says when the texts cannot be loaded, and tries again', async () => {
  let fail = true;
  fakeApi({
    'GET /api/site/home': () =>
      fail ? { networkError: 'Network Error' } : { status: 200, body: { message: 'ok', content: STORED } },
  });
  renderWithProviders(<HomeContentPage previews={PREVIEWS} />);
  expect(await screen.findByRole('alert')).toHaveTextContent("The home page's texts could not be loaded.");
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(field(part('Apply section'), 'Apply heading')).toHaveValue('APPLY FOR BACHELOR DEGREE'),
  );
});

describeUnsentSave({
  what: 'texts',
  saveLabel: 'Save Home Page',
  failureTitle: 'Failed to save Home Page',
  success: ['Home Page Saved Successfully', 'The home page shows the new texts now.'],
  server: fakeServer,
  render: renderPage,
  // A new card (an item of a list of objects), its texts, and a fact's number anew.
  change: async (user) => {
    await user.click(within(part('Apply section')).getByRole('button', { name: 'Add card' }));
    const added = card(3);
    enter(field(added, 'Card title'), 'Apply For Evening Classes');
    enter(field(added, 'Card button label'), 'Ask Us');
    enter(field(fact(2), 'Fact number'), '140');
  },
  expectChanged: () => {
    const added = card(3);
    expect(field(added, 'Card title')).toHaveValue('Apply For Evening Classes');
    expect(field(added, 'Card button label')).toHaveValue('Ask Us');
    expect(field(fact(2), 'Fact number')).toHaveValue(140);
  },
  expectRestored: () => {
    expect(shown('facts')).toContain('140Teachers');
  },
  expectStored: () => {
    expect(within(part('Apply section')).queryByRole('group', { name: 'Card 3' })).not.toBeInTheDocument();
    expect(field(fact(2), 'Fact number')).toHaveValue(85);
  },
  sent: {
    applyCards: [
      ...STORED.applyCards,
      { title: 'Apply For Evening Classes', text: '', buttonLabel: 'Ask Us' },
    ],
  },
  textField: 'Contact heading',
});
