import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { sitePageData, type SiteAnswerOverrides } from '@/testing/site-fixtures';
import { Footer } from './footer';

const renderFooter = (site: SiteAnswerOverrides = {}) =>
  renderWithProviders(<Footer />, { pageData: sitePageData(site) });

const footer = () => screen.getByRole('contentinfo');

afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it("shows this year's copyright line with the school's name, and nothing else when nothing else is set", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderFooter({ settings: { schoolName: 'Hilltop School' } });
    expect(footer()).toHaveTextContent(/^Copyright © 2031 Hilltop School\.$/);
    expect(within(footer()).queryAllByRole('link')).toEqual([]);
    expect(within(footer()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows no template credits', () => {
    renderFooter({
      settings: { footerText: 'Registered charity 1234.' },
      pages: [{ title: 'Privacy notice', slug: 'privacy' }],
    });
    expect(footer()).not.toHaveTextContent(/TemplateMo|ThemeWagon|Design:|Distribution:/);
  });

  it("shows the footer text, the school's links opening in a new tab and its content pages", () => {
    renderFooter({
      settings: {
        footerText: 'Registered charity 1234.',
        footerLinks: [{ label: 'Parents portal', url: 'https://parents.example.org' }],
      },
      pages: [
        { title: 'Privacy notice', slug: 'privacy' },
        { title: 'About us', slug: 'about-us' },
      ],
    });
    expect(screen.getByText(/^Copyright © \d{4} .*\. Registered charity 1234\.$/)).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const portal = within(nav).getByRole('link', { name: 'Parents portal (opens in a new tab)' });
    expect(portal).toHaveAttribute('href', 'https://parents.example.org');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');

    const privacy = within(nav).getByRole('link', { name: 'Privacy notice' });
    expect(privacy).toHaveAttribute('href', '/pages/privacy');
    expect(privacy).not.toHaveAttribute('target');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/pages/about-us');
  });

  it('shows an icon only for the social networks with a link, in their fixed order', () => {
    renderFooter({
      settings: {
        social: {
          facebook: '',
          twitter: '',
          youtube: 'https://youtube.com/@hilltop',
          linkedin: '',
          instagram: 'https://instagram.com/hilltop',
        },
      },
    });
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Instagram (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://instagram.com/hilltop',
      'https://youtube.com/@hilltop',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.querySelector('.social-icon')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(within(footer()).queryByRole('link', { name: /Facebook|Twitter|LinkedIn/ })).toBeNull();
  });
});
