import { screen, within } from '@testing-library/react';
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

  it('passes the spec timings, the endless loop, hover pause and breakpoints to Swiper', () => {
    expect(FEATURES_SWIPER.autoplay).toEqual({
      delay: 5000,
      pauseOnMouseEnter: true,
      disableOnInteraction: false,
    });
    expect(FEATURES_SWIPER.speed).toBe(500);
    expect(FEATURES_SWIPER.loop).toBe(true);
    expect(FEATURES_SWIPER.slidesPerView).toBe(1);
    expect(FEATURES_SWIPER.breakpoints).toEqual({
      0: { slidesPerView: 1 },
      576: { slidesPerView: 1 },
      768: { slidesPerView: 2 },
      992: { slidesPerView: 3 },
    });
    expect(FEATURES_SWIPER.pagination.clickable).toBe(true);
  });
});
