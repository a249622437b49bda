import { screen, waitFor } from '@testing-library/react';
import { ALL_HOME_SECTIONS_SHOWN } from '@/contract';
import { stubIntersectionObserver, stubMatchMedia } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { EMPTY_HOME, homePageData } from '@/testing/home-fixtures';
import { quietConsole } from '@/testing/quiet-console';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { HomeRoute } from './home';

quietConsole('error');
quietConsole('warn');

beforeEach(() => {
  stubMatchMedia();
  stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

describe('HomeRoute', () => {
  it('draws the sections further down in order, between the apply section and the contact form', async () => {
    fakeApi({});
    renderWithProviders(<HomeRoute />, { pageData: { ...sitePageData(), ...homePageData() } });
    const ids = ['features', 'upcoming-meetings', 'courses', 'facts'];
    await waitFor(() => {
      for (const id of ids) expect(document.getElementById(id)).not.toBeNull();
    });
    const order = [...document.querySelectorAll('main > [id]')].map((element) => element.id);
    expect(order.filter((id) => ids.includes(id) || id === 'apply' || id === 'contact')).toEqual([
      'apply',
      ...ids,
      'contact',
    ]);
    expect(screen.getByRole('region', { name: 'APPLY FOR BACHELOR DEGREE' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Our features' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A Few Facts About Our University' })).toBeInTheDocument();
  });

  it("hands the contact section the school's heading and text", async () => {
    fakeApi({});
    renderWithProviders(<HomeRoute />, {
      pageData: {
        ...sitePageData(),
        ...homePageData({ contactHeading: 'Visit the office', contactText: 'Open every weekday.' }),
      },
    });
    expect(screen.getByRole('region', { name: 'Visit the office' })).toBeInTheDocument();
    expect(screen.getByText('Open every weekday.')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('facts')).not.toBeNull());
  });

  it('hides the home sections the school has not written, keeping the anchors the top bar scrolls to', async () => {
    fakeApi({});
    renderWithProviders(<HomeRoute />, { pageData: { ...sitePageData(), ...homePageData(EMPTY_HOME) } });
    await waitFor(() => expect(document.getElementById('facts')).not.toBeNull());
    expect(document.getElementById('apply')).toBeEmptyDOMElement();
    expect(document.getElementById('features')).not.toBeVisible();
    expect(document.getElementById('facts')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'Our features' })).not.toBeInTheDocument();
    expect(screen.queryByText('A Few Facts About Our University')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact us' })).toHaveAttribute('id', 'contact');
  });

  it('leaves out the sections the school hid in its settings, and the questions apart from the apply cards', async () => {
    fakeApi({});
    const homeSections = {
      ...ALL_HOME_SECTIONS_SHOWN,
      faq: false,
      features: false,
      courses: false,
      contact: false,
    };
    renderWithProviders(<HomeRoute />, {
      pageData: { ...sitePageData({ settings: { homeSections } }), ...homePageData() },
    });
    await waitFor(() => expect(document.getElementById('facts')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'APPLY FOR BACHELOR DEGREE' })).toBeInTheDocument();
    expect(screen.queryByText('About This Education Template')).not.toBeInTheDocument();
    for (const id of ['features', 'courses', 'contact']) expect(document.getElementById(id)).toBeNull();
    expect(screen.getByRole('heading', { name: 'A Few Facts About Our University' })).toBeInTheDocument();
  });

  it('leaves out the apply section when both its cards and its questions are hidden', async () => {
    fakeApi({});
    const homeSections = { ...ALL_HOME_SECTIONS_SHOWN, apply: false, faq: false };
    renderWithProviders(<HomeRoute />, {
      pageData: { ...sitePageData({ settings: { homeSections } }), ...homePageData() },
    });
    await waitFor(() => expect(document.getElementById('facts')).not.toBeNull());
    expect(document.getElementById('apply')).toBeNull();
    expect(screen.queryByRole('region', { name: 'APPLY FOR BACHELOR DEGREE' })).not.toBeInTheDocument();
  });
});
