import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeetingListResponse } from '@/contract';
import { scrollToAnchor } from '@/lib/scroll';
import { stubMatchMedia } from '@/testing/browser-stubs';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { Hero, HeroTextsView } from './hero';

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

const DEMO_HERO = { kicker: 'HELLO STUDENTS', title: 'WELCOME TO EDUCATION', ctaLabel: 'JOIN US NOW!' };
const renderHero = () =>
  renderWithProviders(<Hero />, { pageData: sitePageData({ settings: { hero: DEMO_HERO } }) });

const video = () => {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video');
  return element;
};

describe('Hero', () => {
  it("greets visitors with the school's hero texts, the title as the one h1", () => {
    renderHero();
    expect(screen.getByText('HELLO STUDENTS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'WELCOME TO EDUCATION' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves out the greeting line when the school has none', () => {
    const hero = { kicker: '', title: 'Riverside Academy', ctaLabel: 'Visit us' };
    renderWithProviders(<Hero />, { pageData: sitePageData({ settings: { hero } }) });
    const title = screen.getByRole('heading', { level: 1, name: 'Riverside Academy' });
    expect(screen.getByRole('button', { name: 'Visit us' })).toBeInTheDocument();
    // The title opens the hero's texts: no empty greeting line above it.
    expect(title.previousElementSibling).toBeNull();
  });

  it('shows the texts handed to its view, as the admin preview does', () => {
    renderWithProviders(
      <HeroTextsView hero={{ kicker: 'Hi there', title: 'Draft title', ctaLabel: 'Write to us' }} />,
    );
    expect(screen.getByText('Hi there')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Draft title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write to us' })).toBeInTheDocument();
  });

  it("scrolls to the contact section from 'JOIN US NOW!'", async () => {
    renderHero();
    await userEvent.click(screen.getByRole('button', { name: 'JOIN US NOW!' }));
    expect(scrollToAnchor).toHaveBeenCalledWith('contact');
  });

  /** A window at least as wide as a small laptop's, where the film may play. */
  const wideScreen = () => stubMatchMedia((query) => query.includes('min-width'));

  it('plays a looping, muted, inline background video over its poster on a wide screen, hidden from screen readers', async () => {
    wideScreen();
    renderHero();
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/hero.mp4'));
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video().loop).toBe(true);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('muted');
    expect(video()).toHaveAttribute('playsinline');
    expect(video().autoplay).toBe(true);
    expect(video()).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a phone or a small tablet on the still poster: the film is never fetched there', async () => {
    stubMatchMedia(() => false);
    renderHero();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(video()).not.toHaveAttribute('src');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video().autoplay).toBe(false);
  });

  it('keeps the poster still for visitors who prefer less motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion') || query.includes('min-width'));
    renderHero();
    expect(video().autoplay).toBe(false);
    expect(video()).not.toHaveAttribute('src');
  });

  it.each([
    ['who asked to save data', { saveData: true, effectiveType: '4g' }],
    ['on a slow connection', { saveData: false, effectiveType: '3g' }],
  ])('never downloads the film for visitors %s', (_, connection) => {
    wideScreen();
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    renderHero();
    expect(video()).not.toHaveAttribute('src');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video().autoplay).toBe(false);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('shows the poster first and fetches the film only once the page has loaded and is idle', async () => {
    wideScreen();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderHero();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(video()).not.toHaveAttribute('src');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/hero.mp4'));
    expect(video().autoplay).toBe(true);
    readyState.mockRestore();
  });
});
