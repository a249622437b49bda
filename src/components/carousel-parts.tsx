import type { HTMLAttributes, ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';

/** What both carousels share: their props and their frame. */

/** A feature's Swiper settings (autoplay, speed, breakpoints …); arrows, bullets and scrollbar elements are the Carousel's. */
export type CarouselOptions = Omit<
  SwiperOptions,
  'modules' | 'navigation' | 'pagination' | 'scrollbar' | 'a11y'
> & {
  pagination?: { clickable?: boolean };
  scrollbar?: { draggable?: boolean };
};

export interface CarouselItem {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. 'Popular courses'. */
  label: string;
  /** What one slide is called in the arrows' labels, e.g. 'course' → 'Previous course'. */
  itemName: string;
  options: CarouselOptions;
  items: readonly CarouselItem[];
  className?: string;
}

/** The carousel's frame, the same before and after Swiper arrives: a named region for screen readers. */
export function CarouselRegion({
  label,
  className,
  children,
  ...handlers
}: Pick<CarouselProps, 'label' | 'className'> &
  Pick<HTMLAttributes<HTMLDivElement>, 'onFocus' | 'onBlur'> & { children: ReactNode }) {
  return (
    <div
      className={className ? `carousel ${className}` : 'carousel'}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...handlers}
    >
      {children}
    </div>
  );
}
