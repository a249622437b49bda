import { screen, within } from '@testing-library/react';
import { slidesPerViewAt } from '@/components/carousel';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { renderWithProviders } from '@/testing/render';
import { FEATURES_SWIPER, FeaturesCarousel } from './features-carousel';

const TITLES = ['Best Education', 'Best Teachers', 'Best Students', 'Online Meeting', 'Best Networking'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeaturesCarousel', () => {
  it('renders the five static cards, each with an icon, a title and text', () => {
    stubMatchMedia();
    renderWithProviders(<FeaturesCarousel />);
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
    renderWithProviders(<FeaturesCarousel />);
    expect(screen.getByRole('button', { name: 'Previous feature' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Next feature' })).toHaveAttribute('type', 'button');
  });

  it('still renders where matchMedia is missing', () => {
    renderWithProviders(<FeaturesCarousel />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
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
