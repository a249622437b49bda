import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from '@/lib/motion';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import './carousel.css';

/** A feature's Swiper settings (modules, autoplay, speed, breakpoints …); arrows, bullets and scrollbar elements are the Carousel's. */
export type CarouselOptions = Omit<SwiperOptions, 'navigation' | 'pagination' | 'scrollbar' | 'a11y'> & {
  pagination?: { clickable?: boolean };
  scrollbar?: { draggable?: boolean };
};

export interface CarouselItem {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  /** Names the carousel for screen readers, e.g. 'Popular courses'. */
  label: string;
  /** What one slide is called in the arrows' labels, e.g. 'course' → 'Previous course'. */
  itemName: string;
  options: CarouselOptions;
  items: readonly CarouselItem[];
  className?: string;
}

/** min-width (px) → slides per view, as the constants file states them, in Swiper's breakpoint format. */
export function slidesPerViewBreakpoints(
  map: Readonly<Record<number, number>>,
): Record<number, SwiperOptions> {
  const breakpoints: Record<number, SwiperOptions> = {};
  for (const [width, slidesPerView] of Object.entries(map)) breakpoints[Number(width)] = { slidesPerView };
  return breakpoints;
}

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Swiper with real <button> arrows, bullets and an optional scrollbar in a controls row under the
 * slides. Autoplay pauses while the pointer or keyboard focus is inside, and is off for visitors
 * who prefer reduced motion.
 */
export function Carousel({ label, itemName, options, items, className }: CarouselProps) {
  // Swiper takes its controls as elements; state (not refs) re-renders once they exist.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);
  const [scrollbarEl, setScrollbarEl] = useState<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);

  const { pagination, scrollbar, modules = [], autoplay, breakpoints, ...rest } = options;
  const previousLabel = `Previous ${itemName}`;
  const nextLabel = `Next ${itemName}`;

  const pauseOnFocus = () => swiperRef.current?.autoplay.pause();
  const resumeOnBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    swiperRef.current?.autoplay.resume();
  };

  return (
    <div
      className={className ? `carousel ${className}` : 'carousel'}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={pauseOnFocus}
      onBlur={resumeOnBlur}
    >
      <Swiper
        {...rest}
        // A Set: Swiper would run a module listed twice twice. Autoplay is always there so pause/resume exist.
        modules={[...new Set([...modules, Autoplay, A11y])]}
        autoplay={prefersReducedMotion() ? false : autoplay}
        // Without matchMedia (jsdom) Swiper cannot evaluate breakpoints; the base slidesPerView applies.
        breakpoints={hasMatchMedia() ? breakpoints : undefined}
        navigation={{ prevEl, nextEl }}
        pagination={
          pagination && paginationEl ? { ...pagination, el: paginationEl, bulletElement: 'button' } : false
        }
        scrollbar={scrollbar && scrollbarEl ? { ...scrollbar, el: scrollbarEl } : false}
        a11y={{ prevSlideMessage: previousLabel, nextSlideMessage: nextLabel }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        className="carousel__swiper"
      >
        {items.map((item) => (
          <SwiperSlide key={item.key} className="carousel__slide">
            {item.content}
          </SwiperSlide>
        ))}
      </Swiper>
      {scrollbar && <div ref={setScrollbarEl} className="carousel__scrollbar" />}
      <div className="carousel__controls">
        <button ref={setPrevEl} type="button" className="carousel__arrow" aria-label={previousLabel}>
          <Chevron direction="left" />
        </button>
        {pagination && <div ref={setPaginationEl} className="carousel__pagination" />}
        <button ref={setNextEl} type="button" className="carousel__arrow" aria-label={nextLabel}>
          <Chevron direction="right" />
        </button>
      </div>
    </div>
  );
}
