import { fireEvent, screen, within } from '@testing-library/react';
import { setUpAdminFormTests } from '@/testing/admin-form-setup';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { homeContentFixture } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminHomeContentRoute } from './admin-home-previews';

vi.mock('@/lib/dialogs', () => ({
  successDialog: vi.fn(),
  errorDialog: vi.fn(),
  confirmDialog: vi.fn(),
  unsentDialog: vi.fn(),
}));

// The form itself is tested with the site feature (features/site/admin/home-content-page.test.tsx);
// here, that the home page's own views draw its previews.

const STORED = homeContentFixture();

/** A part of the form, by its legend, and the preview drawn in it. */
const part = (legend: string) => screen.getByRole('group', { name: legend });
const previewIn = (where: HTMLElement, of: string) =>
  within(where).getByRole('region', { name: `Preview: ${of}` });

/** What the facts section counts up to: number and label of each counter. */
const countersIn = (facts: HTMLElement) =>
  within(previewIn(facts, 'facts'))
    .getAllByRole('listitem')
    .map((counter) => counter.textContent);

/** The questions as the apply section's accordion shows them. */
const questionsIn = (apply: HTMLElement) =>
  within(previewIn(apply, 'apply section'))
    .getAllByRole('button')
    .map((button) => button.textContent);

setUpAdminFormTests();
beforeEach(() => {
  stubMatchMedia();
  fakeApi({ 'GET /api/site/home': { status: 200, body: { message: 'ok', content: STORED } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("draws the previews with the home page's own views, as the draft changes", async () => {
  renderWithProviders(<AdminHomeContentRoute />);
  await screen.findByText('Contact section');
  const [apply, features, facts] = [part('Apply section'), part('Features carousel'), part('Facts section')];

  expect(
    within(previewIn(apply, 'apply section')).getByRole('heading', { name: 'APPLY FOR BACHELOR DEGREE' }),
  ).toBeVisible();
  expect(questionsIn(apply)).toEqual(STORED.faq.map((item) => item.question));
  expect(
    within(previewIn(features, 'features'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(STORED.features.map((feature) => feature.title));
  expect(countersIn(facts)).toEqual(['97%Graduates in work', '85Teachers', '1480Students', '12Prizes won']);

  const fact = within(facts).getByRole('group', { name: 'Fact 2' });
  fireEvent.change(within(fact).getByLabelText('Fact number'), { target: { value: '200' } });
  fireEvent.change(within(fact).getByLabelText('Fact suffix'), { target: { value: '+' } });
  expect(countersIn(facts)[1]).toBe('200+Teachers');

  fireEvent.click(within(features).getByRole('button', { name: 'Add feature' }));
  const added = within(features).getByRole('group', { name: 'Feature 6' });
  fireEvent.change(within(added).getByLabelText('Feature title'), { target: { value: 'Gym' } });
  expect(within(previewIn(features, 'features')).getByRole('heading', { name: 'Gym' })).toBeInTheDocument();

  fireEvent.click(within(apply).getByRole('button', { name: 'Move up question 3' }));
  expect(questionsIn(apply)).toEqual([
    'About This Education Template',
    'Please Tell Your Friends',
    'Modern Layout For Every Screen',
    'Share This With Your Colleagues',
  ]);
});
