import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Carousel, type CarouselOptions } from './carousel';

const OPTIONS: CarouselOptions = {
  slidesPerView: 1,
  breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 4 } },
  pagination: { clickable: true },
};
const ITEMS = ['Art', 'Biology', 'Chemistry'].map((name) => ({
  key: name,
  content: <article>{name}</article>,
}));

afterEach(() => vi.unstubAllGlobals());

describe('Carousel', () => {
  it('is a plain row of every slide in the server HTML, with as many per view as Swiper will show', () => {
    const html = renderToString(
      <Carousel label="Courses" itemName="course" options={OPTIONS} items={ITEMS} />,
    );
    expect(html).toContain('Art');
    expect(html).toContain('Chemistry');
    expect(html).toContain(
      '--per-view-0:1;--per-view-576:1;--per-view-768:2;--per-view-992:2;--per-view-1200:4',
    );
    expect(html).not.toContain('swiper');
  });

  it('keeps the plain row, without Swiper, while it is far from the screen', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const { container } = render(
      <Carousel label="Courses" itemName="course" options={OPTIONS} items={ITEMS} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const region = screen.getByRole('region', { name: 'Courses' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous course' })).toBeDisabled();
    expect(observed).toHaveLength(1);
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('becomes Swiper, with bullets, once it comes near the screen', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <Carousel label="Courses" itemName="course" options={OPTIONS} items={ITEMS} />,
    );
    notify?.([{ isIntersecting: true }]);
    expect(await screen.findByRole('button', { name: 'Go to slide 1' })).toBeInTheDocument();
    expect(container.querySelector('.swiper')).not.toBeNull();
  });
});
