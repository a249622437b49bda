import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeetingListResponse } from '@/contract';
import { scrollToAnchor } from '@/lib/scroll';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { Hero } from './hero';

vi.mock('@/lib/scroll', () => ({ scrollToAnchor: vi.fn(() => true) }));

const noMeetings: MeetingListResponse = {
  message: 'ok',
  meetings: [],
  page: 1,
  limit: 1,
  totalPages: 1,
  totalMeetings: 0,
};

beforeEach(() => {
  fakeApi({ 'GET /api/meetings': { status: 200, body: noMeetings } });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const video = () => {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video');
  return element;
};

describe('Hero', () => {
  it('greets visitors, with the page title as the one h1', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByText('HELLO STUDENTS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'WELCOME TO EDUCATION' })).toBeInTheDocument();
  });

  it("scrolls to the contact section from 'JOIN US NOW!'", async () => {
    renderWithProviders(<Hero />);
    await userEvent.click(screen.getByRole('button', { name: 'JOIN US NOW!' }));
    expect(scrollToAnchor).toHaveBeenCalledWith('contact');
  });

  it('plays a looping, muted, inline background video over its poster, hidden from screen readers', () => {
    renderWithProviders(<Hero />);
    expect(video()).toHaveAttribute('src', '/media/hero.mp4');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video().loop).toBe(true);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('muted');
    expect(video()).toHaveAttribute('playsinline');
    expect(video().autoplay).toBe(true);
    expect(video()).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the poster still for visitors who prefer less motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderWithProviders(<Hero />);
    expect(video().autoplay).toBe(false);
    expect(video()).not.toHaveAttribute('src');
  });

  it.each([
    ['who asked to save data', { saveData: true, effectiveType: '4g' }],
    ['on a slow connection', { saveData: false, effectiveType: '3g' }],
  ])('never downloads the film for visitors %s', (_, connection) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    renderWithProviders(<Hero />);
    expect(video()).not.toHaveAttribute('src');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video().autoplay).toBe(false);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('shows the poster first and fetches the film only once the page has loaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderWithProviders(<Hero />);
    expect(video()).not.toHaveAttribute('src');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(video()).toHaveAttribute('src', '/media/hero.mp4');
    expect(video().autoplay).toBe(true);
    readyState.mockRestore();
  });
});
