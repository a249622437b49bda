import { screen, within } from '@testing-library/react';
import { slidesPerViewAt } from '@/components/carousel';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { EMPTY_HOME, expectOnlyHiddenAnchor, homePageData } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { FEATURE_ICON_PATHS, FEATURES_SWIPER, FeaturesCarouselView } from './features-carousel';
import { FeaturesCarousel } from './home-content-sections';

const TITLES = ['Best Education', 'Best Teachers', 'Best Students', 'Online Meeting', 'Best Networking'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeaturesCarousel', () => {
  it("renders the school's features, each with an icon, a title and text", () => {
    stubMatchMedia();
    renderWithProviders(<FeaturesCarousel />, { pageData: homePageData() });
    const carousel = screen.getByRole('region', { name: 'Our features' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(TITLES);
    for (const card of within(carousel).getAllByRole('article')) {
      expect(card.querySelector('svg')).not.toBeNull();
      expect(card.querySelector('p')?.textContent).not.toBe('');
    }
  });

  it('has arrow buttons with labels', () => {
    stubMatchMedia();
    renderWithProviders(<FeaturesCarousel />, { pageData: homePageData() });
    expect(screen.getByRole('button', { name: 'Previous feature' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Next feature' })).toHaveAttribute('type', 'button');
  });

  it('still renders where matchMedia is missing', () => {
    renderWithProviders(<FeaturesCarousel />, { pageData: homePageData() });
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it("draws each feature's chosen icon, and leaves out an empty text", () => {
    stubMatchMedia();
    renderWithProviders(
      <FeaturesCarouselView
        features={[
          { icon: 'online', title: 'Live lessons', text: '' },
          { icon: 'networking', title: 'Alumni evenings', text: 'Every month.' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('article');
    expect(first?.querySelector('path')).toHaveAttribute('d', FEATURE_ICON_PATHS.online);
    expect(first?.querySelector('p')).toBeNull();
    expect(second?.querySelector('path')).toHaveAttribute('d', FEATURE_ICON_PATHS.networking);
    expect(second).toHaveTextContent('Every month.');
  });

  it('has no section without features, only the hidden placeholder that keeps its id', () => {
    stubMatchMedia();
    renderWithProviders(<FeaturesCarousel />, { pageData: homePageData(EMPTY_HOME) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expectOnlyHiddenAnchor('features');
  });

  it('passes the carousel timings, the endless loop, hover pause and breakpoints to Swiper', () => {
    expect(FEATURES_SWIPER).toMatchObject({
      loop: true,
      speed: 500,
      autoplay: { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false },
      pagination: { clickable: true },
    });
    // Three features from 992 px, two from 768, one below.
    const widths = [0, 575, 576, 767, 768, 991, 992, 1920];
    expect(widths.map((width) => slidesPerViewAt(FEATURES_SWIPER, width))).toEqual([1, 1, 1, 1, 2, 2, 3, 3]);
  });
});
