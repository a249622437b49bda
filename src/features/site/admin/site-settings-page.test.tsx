import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings, SiteSettingsInput } from '@/contract';
import { errorDialog, successDialog } from '@/lib/dialogs';
import { siteIdentityApi, useSiteIdentity } from '@/lib/site-identity';
import { setUpAdminFormTests } from '@/testing/admin-form-setup';
import { stubObjectUrls } from '@/testing/browser-stubs';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, fakeApiWithOutage, type FakeRequest } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { describeUnsentSave } from '@/testing/single-record-drafts';
import { siteAnswerFixture, sitePageData, siteSettingsFixture } from '@/testing/site-fixtures';
import { SiteSettingsPage } from './site-settings-page';

vi.mock('@/lib/dialogs', () => ({
  successDialog: vi.fn(),
  errorDialog: vi.fn(),
  confirmDialog: vi.fn(),
  unsentDialog: vi.fn(),
}));

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const STORED = siteSettingsFixture({
  schoolName: 'Riverside Academy',
  contact: { address: '1 River Rd', phone: '', email: 'office@riverside.org', openingHours: '', website: '' },
  social: {
    facebook: 'https://facebook.com/riverside',
    twitter: '',
    linkedin: '',
    instagram: '',
    youtube: '',
  },
  footerLinks: [{ label: 'Alumni', url: 'https://alumni.riverside.org' }],
  currency: 'EUR',
  logo: LOGO,
});
const PAGES = [{ title: 'Privacy notice', slug: 'privacy' }];

/** What the top bar shows: the school's name from the visitors' cache. */
function TopBarName() {
  return <p data-testid="top-bar">{useSiteIdentity().settings.schoolName}</p>;
}

function renderPage() {
  // The visitors' cache starts with the stored settings, as the website's page would.
  return renderWithProviders(
    <>
      <SiteSettingsPage />
      <TopBarName />
    </>,
    { pageData: sitePageData({ settings: STORED, pages: PAGES }) },
  );
}

/** The server: the stored settings, and every write answered with the settings it stored. */
function fakeServer(overrides: Parameters<typeof fakeApi>[0] = {}) {
  let stored: SiteSettings = STORED;
  const answer = (settings: SiteSettings) => ({ status: 200, body: { message: 'Saved', settings } });
  return fakeApiWithOutage({
    'GET /api/site': () => ({ status: 200, body: siteAnswerFixture({ settings: stored, pages: PAGES }) }),
    'PUT /api/site/settings': (request) => {
      stored = { ...stored, ...(request.body as SiteSettingsInput), updatedAt: '2026-05-01T10:00:00.000Z' };
      return answer(stored);
    },
    'DELETE /api/site/logo': () => answer((stored = { ...stored, logo: '' })),
    'POST /api/site/logo': () => answer((stored = { ...stored, logo: '/uploads/new-logo.webp' })),
    ...overrides,
  });
}

const calls = (requests: FakeRequest[]) => requests.map((request) => `${request.method} ${request.url}`);
const save = () => screen.getByRole('button', { name: 'Save Settings' });

setUpAdminFormTests();
let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});
afterEach(() => {
  urls.restore();
});

it('loads the stored settings into their sections', async () => {
  fakeServer();
  renderPage();
  expect(await screen.findByLabelText('School name')).toHaveValue('Riverside Academy');
  expect(screen.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
  const contact = screen.getByRole('group', { name: 'Contact details' });
  expect(within(contact).getByLabelText('E-mail')).toHaveValue('office@riverside.org');
  expect(within(contact).getByLabelText('Address')).toHaveValue('1 River Rd');
  expect(screen.getByLabelText('Facebook')).toHaveValue('https://facebook.com/riverside');
  expect(screen.getByLabelText('Link address')).toHaveValue('https://alumni.riverside.org');
  expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
  // The currency chosen, with a price as the website will show it.
  expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(
    'Every price shows in it, e.g. €12.50',
  );
  await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
  expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(
    'Every price shows in it, e.g. £12.50',
  );
});

it('says by the field what is wrong with an e-mail and an http:// social link, and sends nothing', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  renderPage();
  const email = await screen.findByLabelText('E-mail');
  await user.clear(email);
  await user.type(email, 'office@riverside');
  const facebook = screen.getByLabelText('Facebook');
  await user.clear(facebook);
  await user.type(facebook, 'http://facebook.com/riverside');
  await user.tab();

  expect(email).toBeInvalid();
  expect(email).toHaveAccessibleDescription('E-mail must be an e-mail address, like office@school.org');
  expect(facebook).toHaveAccessibleDescription('Facebook must be an https:// address');

  await user.click(save());
  expect(email).toHaveFocus();
  expect(screen.getByText('Some fields need your attention: see the messages above.')).toBeInTheDocument();
  expect(calls(requests)).toEqual(['GET /api/site']);

  // Put right, the messages go.
  await user.clear(facebook);
  await user.paste('https://facebook.com/riverside');
  expect(screen.queryByText('Facebook must be an https:// address')).not.toBeInTheDocument();
});

it('keeps the audit log as many days as chosen, within its bounds, explained by the field', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  renderPage();
  const days = await screen.findByLabelText('Keep the audit log for (days)');
  expect(days).toHaveValue(365);
  expect(screen.getByRole('group', { name: 'Audit log' })).toHaveTextContent(
    /Entries older than this many days are removed automatically/,
  );
  await user.clear(days);
  await user.type(days, '10');
  await user.click(save());
  expect(
    screen.getByText('Keep the audit log for (days) must be a whole number of 30 or more'),
  ).toBeInTheDocument();
  expect(calls(requests)).toEqual(['GET /api/site']);

  await user.clear(days);
  await user.type(days, '90');
  await user.click(save());
  await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
  expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
    auditRetentionDays: 90,
  });
});

it('hides the home sections unticked, every one ticked to begin with', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  renderPage();
  const group = await screen.findByRole('group', { name: 'Home page sections' });
  const boxes = within(group).getAllByRole('checkbox');
  expect(boxes).toHaveLength(7);
  for (const box of boxes) expect(box).toBeChecked();
  await user.click(within(group).getByRole('checkbox', { name: 'Courses' }));
  await user.click(within(group).getByRole('checkbox', { name: 'Questions and answers' }));
  expect(within(group).getByRole('checkbox', { name: 'Courses' })).not.toBeChecked();
  await user.click(save());
  await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
  expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
    homeSections: {
      apply: true,
      faq: false,
      features: true,
      meetings: true,
      courses: false,
      facts: true,
      contact: true,
    },
  });
});

it('asks for the school name and a footer link its label', async () => {
  fakeServer();
  const user = userEvent.setup();
  renderPage();
  await user.clear(await screen.findByLabelText('School name'));
  await user.click(screen.getByRole('button', { name: 'Add footer link' }));
  await user.click(save());
  expect(screen.getByText('School name is required')).toBeInTheDocument();
  const second = screen.getByRole('group', { name: 'Footer link 2' });
  expect(within(second).getByText('Link label is required')).toBeInTheDocument();
  expect(within(second).getByText('Link address is required')).toBeInTheDocument();
  expect(screen.getByLabelText('School name')).toHaveFocus();
});

it('saves every setting, says so, stays on the page and shows the new name at once', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  renderPage();
  const name = await screen.findByLabelText('School name');
  expect(screen.getByTestId('top-bar')).toHaveTextContent('Riverside Academy');
  await user.clear(name);
  await user.type(name, 'Hillside College');
  await user.type(screen.getByLabelText('Hero title'), '!');
  await user.selectOptions(screen.getByLabelText('Phone number at sign-up'), 'Asked, but optional');
  await user.click(save());

  await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
  const put = requests.find((request) => request.method === 'PUT');
  expect(put?.url).toBe('/api/site/settings');
  expect(put?.body).toEqual({
    schoolName: 'Hillside College',
    contact: STORED.contact,
    social: STORED.social,
    footerText: '',
    footerLinks: STORED.footerLinks,
    hero: { ...STORED.hero, title: `${STORED.hero.title}!` },
    currency: 'EUR',
    phoneAtSignUp: 'optional',
    auditRetentionDays: STORED.auditRetentionDays,
    homeSections: STORED.homeSections,
    menu: STORED.menu,
    primaryColor: STORED.primaryColor,
    accentColor: STORED.accentColor,
    language: STORED.language,
    languages: STORED.languages,
    timeZone: STORED.timeZone,
    dateStyle: STORED.dateStyle,
  });
  // The visitors' cache has the answer: the top bar changed without asking the server again.
  await waitFor(() => expect(screen.getByTestId('top-bar')).toHaveTextContent('Hillside College'));
  expect(screen.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
  expect(screen.getByLabelText('School name')).toHaveValue('Hillside College');
  // A logo left alone is neither sent nor removed.
  expect(calls(requests)).toEqual(['GET /api/site', 'PUT /api/site/settings']);
});

it('removes the logo with DELETE when asked to, once the settings are saved', async () => {
  const { requests } = fakeServer();
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Remove the current image' }));
  expect(screen.getByText('No image once saved')).toBeInTheDocument();
  await user.click(save());

  await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
  expect(calls(requests)).toEqual(['GET /api/site', 'PUT /api/site/settings', 'DELETE /api/site/logo']);
  expect(await screen.findByText('No image')).toBeInTheDocument();
  expect(siteIdentityApi.endpoints.getSite.select(undefined)(store.getState()).data).toMatchObject({
    settings: { logo: '' },
    pages: PAGES,
  });
});

it('uploads a chosen logo as the multipart part `logo`', async () => {
  let upload: FakeRequest | undefined;
  const { requests } = fakeServer({
    'POST /api/site/logo': (request) => {
      upload = request;
      return { status: 200, body: { message: 'Saved', settings: { ...STORED, logo: '/uploads/new.webp' } } };
    },
  });
  const user = userEvent.setup();
  renderPage();
  await user.upload(
    await screen.findByLabelText('Logo'),
    new File(['png'], 'crest.png', { type: 'image/png' }),
  );
  await user.click(save());

  await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
  expect(calls(requests)).toEqual(['GET /api/site', 'PUT /api/site/settings', 'POST /api/site/logo']);
  const file = upload?.body instanceof FormData ? upload.body.get('logo') : null;
  expect(file instanceof File ? file.name : file).toBe('crest.png');
});

it("shows the server's reason when it refuses, and keeps what was typed", async () => {
  fakeServer({
    'PUT /api/site/settings': { status: 400, body: { message: 'Hero title must be at most 120 characters' } },
  });
  const user = userEvent.setup();
  renderPage();
  const name = await screen.findByLabelText('School name');
  await user.type(name, ' East');
  await user.click(save());

  await expectDialog(
    errorDialog,
    'Failed to save Settings',
    'Try Again',
    1000,
    'Hero title must be at most 120 characters',
  );
  expect(screen.getByText('Not saved: Hero title must be at most 120 characters')).toBeInTheDocument();
  expect(name).toHaveValue('Riverside Academy East');
  expect(screen.getByTestId('top-bar')).toHaveTextContent(/^Riverside Academy$/);
  expect(save()).toBeEnabled();
});

describeUnsentSave({
  what: 'settings',
  saveLabel: 'Save Settings',
  failureTitle: 'Failed to save Settings',
  success: ['Settings Saved Successfully', 'The website shows them now.'],
  server: fakeServer,
  render: renderPage,
  // Renames the school and adds a footer link (a text and an item of a list, its texts pasted:
  // typing each letter redraws the whole form), and chooses a logo, which travels on its own call
  // and is no part of the draft.
  change: async (user) => {
    await user.type(screen.getByLabelText('School name'), ' East');
    await user.click(screen.getByRole('button', { name: 'Add footer link' }));
    const link = screen.getByRole('group', { name: 'Footer link 2' });
    await user.click(within(link).getByLabelText('Link label'));
    await user.paste('Library');
    await user.click(within(link).getByLabelText('Link address'));
    await user.paste('https://library.riverside.org');
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'crest.png', { type: 'image/png' }));
  },
  expectChanged: () => {
    expect(screen.getByLabelText('School name')).toHaveValue('Riverside Academy East');
    const link = screen.getByRole('group', { name: 'Footer link 2' });
    expect(within(link).getByLabelText('Link label')).toHaveValue('Library');
    expect(within(link).getByLabelText('Link address')).toHaveValue('https://library.riverside.org');
  },
  expectRestored: () => {
    expect(screen.queryByText(/crest\.png/)).not.toBeInTheDocument();
  },
  expectStored: () => {
    expect(screen.getByLabelText('School name')).toHaveValue('Riverside Academy');
    expect(screen.queryByRole('group', { name: 'Footer link 2' })).not.toBeInTheDocument();
  },
  sent: {
    schoolName: 'Riverside Academy East',
    footerLinks: [...STORED.footerLinks, { label: 'Library', url: 'https://library.riverside.org' }],
  },
  textField: 'Hero title',
});

it('says when the settings cannot be loaded, and tries again', async () => {
  let fail = true;
  fakeApi({
    'GET /api/site': () =>
      fail
        ? { status: 503, body: { message: 'The database is not available' } }
        : { status: 200, body: siteAnswerFixture({ settings: STORED }) },
  });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The settings could not be loaded. The database is not available',
  );
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByLabelText('School name')).toHaveValue('Riverside Academy'));
});
