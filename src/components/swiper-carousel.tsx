import { useRef, useState, type FocusEvent } from 'react';
import { A11y, Autoplay, Navigation, Pagination, Scrollbar } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { prefersReducedMotion } from '@/lib/motion';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import { CarouselRegion, type CarouselProps } from './carousel-parts';
import { Chevron } from './chevron';
import './carousel.css';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * The carousel once it comes near the screen (components/carousel.tsx loads it): Swiper with real <button> arrows, bullets and an optional scrollbar in a controls row under the
 * slides. Autoplay pauses while the pointer or keyboard focus is inside, and is off for visitors
 * who prefer reduced motion.
 */
export function SwiperCarousel({ label, itemName, options, items, className }: CarouselProps) {
  // Swiper takes its controls as elements; state (not refs) re-renders once they exist.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);
  const [scrollbarEl, setScrollbarEl] = useState<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);

  const { pagination, scrollbar, autoplay, breakpoints, ...rest } = options;
  const previousLabel = `Previous ${itemName}`;
  const nextLabel = `Next ${itemName}`;

  const pauseOnFocus = () => swiperRef.current?.autoplay.pause();
  const resumeOnBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    swiperRef.current?.autoplay.resume();
  };

  return (
    <CarouselRegion label={label} className={className} onFocus={pauseOnFocus} onBlur={resumeOnBlur}>
      <Swiper
        {...rest}
        // Autoplay is always there so pause/resume exist; bullets and scrollbar when asked for.
        modules={[
          Navigation,
          Autoplay,
          A11y,
          ...(pagination ? [Pagination] : []),
          ...(scrollbar ? [Scrollbar] : []),
        ]}
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
    </CarouselRegion>
  );
}
