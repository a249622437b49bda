import { act, screen } from '@testing-library/react';
import { stubIntersectionObserver, stubMatchMedia } from '@/testing/browser-stubs';
import { EMPTY_HOME, expectOnlyHiddenAnchor, homePageData } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { FactsSectionView } from './facts-section';
import { FactsSection } from './home-content-sections';

const FINAL = [
  ['97%', 'Graduates in work'],
  ['85', 'Teachers'],
  ['1480', 'Students'],
  ['12', 'Prizes won'],
];
const START = [
  ['0%', 'Graduates in work'],
  ['0', 'Teachers'],
  ['0', 'Students'],
  ['0', 'Prizes won'],
];

const shown = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.facts__number')?.textContent,
      item.querySelector('.facts__label')?.textContent,
    ]);
const students = () => Number(shown()[2]?.[0]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FactsSection', () => {
  it('counts up from 0 to the final values over 2 s once the section scrolls into view', () => {
    vi.useFakeTimers();
    const observer = stubIntersectionObserver();
    renderWithProviders(<FactsSection />, { pageData: homePageData() });
    expect(shown()).toEqual(START);

    // Out of view, time passing changes nothing.
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toEqual(START);

    act(() => observer.enterView());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(students()).toBeGreaterThan(0);
    expect(students()).toBeLessThan(1480);

    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(shown()).toEqual(FINAL);
    // Counting happens once: the observer is gone.
    expect(observer.active()).toBe(0);
  });

  it('shows the final numbers at once where IntersectionObserver is missing', () => {
    renderWithProviders(<FactsSection />, { pageData: homePageData() });
    expect(shown()).toEqual(FINAL);
  });

  it('shows the final numbers without counting for visitors who prefer less motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const observer = stubIntersectionObserver();
    renderWithProviders(<FactsSection />, { pageData: homePageData() });
    expect(shown()).toEqual(START);
    act(() => observer.enterView());
    expect(shown()).toEqual(FINAL);
  });

  it("shows the school's own facts with their suffixes", () => {
    renderWithProviders(
      <FactsSectionView
        facts={[
          { value: 12, suffix: '+', label: 'Years of teaching' },
          { value: 3, suffix: '', label: 'Campuses' },
        ]}
        heading="Our school in numbers"
        videoUrl=""
      />,
    );
    expect(screen.getByRole('heading', { name: 'Our school in numbers' })).toBeInTheDocument();
    // No video of its own: no play button.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(shown()).toEqual([
      ['12+', 'Years of teaching'],
      ['3', 'Campuses'],
    ]);
  });

  it('has no section without facts, only the hidden placeholder that keeps its id', () => {
    renderWithProviders(<FactsSection />, { pageData: homePageData(EMPTY_HOME) });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expectOnlyHiddenAnchor('facts');
  });

  it("has a labelled play-video link to the school's video that opens in a new tab", () => {
    renderWithProviders(<FactsSection />, {
      pageData: homePageData({ factsVideoUrl: 'https://video.example.org/open-day' }),
    });
    const link = screen.getByRole('link', { name: /play our video/i });
    expect(link).toHaveAttribute('href', 'https://video.example.org/open-day');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
