import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { whenNearScreen } from '@/lib/near-screen';
import { retryingImport } from '@/lib/retrying-import';
import { CarouselRegion, type CarouselOptions, type CarouselProps } from './carousel-parts';
import { Chevron } from './chevron';
import './carousel.css';

export type { CarouselItem, CarouselOptions, CarouselProps } from './carousel-parts';

/** min-width (px) → slides per view, as the constants file states them, in Swiper's breakpoint format. */
function slidesPerViewBreakpoints(map: Readonly<Record<number, number>>): Record<number, SwiperOptions> {
  const breakpoints: Record<number, SwiperOptions> = {};
  for (const [width, slidesPerView] of Object.entries(map)) breakpoints[Number(width)] = { slidesPerView };
  return breakpoints;
}

interface AutoplaySettings {
  /** How long each slide stays before the next, in ms. */
  autoplayMs: number;
  /** How long the move to the next slide takes, in ms. */
  speedMs: number;
  /** min-width (px) → slides per view. */
  breakpoints: Readonly<Record<number, number>>;
}

/**
 * What the site's carousels share: one slide on the smallest screens, 24 px apart, clickable
 * bullets, and autoplay that pauses under the pointer and carries on after a visitor's swipe.
 */
export function autoplayCarousel({ autoplayMs, speedMs, breakpoints }: AutoplaySettings) {
  return {
    speed: speedMs,
    autoplay: { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
    slidesPerView: 1,
    spaceBetween: 24,
    breakpoints: slidesPerViewBreakpoints(breakpoints),
    pagination: { clickable: true },
  } satisfies CarouselOptions;
}

/** The widths the static row's styles know (carousel.css), from the smallest up. */
const STATIC_WIDTHS = [576, 768, 992, 1200] as const;

/** How many slides Swiper shows at a window width: the base count, or the last breakpoint up to it. */
export function slidesPerViewAt({ slidesPerView, breakpoints = {} }: CarouselOptions, width: number): number {
  let count = typeof slidesPerView === 'number' ? slidesPerView : 1;
  for (const [from, options] of Object.entries(breakpoints)) {
    if (Number(from) <= width && typeof options.slidesPerView === 'number') count = options.slidesPerView;
  }
  return count;
}

/** Slides per view at each width, as CSS variables, so the row before Swiper looks like Swiper's. */
function perViewStyle(options: CarouselOptions): CSSProperties {
  const style: Record<string, number> = { '--per-view-0': slidesPerViewAt(options, 0) };
  for (const width of STATIC_WIDTHS) style[`--per-view-${width}`] = slidesPerViewAt(options, width);
  return style;
}

// Swiper (and its styles) is a chunk of its own, fetched when a carousel comes near the screen;
// until it has come (the connection lost: tried again until it comes), the plain row shows.
const SwiperCarousel = lazy(() =>
  retryingImport(() => import('./swiper-carousel')).then((m) => ({ default: m.SwiperCarousel })),
);

/** True once the element is within a screen's height of the viewport. */
function useNearScreen(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return undefined;
    return whenNearScreen(element, () => setNear(true));
  }, [element, near]);
  return near;
}

/**
 * The slides as a plain row that scrolls sideways (the server's HTML, and the page until Swiper
 * arrives), with the same arrows: the content is there for every visitor and search engine.
 */
function StaticCarousel({
  label,
  itemName,
  options,
  items,
  className,
  rowRef,
}: CarouselProps & { rowRef?: (element: HTMLUListElement | null) => void }) {
  const row = useRef<HTMLUListElement | null>(null);
  const [atStart, setAtStart] = useState(true);
  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <CarouselRegion label={label} className={className}>
      <ul
        ref={(element) => {
          row.current = element;
          rowRef?.(element);
        }}
        className="carousel__static"
        style={perViewStyle(options)}
        onScroll={(event) => setAtStart(event.currentTarget.scrollLeft <= 0)}
      >
        {items.map((item) => (
          <li key={item.key} className="carousel__slide">
            {item.content}
          </li>
        ))}
      </ul>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          aria-label={`Previous ${itemName}`}
          disabled={atStart}
          onClick={() => scroll(-1)}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="carousel__arrow"
          aria-label={`Next ${itemName}`}
          onClick={() => scroll(1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </CarouselRegion>
  );
}

/**
 * A carousel: the slides as a plain row at first (and in the server's HTML), replaced by Swiper
 * (arrows, bullets, scrollbar, autoplay) once the carousel comes near the screen, so a visitor
 * who never scrolls that far never downloads it.
 */
export function Carousel(props: CarouselProps) {
  const [row, setRow] = useState<HTMLUListElement | null>(null);
  const near = useNearScreen(row);
  const plain = <StaticCarousel {...props} rowRef={setRow} />;
  if (!near) return plain;
  return (
    <Suspense fallback={plain}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}
