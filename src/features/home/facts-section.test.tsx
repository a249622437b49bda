import { act, screen } from '@testing-library/react';
import { stubIntersectionObserver, stubMatchMedia } from '@/testing/browser-stubs';
import { renderWithProviders } from '@/testing/render';
import { FACTS_VIDEO_URL, FactsSection } from './facts-section';

const FINAL = [
  ['94%', 'Succesed Students'],
  ['126', 'Current Teachers'],
  ['2345', 'New Students'],
  ['32', 'Awards'],
];
const START = [
  ['0%', 'Succesed Students'],
  ['0', 'Current Teachers'],
  ['0', 'New Students'],
  ['0', 'Awards'],
];

const shown = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.facts__number')?.textContent,
      item.querySelector('.facts__label')?.textContent,
    ]);
const newStudents = () => Number(shown()[2]?.[0]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FactsSection', () => {
  it('counts up from 0 to the final values over 2 s once the section scrolls into view', () => {
    vi.useFakeTimers();
    const observer = stubIntersectionObserver();
    renderWithProviders(<FactsSection />);
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
    expect(newStudents()).toBeGreaterThan(0);
    expect(newStudents()).toBeLessThan(2345);

    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(shown()).toEqual(FINAL);
    // Counting happens once: the observer is gone.
    expect(observer.active()).toBe(0);
  });

  it('shows the final numbers at once where IntersectionObserver is missing', () => {
    renderWithProviders(<FactsSection />);
    expect(shown()).toEqual(FINAL);
  });

  it('shows the final numbers without counting for visitors who prefer less motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const observer = stubIntersectionObserver();
    renderWithProviders(<FactsSection />);
    expect(shown()).toEqual(START);
    act(() => observer.enterView());
    expect(shown()).toEqual(FINAL);
  });

  it('has a labelled play-video link that opens the video in a new tab', () => {
    renderWithProviders(<FactsSection />);
    const link = screen.getByRole('link', { name: /play our video/i });
    expect(link).toHaveAttribute('href', FACTS_VIDEO_URL);
    expect(FACTS_VIDEO_URL).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
