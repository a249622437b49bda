import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToAnchor } from './scroll';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('scrolling to a section', () => {
  it('lands on the section even when the page above it grows during the scroll', () => {
    let scrollY = 0;
    // The section starts 2000 px down; halfway through, a carousel above it grows by 150 px.
    let sectionY = 2000;
    const section = document.createElement('section');
    section.id = 'courses';
    document.body.append(section);
    vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, sectionY - scrollY));
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
      scrollY = y;
    });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.spyOn(performance, 'now').mockReturnValue(0);

    expect(scrollToAnchor('courses', 500)).toBe(true);
    for (let time = 50; frames.length > 0; time += 50) {
      if (time === 250) sectionY = 2150;
      frames.shift()?.(time);
    }

    expect(scrollY).toBe(2150);
  });

  it('says so when there is no such section', () => {
    expect(scrollToAnchor('nowhere')).toBe(false);
  });
});
