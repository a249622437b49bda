import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings, SiteSettingsInput } from '@/contract';
import { successDialog } from '@/lib/dialogs';
import { setUpAdminFormTests } from '@/testing/admin-form-setup';
import { expectDialog } from '@/testing/dialog-expectations';
import { fakeApi, type FakeRequest } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { siteAnswerFixture, sitePageData, siteSettingsFixture } from '@/testing/site-fixtures';
import { SiteSettingsPage } from './site-settings-page';

// Site Settings' menu editor and colours: edited, checked as the admin goes, sent whole.

vi.mock('@/lib/dialogs', () => ({
  successDialog: vi.fn(),
  errorDialog: vi.fn(),
  confirmDialog: vi.fn(),
  unsentDialog: vi.fn(),
}));

const STORED = siteSettingsFixture({
  menu: [
    { label: 'HOME', target: '/' },
    { label: 'About us', target: '/pages/about-us' },
  ],
});
const PAGES = [{ title: 'About us', slug: 'about-us' }];

function renderSettings() {
  let stored: SiteSettings = STORED;
  const requests = fakeApi({
    'GET /api/site': () => ({ status: 200, body: siteAnswerFixture({ settings: stored, pages: PAGES }) }),
    'PUT /api/site/settings': (request) => {
      stored = { ...stored, ...(request.body as SiteSettingsInput) };
      return { status: 200, body: { message: 'Saved', settings: stored } };
    },
  });
  renderWithProviders(<SiteSettingsPage />, { pageData: sitePageData({ settings: STORED, pages: PAGES }) });
  return requests;
}

const sentBody = (requests: FakeRequest[]) => requests.find((request) => request.method === 'PUT')?.body;
const menuSection = () => screen.getByRole('group', { name: 'Menu' });
const save = () => screen.getByRole('button', { name: 'Save Settings' });

setUpAdminFormTests();

describe('the menu editor', () => {
  it('adds an https link, hides an entry, moves it up, removes another, and sends the menu in order', async () => {
    const user = userEvent.setup();
    const requests = renderSettings();
    const menu = await screen.findByRole('group', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /add menu entry/i }));
    const third = within(menu).getByRole('group', { name: 'Menu entry 3' });
    await user.type(within(third).getByLabelText('Label'), 'Blog');
    await user.selectOptions(within(third).getByLabelText('Leads to'), 'Another site (https:// link)');
    // The field starts with https://; an admin pasting an http:// address is told.
    await user.clear(within(third).getByLabelText('Link address'));
    await user.type(within(third).getByLabelText('Link address'), 'http://blog.riverside.test');
    await user.click(within(third).getByLabelText(/^Hidden/));
    await user.click(within(menu).getByRole('button', { name: 'Move up menu entry 3' }));
    await user.click(within(menu).getByRole('button', { name: 'Remove menu entry 1' }));
    await user.click(save());

    // The link must be https: said by the field, nothing sent.
    expect(await within(menuSection()).findByText(/must link to an https:\/\/ address/)).toBeInTheDocument();
    expect(sentBody(requests)).toBeUndefined();

    const link = within(menuSection()).getByLabelText('Link address');
    await user.clear(link);
    await user.type(link, 'https://blog.riverside.test');
    await user.click(save());
    await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
    expect(sentBody(requests)).toMatchObject({
      menu: [
        { label: 'Blog', target: 'https://blog.riverside.test', hidden: true },
        { label: 'About us', target: '/pages/about-us' },
      ],
    });
  });

  it('puts entries in a dropdown by its name, offering the names the menu already has', async () => {
    const user = userEvent.setup();
    const requests = renderSettings();
    const menu = await screen.findByRole('group', { name: 'Menu' });
    const second = within(menu).getByRole('group', { name: 'Menu entry 2' });
    await user.type(within(second).getByLabelText(/^In the dropdown/), 'ABOUT');
    await user.click(within(menu).getByRole('button', { name: /add menu entry/i }));
    const third = within(menu).getByRole('group', { name: 'Menu entry 3' });
    await user.type(within(third).getByLabelText('Label'), 'Visit us');
    await user.selectOptions(within(third).getByLabelText('Leads to'), 'Contact');
    const dropdown = within(third).getByLabelText(/^In the dropdown/);
    const offered = document.getElementById(dropdown.getAttribute('list') ?? '');
    expect(Array.from(offered?.querySelectorAll('option') ?? []).map((option) => option.value)).toEqual([
      'ABOUT',
    ]);
    await user.type(dropdown, 'ABOUT');
    await user.click(save());
    await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
    expect(sentBody(requests)).toMatchObject({
      menu: [
        { label: 'HOME', target: '/' },
        { label: 'About us', target: '/pages/about-us', group: 'ABOUT' },
        { label: 'Visit us', target: '/#contact', group: 'ABOUT' },
      ],
    });
  });

  it('requires a label, and offers the content pages, the built-in pages and the home sections', async () => {
    const user = userEvent.setup();
    const requests = renderSettings();
    const menu = await screen.findByRole('group', { name: 'Menu' });
    const first = within(menu).getByRole('group', { name: 'Menu entry 1' });
    const choices = within(within(first).getByLabelText('Leads to'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(
      expect.arrayContaining([
        'Home page',
        'Courses',
        'My meetings (signed-in visitors)',
        'About us',
        'Contact',
      ]),
    );
    await user.clear(within(first).getByLabelText(/^Label/));
    await user.click(save());
    expect(await within(first).findByText('Menu entry 1 needs a label')).toBeInTheDocument();
    expect(sentBody(requests)).toBeUndefined();
  });
});

describe('the colours', () => {
  it('says a colour short of AA as it is typed, with its ratio, and sends none until it passes', async () => {
    const user = userEvent.setup();
    const requests = renderSettings();
    const primary = await screen.findByLabelText(/^Primary colour/, { selector: 'input:not([type=color])' });
    await user.clear(primary);
    await user.type(primary, '#f5a425');
    expect(
      screen.getByText('Primary colour #f5a425 on white has a contrast of 2.1:1; it needs at least 4.5:1'),
    ).toBeInTheDocument();
    await user.click(save());
    expect(sentBody(requests)).toBeUndefined();

    await user.clear(primary);
    await user.type(primary, '#1a5fb4');
    expect(screen.getByText('6.3:1 on white: passes AA')).toBeInTheDocument();
    expect(screen.getByTestId('site-primaryColor-swatch')).toHaveStyle({ background: '#1a5fb4' });
    await user.click(save());
    await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
    expect(sentBody(requests)).toMatchObject({ primaryColor: '#1a5fb4', accentColor: STORED.accentColor });
  });
});

describe('the language, dates and money', () => {
  it("shows each choice's example in the language chosen, and sends them with the site's own language a visitor's", async () => {
    const user = userEvent.setup();
    const requests = renderSettings();
    const language = await screen.findByLabelText('Language');
    await user.selectOptions(language, 'Português (Brasil)');
    expect(
      screen.getByText(/as Português \(Brasil\) writes them, e\.g\. terça-feira, 15 de dezembro de 2026/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Sao_Paulo');
    const style = screen.getByLabelText('Date style');
    expect(
      within(style)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Long: 15 de dezembro de 2026', 'Medium: 15 de dez. de 2026', 'Short: 15/12/2026']);
    await user.selectOptions(style, 'short');
    expect(screen.getByText(/with a time: 15\/12\/2026, 14:30/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'BRL');
    expect(screen.getByText(/e\.g\. R\$\s12,50/)).toBeInTheDocument();
    await user.click(save());
    await expectDialog(successDialog, 'Settings Saved Successfully', 'The website shows them now.', 1000);
    expect(sentBody(requests)).toMatchObject({
      language: 'pt-BR',
      languages: ['pt-BR', 'en'],
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      currency: 'BRL',
    });
  });
});
